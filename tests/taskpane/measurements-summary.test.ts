/**
 * What the pane says of a measurement file (taskpane/measurements-summary.ts): the figures of the
 * Measurements sheet with the times of the peaks, the busiest intervals and the gaps, for a small
 * file whose figures this test works out from the numbers it writes.
 */
import { type Measurements, readMeasurements } from '../../addin/measurements/read';
import { summarize } from '../../addin/measurements/summary';
import { busiestLines, gapLines, gapsText, statisticsText, summaryText } from '../../taskpane/measurements-summary';

// Six 15-minute intervals from 09:00, the 09:45 interval missing: the busiest is 10:15 at 80%.
const TEXT = [
  'timestamp,cpu,interactive',
  '2024-03-19 09:00,40,10',
  '2024-03-19 09:15,50,20',
  '2024-03-19 09:30,60,30',
  '2024-03-19 10:00,70,25',
  '2024-03-19 10:15,80,15',
  '2024-03-19 10:30,45,5',
].join('\n');
const m = readMeasurements(TEXT) as Measurements;
const s = summarize(m);

describe("the pane's summary of a file", () => {
  test('each measure: the peak with its time, 95th percentile and mean (the peak hour spans no gap: none here)', () => {
    // Mean of the total: (40 + 50 + 60 + 70 + 80 + 45) / 6 = 57.5; the 95th percentile (nearest rank, the 6th of 6) is the peak.
    expect(statisticsText('Total CPU', s.cpu)).toBe('Total CPU: peak 80% at 2024-03-19 10:15, no whole hour measured, 95th percentile 80%, mean 57.5%');
    // Interactive peaks at 09:30, not at the total's peak.
    expect(statisticsText('Interactive', s.interactive)).toMatch(/^Interactive: peak 30% at 2024-03-19 09:30,/);
    expect(statisticsText('Interactive', null)).toBe('Interactive: unknown, not 0 (the file has no interactive column)');
  });

  test('the file, its period, the window, the gaps', () => {
    expect(summaryText('day.csv', s, 'Tue, 09:00–11:00')).toBe(
      `day.csv (${m.format}): 6 intervals, 2024-03-19 09:00 to 2024-03-19 10:30, window Tue, 09:00–11:00. ` +
        `${statisticsText('Total CPU', s.cpu)}. ${statisticsText('Interactive', s.interactive)}. 1 gap, 1 interval missing.`,
    );
    expect(gapsText(summarize(readMeasurements('timestamp,cpu\n2024-03-19 09:00,40\n2024-03-19 09:15,50\n') as Measurements))).toBe('No gaps');
  });

  test('the busiest intervals, busiest first, and each gap with its times', () => {
    expect(busiestLines(s)).toEqual([
      '2024-03-19 10:15: total 80%, interactive 15%',
      '2024-03-19 10:00: total 70%, interactive 25%',
      '2024-03-19 09:30: total 60%, interactive 30%',
      '2024-03-19 09:15: total 50%, interactive 20%',
      '2024-03-19 10:30: total 45%, interactive 5%',
      '2024-03-19 09:00: total 40%, interactive 10%',
    ]);
    expect(gapLines(s)).toEqual(['1 interval missing between 2024-03-19 09:30 and 2024-03-19 10:00']);
  });

  test('a partition: the processing units consumed, with the entitlement', () => {
    const p = summarize({ ...m, entitlement: Float64Array.from(m.cpu, () => 2) });
    // 80% of 2 processing units at 10:15.
    expect(summaryText('lpar.csv', p, null)).toContain('Processing units consumed (entitlement 2.00): peak 1.60 at 2024-03-19 10:15,');
    expect(summaryText('lpar.csv', p, null)).toContain('Total CPU (of the entitlement): peak 80%');
  });
});
