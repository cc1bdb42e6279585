/**
 * The vocabulary of portable twins: the native Excel a template writes for an add-in call in its
 * portable sheets (no add-in needed, in Excel or LibreOffice). Each twin is part of its function's
 * spec (`cells(readers, compute, twin)` in interactive.ts), and index.ts's `expand` renders a call
 * through it. Twins read the support sheets (workbook/support.ts) through `support`, and must be
 * given keys exactly as the catalog prints them (the input cells offer them as a list): the
 * add-in's looser key matching has no native equivalent. tests/engines/twin-properties.test.ts
 * holds every twin to its spec in HyperFormula; the LibreOffice suites recalculate every sample.
 */
import { cellAddress, cellsOf, parseArea } from '../formula/a1';
import { add, CPW_SUFFIX, div, eq, type Expr, fn, ge, gt, IF, isRange, le, MIN, mul, pow, type Ref, sub, support } from '../formula/expr';
import type { CatalogColumn, SupportId } from '../workbook/support';
import type { Expansion } from '../formula/render';

/** A spec's twin: the native expression of a call's arguments, or an Expansion where the cell must be an array formula. */
export type Twin = (args: readonly Expr[]) => Expr | Expansion;

/** The arguments a twin has a native form for: a call with more (a release, a CPW's own curve) has none, and says so when the sheet is built. */
export function upTo(id: string, args: readonly Expr[], most: number, what = `its first ${most} argument${most === 1 ? '' : 's'}`): readonly Expr[] {
  if (args.length > most) throw new Error(`AS400.${id} has a portable twin for ${what} only`);
  return args;
}

/** An argument left out of the call takes its default. */
export const arg = (args: readonly Expr[], i: number, fallback: Expr): Expr => args[i] ?? fallback;

const match = (key: Expr, keys: SupportId): Expr => fn('MATCH', key, support(keys), 0);

/** The catalog value of a key: INDEX(column, MATCH(key, keys, 0)); #N/A for a key not in the catalog. */
export const catalog = (column: CatalogColumn, key: Expr): Expr => fn('INDEX', support(`catalog.${column}`), match(key, 'catalog.key'));

/** A cell of a support table: INDEX(values, MATCH(key, keys, 0)). */
export const tableCell = (values: SupportId, keys: SupportId, key: Expr): Expr => fn('INDEX', support(values), match(key, keys));

/** A cell of a support block by its row key and its header: INDEX(block, MATCH(row), MATCH(column, header)). */
export const blockCell = (block: SupportId, keys: SupportId, header: SupportId, row: Expr, column: Expr): Expr =>
  fn('INDEX', support(block), match(row, keys), fn('MATCH', column, support(header), 0));

/** #NUM! in Excel, LibreOffice and HyperFormula alike: an overflow (Excel has no NUM(); LN(0) is #VALUE! in LibreOffice). */
export const NUM_ERROR = pow(10, 400);

/** #VALUE! in Excel, LibreOffice and HyperFormula alike: text in arithmetic, the text saying why to one who reads the formula. */
export const valueErrorSaying = (why: string): Expr => mul(why, 1);

/** 2.8: below the knee EIU = U; over it knee + (U - knee)/(max - knee) x (1 - knee); at the maximum 1; capped curves MIN(U, knee). */
export function curveEiu(cap: Expr, knee: Expr, max: Expr, u: Expr): Expr {
  const over = add(knee, mul(div(sub(u, knee), sub(max, knee)), sub(1, knee)));
  return IF(cap, MIN(u, knee), IF(le(u, knee), u, IF(ge(u, max), 1, over)));
}

/** A knee curve as shares of the CPU (2.8); `cap` true where the curve is held at its knee (2.2.1, 2.2.3). */
export interface Curve {
  readonly cap: Expr;
  readonly knee: Expr;
  readonly max: Expr;
}

