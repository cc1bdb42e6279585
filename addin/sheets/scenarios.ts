import { citedDocuments } from '../about';
import { canonicalKey } from '../catalog/lookup';
import { isError, type Result, valueError } from '../errors';
import { KNEE_RULES } from '../sizing/interactive';
import { ownNameClash } from '../sizing/own-name';
import { ownSystemOfRow, STATUS, type TargetRowCell } from '../sizing/targets';
import { readNumber } from '../typed';
import { a1 } from '../formula/a1';
import { add, as400, cpwText, div, eq, type Expr, fn, ge, IF, le, MAX, MIN, mul, ne, type Ref, sub } from '../formula/expr';
import type { TemplateDef } from '../workbook/define-template';
import type { SheetBuilder } from '../workbook/layout';
import {
  countFromCell,
  cpuMonthsUntil,
  flatLabels,
  GROWTH_INPUT_SPEC,
  GUIDELINE_INPUT_SPEC,
  HORIZON_MONTHS_FORMAT,
  MONTH_FORMAT,
  monthReached,
  monthsUntil,
  NEVER,
  NEVER_NOTE,
} from './growth';
import { MARK_COLORS, SERIES_COLORS } from '../workbook/styles';
import type { InputSpec, TableCell, TableValue } from '../workbook/template';
import { INTERACTIVE_CPW_COLUMN } from './own-system';
import { cpuMonthsParts } from '../functions/planning';

const YEARS = [0, 1, 2, 3, 4, 5];
/** Column M: the intermediate results, beside the page (A-K) after a blank column. */
const INTERMEDIATE_COLUMN = 12;
const LAST = YEARS[YEARS.length - 1];
const CANDIDATES = 4;
const FITS = { yes: 'Yes', cpu: 'No: CPU over limit', interactive: 'No: interactive', both: 'No: both' } as const;

/**
 * A line of the candidates table: a catalog key alone, or a system of the planner's own with its
 * ratings and their source, checked as the TARGET functions read such a row (ownSystemOfRow).
 */
function candidateLine(cells: readonly TableCell[]): Result<readonly TableCell[]> {
  const [name, cpw, interactive, rule, source] = cells;
  if (cpw === null) {
    if ([interactive, rule, source].some((c) => c !== null)) {
      return valueError('interactive CPW, knee rule and source describe a system of your own: give its processor CPW too (leave them blank for a catalog key)');
    }
    const key = canonicalKey(String(name));
    return isError(key) ? key : [key, null, null, null, null];
  }
  const i = typeof interactive === 'string' ? (readNumber(interactive) ?? interactive) : interactive;
  const own = ownSystemOfRow([name, cpw, i, rule, source] as readonly TargetRowCell[]);
  if (isError(own)) return own;
  const clash = ownNameClash(own.name);
  if (clash) return clash;
  const whole = typeof i !== 'number' || i === 0;
  return [own.name, own.cpw, own.interactive === own.cpw && whole ? 'all' : own.interactive, own.rule, own.source];
}

const CANDIDATE_LINES: InputSpec = {
  name: 'Candidates',
  label: 'Candidate systems',
  kind: 'table',
  value: [['730-2065-1507'], ['820-2396-1524'], ['820-2397-1524']],
  columns: [
    {
      name: 'Candidate',
      label: "Catalog key, or your system's name",
      kind: 'text',
      value: '',
      help: 'An Appendix D key (e.g. 820-2396-1524), or the name of a system of your own.',
    },
    {
      name: 'CPW',
      label: 'Your system: processor CPW',
      kind: 'number',
      value: '',
      optional: true,
      min: 0.001,
      help: "From IBM's publication; blank for a catalog key.",
    },
    INTERACTIVE_CPW_COLUMN,
    {
      name: 'KneeRule',
      label: 'Knee rule',
      kind: 'choice',
      value: '',
      optional: true,
      choices: KNEE_RULES,
      help: 'none (blank): interactive work is held at its rating, no CFINT knee (PCR 2.2.1).',
    },
    {
      name: 'Source',
      label: 'Source of its ratings',
      kind: 'text',
      value: '',
      optional: true,
      help: 'Document, date and page: required for a system of your own.',
    },
  ],
  lines: CANDIDATES,
  max: CANDIDATES,
  line: candidateLine,
  targets: true,
  help:
    'Two to four systems to carry the workload to: an Appendix D key, or a system of your own (name, processor CPW, ' +
    'interactive CPW or "all", knee rule, source), e.g. a current IBM Power system rated in IBM\'s publications.',
};

