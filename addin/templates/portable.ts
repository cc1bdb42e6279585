/**
 * Native Excel for the add-in calls templates make: each expansion computes what the add-in
 * function computes, from the support sheets (support.ts), so a portable sheet keeps working with
 * no add-in, in Excel or LibreOffice. Keys must be given exactly as the catalog prints them (the
 * input cells offer them as a list); the add-in's looser key matching has no native equivalent.
 * The LibreOffice test recalculates every sample and holds each expansion to the core's value.
 */
import { OC400_CLIENT_FACTOR, OC400_SERVER_FACTOR } from '../tables/communications';
import { DOMINO_BASE_MB, DOMINO_MB_PER_EXTRA_PARTITION, DOMINO_MB_PER_USER, USERS_PER_CPW } from '../sizing/domino';
import { PLANNING_GUIDELINE } from '../sizing/planning';
import { ANY_FAMILY, CURRENT_FAMILIES } from '../sizing/migration';
import { add, div, eq, type Expr, fn, ge, gt, IF, le, lt, MAX, MIN, mul, ne, pow, sub, support } from './expr';
import type { Expansion } from './render';

const match = (key: Expr, keys: string): Expr => fn('MATCH', key, support(keys), 0);
/** The catalog value of a key: INDEX(column, MATCH(key, keys, 0)); #N/A for a key not in the catalog. */
const catalog = (column: string, key: Expr): Expr => fn('INDEX', support(`catalog.${column}`), match(key, 'catalog.key'));

type Expand = (args: readonly Expr[]) => Expansion;
const plain =
  (f: (args: readonly Expr[]) => Expr): Expand =>
  (args) => ({ expr: f(args) });
const arg = (args: readonly Expr[], i: number, fallback: Expr): Expr => args[i] ?? fallback;

/** 2.8: below the knee EIU = U; over it knee + (U - knee)/(max - knee) x (1 - knee); at the maximum 1; capped curves MIN(U, knee). */
function eiu(key: Expr, u: Expr): Expr {
  const knee = catalog('kneeShare', key);
  const max = catalog('maxShare', key);
  const over = add(knee, mul(div(sub(u, knee), sub(max, knee)), sub(1, knee)));
  return IF(eq(catalog('curve', key), 'cap'), MIN(u, knee), IF(le(u, knee), u, IF(ge(u, max), 1, over)));
}

/**
 * RECOMMEND (2.11, 2.12) over the catalog's recommendation columns: among the rows that meet both
 * requirements (and the family, read as the core's familyOf reads it), the one the binding requirement fills
 * most, the smaller CPW on a tie, the first printed after that. Whole columns are compared, so the
 * cell is an array formula.
 */
function recommend(args: readonly Expr[]): Expansion {
  const [cpw, interactive = 0, family = ''] = args;
  const c = support('catalog.recCpw');
  const i = support('catalog.recInt');
  const fam = support('catalog.family');
  // As the core's familyOf: the V4R5 8xx and 2xx when none is given, every family but DSD for "any".
  const current = gt(CURRENT_FAMILIES.map((f): Expr => eq(fam, f)).reduce((x, y) => add(x, y)), 0);
  const familyOk = IF(eq(family, ''), current, IF(eq(family, ANY_FAMILY), ne(fam, 'DSD'), gt(add(eq(fam, family), eq(support('catalog.model'), family)), 0)));
  const meets = mul(mul(mul(ne(c, ''), ge(c, cpw)), IF(gt(interactive, 0), ge(i, interactive), 1)), familyOk);
  const fill = IF(gt(interactive, 0), IF(gt(div(cpw, c), div(interactive, i)), div(cpw, c), div(interactive, i)), div(cpw, c));
  const score = IF(meets, fill, -1);
  const best = MAX(score);
  const smallest = MIN(fn('IF', eq(score, best), c));
  const row = fn('MATCH', 1, mul(eq(score, best), eq(c, smallest)), 0);
  return { expr: IF(lt(best, 0), fn('NA'), fn('INDEX', support('catalog.key'), row)), array: true };
}

/** A Table 6.1 column's cell for a transaction. */
const webMetric = (column: string, type: Expr): Expr => fn('INDEX', support(column), match(type, 'web.key'));

/** 6.1 Example 2: rate x the CPU time metric of Table 6.1 (secure or not). */
function webCpw(args: readonly Expr[]): Expr {
  const [rate, type, secure = false] = args;
  return IF(secure, mul(rate, webMetric('web.cpuTimeSecure', type)), mul(rate, webMetric('web.cpuTime', type)));
}

/** 6.1 Example 1 and Table 6.2: CPW x trans/sec per CPW x CPU share; a page size reads Table 6.2. */
function webCapacity(args: readonly Expr[]): Expr {
  const [cpw, type, secure = false, share = 1, page = ''] = args;
  const pageMetric = fn('INDEX', support('web.pages'), match(type, 'web.pageKey'), fn('MATCH', page, support('web.pages#header'), 0));
  const printed = IF(eq(page, ''), IF(secure, webMetric('web.capacitySecure', type), webMetric('web.capacity', type)), IF(secure, fn('NA'), pageMetric));
  return mul(mul(cpw, printed), share);
}