/** The curve of a catalog key, from the catalog sheet's columns (the core's curveOfModel). */
const keyCurve = (key: Expr): Curve => {
  // A key whose knee and maximum the sheet shows (Ref.ratings): those cells, capped where the maximum is not above the
  // knee, as the catalog's curve column says "cap" (support.ts).
  if (typeof key === 'object' && key.k === 'ref' && key.ratings)
    return { cap: le(key.ratings.max, key.ratings.knee), knee: key.ratings.knee, max: key.ratings.max };
  return { cap: eq(catalog('curve', key), 'cap'), knee: catalog('kneeShare', key), max: catalog('maxShare', key) };
};

/** 2.8 EIU of a catalog key at utilization u. */
export const eiu = (key: Expr, u: Expr): Expr => {
  const c = keyCurve(key);
  return curveEiu(c.cap, c.knee, c.max, u);
};

/**
 * Text to a number by a table, as the core's case-insensitive lookups (Excel's = ignores case), NA()
 * for anything else; `blank` also maps the empty cell, where the core reads an empty optional as its default.
 */
export function lookup(key: Expr, table: Readonly<Record<string, number>>, blank?: string): Expr {
  return Object.entries(table).reduceRight<Expr>((rest, [k, v]) => IF(k === blank ? fn('OR', eq(key, ''), eq(key, k)) : eq(key, k), v, rest), fn('NA'));
}

/**
 * A system as the functions read it (sizing/targets.ts): one cell (a catalog key or a CPW), a CPW
 * handed over as text (cpwText), or a line of a candidates table (name or key, processor CPW,
 * interactive CPW or "all", knee rule, source), whose CPW cell is empty for a catalog key.
 */
export interface System {
  /** Processor CPW. */
  readonly cpw: Expr;
  /** The 2.8 curve, the 2.10 alert threshold at 100% of target, and whether the system has an interactive limit at all. */
  readonly curve: Curve;
  readonly threshold: Expr;
  readonly noKnee: Expr;
  /** 1, or the error the functions' reader answers for the cell before any sizing (a number that is also a model number). */
  readonly read: Expr;
  /** A catalog key's Appendix D family; "" for a CPW, as a number or as text, or a system of the planner's own. */
  readonly family: Expr;
  /** A line whose alert threshold the sheet shows (Ref.ratings alert): that cell, 70% of `threshold` where the system has a knee. */
  readonly alert?: Expr;
}

export function systemOf(e: Expr): System {
  if (typeof e === 'object' && e.k === 'op' && e.op === '&' && e.b === CPW_SUFFIX) return cpwSystem(e.a);
  if (!isRange(e)) return either(fn('ISNUMBER', e), numberSystem(e), either(holdsCpwText(e), textCpwSystem(e), keySystem(e)));
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
    read: 1,
    family: '',
  };
  const read = either(fn('ISNUMBER', cpw), own, systemOf(name));
  if (!e.ratings) return read;
  // The sheet's cells of the line's ratings. A capped curve is one whose maximum is not above its knee (the catalog's
  // curve column says "cap" exactly there, support.ts; a rule of the planner's own other than none puts its maximum
  // above its knee), and a capped curve at the whole CPU has no interactive limit (the core's noKnee).
  const { cpw: cpwCell, knee: kneeCell, max: maxCell } = e.ratings;
  const cap = le(maxCell, kneeCell);
  const alert = e.ratings.alert ? { alert: e.ratings.alert } : {};
  return { ...read, cpw: cpwCell, curve: { cap, knee: kneeCell, max: maxCell }, noKnee: fn('AND', cap, ge(kneeCell, 1)), ...alert };
}

/**
 * A twin's answer once its systems are read, as a function reads every argument before it sizes
 * anything: the first system's reading error (a model number given as a number, a CPW text that is
 * no CPW), in the order of the arguments, before any error of the answer itself. Each read is 1 or
 * an error, and Excel, LibreOffice and HyperFormula give a product's leftmost error: a number is
 * multiplied by them, text chosen by them.
 */
