/**
 * Sources measured at different interval lengths put on one time line (docs/consolidation.md, "One time
 * line"): each source's work is averaged onto the longest interval length of all, on a grid through the
 * first time of a source measured at that length (so its intervals keep their own times). A time is
 * combined only where every source has an interval; elsewhere it is left out, and each source's missing
 * times are listed.
 */
import { intervalLength } from '../measurements/periods';

/** One source's work on the common grid: the times it has an interval at, the mean of its intervals there. */
export interface Aligned {
  readonly times: Float64Array;
  readonly cpw: Float64Array;
  readonly interactive: Float64Array | null;
  /** Each of these times' index in `Timeline.times`. */
  readonly at: Int32Array;
}

/** Where a source has no interval while some other source has one: from `from` to `to` (ms, both in), `intervals` of the grid. */
export interface Missing {
  readonly source: number;
  readonly from: number;
  readonly to: number;
  readonly intervals: number;
}

export interface Timeline {
  /** The grid's step, the longest interval length of the sources (ms); null where every source has one interval. */
  readonly step: number | null;
  /** Every grid time at which some source has an interval, in order. */
  readonly times: Float64Array;
  /** The indices into `times` at which every source has one: the combined figures' times. */
  readonly common: Int32Array;
  /** The combined work at each common time, the sum over the sources (CPW). */
  readonly cpw: Float64Array;
  /** The combined interactive work at each common time, of the sources with an interactive column; null where none has one. */
  readonly interactive: Float64Array | null;
  readonly sources: readonly Aligned[];
  /** The times left out of the combined figures, by source, in order. */
  readonly missing: readonly Missing[];
}

export interface SourceSeries {
  readonly times: Float64Array;
  readonly cpw: Float64Array;
  readonly interactive: Float64Array | null;
}

/**
 * A source's intervals averaged onto the grid (a step and a time on it; no step: the times as they
 * are): a grid time takes the mean of the source's intervals within it.
 */
function onGrid(s: SourceSeries, step: number | null, anchor: number): Omit<Aligned, 'at'> {
  // The columns taken out once: sources come in objects of several shapes, and the loop would look each up per interval.
  const { times: st, cpw: sc, interactive: si } = s;
  const n = st.length;
  const times = new Float64Array(n);
  const cpw = new Float64Array(n);
  const interactive = si ? new Float64Array(n) : null;
  let k = -1;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const t = step === null ? st[i] : anchor + Math.floor((st[i] - anchor) / step) * step;
    if (k < 0 || t !== times[k]) {
      if (count > 1) {
        cpw[k] /= count;
        if (interactive) interactive[k] /= count;
      }
      k++;
      times[k] = t;
      count = 0;
    }
    cpw[k] += sc[i];
    if (interactive) interactive[k] += si![i];
    count++;
  }
  if (count > 1) {
    cpw[k] /= count;
    if (interactive) interactive[k] /= count;
  }
  return { times: times.slice(0, k + 1), cpw: cpw.slice(0, k + 1), interactive: interactive && interactive.slice(0, k + 1) };
}

/**
 * The sorted distinct values of the sources' times. On a grid that the times fill densely (the usual
 * case: every source measured over much the same weeks), each time is marked at its place on the
 * grid, with no sort; otherwise (times far apart, or no grid) they are sorted.
 */
function union(all: readonly Float64Array[], step: number | null): Float64Array {
  const total = all.reduce((n, a) => n + a.length, 0);
  if (step !== null) {
    let lo = Infinity;
    let hi = -Infinity;
    for (const a of all) {
      lo = Math.min(lo, a[0]);
      hi = Math.max(hi, a[a.length - 1]);
    }
    const slots = Math.round((hi - lo) / step) + 1;
    if (slots <= 4 * total) {
      // The times themselves are kept, not recomputed from the grid, so each source finds its own exactly.
      const at = new Float64Array(slots).fill(NaN);
      for (const a of all) for (let i = 0; i < a.length; i++) at[Math.round((a[i] - lo) / step)] = a[i];
      return at.filter((t) => !Number.isNaN(t));
    }
  }
  const joined = new Float64Array(total);
  let at = 0;
  for (const a of all) {
    joined.set(a, at);
    at += a.length;
  }
  joined.sort();
  let k = 0;
  for (let i = 0; i < joined.length; i++) if (i === 0 || joined[i] !== joined[k - 1]) joined[k++] = joined[i];
  return joined.slice(0, k);
}

export function align(series: readonly SourceSeries[]): Timeline {
  const lengths = series.map((s) => intervalLength(s.times));
  let L: number | null = null;
  let anchor = 0;
  for (const [k, l] of lengths.entries()) {
    if (l !== null && (L === null || l > L)) [L, anchor] = [l, series[k].times[0]];
  }
  const step = L;
  const gridded = series.map((s) => onGrid(s, step, anchor));
  const times = union(
    gridded.map((g) => g.times),
    step,
  );
  const present = new Int32Array(times.length);
  const cpw = new Float64Array(times.length);
  const anyInteractive = gridded.some((g) => g.interactive !== null);
  const interactive = anyInteractive ? new Float64Array(times.length) : null;
  const sources: Aligned[] = gridded.map((g) => {
    const at = new Int32Array(g.times.length);
    let j = 0;
    for (let i = 0; i < g.times.length; i++) {
      while (times[j] !== g.times[i]) j++;
      at[i] = j;
      present[j]++;
      cpw[j] += g.cpw[i];
      if (interactive && g.interactive) interactive[j] += g.interactive[i];
    }
    return { ...g, at };
  });
  const common: number[] = [];
  for (let j = 0; j < times.length; j++) if (present[j] === series.length) common.push(j);
  const missing: Missing[] = [];
  sources.forEach((s, k) => {
    // The runs of union times between this source's own.
    let next = 0;
    const run = (from: number, to: number) => {
      if (to > from) missing.push({ source: k, from: times[from], to: times[to - 1], intervals: to - from });
    };
    for (const j of s.at) {
      run(next, j);
      next = j + 1;
    }
    run(next, times.length);
  });
  missing.sort((a, b) => a.from - b.from || a.source - b.source);
  const idx = Int32Array.from(common);
  return {
    step,
    times,
    common: idx,
    cpw: Float64Array.from(idx, (j) => cpw[j]),
    interactive: interactive && Float64Array.from(idx, (j) => interactive[j]),
    sources,
    missing,
  };
}