/** The measured workload of today's system carried to two to four candidates, side by side, over five years of growth. */
export const scenarios: TemplateDef = {
  id: 'scenarios',
  title: 'Scenarios',
  sheetName: 'Scenarios',
  summary:
    'A measured workload carried to two to four candidate systems (catalog models or your own, e.g. ' +
    'IBM Power), side by side over five years (PCR V4R5 2.2.3, 2.4, 2.8, 2.10, 2.12).',
  inputs: [
    {
      name: 'Current',
      label: 'Current system',
      kind: 'system',
      measures: 'system',
      value: '720-2061-1501',
      help: 'Catalog key or processor CPW of the measured system.',
    },
    {
      name: 'CpuUtil',
      measures: 'cpu',
      label: 'Measured CPU utilization',
      kind: 'fraction',
      value: 0.85,
      help: 'Share of its whole CPU at the peak, its CFINT overhead included.',
    },
    {
      name: 'InteractiveUtil',
      measures: 'interactive',
      label: 'Measured interactive utilization',
      kind: 'fraction',
      value: 0.3,
      help: 'The interactive part of it, as a share of the whole CPU.',
    },
    GROWTH_INPUT_SPEC,
    GUIDELINE_INPUT_SPEC,
    CANDIDATE_LINES,
  ],
  // One printed line each, beside the inputs (sourcesBeside): the page has room for no wrapped line.
  sources: [
    'PCR V4R5 2.2.3 (line 442), 2.4 (line 504): systems by CPW.',
    'PCR 3.1 (line 999): utilization x CPW ratio (TARGETUTIL).',
    "PCR 2.8: EIU on each candidate's knee (TARGETEIU, INTSHARE).",
    "PCR 2.8, lines 461-465, 511: today's CFINT is left behind.",
    'PCR 2.10: alert at 70% of the interactive threshold.',
    'PCR 2.2.1: no knee, work held at its rating (TARGETSTATUS).',
    'PCR 2.12 (line 847): the 70% planning guideline.',
    'Compound growth (MONTHSTOCPU): an add-in convention.',
    'Fits: in the limit in year 5, interactive not past its knee.',
    'PCR Appendix D: catalog ratings; yours: the source you typed.',
  ],
  build(b, { Current, CpuUtil, InteractiveUtil, AnnualGrowth, Guideline }, { Candidates }) {
    sourcesBeside(b, rowOf(Current) - 1);
    b.heading('The workload');
    // The intermediate results the twins read, in M-Q beside the page (which prints A-K and has no row to spare): on
    // screen, not printed. Its rows from the workload's heading: a title, today's system's curve, the candidates' names,
    // three rows of theirs, then the first that fits.
    const inter = b.row - 1;
    b.put(a1(inter, INTERMEDIATE_COLUMN), { value: 'Intermediate results (on screen, not printed)', style: 'heading' });
    const carried = workloadCarried(b, inter, { Current, CpuUtil, InteractiveUtil });
    const from = countFromCell(b);
    const { besideTop, lines } = candidatesTable(b, Candidates as TableValue);
    const side = sideBySideColumns(b, inter, lines.first);
    const rows = candidateRows(side, inter, carried, { InteractiveUtil, AnnualGrowth, Guideline });
    monthsReached(side, rows.monthRows, from);
    const fits = fitsRow(side, rows, Guideline);
    nameTheAnswers(side, rows, fits);
    firstThatFits(side, inter, rows, fits);
    const after = b.row;
    b.row = besideTop;
    utilizationByYear(side, rows, from, Guideline, (Candidates as TableValue).length);
    b.row = after;
  },
};

