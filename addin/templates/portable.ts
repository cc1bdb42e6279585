/**
 * Native Excel for the add-in calls templates make: each expansion computes what the add-in
 * function computes, from the support sheets (support.ts), so a portable sheet keeps working with
 * no add-in, in Excel or LibreOffice. Keys must be given exactly as the catalog prints them (the
 * input cells offer them as a list); the add-in's looser key matching has no native equivalent.
 * The LibreOffice test recalculates every sample and holds each expansion to the core's value.
 */
import type { FunctionId } from '../spec';
import { OC400_CLIENT_FACTOR, OC400_SERVER_FACTOR } from '../tables/communications';
import { DOMINO_BASE_MB, DOMINO_MB_PER_EXTRA_PARTITION, DOMINO_MB_PER_USER, USERS_PER_CPW } from '../sizing/domino';
import { ALERT_TARGET } from '../sizing/interactive';
import { PLANNING_GUIDELINE } from '../sizing/planning';
import { DAYS_PER_YEAR, LAST_DATE } from '../sizing/trend';
import { ANY_FAMILY, CURRENT_FAMILIES } from '../sizing/migration';
import { STATUS } from '../sizing/targets';
import { BLOCK_TRANSFER_KB, DEFAULT_SIZE_UNIT, MAX_FILE_BYTES, SEGMENT_BYTES, SIZE_UNITS } from '../sizing/streamfiles';
import { cellAddress, cellsOf, parseArea } from './a1';
import { add, CPW_SUFFIX, div, eq, type Expr, fn, ge, gt, IF, isRange, le, lt, MAX, MIN, mul, ne, pow, type Ref, sub, support } from './expr';
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
function curveEiu(cap: Expr, knee: Expr, max: Expr, u: Expr): Expr {
  const over = add(knee, mul(div(sub(u, knee), sub(max, knee)), sub(1, knee)));
  return IF(cap, MIN(u, knee), IF(le(u, knee), u, IF(ge(u, max), 1, over)));
}

/** A knee curve as shares of the CPU (2.8); `cap` true where the curve is held at its knee (2.2.1, 2.2.3). */
interface Curve {
  readonly cap: Expr;
  readonly knee: Expr;
  readonly max: Expr;
}

/** The curve of a catalog key, from the catalog sheet's columns (the core's curveOfModel). */
const keyCurve = (key: Expr): Curve => ({ cap: eq(catalog('curve', key), 'cap'), knee: catalog('kneeShare', key), max: catalog('maxShare', key) });

const eiu = (key: Expr, u: Expr): Expr => {
  const c = keyCurve(key);
  return curveEiu(c.cap, c.knee, c.max, u);
};

const NUM_ERROR = pow(10, 400);

/** #VALUE! in Excel, LibreOffice and HyperFormula alike: text in arithmetic. */
const VALUE_ERROR = mul('fill both cells of a row or neither', 1);

/**
 * TRENDGROWTH and TRENDDATE (sizing/trend.ts): least squares of LN(values) on dates from SUMPRODUCT
 * sums, which need no array entry, taken about the latest date and the highest value so no digits are
 * lost (equal values fit a slope of exactly 0). An empty pair (empty or 0 on both) adds nothing to any
 * sum; a pair with one empty is #VALUE!, no pair an empty cell, as the function.
 */
interface TrendSums {
  readonly n: Expr;
  readonly sx: Expr;
  readonly sy: Expr;
  /** The slope's numerator and denominator: n Sxy - Sx Sy over n Sxx - Sx^2, the latter above 0 once the dates differ. */
  readonly num: Expr;
  readonly den: Expr;
  readonly last: Expr;
  readonly top: Expr;
}

function trendFit(args: readonly Expr[], answer: (s: TrendSums) => Expr): Expr {
  const [d, v] = args;
  const sp = (x: Expr) => fn('SUMPRODUCT', x);
  const [last, top] = [MAX(d), MAX(v)];
  const x = mul(sub(d, last), ne(d, 0));
  const y = fn('LN', add(div(v, top), eq(v, 0)));
  const n = sp(mul(ne(mul(d, v), 0), 1));
  const [sx, sy] = [sp(x), sp(y)];
  const num = sub(mul(n, sp(mul(x, y))), mul(sx, sy));
  const den = sub(mul(n, sp(pow(x, 2))), pow(sx, 2));
  const oneEmpty = gt(sp(pow(sub(eq(d, 0), eq(v, 0)), 2)), 0);
  const refused = fn('OR', lt(n, 3), gt(sp(mul(lt(v, 0), 1)), 0), eq(sp(pow(x, 2)), 0));
  return IF(oneEmpty, VALUE_ERROR, IF(eq(n, 0), '', IF(refused, NUM_ERROR, answer({ n, sx, sy, num, den, last, top }))));
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
  const current = gt(
    CURRENT_FAMILIES.map((f): Expr => eq(fam, f)).reduce((x, y) => add(x, y)),
    0,
  );
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
  return IF(gt(mul(sf, d), 1), NUM_ERROR, MIN(add(1, mul(mul(n, a), sub(1, mul(sf, d)))), div(1, mul(sf, d))));
}

