import { CATALOG } from '../../catalog/catalog';
import type { Model } from '../../catalog/model';
import type { TemplateDef } from '../define';
import type { Scalar } from '../plan';

const COLUMNS: readonly (readonly [header: string, width: number, get: (m: Model) => Scalar | null, format?: string])[] = [
  ['Key', 18, (m) => m.key],
  ['Model', 8, (m) => m.model],
  ['Feature', 10, (m) => m.feature],
  ['Interactive feature', 11, (m) => m.interactiveFeature],
  ['Family', 10, (m) => m.family],
  ['Release', 10, (m) => m.release],
  ['CPUs', 6, (m) => m.cpus],
  ['Processor CPW', 11, (m) => m.processorCpw, '#,##0.0'],
  ['Interactive CPW', 11, (m) => m.interactiveCpw, '#,##0.0'],
  ['Knee CPW', 10, (m) => m.kneeCpw, '#,##0.0'],
  ['Max interactive CPW', 11, (m) => m.maxCpw, '#,##0.0'],
  ['Interactive CPU % at knee', 11, (m) => m.kneePct],
  ['Interactive CPU % at max', 11, (m) => m.maxPct],
  ['Published (bold in print)', 10, (m) => m.published],
  ['Misprints and notes', 40, (m) => (m.quirks.length ? m.quirks.join(' ') : null)],
  ['Source', 70, (m) => m.source],
];

const HEADER = 3;

/** The whole Appendix D catalog as an Excel table: filters, a frozen header, the source of each row. */
export const catalog: TemplateDef = {
  id: 'catalog',
  title: 'Hardware catalog',
  sheetName: 'Hardware catalog',
  summary: `Every row of PCR V4R5 Appendix D (${CATALOG.length} rows), values as printed, with its table and seed line.`,
  inputs: [],
  sources: ['PCR V4R5 Appendix D, Tables D.1-D.9 (the Source column names the table and line of each row).'],
  bare: true,
  build(b) {
    b.row = HEADER;
    b.table({
      rows: CATALOG,
      columns: COLUMNS.map(([header, , get, format]) => ({ header, format, cell: (m: Model) => ({ value: get(m) ?? undefined }) })),
    });
    b.widths = COLUMNS.map((c) => c[1]);
    const last = HEADER + CATALOG.length;
    const lastColumn = String.fromCharCode(64 + COLUMNS.length);
    b.tables.push({ name: `AS400_${b.ctx.sheet.replace(/[^A-Za-z0-9]/g, '_')}`, ref: `A${HEADER}:${lastColumn}${last}` });
    b.freeze = { rows: HEADER, columns: 1 };
  },
};
