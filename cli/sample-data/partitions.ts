/**
 * sample-data/partitions/: QAPMSYSTEM exports of three partitions of one Power system, a file per
 * partition per month (April to September 2026), 15-minute intervals stamped by their end as
 * Collection Services stamps them, so September's file ends at 2026-10-01 00:00.
 *
 * The fields are those the reader takes (docs/measured-data.md), as IBM describes them (IBM i 7.4,
 * Collection Services data files: QAPMSYSTEM): SYSPTU the CPU time used and SYSCTA the CPU time
 * configured (the entitlement), both in milliseconds, so SYSCTA = entitlement x INTSEC x 1000;
 * SYIFUS the interactive CPU time; SYUCAPF 1 uncapped, 0 capped; SYVCPU the virtual processor time
 * configured (virtual processors x INTSEC x 1000); DATETIME in Db2's form, as CPYTOIMPF writes it.
 *
 * The work is made up: PROD uncapped at 1.5 processing units and 4 virtual processors, busy in
 * office hours and at night, with a month-end close near 190% of its entitlement on each month's last
 * evening, growing 25% a year; DEV capped at 0.5 (at its cap in some afternoons); WEB uncapped at 0.8
 * and 2 virtual processors, busiest around midday, growing 15% a year. The three peak at different
 * times, as partitions consolidated onto one system do. An uncapped partition never uses more than
 * its virtual processors, a capped one never more than its entitlement.
 */
import { DAY, db2Timestamp, type Random, seeded, wobble } from './random';

export const INTERVAL_SECONDS = 900;
const STEP = INTERVAL_SECONDS * 1000;
const YEAR = 365.25 * DAY;
/** The end of the measurements: growth factors are 1 here and smaller before. */
export const MEASURED_UNTIL = Date.UTC(2026, 9, 1);

/** One measured interval: its end, and the CPU and interactive time used as shares of the entitlement. */
export interface Interval {
  readonly end: number;
  readonly cpu: number;
  readonly interactive: number;
}

export interface Partition {
  readonly name: 'PROD' | 'DEV' | 'WEB';
  /** Processing units. */
  readonly entitlement: number;
  readonly virtualProcessors: number;
  readonly uncapped: boolean;
  readonly seed: number;
  /** The shares of the entitlement the interval starting at `start` uses, before the cap. */
  load(start: number, random: Random): { cpu: number; interactive: number };
}

/** Hour of the day (fractional) and day of the week (0 Sunday) of a UTC time. */
const hourOf = (t: number) => new Date(t).getUTCHours() + new Date(t).getUTCMinutes() / 60;
const weekdayOf = (t: number) => new Date(t).getUTCDay();
const lastDayOfMonth = (t: number) => new Date(t + DAY).getUTCMonth() !== new Date(t).getUTCMonth();
const grown = (t: number, annual: number) => Math.pow(1 + annual, (t - MEASURED_UNTIL) / YEAR);

/** A level by hour of the day: [from hour, level] in order. */
const byHour = (h: number, levels: readonly (readonly [number, number])[]) => {
  let level = levels[0][1];
  for (const [from, l] of levels) if (h >= from) level = l;
  return level;
};

export const PROD: Partition = {
  name: 'PROD',
  entitlement: 1.5,
  virtualProcessors: 4,
  uncapped: true,
  seed: 1501,
  load(start, random) {
    const h = hourOf(start);
    const day = weekdayOf(start);
    const g = grown(start, 0.25);
    if (lastDayOfMonth(start) && h >= 18) return { cpu: 1.85 * g * wobble(random, 0.04), interactive: 0.05 * g * wobble(random, 0.3) };
    if (day === 0 || day === 6) {
      const save = day === 0 && h >= 1 && h < 5;
      return { cpu: (save ? 0.9 : 0.3) * g * wobble(random, 0.1), interactive: 0.01 * wobble(random, 0.5) };
    }
    const cpu = byHour(h, [
      [0, 0.8],
      [2, 0.45],
      [6, 0.65],
      [8, 1.1],
      [12, 0.95],
      [13, 1.15],
      [17, 0.85],
      [19, 0.6],
      [22, 0.85],
    ]);
    const interactive = byHour(h, [
      [0, 0.02],
      [8, 0.3],
      [17, 0.12],
      [19, 0.02],
    ]);
    return { cpu: cpu * g * wobble(random, 0.08), interactive: interactive * g * wobble(random, 0.25) };
  },
};

