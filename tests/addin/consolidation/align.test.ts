/** Sources put on one time line: averaged onto the longest interval, on a grid through that source's own times. */
import { align } from '../../../addin/consolidation/align';
import { MIN, T0 } from './helpers';

const series = (times: number[], cpw: number[], interactive: number[] | null = null) => ({
  times: Float64Array.from(times),
  cpw: Float64Array.from(cpw),
  interactive: interactive && Float64Array.from(interactive),
});

test('5-minute intervals averaged onto the 15-minute grid of the other source, whose times stay as they are', () => {
  const a = series([T0 + 5 * MIN, T0 + 20 * MIN, T0 + 35 * MIN], [100, 200, 300]);
  // 10:00 to 10:40 every 5 minutes: 10:00 goes to the grid time before 10:05, 10:05-10:15 to 10:05, and so on.
  const b = series(
    [0, 5, 10, 15, 20, 25, 30, 35, 40].map((m) => T0 + m * MIN),
    [1, 2, 3, 4, 5, 6, 7, 8, 9],
  );
  const t = align([a, b]);
  expect(t.step).toBe(15 * MIN);
  expect(Array.from(t.times)).toEqual([-10, 5, 20, 35].map((m) => T0 + m * MIN));
  expect(Array.from(t.sources[1].cpw)).toEqual([1, (2 + 3 + 4) / 3, (5 + 6 + 7) / 3, (8 + 9) / 2]);
  expect(Array.from(t.common)).toEqual([1, 2, 3]);
  expect(Array.from(t.cpw)).toEqual([100 + 3, 200 + 6, 300 + 8.5]);
  expect(t.interactive).toBeNull();
  expect(t.missing).toEqual([{ source: 0, from: T0 - 10 * MIN, to: T0 - 10 * MIN, intervals: 1 }]);
});

test('times far apart (no dense grid) give the same answer as times close together', () => {
  const year = 365 * 24 * 60 * MIN;
  const times = [T0, T0 + 15 * MIN, T0 + year, T0 + year + 15 * MIN];
  const t = align([series(times, [1, 2, 3, 4], [1, 1, 1, 1]), series(times.slice(1), [10, 20, 30], null)]);
  expect(Array.from(t.times)).toEqual(times);
  expect(Array.from(t.common)).toEqual([1, 2, 3]);
  expect(Array.from(t.cpw)).toEqual([12, 23, 34]);
  // Interactive of the sources that measured it.
  expect(Array.from(t.interactive!)).toEqual([1, 1, 1]);
  expect(t.missing).toEqual([{ source: 1, from: T0, to: T0, intervals: 1 }]);
});

test('sources of one interval each: no grid, times matched as they are', () => {
  const t = align([series([T0], [5]), series([T0], [7])]);
  expect(t.step).toBeNull();
  expect(Array.from(t.cpw)).toEqual([12]);
});
