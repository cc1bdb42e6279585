/**
 * HyperFormula as a second, independent engine for the live-mode workbooks: it evaluates the
 * xlsx as written (read back with exceljs) with every AS400.* function registered, calling the
 * same adapters Excel calls. HyperFormula is GPL-3.0: it is a devDependency used only here, in the
 * tests, never by the add-in or the command line.
 */
import ExcelJS from 'exceljs';
import {
  CellError,
  DetailedCellError,
  EmptyValue,
  ErrorType,
  FunctionPlugin,
  HyperFormula,
  SimpleRangeValue,
  type ConfigParams,
  type ImplementedFunctions,
  type RawCellContent,
  type SerializedNamedExpression,
} from 'hyperformula';
import type { Ast, ProcedureAst } from 'hyperformula/typings/parser';
import type { InterpreterState } from 'hyperformula/typings/interpreter/InterpreterState';
import { type ErrorCode, isErrorValue, type SheetPlan } from '../addin/workbook/plan';
import { parseCell } from '../addin/formula/a1';
import { NAMESPACE } from '../addin/names';
import type { Adapter, FunctionMetadata } from '../cli/registry';
import { typedFormula } from '../cli/xlsx/live-formulas';
import { excelValue, type Found } from './compare';

/** The Excel-compatible settings of HyperFormula's compatibility guide. */
export const CONFIG: Partial<ConfigParams> = {
  licenseKey: 'gpl-v3',
  useArrayArithmetic: true,
  evaluateNullToZero: true,
  // Excel counts 1900-02-29, a day that never was: with it, serial 1 (1900-01-01) is one day after 1899-12-31,
  // and DATE(2029,1,1) is 47119 as in Excel (1899-12-30 would be right only without the leap day).
  leapYear1900: true,
  nullDate: { year: 1899, month: 12, day: 31 },
  ignoreWhiteSpace: 'any',
  accentSensitive: true,
  smartRounding: false,
  precisionRounding: 0,
};

const TO_HF: Readonly<Record<string, ErrorType>> = {
  '#N/A': ErrorType.NA,
  '#NUM!': ErrorType.NUM,
  '#VALUE!': ErrorType.VALUE,
  '#DIV/0!': ErrorType.DIV_BY_ZERO,
  '#NAME?': ErrorType.NAME,
  '#REF!': ErrorType.REF,
};

const FROM_HF = new Map(Object.entries(TO_HF).map(([code, type]) => [type, code]));

/** A sheet plan's cells as HyperFormula builds a sheet from them: a formula's text, else its value (an error value empty). */
export function planContents(sheet: SheetPlan): RawCellContent[][] {
  const rows: RawCellContent[][] = [];
  for (const c of sheet.cells) {
    const { row, col } = parseCell(c.ref);
    // Text behind an apostrophe, as a text cell holds it: HyperFormula would read a drive named "3570" as a number.
    const value = c.value === undefined || isErrorValue(c.value) ? null : typeof c.value === 'string' ? `'${c.value}` : c.value;
    (rows[row] ??= [])[col] = c.formula ?? value;
  }
  return Array.from(rows, (r) => Array.from(r ?? [], (x) => x ?? null));
}

/** HyperFormula reads a bare TRUE or FALSE, which Excel and LibreOffice take as a logical, as a name: these names make them one. */
export const LOGICAL_NAMES: readonly SerializedNamedExpression[] = [
  { name: 'TRUE', expression: '=TRUE()' },
  { name: 'FALSE', expression: '=FALSE()' },
];

/** HyperFormula wraps numbers it typed (percent, date) as objects holding `val`. */
const getRawValue = (x: unknown): unknown => (typeof x === 'object' && x !== null && 'val' in x ? (x as { val: unknown }).val : x);

/**
 * One argument as Excel desktop hands it to an any[][] parameter: a range as rows, a scalar as [[x]],
 * an omitted one as null, an error as the runtime's error object, and an empty cell as 0
 * (github.com/OfficeDev/office-js/issues/4702 and /5262: the web passes null;
 * tests/functions/hosts.test.ts holds the functions to the same answers under both).
 */
function excelArg(v: unknown, omitted: boolean): unknown {
  const cell = (x: unknown) =>
    x === EmptyValue || x === undefined
      ? 0
      : x instanceof CellError
        ? new CustomFunctions.Error((FROM_HF.get(x.type) ?? '#VALUE!') as never, x.message)
        : getRawValue(x);
  if (omitted) return null;
  if (v instanceof SimpleRangeValue) return v.rawData().map((row) => row.map(cell));
  return [[cell(v)]];
}

function hfResult(out: unknown): unknown {
  if (out instanceof CustomFunctions.Error) {
    const code = (out as { code: string }).code;
    return new CellError(TO_HF[code] ?? ErrorType.VALUE, out.message);
  }
  if (typeof out === 'number' || typeof out === 'string' || typeof out === 'boolean') return out;
  if (out === null || out === undefined) return 0;
  return new CellError(ErrorType.VALUE, `unexpected result ${String(out)}`);
}

/**
 * A plugin class exposing AS400.<id> for every function of the metadata, each calling its adapter.
 * Like Excel, a call with an error among its arguments answers that error without running the
 * function: functions.json does not set allowErrorForDataTypeAny (only allowCustomDataForDataTypeAny,
 * which is about data types), so Excel never hands a custom function an error.
 * HyperFormula keeps registered plugins globally, so callers unregister it after.
 */