/**
 * A system as the TARGET functions read it (sizing/targets.ts): one cell (a catalog key or a CPW),
 * a CPW handed over as text (cpwText), or a line of a candidates table (name or key, processor CPW,
 * interactive CPW or "all", knee rule, source), whose CPW cell is empty for a catalog key.
 */
interface System {
  /** Processor CPW. */
  readonly cpw: Expr;
  /** The 2.8 curve, the 2.10 alert threshold at 100% of target, and whether the system has an interactive limit at all. */
  readonly curve: Curve;
  readonly threshold: Expr;
  readonly noKnee: Expr;
}

function systemOf(e: Expr): System {
  if (typeof e === 'object' && e.k === 'op' && e.op === '&' && e.b === CPW_SUFFIX) return cpwSystem(e.a);
  if (!isRange(e)) return either(fn('ISNUMBER', e), cpwSystem(e), keySystem(e));
  const cells = cellsOf(parseArea(e.a1)).map((c): Ref => ({ k: 'ref', a1: cellAddress(c.row, c.col) }));
  if (cells.length !== 5) throw new Error(`a target row has five cells, not ${e.a1}`);
  const [name, cpw, interactive, rule] = cells;
  // The core's ownSystemOfRow: the interactive share ("all", empty or 0: the whole CPU) and the knee rule (empty or 0: none).
  const share = IF(fn('ISNUMBER', interactive), IF(gt(interactive, 0), div(interactive, cpw), 1), 1);
  const none = fn('OR', eq(rule, ''), eq(rule, 0), eq(rule, 'none'));
  const knee = IF(eq(rule, '7/6'), share, IF(eq(rule, '6/7'), div(mul(share, 6), 7), IF(eq(rule, '1/3'), div(share, 3), share)));
  const max = IF(eq(rule, '7/6'), div(mul(share, 7), 6), share);
  const own: System = {
    cpw,
    curve: { cap: IF(none, true, le(max, knee)), knee, max },
    threshold: mul(knee, IF(eq(rule, '1/3'), 2, 1)),
    noKnee: IF(none, ge(knee, 1), false),
  };
  return either(fn('ISNUMBER', cpw), own, systemOf(name));
}

/** One system or the other, field by field. */
function either(test: Expr, a: System, b: System): System {
  const pick = (x: Expr, y: Expr): Expr => IF(test, x, y);
  return {
    cpw: pick(a.cpw, b.cpw),
    curve: { cap: pick(a.curve.cap, b.curve.cap), knee: pick(a.curve.knee, b.curve.knee), max: pick(a.curve.max, b.curve.max) },
    threshold: pick(a.threshold, b.threshold),
    noKnee: pick(a.noKnee, b.noKnee),
  };
}

/** A CPW number: no interactive limit of its own, as a current system whose edition entitles the whole CPU (curveOfRule "none"). */
const cpwSystem = (cpw: Expr): System => ({ cpw, curve: { cap: true, knee: 1, max: 1 }, threshold: 1, noKnee: true });

function keySystem(key: Expr): System {
  const curve = keyCurve(key);
  return { cpw: catalog('cpw', key), curve, threshold: catalog('threshold', key), noKnee: IF(curve.cap, ge(curve.knee, 1), false) };
}

/** The share of the target's CPU the source's work takes: utilization x CPW(source) / CPW(target). */
const carried = (source: Expr, u: Expr, target: System): Expr => div(mul(u, systemOf(source).cpw), target.cpw);

/** 2.8 on the target: 1 once the share passes 1. */
const carriedEiu = (share: Expr, t: System): Expr => IF(gt(share, 1), 1, curveEiu(t.curve.cap, t.curve.knee, t.curve.max, share));

/**
 * Text to a number by a table, as the core's case-insensitive lookups (Excel's = ignores case), NA()
 * for anything else; `blank` also maps the empty cell, where the core reads an empty optional as its default.
 */
function lookup(key: Expr, table: Readonly<Record<string, number>>, blank?: string): Expr {
  return Object.entries(table).reduceRight<Expr>((rest, [k, v]) => IF(k === blank ? fn('OR', eq(key, ''), eq(key, k)) : eq(key, k), v, rest), fn('NA'));
}

