/**
 * BENCHMARKS.md, "HyperFormula, 10,000 live rows": a 10,000-row sheet of =AS400.EIU(key, u) calculated in HyperFormula, against
 * the same sheet in portable native formulas (INDEX/MATCH over the AS400 Catalog support sheet,
 * the expansion the templates write). HyperFormula is GPL: it is used here and in tests only.
 */
import { HyperFormula, type RawCellContent, type SerializedNamedExpression } from 'hyperformula';
import { performance } from 'perf_hooks';
import { loadFunctions, functionMetadata } from '../cli/registry';
import { as400Plugin, CONFIG as HF_CONFIG, planContents } from '../support/hyperformula';
import { supportName } from '../addin/workbook/layout';
import { as400 } from '../addin/formula/expr';
import { render } from '../addin/formula/render';
import { expand } from '../addin/functions';
import { CATALOG_SHEET, supportSheets, TABLES_SHEET } from '../addin/workbook/support';
import { onSheet } from '../addin/formula/a1';
import { CATALOG } from '../addin/catalog/catalog';
import { figure, type Figure } from './measure';
import { median } from '../support/median';

const ROWS = 10_000;
const CONFIG = { ...HF_CONFIG, language: 'enGB' };

/** The 10,000 rows: 7xx keys (which have a knee) and utilizations across the curve. */
function data(formula: (row: number) => string): RawCellContent[][] {
  const keys = CATALOG.filter((m) => m.family === '7xx').map((m) => m.key);
  return Array.from({ length: ROWS }, (_, i) => [keys[i % keys.length], (i % 100) / 250, formula(i + 1)]);
}

function medianMs(build: () => HyperFormula, repeats: number): { ms: number; sample: HyperFormula } {
  const times: number[] = [];
  let sample = build();
  sample.destroy();
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    sample = build();
    times.push(performance.now() - start);
    if (i < repeats - 1) sample.destroy();
  }
  return { ms: median(times), sample };
}

export async function engineFigures(repeats = 5): Promise<Figure[]> {
  const adapters = loadFunctions();
  const { functions } = await functionMetadata();
  const { sheets, ranges } = supportSheets({ catalog: CATALOG_SHEET, tables: TABLES_SHEET });
  const names = new Map<string, string>();
  const portableText = (row: number): string =>
    render(as400('EIU', { k: 'ref', a1: `A${row}` }, { k: 'ref', a1: `B${row}` }), {
      mode: 'portable',
      supportName: (id) => {
        const name = supportName(id);
        names.set(name, onSheet(CATALOG_SHEET, (ranges.get(id) as { range: string }).range));
        return name;
      },
      expand,
    }).text;
  const portable = { Data: data(portableText), [CATALOG_SHEET]: planContents(sheets[0]) };
  const named: SerializedNamedExpression[] = [...names].map(([name, ref]) => ({ name, expression: `=${ref}` }));
  const live = { Data: data((row) => `=AS400.EIU(A${row},B${row})`) };

  const { plugin, translations } = as400Plugin(functions, adapters);
  HyperFormula.registerFunctionPlugin(plugin as never, translations);
  try {
    const l = medianMs(() => HyperFormula.buildFromSheets(live, CONFIG), repeats);
    const p = medianMs(() => HyperFormula.buildFromSheets(portable, CONFIG, named), repeats);
    // Both sheets must agree before their times mean anything.
    for (const row of [0, 37, 73, 99, 4321, ROWS - 1]) {
      const a = l.sample.getCellValue({ sheet: 0, row, col: 2 });
      const b = p.sample.getCellValue({ sheet: p.sample.getSheetId('Data') as number, row, col: 2 });
      if (typeof a !== 'number' || typeof b !== 'number' || Math.abs(a - b) > 1e-9 * Math.max(1, Math.abs(a))) {
        throw new Error(`live and portable EIU disagree on row ${row + 1}: ${String(a)} vs ${String(b)}`);
      }
    }
    l.sample.destroy();
    p.sample.destroy();
    return [
      figure(
        `HyperFormula: ${ROWS.toLocaleString('en-US')} live EIU rows, per row`,
        (l.ms * 1e6) / ROWS,
        'the same rows in portable formulas',
        (p.ms * 1e6) / ROWS,
        1,
      ),
    ];
  } finally {
    HyperFormula.unregisterFunctionPlugin(plugin as never);
  }
}

if (require.main === module) {
  void engineFigures().then((f) => console.log(f));
}