const rowOf = (ref: Ref): number => Number(ref.a1.replace(/^\$?[A-Z]+\$?/, ''));

/** A candidate's column in the side by side: B-E. */
const column = (k: number) => 1 + k;

/** A candidate's own cell in a row of the side by side. */
type Own = (row: number) => Ref;

/** A candidate's line of the candidates table: its name, the line read as a system (with its ratings' cells), its CPW. */
interface CandidateLine {
  readonly name: Ref;
  readonly row: Ref;
  readonly cpw: Ref;
  readonly plain: Ref;
}

/** The side by side as it is laid out: its header row, the candidates' lines and names, and the writers of its rows. */
interface SideBySide {
  readonly b: SheetBuilder;
  readonly header: number;
  readonly ratingRows: { readonly cpw: number; readonly knee: number; readonly max: number };
  readonly names: readonly Ref[];
  readonly line: (k: number) => CandidateLine;
  /** A row of the side-by-side block: a formula per candidate, blank for an empty line; returns its row. */
  readonly metric: (label: string, format: string | undefined, f: (k: number, own: Own) => Expr) => number;
  /** A row of the block beside, a formula per candidate (blank for an empty line); later formulas read an intermediate one's text. */
  readonly aside: (r: number, label: string, f: (k: number, own: Own) => Expr, intermediate?: boolean) => void;
}

/** The rows of the side by side that later blocks read. */
interface CandidateRows {
  readonly cpwAt: number;
  readonly today: number;
  readonly last: number;
  readonly statusToday: number;
  readonly statusLast: number;
  readonly monthRows: readonly number[];
  /** A candidate's utilization after `years` of growth, from its cells in the side by side. */
  readonly grown: (k: number, own: Own, years: Expr) => Expr;
}

/**
 * Today's system's CPW and curve, the CFINT overhead its measurement holds and the workload carried, what every
 * candidate is sized against; returns their cells, and today's CPW as the TARGET functions read a source.
 */
function workloadCarried(
  b: SheetBuilder,
  inter: number,
  { Current, CpuUtil, InteractiveUtil }: Readonly<Record<string, Ref>>,
): { cpw: Ref; workload: Ref; source: Expr } {
  const cpw = b.output('Processor CPW of the current system', as400('SYSTEMCPW', Current), {
    name: 'CurrentCPW',
    format: '#,##0.0',
    note: 'As given, or Appendix D of the key.',
  });
  // Its curve (2.8) in cells of their own, as the candidates' are: the overhead's twins read them (expr.ts Ref.ratings)
  // rather than look the key up again at each use. A CPW, as a number or as text, has no knee: 100%.
  const knee = b.beside(inter + 1, INTERMEDIATE_COLUMN, 'Current system: interactive share at its knee', as400('INTSHARE', Current), {
    name: 'CurrentKnee',
    format: '0.0%',
  });
  const max = b.beside(inter + 2, INTERMEDIATE_COLUMN, 'Current system: interactive share at its maximum', as400('INTSHARE', Current, 'max'), {
    name: 'CurrentMax',
    format: '0.0%',
  });
  const rated: Ref = { ...(Current as Ref), ratings: { cpw, knee, max } };
  // The measured total holds the current system's CFINT overhead (2.8): a candidate with room for the interactive work leaves it behind.
  const overhead = b.output(
    'CFINT overhead left behind (CPW)',
    IF(
      fn('ISNUMBER', Current),
      0,
      IF(ge(knee, 1), 0, mul(cpw, MAX(0, MIN(sub(as400('EIU', rated, InteractiveUtil), InteractiveUtil), sub(CpuUtil, InteractiveUtil))))),
    ),
    // At most what the measured total holds beside the interactive work: the measurement, not the curve, has the last word.
    { name: 'CfintLeftCPW', format: '#,##0.0', note: 'EIU less interactive utilization (2.8): knee overhead, not work.' },
  );
  const workload = b.output('Workload carried (CPW)', sub(mul(cpw, CpuUtil), overhead), {
    name: 'WorkloadCPW',
    format: '#,##0.0',
    note: 'CPW x utilization, less that overhead: what candidates carry.',
  });
  // Handed to the TARGET functions as "240 CPW": only the source's CPW counts, and a whole number such as 650 would read as a model.
  return { cpw, workload, source: cpwText(cpw) };
}

