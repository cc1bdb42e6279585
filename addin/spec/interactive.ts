import { ALERT_TARGET, cpwRemainingOfSystem, eiuOfSystem, thresholdOfModel } from '../sizing/interactive';
import { cells, fraction, number, optional, system, text } from './define';

const SYSTEM_ARGS = [
  system('system'),
  fraction('interactive_utilization'),
  optional(number('interactive_cpw', { above: 0 }), null),
  optional(text('knee_rule'), null),
] as const;

const THRESHOLD_ARGS = [text('model'), optional(fraction('target', { above: 0 }), ALERT_TARGET)] as const;

const EIU = cells(SYSTEM_ARGS, eiuOfSystem);
const CPWREMAINING = cells(SYSTEM_ARGS, cpwRemainingOfSystem);
const INTTHRESHOLD = cells(THRESHOLD_ARGS, thresholdOfModel);

export const INTERACTIVE = { EIU, CPWREMAINING, INTTHRESHOLD };