export function as400Plugin(
  metadata: readonly FunctionMetadata[],
  adapters: ReadonlyMap<string, Adapter>,
): { plugin: typeof FunctionPlugin; translations: Record<string, Record<string, string>> } {
  const implemented: ImplementedFunctions = {};
  const names: Record<string, string> = {};
  class As400Plugin extends FunctionPlugin {
    evaluate(a: Ast, state: InterpreterState): unknown {
      return this.evaluateAst(a, state);
    }
  }
  for (const f of metadata) {
    const adapter = adapters.get(f.id);
    if (!adapter) throw new Error(`No adapter for ${f.id}`);
    const method = `as400_${f.id}`;
    const full = `${NAMESPACE}.${f.id}`;
    const required = f.parameters.filter((p) => !p.optional).length;
    names[full] = full;
    implemented[full] = { method };
    (As400Plugin.prototype as unknown as Record<string, unknown>)[method] = function (this: As400Plugin, ast: ProcedureAst, state: InterpreterState) {
      if (ast.args.length < required || ast.args.length > f.parameters.length)
        return new CellError(ErrorType.NA, `${full} takes ${required} to ${f.parameters.length} arguments`);
      const values = ast.args.map((a) => this.evaluate(a, state));
      for (const v of values) {
        if (v instanceof CellError) return v;
        if (v instanceof SimpleRangeValue) for (const row of v.rawData()) for (const x of row) if (x instanceof CellError) return x;
      }
      const result = adapter(...values.map((v, k) => excelArg(v, (ast.args[k].type as string) === 'EMPTY' /* AstNodeType.EMPTY: an argument left out */)));
      if (result instanceof Promise) return new CellError(ErrorType.NA, `${full} answers later; HyperFormula evaluates at once`);
      return hfResult(result[0]?.[0]);
    };
  }
  (As400Plugin as unknown as { implementedFunctions: ImplementedFunctions }).implementedFunctions = implemented;
  return { plugin: As400Plugin, translations: { enGB: names, enUS: names } };
}

/**
 * Formula text HyperFormula parses: the add-in's calls as typed (AS400.EIU), not in the form Excel
 * stores them (_xldudf_AS400_EIU); no _xlfn./_xlws. prefixes (its open bug, github.com/handsontable/hyperformula/issues/1655).
 */
export const hfFormula = (formula: string): string => `=${typedFormula(formula).replace(/_xl(fn|ws)\./g, '')}`;

export interface Evaluated {
  /** The value HyperFormula computed for a cell; undefined for a cell it holds nothing in. */
  value(sheet: string, ref: string): Found;
  readonly hf: HyperFormula;
}

/** Sheet contents as HyperFormula takes them, read with exceljs from the written file, from A1. */
function sheetContents(ws: ExcelJS.Worksheet): RawCellContent[][] {
  const rows: RawCellContent[][] = [];
  ws.eachRow({ includeEmpty: false }, (row, r) => {
    const out: RawCellContent[] = [];
    row.eachCell({ includeEmpty: false }, (cell, c) => {
      if (cell.formula) out[c - 1] = hfFormula(cell.formula);
      else {
        const v = excelValue(cell.value);
        out[c - 1] = v === undefined ? null : typeof v === 'object' ? v.error : v;
      }
    });
    rows[r - 1] = Array.from(out, (x) => x ?? null);
  });
  return Array.from(rows, (x) => x ?? []);
}

/**
 * Evaluates an xlsx: sheets from exceljs, names from workbook.xml (sheet-scoped, as written),
 * TRUE/FALSE as names (HyperFormula reads a bare TRUE as a name), AS400.* from the plugin.
 */
export async function evaluateXlsx(
  xlsx: Buffer,
  names: readonly { name: string; localSheetId: number | null; refersTo: string }[],
  metadata: readonly FunctionMetadata[],
  adapters: ReadonlyMap<string, Adapter>,
): Promise<Evaluated> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheets: Record<string, RawCellContent[][]> = {};
  const order: string[] = [];
  book.eachSheet((ws) => {
    sheets[ws.name] = sheetContents(ws);
    order.push(ws.name);
  });
  const namedExpressions: SerializedNamedExpression[] = [
    ...LOGICAL_NAMES,
    // Excel takes a name of letters then digits whose letters pass column XFD (MonthsTo100); HyperFormula refuses any such name.
    // No formula refers to those names, so leaving them out changes no value (a formula that did would fail to parse here).
    ...names
      .filter((n) => !/^[A-Za-z]{4,}\d+$/.test(n.name))
      .map((n) => ({ name: n.name, expression: `=${n.refersTo}`, ...(n.localSheetId === null ? {} : { scope: n.localSheetId }) })),
  ];
  const { plugin, translations } = as400Plugin(metadata, adapters);
  HyperFormula.registerFunctionPlugin(plugin as never, translations);
  try {
    const hf = HyperFormula.buildFromSheets(sheets, { ...CONFIG, language: 'enGB' }, namedExpressions);
    const ids = new Map(order.map((name) => [name, hf.getSheetId(name)!]));
    return {
      hf,
      value(sheet, ref) {
        const addr = hf.simpleCellAddressFromString(ref, ids.get(sheet)!);
        if (!addr) throw new Error(`Not an address: ${ref}`);
        const v = hf.getCellValue(addr);
        if (v instanceof DetailedCellError) return { error: v.value as ErrorCode, message: v.message };
        return v === null ? undefined : (v as Found);
      },
    };
  } finally {
    HyperFormula.unregisterFunctionPlugin(plugin as never);
  }
}