/** The candidates table under its heading, and the page's columns; returns the table and the row the block beside starts from. */
function candidatesTable(b: SheetBuilder, candidates: TableValue): { besideTop: number; lines: ReturnType<SheetBuilder['inputTable']> } {
  // No blank row above: the page has none to spare.
  b.put(a1(b.row++, 0), { value: 'Candidate systems: a catalog key, or your own system with its ratings and source', style: 'heading' });
  // The utilization by year and its chart go beside the candidates and the side by side, from this row: laid out after
  // the side by side, whose cells their formulas read.
  const besideTop = b.row - 1;
  const lines = b.inputTable(CANDIDATE_LINES, candidates, []);
  // Two columns on a landscape page, printed at 8 points or more: A-E the candidates side by side; F-K the sources, the
  // years, the chart and the months reached (G-J: "Sep 2029" in bold; G-I a candidate's key, whole, over its year's
  // column), each column as narrow as its values allow, the page's cells at 8 points.
  b.widths = [34, 18.5, 18.5, 18.5, 18.5, 9, 14, 14, 14, 8.5, 5];
  b.printRight = INTERMEDIATE_COLUMN - 2;
  b.besideWidths(INTERMEDIATE_COLUMN, [44, 14, 14, 14, 14]);
  return { besideTop, lines };
}

/** The side by side's heading and header of the candidates' names (and the block beside's), and the writers of its rows. */
function sideBySideColumns(b: SheetBuilder, inter: number, firstLine: number): SideBySide {
  b.heading('Side by side');
  const header = b.row++;
  b.put(a1(header, 0), { value: 'Candidate', style: 'header' });
  // The rows of the side by side that show each candidate's ratings (its processor CPW, its knee and maximum), read
  // by the portable twins in place of the candidate's line (expr.ts Ref.ratings): placed below, checked when placed.
  const ratingRows = { cpw: header + 2, knee: header + 8, max: header + 9 };
  // The candidates' alert thresholds (2.10), in the block beside: TARGETSTATUS's twins read them.
  const alertAt = (k: number): Ref => ({ k: 'ref', a1: a1(inter + 4, INTERMEDIATE_COLUMN + 1 + k) });
  const line = (k: number): CandidateLine => {
    const r = firstLine + k;
    const at = (row: number): Ref => ({ k: 'ref', a1: a1(row, column(k)) });
    const plain: Ref = { k: 'ref', a1: `${a1(r, 0)}:${a1(r, 4)}` };
    const ratings = { cpw: at(ratingRows.cpw), knee: at(ratingRows.knee), max: at(ratingRows.max), alert: alertAt(k) };
    return { name: { k: 'ref', a1: a1(r, 0) }, row: { ...plain, ratings }, cpw: { k: 'ref', a1: a1(r, 1) }, plain };
  };
  const names: Ref[] = [];
  for (let k = 0; k < CANDIDATES; k++) names.push(b.put(a1(header, column(k)), { expr: IF(eq(line(k).name, ''), '', line(k).name), style: 'header' }));
  b.put(a1(inter + 3, INTERMEDIATE_COLUMN), { value: 'Candidate', style: 'header' });
  names.forEach((n, k) => b.put(a1(inter + 3, INTERMEDIATE_COLUMN + 1 + k), { expr: n, style: 'header' }));

  const metric = (label: string, format: string | undefined, f: (k: number, own: Own) => Expr): number => {
    const r = b.row++;
    b.put(a1(r, 0), { value: label, style: 'label' });
    for (let k = 0; k < CANDIDATES; k++) {
      const own = (row: number): Ref => ({ k: 'ref', a1: a1(row, column(k)) });
      b.put(a1(r, column(k)), { expr: IF(eq(line(k).name, ''), '', f(k, own)), style: 'output', format });
    }
    return r;
  };
  const aside = (r: number, label: string, f: (k: number, own: Own) => Expr, intermediate = true): void => {
    b.put(a1(r, INTERMEDIATE_COLUMN), { value: label, style: 'label' });
    for (let k = 0; k < CANDIDATES; k++) {
      const own = (row: number): Ref => ({ k: 'ref', a1: a1(row, column(k)) });
      const content = { expr: IF(eq(line(k).name, ''), '', f(k, own)), style: 'output' as const, format: '0.0%' };
      if (intermediate) b.intermediate(a1(r, INTERMEDIATE_COLUMN + 1 + k), content);
      else b.put(a1(r, INTERMEDIATE_COLUMN + 1 + k), content);
    }
  };
  return { b, header, ratingRows, names, line, metric, aside };
}

