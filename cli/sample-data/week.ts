/**
 * sample-data/week.csv: the add-in's three-column format (timestamp, cpu, interactive, in percent)
 * for a week of 15-minute intervals of an AS/400 720-2061-1501, Monday 2026-09-07 to Sunday
 * 2026-09-13, each stamped by its start as a monitoring product might. Made up: office hours near
 * 85% CPU with interactive near 28% (at times past the 720-2061-1501's knee of 70 CPW of 240, Appendix D Table D.2.1.1,
 * never past its maximum of 81.7 CPW, 34%),
 * a nightly batch, a quiet weekend and a save in the night to Sunday.
 */
import { DAY, isoMinute, MINUTE, seeded, wobble } from './random';

const FIRST = Date.UTC(2026, 8, 7);

/** Total and interactive percent around which an interval starting at hour h of a weekday (0 Sunday) varies. */
const level = (h: number, weekday: number): [number, number] => {
  if (weekday === 0 && h >= 1 && h < 5) return [65, 1];
  if (weekday === 0 || weekday === 6) return [20, 2];
  if (h < 6) return [55, 2];
  if (h < 8) return [45, 8];
  if (h < 12) return [82, 27];
  if (h < 13) return [70, 20];
  if (h < 17) return [86, 28];
  if (h < 19) return [60, 10];
  return [50, 3];
};

const percent = (x: number) => (Math.round(x * 10) / 10).toFixed(1);

export function weekFile(): string {
  const random = seeded(7202061);
  const rows: string[] = ['timestamp,cpu,interactive'];
  for (let t = FIRST; t < FIRST + 7 * DAY; t += 15 * MINUTE) {
    const d = new Date(t);
    const [cpu, interactive] = level(d.getUTCHours() + d.getUTCMinutes() / 60, d.getUTCDay());
    const total = Math.min(99.9, cpu * wobble(random, 0.1));
    rows.push(`${isoMinute(t)},${percent(total)},${percent(Math.min(total, interactive * wobble(random, 0.15)))}`);
  }
  return rows.join('\n') + '\n';
}