export function readFirst(systems: readonly System[], answer: Expr, text = false): Expr {
  const reads = systems.map((s) => s.read).filter((r) => r !== 1);
  if (reads.length === 0) return answer;
  const read = reads.reduce((a, b) => mul(a, b));
  return text ? IF(fn('ISNUMBER', read), answer, read) : mul(read, answer);
}

/** One system or the other, field by field. */
function either(test: Expr, a: System, b: System): System {
  const pick = (x: Expr, y: Expr): Expr => IF(test, x, y);
  return {
    cpw: pick(a.cpw, b.cpw),
    curve: { cap: pick(a.curve.cap, b.curve.cap), knee: pick(a.curve.knee, b.curve.knee), max: pick(a.curve.max, b.curve.max) },
    threshold: pick(a.threshold, b.threshold),
    noKnee: pick(a.noKnee, b.noKnee),
    read: pick(a.read, b.read),
    family: pick(a.family, b.family),
  };
}

/** A CPW number: no interactive limit of its own, as a current system whose edition entitles the whole CPU (curveOfRule "none"). */
const cpwSystem = (cpw: Expr): System => ({ cpw, curve: { cap: true, knee: 1, max: 1 }, threshold: 1, noKnee: true, read: 1, family: '' });

/** Whether a system's cell holds text naming a CPW ("720 CPW"), as the core's system reader tells one from a key. */
const holdsCpwText = (e: Expr): Expr => fn('ISNUMBER', fn('SEARCH', 'CPW', e));

/** One of three by the sign of n, which the formula names once: a system's cell is expanded wherever a twin reads a field of it. */
const bySign = (n: Expr, below: Expr, zero: Expr, above: Expr): Expr => fn('CHOOSE', add(fn('SIGN', n), 2), below, zero, above);

/**
 * A CPW typed as text ("720 CPW", "CPW 720": the core's readCpw), as one that is also a model number
 * must be: the number left when every "CPW" is taken out, #VALUE! where no number is left. Excel's
 * VALUE also reads forms readCpw refuses ("1,500 CPW", "1E3 CPW"): a portable sheet reads those as
 * the number they show, where a cell's function answers #VALUE!.
 */
function textCpwSystem(text: Expr): System {
  const n = fn('VALUE', fn('SUBSTITUTE', fn('UPPER', text), 'CPW', ''));
  // readCpw takes no sign: "-5 CPW" is no CPW (#VALUE!), "0 CPW" one below the reader's range (#NUM!).
  const one = bySign(n, valueErrorSaying('no CPW'), NUM_ERROR, 1);
  return { cpw: mul(n, one), curve: { cap: eq(one, 1), knee: one, max: one }, threshold: one, noKnee: eq(one, 1), read: one, family: '' };
}

/**
 * A number in a system's cell: a CPW, unless it is also a model or key number (720, 7202061), which
 * the functions refuse (#N/A) rather than guess which is meant, or below 0 (#NUM!, the reader's
 * "above 0"), or 0 (#VALUE!: Excel desktop passes an empty cell as 0, and a system is missing); every
 * field then is that error.
 */
function numberSystem(n: Expr): System {
  const one = IF(fn('ISNUMBER', fn('MATCH', n, support('catalog.keyNumber'), 0)), fn('NA'), bySign(n, NUM_ERROR, valueErrorSaying('missing'), 1));
  return { cpw: mul(n, one), curve: { cap: eq(one, 1), knee: one, max: one }, threshold: one, noKnee: eq(one, 1), read: one, family: '' };
}

function keySystem(key: Expr): System {
  const curve = keyCurve(key);
  // A key's text reads as it is; whether the catalog has it is found when sizing, as in the functions.
  return {
    cpw: catalog('cpw', key),
    curve,
    threshold: catalog('threshold', key),
    noKnee: IF(curve.cap, ge(curve.knee, 1), false),
    read: 1,
    family: catalog('family', key),
  };
}
