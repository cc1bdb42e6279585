import { isError } from '../errors';
import { recommend as recommendModel, serverInteractiveCpw, traditionalCpw as traditionalCpwOf } from '../sizing/migration';
import { PLANNING_GUIDELINE } from '../sizing/planning';
import { cells, flag, fraction, number, optional, text } from './define';

const SERVER_ARGS = [number('traditional_cpw', { above: 0 }), fraction('interactive_utilization'), optional(flag('custom'), false)] as const;

const TRADITIONAL_ARGS = [
  number('cs_cpw', { above: 0 }),
  fraction('interactive_utilization'),
  fraction('batch_utilization'),
  optional(fraction('target_utilization', { above: 0 }), PLANNING_GUIDELINE),
] as const;

const RECOMMEND_ARGS = [
  number('required_cpw', { min: 0 }),
  optional(number('required_interactive_cpw', { min: 0 }), 0),
  optional(text('family'), null),
] as const;

const SERVERINTCPW = cells(SERVER_ARGS, serverInteractiveCpw);
const TRADITIONALCPW = cells(TRADITIONAL_ARGS, traditionalCpwOf);
const RECOMMEND = cells(RECOMMEND_ARGS, (cpw, interactive, fam) => {
  const m = recommendModel(cpw, interactive, fam);
  return isError(m) ? m : m.key;
});

export const MIGRATION = { SERVERINTCPW, TRADITIONALCPW, RECOMMEND };