/**
 * The side by side's rows, a formula per candidate: its ratings, the work carried today and in five years, the
 * interactive work's status and the months to each limit.
 */
function candidateRows(
  side: SideBySide,
  inter: number,
  { cpw, workload, source }: { cpw: Ref; workload: Ref; source: Expr },
  { InteractiveUtil, AnnualGrowth, Guideline }: Readonly<Record<string, Ref>>,
): CandidateRows {
  const { metric, aside, line, ratingRows } = side;
  metric('Ratings from', undefined, (k) => IF(fn('ISNUMBER', line(k).cpw), 'Planner-supplied', 'PCR Appendix D'));
  // Read as the TARGET functions read the line's system (a key, or a CPW as a number or as text): the twins read this cell for it.
  const cpwAt = metric('Processor CPW', '#,##0.0', (k) => IF(fn('ISNUMBER', line(k).cpw), line(k).cpw, as400('SYSTEMCPW', line(k).name)));
  // The carried work on each candidate: its interactive part through the candidate's own 2.8 curve, the rest as CPW.
  const interactiveNow = metric('Interactive share carried', '0.0%', (k) => as400('TARGETUTIL', source, InteractiveUtil, line(k).row));
  const eiuNow = metric('Interactive EIU today (2.8)', '0.0%', (k) => as400('TARGETEIU', source, InteractiveUtil, line(k).row));
  // The work carried beside the interactive part, as a share of the candidate's CPU.
  const restOf = (own: Own): Expr => div(sub(workload, mul(InteractiveUtil, cpw)), own(cpwAt));
  const today = metric('Utilization today', '0.0%', (_, own) => add(restOf(own), own(eiuNow)));
  const grown = (k: number, own: Own, years: Expr): Expr =>
    add(
      mul(restOf(own), as400('GROWTH', 1, AnnualGrowth, years)),
      as400('TARGETEIU', source, as400('GROWTH', InteractiveUtil, AnnualGrowth, years), line(k).row),
    );
  const last = metric(`Utilization in ${LAST} years`, '0.0%', (k, own) => grown(k, own, LAST));
  metric('CPW left today', '#,##0.0', (_, own) => mul(own(cpwAt), sub(1, own(today))));
  const kneeRow = metric('Interactive share at the knee', '0.0%', (k) => as400('INTSHARE', line(k).plain));
  const maxRow = metric('Interactive share at the maximum', '0.0%', (k) => as400('INTSHARE', line(k).plain, 'max'));
  if (cpwAt !== ratingRows.cpw || kneeRow !== ratingRows.knee || maxRow !== ratingRows.max) throw new Error('Scenarios: the ratings rows moved');
  // Read with the line's curve from the rows above (whether it has a knee at all), as the statuses read it.
  aside(
    inter + 4,
    'Interactive alert threshold (2.10)',
    (k) => {
      const { cpw, knee, max } = line(k).row.ratings!;
      return as400('INTSHARE', { ...line(k).plain, ratings: { cpw, knee, max } }, 'threshold');
    },
    false,
  );
  const statusToday = metric('Interactive work today', undefined, (k) => as400('TARGETSTATUS', source, InteractiveUtil, line(k).row));
  const statusLast = metric(`Interactive work in ${LAST} years`, undefined, (k) =>
    as400('TARGETSTATUS', source, as400('GROWTH', InteractiveUtil, AnnualGrowth, LAST), line(k).row),
  );
  // 2.8: CFINT counted (AS400.MONTHSTOCPU); a capped interactive share past its rating runs no more than the total.
  // Each share in a cell of its own: the twins expand every reference to a system again, so the formula stays short.
  // Interactive work alone, held at a candidate's rating below the limit, never gets there: "never", its reason under the block.
  // What the months' twins would write out at each use (cpuMonthsParts), in labelled rows their formulas read.
  const parts = (own: Own) => cpuMonthsParts(own(today), MIN(own(interactiveNow), own(today)), own(kneeRow), own(maxRow));
  aside(inter + 5, 'Interactive EIU, share within the total (2.8)', (_, own) => parts(own).eiuNow);
  aside(inter + 6, 'The rest of the work today (beside that EIU)', (_, own) => parts(own).rest);
  const cpuMonths = (own: Own, limit: Expr): Expr =>
    IF(ge(own(today), limit), 0, cpuMonthsUntil(own(today), MIN(own(interactiveNow), own(today)), own(kneeRow), own(maxRow), AnnualGrowth, limit));
  const monthRows = [
    metric('Months to the planning limit', HORIZON_MONTHS_FORMAT, (_, own) => cpuMonths(own, Guideline)),
    metric('Months to 100% of the CPU', HORIZON_MONTHS_FORMAT, (_, own) => cpuMonths(own, 1)),
  ];
  const interactiveMonths = (own: Own, point: Expr): Expr =>
    IF(ge(own(kneeRow), 1), 'No knee', IF(le(own(interactiveNow), 0), 'No interactive work', monthsUntil(own(interactiveNow), AnnualGrowth, point)));
  monthRows.push(metric('Months to the interactive knee', HORIZON_MONTHS_FORMAT, (_, own) => interactiveMonths(own, own(kneeRow))));
  monthRows.push(metric('Months to the maximum interactive', HORIZON_MONTHS_FORMAT, (_, own) => interactiveMonths(own, own(maxRow))));
  return { cpwAt, today, last, statusToday, statusLast, monthRows, grown };
}

