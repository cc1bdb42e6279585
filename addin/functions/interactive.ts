import { ALERT_TARGET, cpwRemainingOfSystem, eiuOfSystem, thresholdOfModel } from '../sizing/interactive';
import { MAX, mul, sub } from '../formula/expr';
import { cells, fraction, number, OF_THRESHOLD, optional, system, text } from './define-function';
import { arg, catalog, eiu, upTo } from './portable';

const SYSTEM_ARGS = [
  system('system'),
  fraction('interactive_utilization'),
  optional(number('interactive_cpw', { above: 0 }), null),
  optional(text('knee_rule'), null),
] as const;

const THRESHOLD_ARGS = [text('model'), optional(fraction('target', { above: 0 }, OF_THRESHOLD), ALERT_TARGET)] as const;

// Each twin over the catalog sheet.

/** Its twin, 2.8 on the key's curve (a CPW with its own interactive CPW and knee rule has none). */
const EIU = cells(SYSTEM_ARGS, eiuOfSystem, (args) => {
  const [key, u] = upTo('EIU', args, 2);
  return eiu(key, u);
});

/** Its twin, 2.8: CPW x (1 - EIU), never negative. */
const CPWREMAINING = cells(SYSTEM_ARGS, cpwRemainingOfSystem, (args) => {
  const [key, u] = upTo('CPWREMAINING', args, 2);
  return MAX(0, mul(catalog('cpw', key), sub(1, eiu(key, u))));
});

/** Its twin, 2.10: target x the threshold share (the knee, doubled for the 1/3 algorithm). */
const INTTHRESHOLD = cells(THRESHOLD_ARGS, thresholdOfModel, (args) => mul(arg(args, 1, ALERT_TARGET), catalog('threshold', args[0])));

export const INTERACTIVE = { EIU, CPWREMAINING, INTTHRESHOLD };
