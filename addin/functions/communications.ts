/** Communications and OptiConnect (Chapter 5). */
import {
  lineUtilization,
  netCapacity as netCapacityOf,
  netCpw as netCpwOf,
  oc400AdapterMax as oc400AdapterMaxOf,
  oc400Growth as oc400GrowthOf,
} from '../sizing/communications';
import { OC400_CLIENT_FACTOR, OC400_SERVER_FACTOR } from '../tables/communications';
import { add, div, gt, IF, MIN, mul, sub } from '../formula/expr';
import { cells, flag, fraction, number, optional, system, text } from './define-function';
import { NUM_ERROR, upTo } from './portable';

const LINE_ARGS = [
  number('bytes_in', { min: 0 }),
  number('bytes_out', { min: 0 }),
  number('seconds', { above: 0 }),
  number('line_bps', { above: 0 }),
  optional(flag('full_duplex'), false),
] as const;

const NET_CAPACITY_ARGS = [
  system('system'),
  text('transaction'),
  optional(text('security'), 'non-secure'),
  optional(fraction('cpu_share', { above: 0 }), 1),
] as const;

const NET_CPW_ARGS = [number('rate', { min: 0 }), text('transaction'), optional(text('security'), 'non-secure')] as const;

const GROWTH_ARGS = [
  fraction('db_share', { above: 0 }),
  number('app_machines', { min: 0, integer: true }),
  optional(number('client_factor', { above: 0 }), OC400_CLIENT_FACTOR),
  optional(number('server_factor', { above: 0 }), OC400_SERVER_FACTOR),
  optional(text('mode'), 'model'),
] as const;

const ADAPTER_ARGS = [text('feature'), optional(text('cable'), null)] as const;

const LINEUTIL = cells(LINE_ARGS, lineUtilization);
const NETCAPACITY = cells(NET_CAPACITY_ARGS, netCapacityOf);
const NETCPW = cells(NET_CPW_ARGS, netCpwOf);
/** Its twin, 5.5, the model behind OC/400 Table 5.3: MIN(1 + n a (1 - sf d), 1 / (sf d)), a = 1 / (1 + (cf - 1) d); #NUM! where sf d passes 1. */
const OC400GROWTH = cells(GROWTH_ARGS, oc400GrowthOf, (args) => {
  // The model only: the printed-cell mode ("table") has no twin.
  const [d, n, cf = OC400_CLIENT_FACTOR, sf = OC400_SERVER_FACTOR] = upTo('OC400GROWTH', args, 4);
  const a = div(1, add(1, mul(sub(cf, 1), d)));
  return IF(gt(mul(sf, d), 1), NUM_ERROR, MIN(add(1, mul(mul(n, a), sub(1, mul(sf, d)))), div(1, mul(sf, d))));
});
const OC400ADAPTERMAX = cells(ADAPTER_ARGS, oc400AdapterMaxOf);

export const COMMUNICATIONS = { LINEUTIL, NETCAPACITY, NETCPW, OC400GROWTH, OC400ADAPTERMAX };