/**
 * The calendar month each count reaches, beside the rows (the sheet prints on one page: no new rows), in G-J under a
 * candidate's number, counted from the date of the workload block.
 */
function monthsReached({ b, line }: SideBySide, monthRows: readonly number[], from: Ref): void {
  b.put(a1(monthRows[0] - 1, 5), { value: 'Reached', style: 'header' });
  for (let k = 0; k < CANDIDATES; k++) {
    // The columns are narrow: a candidate's number, as the lines of the candidates table are in order.
    // Blank above an unused line's column, as its name is in the side by side.
    b.put(a1(monthRows[0] - 1, 6 + k), { expr: IF(eq(line(k).name, ''), '', `#${k + 1}`), style: 'header' });
    for (const r of monthRows) {
      const months: Ref = { k: 'ref', a1: a1(r, column(k)) };
      b.put(a1(r, 6 + k), { expr: IF(eq(line(k).name, ''), '', monthReached(from, months)), style: 'output', format: MONTH_FORMAT });
    }
  }
}

/** Whether each candidate fits for five years, and why a count says "never" beside the verdicts; returns its row. */
function fitsRow({ b, metric }: SideBySide, { last, statusLast, monthRows }: CandidateRows, Guideline: Ref): number {
  const fits = metric(`Fits for ${LAST} years`, undefined, (_, own) => {
    const cpuOk = le(own(last), Guideline);
    const interactiveOk = ne(own(statusLast), STATUS.past);
    return IF(fn('AND', cpuOk, interactiveOk), FITS.yes, IF(cpuOk, FITS.interactive, IF(interactiveOk, FITS.cpu, FITS.both)));
  });
  // Why a count says "never", beside the verdicts under the months reached (the page has no row to spare), only where
  // one does: a result that does not exist, not an error.
  const nevers = monthRows.slice(0, 2).flatMap((r) => Array.from({ length: CANDIDATES }, (_, k): Expr => eq({ k: 'ref', a1: a1(r, column(k)) }, NEVER)));
  b.put(a1(fits, 5), { expr: IF(fn('OR', ...nevers), NEVER_NOTE, ''), style: 'note' });
  return fits;
}

