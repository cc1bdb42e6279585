/** The portable twins of web.ts's functions, beside them (portable.ts says why in a file of their own). */
import { div, eq, type Expr, fn, IF, mul } from '../templates/expr';
import { blockCell, readFirst, systemOf, tableCell, type Twins } from './portable';
import type { WEB } from './web';

/** A Table 6.1 column's cell for a transaction. */
const webMetric = (column: 'web.capacity' | 'web.cpuTime' | 'web.capacitySecure' | 'web.cpuTimeSecure', type: Expr): Expr => tableCell(column, 'web.key', type);

/** Portable twins, over the tables sheet's Tables 6.1 and 6.2. */
export const WEB_TWINS = {
  /** 6.1 Example 1 and Table 6.2: CPW x trans/sec per CPW x CPU share; a page size reads Table 6.2. */
  WEBCAPACITY: ([system, type, secure = false, share = 1, page = '']) => {
    const pageMetric = blockCell('web.pages', 'web.pageKey', 'web.pages#header', type, page);
    const printed = IF(eq(page, ''), IF(secure, webMetric('web.capacitySecure', type), webMetric('web.capacity', type)), IF(secure, fn('NA'), pageMetric));
    const s = systemOf(system);
    return readFirst([s], mul(mul(s.cpw, printed), share));
  },
  /** 6.1 Example 2: rate x the CPU time metric of Table 6.1 (secure or not). */
  WEBCPW: ([rate, type, secure = false]) => IF(secure, mul(rate, webMetric('web.cpuTimeSecure', type)), mul(rate, webMetric('web.cpuTime', type))),
  /** 6.1 tip 13a: web CPW / 20. */
  HTTPTHREADS: ([cpw]) => div(cpw, 20),
} satisfies Twins<typeof WEB>;