/** V5R2 stream files, line 51: MAX(1, CEILING(bytes / 16 MB)), 0 to 256 GB; the unit's NA() first, as the core checks it first. */
function ifsSegments(args: readonly Expr[]): Expr {
  const [size, unit = DEFAULT_SIZE_UNIT] = args;
  const known = typeof unit === 'string' ? SIZE_UNITS[unit.toUpperCase()] : undefined;
  const bytes = mul(size, known ?? lookup(unit, SIZE_UNITS, DEFAULT_SIZE_UNIT));
  return IF(fn('OR', lt(size, 0), gt(bytes, MAX_FILE_BYTES)), NUM_ERROR, MAX(1, fn('ROUNDUP', div(bytes, SEGMENT_BYTES), 0)));
}

/**
 * MONTHSTOCPU (months.ts): the rest of the work is the total less EIU(interactive); the growth f at
 * which rest x f + EIU(interactive x f) reaches the limit lies below the knee, over it, or past a
 * capped knee (max at or below it), each a line: the core solves the same segments.
 */
function monthsToCpu(args: readonly Expr[]): Expr {
  const [u, i, knee, max, g] = args;
  const limit = arg(args, 5, PLANNING_GUIDELINE);
  const cap = le(max, knee);
  const eiuNow = curveEiu(cap, knee, max, i);
  const rest = MAX(0, sub(u, eiuNow));
  const below = div(limit, add(rest, i));
  const slope = div(sub(1, knee), sub(max, knee));
  const over = div(add(sub(limit, knee), mul(knee, slope)), add(rest, mul(i, slope)));
  const held = IF(le(rest, 0), NUM_ERROR, div(sub(limit, knee), rest));
  const f = IF(le(add(rest, i), 0), NUM_ERROR, IF(le(mul(i, below), knee), below, IF(cap, held, over)));
  // A growth so small that 1 + g is 1 never gets there, as the core's infinite months.
  const months = IF(le(fn('LN', add(1, g)), 0), NUM_ERROR, div(mul(12, fn('LN', f)), fn('LN', add(1, g))));
  // The readers' refusals first, as the function: shares out of range, a maximum below the knee, growth above 100%.
  const refused = fn(
    'OR',
    lt(u, 0),
    gt(u, 10),
    lt(i, 0),
    gt(i, 10),
    le(knee, 0),
    gt(knee, 1),
    le(max, 0),
    gt(max, 1),
    gt(g, 1),
    gt(limit, 1),
    gt(i, u),
    lt(max, knee),
  );
  return IF(refused, NUM_ERROR, IF(ge(add(rest, eiuNow), limit), 0, months));
}

/** INTSHARE: a field of the 2.8 curve, or 70% of the 2.10 threshold; the whole CPU for a system without a limit. */
function intShare(args: readonly Expr[]): Expr {
  const [system, point = 'knee'] = args;
  const t = systemOf(system);
  const threshold = IF(t.noKnee, 1, mul(ALERT_TARGET, t.threshold));
  return IF(eq(point, 'max'), t.curve.max, IF(eq(point, 'threshold'), threshold, IF(fn('OR', eq(point, ''), eq(point, 'knee')), t.curve.knee, fn('NA'))));
}