const across = (r: number): string => `${a1(r, column(0))}:${a1(r, column(CANDIDATES - 1))}`;

/** The rows a report's summary reads (sheets/report.ts), by name: the candidates' answers side by side; and their words shaded. */
function nameTheAnswers({ b, header }: SideBySide, { cpwAt, today, last, statusToday, statusLast, monthRows }: CandidateRows, fits: number): void {
  b.name('CandidateNames', across(header));
  b.name('CandidateCPW', across(cpwAt));
  b.name('UtilToday', across(today));
  b.name('UtilLast', across(last));
  b.name('MonthsToLimit', across(monthRows[0]));
  b.name('LimitReached', `${a1(monthRows[0], 6)}:${a1(monthRows[0], 6 + CANDIDATES - 1)}`);
  b.name('FitsForYears', across(fits));
  for (const r of [statusToday, statusLast])
    b.shadeWords(across(r), { [STATUS.under]: 'good', [STATUS.none]: 'good', [STATUS.knee]: 'warn', [STATUS.past]: 'bad' });
  b.shadeWords(across(fits), { [FITS.yes]: 'good', [FITS.cpu]: 'bad', [FITS.interactive]: 'bad', [FITS.both]: 'bad' });
}

/** The first candidate that fits, and its figures in the block beside for a report's sentence (sheets/report.ts). */
function firstThatFits({ b, names }: SideBySide, inter: number, { today, monthRows }: CandidateRows, fits: number): void {
  const fitsAt = (k: number): Ref => ({ k: 'ref', a1: a1(fits, column(k)) });
  const first = Array.from({ length: CANDIDATES }, (_, k) => k).reduceRight<Expr>((rest, k) => IF(eq(fitsAt(k), FITS.yes), names[k], rest), 'None of them');
  const firstFit = b.output(`First candidate that fits for ${LAST} years`, first, {
    name: 'FirstFit',
    // No note beside it: a long name of the planner's own runs on over the empty cells to its right.
    key: { say: '{} fits for 5 years' },
  });
  // Its figures, read from its column (blank where none fits), for a report's sentence (sheets/report.ts) to read
  // rather than look each up across the candidates again.
  const ofFirst = (cell: (k: number) => Ref): Expr => names.reduceRight<Expr>((rest, name, k) => IF(eq(firstFit, name), cell(k), rest), '');
  const at =
    (row: number, col: (k: number) => number) =>
    (k: number): Ref => ({ k: 'ref', a1: a1(row, col(k)) });
  b.beside(inter + 7, INTERMEDIATE_COLUMN, 'First that fits: its utilization today', ofFirst(at(today, column)), { name: 'FirstFitToday', format: '0.0%' });
  const firstMonths = ofFirst(at(monthRows[0], column));
  b.beside(inter + 8, INTERMEDIATE_COLUMN, 'Its months to the planning limit', firstMonths, { name: 'FirstFitMonths', format: HORIZON_MONTHS_FORMAT });
  const firstReached = ofFirst(at(monthRows[0], (k) => 6 + k));
  b.beside(inter + 9, INTERMEDIATE_COLUMN, 'The month it reaches the limit', firstReached, { name: 'FirstFitReached', format: MONTH_FORMAT });
}

