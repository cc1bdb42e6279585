/**
 * The CPU guideline a target is planned to. By default PCR V4R5 2.12's (line 847): "keep the system's
 * CPU utilization at 70 percent, or less" (PLANNING_GUIDELINE), whatever the target's cores.
 *
 * Optionally (`per-core`), the guideline for high-priority work by the number of processors
 * configured, as published with IBM's Performance Management for Power Systems guidance: the "PM for
 * Power Systems Graph Reference Document", section "Guidelines for Total Processor Utilization"
 * (printed page 22: "processor utilization guidelines ... based on the number of processors that are
 * configured for the server/LPAR"), and IBM's PM for Power Systems FAQ for IBM i, "What are the
 * guideline values for warning (yellow) and critical (red) CPU resource utilization?"
 * (http://www-03.ibm.com/systems/power/support/pm/faq_reportsi.html). More processors queue less, so a
 * pool of more cores runs higher before response times suffer. Between two published counts the
 * lower count's value is taken (a 6-core target is planned as a 4-core one): the table is never
 * interpolated upwards.
 */
import { PLANNING_GUIDELINE } from '../sizing/planning';

export type GuidelineRule = { readonly kind: 'fixed'; readonly value: number } | { readonly kind: 'per-core' };

/** Processors configured, and the guideline for high-priority work (PM for Power Systems). */
export const PER_CORE_GUIDELINES: readonly (readonly [cores: number, guideline: number])[] = [
  [1, 0.7],
  [2, 0.76],
  [4, 0.81],
  [8, 0.85],
  [12, 0.87],
];

export const PER_CORE_SOURCE =
  'IBM, PM for Power Systems Graph Reference Document, "Guidelines for Total Processor Utilization" (p. 22): ' +
  "by processors configured, 1: 70%, 2: 76%, 4: 81%, 8: 85%, 12: 87% (between two counts, the lower count's)";
export const FIXED_SOURCE = 'PCR V4R5 2.12 (line 847): keep CPU utilization at 70% or less';

/** The guideline of a pool of `cores` processors: the value of the largest published count at or below it; the first row's below one core. */
export function perCoreGuideline(cores: number): number {
  let g = PER_CORE_GUIDELINES[0][1];
  for (const [n, v] of PER_CORE_GUIDELINES) if (cores >= n) g = v;
  return g;
}

/** The guideline of a target under the rule: the fixed value, or the per-core table's at its cores (the default's 70% where its cores are not given). */
export const guidelineOf = (rule: GuidelineRule, cores: number | null): number =>
  rule.kind === 'fixed' ? rule.value : cores === null ? PLANNING_GUIDELINE : perCoreGuideline(cores);