export const DEV: Partition = {
  name: 'DEV',
  entitlement: 0.5,
  virtualProcessors: 1,
  uncapped: false,
  seed: 2061,
  load(start, random) {
    const h = hourOf(start);
    const day = weekdayOf(start);
    if (day === 0 || day === 6) return { cpu: 0.04 * wobble(random, 0.5), interactive: 0.002 };
    const level = byHour(h, [
      [0, 0.08],
      [9, 0.8],
      [12, 0.5],
      [13, 0.9],
      [18, 0.08],
    ]);
    const cpu = level * wobble(random, 0.25);
    return { cpu, interactive: (h >= 9 && h < 18 ? 0.35 : 0.05) * cpu };
  },
};

export const WEB: Partition = {
  name: 'WEB',
  entitlement: 0.8,
  virtualProcessors: 2,
  uncapped: true,
  seed: 2397,
  load(start, random) {
    const h = hourOf(start);
    const weekend = [0, 6].includes(weekdayOf(start));
    const level = byHour(h, [
      [0, 0.25],
      [6, 0.7],
      [9, 1.2],
      [11, 1.45],
      [14, 1.1],
      [18, 0.8],
      [22, 0.4],
    ]);
    const cpu = level * (weekend ? 0.5 : 1) * grown(start, 0.15) * wobble(random, 0.1);
    return { cpu, interactive: !weekend && h >= 9 && h < 17 ? 0.004 : 0 };
  },
};

export const PARTITIONS: readonly Partition[] = [PROD, DEV, WEB];

/** The months measured: April to September 2026, as [year, month index]. */
export const MONTHS: readonly (readonly [number, number])[] = [3, 4, 5, 6, 7, 8].map((m) => [2026, m] as const);

/** The intervals whose end falls in (from, to], each capped as the partition is. */
export function intervals(p: Partition, from: number, to: number): Interval[] {
  const random = seeded(p.seed * 1000 + Math.round(from / DAY));
  const most = p.uncapped ? p.virtualProcessors / p.entitlement : 1;
  const out: Interval[] = [];
  for (let end = from + STEP; end <= to; end += STEP) {
    const { cpu, interactive } = p.load(end - STEP, random);
    const used = Math.min(most, Math.max(0, cpu));
    out.push({ end, cpu: used, interactive: Math.min(used, Math.max(0, interactive)) });
  }
  return out;
}

/** A month's intervals: those ending after its first midnight, up to and including the next month's. */
export const monthIntervals = (p: Partition, year: number, month: number): Interval[] => intervals(p, Date.UTC(year, month, 1), Date.UTC(year, month + 1, 1));

/** The milliseconds QAPMSYSTEM gives an interval: configured, used, interactive, virtual processors. */
export function qapmsystemFields(p: Partition, i: Interval): { SYSCTA: number; SYSPTU: number; SYIFUS: number; SYVCPU: number } {
  const SYSCTA = Math.round(p.entitlement * STEP);
  return { SYSCTA, SYSPTU: Math.round(i.cpu * SYSCTA), SYIFUS: Math.round(i.interactive * SYSCTA), SYVCPU: p.virtualProcessors * STEP };
}

export const QAPMSYSTEM_HEADER = 'DATETIME,INTSEC,SYSPTU,SYSCTA,SYIFUS,SYUCAPF,SYVCPU';

export function qapmsystemFile(p: Partition, year: number, month: number): string {
  const rows = monthIntervals(p, year, month).map((i) => {
    const f = qapmsystemFields(p, i);
    return [db2Timestamp(i.end), INTERVAL_SECONDS, f.SYSPTU, f.SYSCTA, f.SYIFUS, p.uncapped ? 1 : 0, f.SYVCPU].join(',');
  });
  return [QAPMSYSTEM_HEADER, ...rows].join('\n') + '\n';
}

export const monthName = (year: number, month: number) => `${year}-${String(month + 1).padStart(2, '0')}`;