/** The utilization by year beside the candidates (F-K, from b.row), the candidates' names over it, and its chart. */
function utilizationByYear({ b, line, names }: SideBySide, { grown, monthRows }: CandidateRows, from: Ref, Guideline: Ref, given: number): void {
  b.put(a1(b.row++, 5), { value: 'Utilization by year', style: 'heading' });
  // The years from the first (the table's first row, under its header): a short reference where the twins repeat it.
  const firstYear: Ref = { k: 'ref', a1: `F${b.row + 1}` };
  const table = b.table({
    column: 5,
    rows: YEARS,
    columns: [
      // Calendar years, counted from the date the months count from.
      { header: 'Year', style: 'key', format: '0', cell: (y) => ({ expr: add(fn('YEAR', from), y) }) },
      ...Array.from({ length: CANDIDATES }, (_, k) => ({
        header: `Candidate ${k + 1}`,
        format: '0.0%',
        cell: (_: number, at: (j: number) => Ref) => ({
          expr: IF(
            eq(line(k).name, ''),
            '',
            grown(k, (row) => ({ k: 'ref', a1: a1(row, column(k)) }), sub(at(0), firstYear)),
          ),
        }),
      })),
      { header: 'Limit', format: '0%', cell: () => ({ expr: Guideline }) },
    ],
  });
  if (firstYear.a1 !== `F${table.first}`) throw new Error('Scenarios: the years moved');
  // The candidates' names over their columns, following the lines as the side-by-side header does (none over an unused line's).
  names.forEach((n, k) => b.put(a1(table.header, 6 + k), { expr: n, style: 'header' }));
  b.name('UtilByYear', `${a1(table.first, 6)}:${a1(table.last, 6 + CANDIDATES - 1)}`);
  const [years, ...rest] = table.columns;
  const limit = rest[CANDIDATES];
  b.charts.push({
    kind: 'line',
    title: 'Utilization of each candidate by year',
    // Under the years, over the months reached (column E is the side by side's fourth candidate's). No axis title: the
    // labels are years, and its line is the plot's.
    from: `F${table.last + 1}`,
    to: `K${monthRows[0] - 2}`,
    categories: b.external(years.a1),
    series: [
      // A line per candidate given (an empty slot's blank cells would draw a line at 0%), named by its place as the months
      // reached below name them (#1 to #4, the side by side's and the years' columns in order): LibreOffice gives each
      // legend entry the widest one's room, and keys (13 characters) take two lines of a chart this wide where three
      // candidates and the limit take one (four candidates and the limit take two).
      ...rest.slice(0, given).map((c, k) => ({ name: `#${k + 1}`, values: b.external(c.a1), color: SERIES_COLORS[k], ...flatLabels(b, c.a1) })),
      { name: 'Limit', values: b.external(limit.a1), color: MARK_COLORS.limit, line: 'dash' as const },
    ],
    yTitle: 'Share of the CPU',
    yFormat: '0%',
  });
}

/**
 * The sources in F-K from `top`, a heading and a line a row, beside the inputs and the workload (whose notes keep to
 * C-E): at the foot of the sheet they would take rows the page cannot spare.
 */
function sourcesBeside(b: SheetBuilder, top: number): void {
  b.put(a1(top, 5), { value: 'Sources', style: 'heading' });
  // The documents' full titles beside the heading, as layout.ts sources() gives them: the footer cites them briefly.
  b.put(a1(top, 6), {
    value: citedDocuments(scenarios.sources)
      .map(([short, title]) => `${short}: ${title}.`)
      .join(' '),
    style: 'source',
  });
  scenarios.sources.forEach((line, i) => b.put(a1(top + 1 + i, 5), { value: line, style: 'source' }));
  b.hasSources = true;
}
