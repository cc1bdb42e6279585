/**
 * The details of the report of a consolidation: after the Summary and the Consolidation sheet, each
 * system's Trend (its months fitted, as a sizing sheet's Trend is: history.ts historyTrend,
 * trend-sheet.ts) and its Measurements sheet (measurements-sheet.ts), the sheets a report of one
 * system has, laid out by the same plans.
 *
 * The Measurements sheet is of the system's whole history, not of its last month: the Summary's
 * "today" of each system is its figure over the whole time line (consolidation/statistic.ts), so the
 * peak and the processing units the sheet shows are the ones the Summary and the Consolidation sheet
 * carry; and its busiest intervals, gaps and profiles are those of the year the growth was fitted on.
 * A system of fewer than 3 months measured for half their length has no Trend: the Summary says why.
 */
import type { Consolidation } from '../consolidation/consolidate';
import { systemText } from '../consolidation/consolidate';
import { isError } from '../errors';
import type { Measurements } from '../measurements/read';
import { summarize } from '../measurements/summary';
import { PLANNING_GUIDELINE } from '../sizing/planning';
import { expand } from '../functions';
import { as400Call } from '../workbook/call';
import { historyTrend } from './history-growth';
import { SheetBuilder } from '../workbook/layout';
import { measurementsSheet } from './measurements-sheet';
import type { SheetPlan } from '../workbook/plan';
import type { ReportFields } from '../workbook/report-fields';
import type { Mode } from '../workbook/template';
import { trendSheet } from './trend-sheet';

export interface SystemDetailsSpec {
  readonly consolidation: Consolidation;
  /** Each source's measurements (its files joined into one history), in the sources' order. */
  readonly measurements: readonly Measurements[];
  /** Each source's files as the sheets name them, in the sources' order. */
  readonly files: readonly string[];
  /** The sheet that carries the systems' work (the Consolidation sheet), as named in the workbook. */
  readonly consolidationSheet: string;
  /** Claims each detail's sheet name, free of the workbook's and the report's (sheet-names.ts sheetClaimer). */
  readonly claim: (wanted: string) => string;
  readonly mode?: Mode;
  readonly report?: ReportFields;
}

/** What Excel refuses in a sheet name. */
const NOT_IN_NAME = /[:\\/?*[\]]/g;

/** "PROD Trend": the system's name made a sheet name's, then claimed (free of every name taken, within Excel's 31 characters). */
const sheetName = (system: string, what: string, claim: (wanted: string) => string): string => claim(`${system.replace(NOT_IN_NAME, '_')} ${what}`);

/** Each system's Trend (where it has 3 months fitted) and Measurements sheet, in the sources' order; and why a system has no Trend. */
export function systemDetails(spec: SystemDetailsSpec): { readonly sheets: SheetPlan[]; readonly notes: string[] } {
  const c = spec.consolidation;
  if (spec.measurements.length !== c.systems.length) throw new Error(`systemDetails: ${spec.measurements.length} histories for ${c.systems.length} sources`);
  const builder = (sheet: string) => new SheetBuilder({ mode: spec.mode ?? 'portable', sheet, call: as400Call, expand, report: spec.report });
  // A source's own guideline is 2.12's, as its Trend draws it; under per-core the targets' guidelines are of their cores, not the source's.
  const guideline = c.perCore ? PLANNING_GUIDELINE : c.guideline;
  const sheets: SheetPlan[] = [];
  const notes: string[] = [];
  c.systems.forEach((s, k) => {
    const m = spec.measurements[k];
    const history = { files: [spec.files[k]], measurements: m };
    const trend = historyTrend(history, guideline);
    if (isError(trend)) notes.push(`${s.name} has no Trend sheet: ${trend.message}.`);
    else {
      const growth = s.growth.growth === null ? 'none' : `${Number((s.growth.growth * 100).toFixed(1))}%`;
      sheets.push(
        trendSheet(builder(sheetName(s.name, 'Trend', spec.claim)), {
          history,
          filled: { ...trend, growth: trend.trend.growth!, filled: false, help: '' },
          sizingSheet: spec.consolidationSheet,
          title: `Trend of ${s.name}`,
          growthNote:
            `AS400.TRENDGROWTH over the months. The ${spec.consolidationSheet} sheet grows ${s.name} by ${growth} a year` +
            `${s.growth.given ? ', given' : `, fitted on each month's ${c.statistic === 'peak' ? 'peak' : c.statistic} of its work in CPW`}.`,
        }),
      );
    }
    const name = sheetName(s.name, 'Measurements', spec.claim);
    sheets.push(
      measurementsSheet(builder(name), {
        measured: { file: spec.files[k], measurements: m, statistic: c.statistic },
        filled: { summary: summarize(m), filled: {}, help: {}, unknown: [] },
        sizingSheet: spec.consolidationSheet,
        ...(s.system.kind === 'per-core'
          ? {
              noKnee:
                `${s.name}'s 100% is its entitlement x ${systemText(s.system)}, a partition of a Power system, not a catalog model: ` +
                "no knee or threshold lines are drawn (the knee is an AS/400 model's interactive CPW, PCR 2.3).",
            }
          : { system: { label: `${s.name}'s system`, value: s.system.kind === 'model' ? s.system.key : s.system.cpw } }),
        title: `Measurements of ${s.name}`,
      }),
    );
  });
  return { sheets, notes };
}