/** 5.5, the model behind OC/400 Table 5.3: MIN(1 + n a (1 - sf d), 1 / (sf d)), a = 1 / (1 + (cf - 1) d). */
function oc400(args: readonly Expr[]): Expr {
  const [d, n, cf = OC400_CLIENT_FACTOR, sf = OC400_SERVER_FACTOR] = args;
  const a = div(1, add(1, mul(sub(cf, 1), d)));
  // #NUM! where server factor x d passes 1, as the function gives. Excel has no NUM(); an overflow
  // is #NUM! in Excel and LibreOffice alike (LN(0) is #VALUE! in LibreOffice).
  return IF(gt(mul(sf, d), 1), pow(10, 400), MIN(add(1, mul(mul(n, a), sub(1, mul(sf, d)))), div(1, mul(sf, d))));
}

export const EXPANSIONS: Readonly<Record<string, Expand>> = {
  CPW: plain(([key]) => catalog('cpw', key)),
  INTCPW: plain(([key]) => catalog('intcpw', key)),
  KNEE: plain(([key]) => catalog('knee', key)),
  INTMAX: plain(([key]) => catalog('max', key)),
  /** 2.10: target x the threshold share (the knee, doubled for the 1/3 algorithm). */
  INTTHRESHOLD: plain((args) => mul(arg(args, 1, PLANNING_GUIDELINE), catalog('threshold', args[0]))),
  EIU: plain(([key, u]) => eiu(key, u)),
  /** 2.8: CPW x (1 - EIU), never negative. */
  CPWREMAINING: plain(([key, u]) => MAX(0, mul(catalog('cpw', key), sub(1, eiu(key, u))))),
  /** 2.11: 3 x P x CPW; custom servers 1.0 below 85% and 1.5 from 85%. */
  SERVERINTCPW: plain(([cpw, p, custom = false]) => mul(mul(IF(custom, IF(lt(p, 0.85), 1, 1.5), 3), p), cpw)),
  /** 2.12: CPWcs x (I + B) / target. */
  TRADITIONALCPW: plain((args) => div(mul(args[0], add(args[1], args[2])), arg(args, 3, PLANNING_GUIDELINE))),
  RECOMMEND: recommend,
  WEBCPW: plain(webCpw),
  WEBCAPACITY: plain(webCapacity),
  /** 6.1 tip 13a: web CPW / 20. */
  HTTPTHREADS: plain(([cpw]) => div(cpw, 20)),
  OC400GROWTH: plain(oc400),
  /** 2.13.1: the DSD with the fewest announced users that carries users x complexity; the first printed on a tie. */
  DSDRECOMMEND: (args) => {
    const announced = support('catalog.dsdUsers');
    const carries = mul(gt(announced, 0), ge(announced, mul(args[0], arg(args, 1, 1))));
    const fewest = MIN(fn('IF', carries, announced));
    const row = fn('MATCH', 1, mul(carries, eq(announced, fewest)), 0);
    return { expr: IF(eq(fewest, 0), fn('NA'), fn('INDEX', support('catalog.key'), row)), array: true };
  },
  /** 2.13.1: announced Mail & Calendaring users of a V4R5 DSD (the default workload; #N/A for other rows, as the function). */
  DSDUSERS: plain((args) => {
    if (args.length > 1) throw new Error('AS400.DSDUSERS has a portable expansion for Mail & Calendaring users only');
    const announced = catalog('dsdUsers', args[0]);
    return IF(eq(announced, 0), fn('NA'), announced);
  }),
  /** 11.10: users x complexity / 3.6. */
  DOMINOCPW: plain((args) => div(mul(args[0], arg(args, 1, 1)), USERS_PER_CPW)),
  /** 11.10: 3.6 x CPW / complexity; not for Dedicated Servers for Domino (2.13). */
  DOMINOUSERS: plain((args) =>
    IF(eq(catalog('family', args[0]), 'DSD'), fn('NA'), div(mul(USERS_PER_CPW, catalog('cpw', args[0])), arg(args, 1, 1))),
  ),
  /** 11.6 tip 3: 60 MB + 1 MB per active user + 16 MB per partition beyond the first. */
  DOMINOMEMORY: plain((args) =>
    add(add(DOMINO_BASE_MB, mul(DOMINO_MB_PER_USER, args[0])), mul(DOMINO_MB_PER_EXTRA_PARTITION, sub(arg(args, 1, 1), 1))),
  ),
  /** 15.4: the rate of the drive and workload in the tape block of the tables sheet. */
  TAPERATE: plain(([drive, workload]) =>
    fn('INDEX', support('tape.rates'), match(drive, 'tape.drive'), fn('MATCH', workload, support('tape.rates#header'), 0)),
  ),
  /** GB x 1000 / MB per hour. */
  SAVEHOURS: plain(([gb, rate]) => div(mul(gb, 1000), rate)),
  /** Add-in convention: value x (1 + rate)^years. */
  GROWTH: plain(([v, rate, years]) => mul(v, pow(add(1, rate), years))),
  /** Add-in convention: 12 ln(limit / u) / ln(1 + g), 0 once there. */
  MONTHSTOLIMIT: plain((args) => {
    const [u, g] = args;
    const limit = arg(args, 2, PLANNING_GUIDELINE);
    return IF(ge(u, limit), 0, div(mul(12, fn('LN', div(limit, u))), fn('LN', add(1, g))));
  }),
};