export const EXPANSIONS: Readonly<Record<string, Expand>> = {
  CPW: plain(([key]) => catalog('cpw', key)),
  INTCPW: plain(([key]) => catalog('intcpw', key)),
  KNEE: plain(([key]) => catalog('knee', key)),
  INTMAX: plain(([key]) => catalog('max', key)),
  /** 2.10: target x the threshold share (the knee, doubled for the 1/3 algorithm). */
  INTTHRESHOLD: plain((args) => mul(arg(args, 1, ALERT_TARGET), catalog('threshold', args[0]))),
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
  DOMINOUSERS: plain((args) => IF(eq(catalog('family', args[0]), 'DSD'), fn('NA'), div(mul(USERS_PER_CPW, catalog('cpw', args[0])), arg(args, 1, 1)))),
  /** 11.6 tip 3: 60 MB + 1 MB per active user + 16 MB per partition beyond the first. */
  DOMINOMEMORY: plain((args) => add(add(DOMINO_BASE_MB, mul(DOMINO_MB_PER_USER, args[0])), mul(DOMINO_MB_PER_EXTRA_PARTITION, sub(arg(args, 1, 1), 1)))),
  /** 15.4: the rate of the drive and workload in the tape block of the tables sheet. */
  TAPERATE: plain(([drive, workload]) =>
    fn('INDEX', support('tape.rates'), match(drive, 'tape.drive'), fn('MATCH', workload, support('tape.rates#header'), 0)),
  ),
  /** GB x 1000 / MB per hour. */
  SAVEHOURS: plain(([gb, rate]) => div(mul(gb, 1000), rate)),
  /** 2.2.3, 2.4, 3.1: the same work on another system, scaled by the CPW ratio. */
  TARGETUTIL: plain(([source, u, target]) => carried(source, u, systemOf(target))),
  /** 2.8 on the target's curve. */
  TARGETEIU: plain(([source, u, target]) => {
    const t = systemOf(target);
    return carriedEiu(carried(source, u, t), t);
  }),
  /** CPW(target) x (1 - carried share - CFINT overhead); #NUM! where the interactive share is above the total, as the function. */
  TARGETCPWLEFT: plain(([source, u, i, target]) => {
    const t = systemOf(target);
    const share = carried(source, i, t);
    const overhead = MAX(0, sub(carriedEiu(share, t), MIN(share, 1)));
    return IF(gt(i, u), NUM_ERROR, mul(t.cpw, sub(sub(1, carried(source, u, t)), overhead)));
  }),
  /** 2.8 with CFINT counted: months until the CPU reaches the limit as the work grows. */
  MONTHSTOCPU: plain(monthsToCpu),
  /** 2.3, 2.10: the interactive share at a system's knee, alert threshold or maximum. */
  INTSHARE: plain(intShare),
  /** 2.10 and 2.8: under the alert threshold, up to the knee, past it; no knee without an interactive limit. */
  TARGETSTATUS: plain((args) => {
    const t = systemOf(args[2]);
    const share = carried(args[0], args[1], t);
    // As the core: past the knee is where the share lies (at 100% the EIU and the share are both 1).
    const past = gt(share, t.curve.knee);
    const alert = arg(args, 3, ALERT_TARGET);
    return IF(t.noKnee, STATUS.none, IF(past, STATUS.past, IF(le(share, mul(alert, t.threshold)), STATUS.under, STATUS.knee)));
  }),
  /** Add-in convention: value x (1 + rate)^years; #NUM! for a rate above 1 (100% a year), as the function. */
  GROWTH: plain(([v, rate, years]) => IF(gt(rate, 1), NUM_ERROR, mul(v, pow(add(1, rate), years)))),
  /** Add-in convention: 12 ln(limit / u) / ln(1 + g), 0 once there; #NUM! for a rate above 1, as the function. */
  MONTHSTOLIMIT: plain((args) => {
    const [u, g] = args;
    const limit = arg(args, 2, PLANNING_GUIDELINE);
    return IF(gt(g, 1), NUM_ERROR, IF(ge(u, limit), 0, div(mul(12, fn('LN', div(limit, u))), fn('LN', add(1, g)))));
  }),
  /** Utilization law (checked on WSC Flash 9522's runs): throughput x CPU ms / 1000; #NUM! for a negative input, as the function. */
  UTILLAW: plain(([x, ms]) => IF(fn('OR', lt(x, 0), lt(ms, 0)), NUM_ERROR, div(mul(x, ms), 1000))),
  /** Internal throughput rate: throughput / utilization, utilization in (0, 1]. */
  ITR: plain(([x, u]) => IF(fn('OR', lt(x, 0), le(u, 0), gt(u, 1)), NUM_ERROR, div(x, u))),
  IFSSEGMENTS: plain(ifsSegments),
  /** V5R2 stream files, line 88: the block transfer size of a main storage option, NA() for any other. */
  IFSBLOCKKB: plain(([option]) => lookup(option, BLOCK_TRANSFER_KB)),
  /** Add-in convention, least squares on LN: EXP(365.25 x slope) - 1. */
  TRENDGROWTH: plain((args) => trendFit(args, ({ num, den }) => sub(fn('EXP', mul(DAYS_PER_YEAR, div(num, den))), 1))),
  /** Add-in convention: where the line reaches LN(limit); #NUM! for a limit of 0 or less, a trend that does not grow, no date 1900-9999. */
  TRENDDATE: plain((args) =>
    trendFit(args, ({ n, sx, sy, num, den, last, top }) => {
      // The line y = Sy/n + slope (x - Sx/n) reaches LN(limit / top) at x, counted from the latest date.
      const limit = args[2];
      const day = add(add(last, div(sx, n)), div(mul(sub(fn('LN', div(limit, top)), div(sy, n)), den), num));
      return IF(le(mul(limit, 1), 0), NUM_ERROR, IF(le(num, 0), NUM_ERROR, IF(fn('OR', lt(day, 1), ge(day, LAST_DATE + 1)), NUM_ERROR, day)));
    }),
  ),
} satisfies Partial<Record<FunctionId, Expand>>;
