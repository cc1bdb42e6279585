import { DOCUMENTS } from '../about';
import { CATALOG } from '../catalog/catalog';
import type { Model } from '../catalog/model';
import { columnLetter } from '../formula/a1';
import type { TemplateDef } from '../workbook/define-template';
import type { Scalar } from '../workbook/plan';

export interface CatalogColumn {
  readonly header: string;
  readonly width: number;
  readonly format?: string;
  readonly get: (m: Model) => Scalar | null;
  /** Where the column shows: the catalog template's sheet, the task pane's Insert of chosen rows, or both (absent). */
  readonly only?: 'sheet' | 'insert';
}

/** Every column a catalog sheet can show, in the order both show them, defined once for the template and the task pane's Insert. */
export const CATALOG_COLUMNS = {
  key: { header: 'Key', width: 18, get: (m) => m.key },
  model: { header: 'Model', width: 8, get: (m) => m.model },
  feature: { header: 'Feature', width: 10, get: (m) => m.feature },
  interactiveFeature: { header: 'Interactive feature', width: 11, get: (m) => m.interactiveFeature },
  family: { header: 'Family', width: 10, get: (m) => m.family },
  release: { header: 'Release', width: 10, get: (m) => m.release },
  cpus: { header: 'CPUs', width: 6, format: '0', get: (m) => m.cpus },
  processorCpw: { header: 'Processor CPW', width: 11, format: '#,##0.0', get: (m) => m.processorCpw },
  interactiveCpw: { header: 'Interactive CPW', width: 11, format: '#,##0.0', get: (m) => m.interactiveCpw },
  kneeCpw: { header: 'Knee CPW', width: 10, format: '#,##0.0', get: (m) => m.kneeCpw },
  maxCpw: { header: 'Max interactive CPW', width: 11, format: '#,##0.0', get: (m) => m.maxCpw },
  kneePct: { header: 'Interactive CPU % at knee', width: 11, get: (m) => m.kneePct, only: 'sheet' },
  maxPct: { header: 'Interactive CPU % at max', width: 11, get: (m) => m.maxPct, only: 'sheet' },
  published: { header: 'Published (bold in print)', width: 10, get: (m) => m.published, only: 'sheet' },
  maxMemoryMb: { header: 'Max memory (MB)', width: 11, format: '#,##0', get: (m) => m.maxMemoryMb, only: 'insert' },
  maxDiskGb: { header: 'Max disk (GB)', width: 10, format: '#,##0.0', get: (m) => m.maxDiskGb, only: 'insert' },
  quirks: { header: 'Misprints and notes', width: 40, get: (m) => (m.quirks.length ? m.quirks.join(' ') : null), only: 'sheet' },
  source: { header: 'Source', width: 70, get: (m) => m.source },
} satisfies Record<string, CatalogColumn>;

/** The columns a catalog sheet shows where (`only`), in their definition's order. */
export function catalogColumns(where: 'sheet' | 'insert'): readonly CatalogColumn[] {
  return Object.values<CatalogColumn>(CATALOG_COLUMNS).filter((c) => c.only === undefined || c.only === where);
}

const COLUMNS = catalogColumns('sheet');

const HEADER = 3;

/** The whole Appendix D catalog as an Excel table: filters, a frozen header, the source of each row. */
export const catalog: TemplateDef = {
  id: 'catalog',
  title: 'Hardware catalog',
  sheetName: 'Hardware catalog',
  // The full title here, on every printed page with the frozen rows: the footer cites the PCR briefly, and the sheet has no Sources block.
  summary: `Every row of PCR V4R5 Appendix D (${CATALOG.length} rows; ${DOCUMENTS[0][1]}), values as printed, with its table and seed line.`,
  inputs: [],
  sources: ['PCR V4R5 Appendix D, Tables D.1-D.9 (the Source column names the table and line of each row).'],
  bare: true,
  build(b) {
    b.row = HEADER;
    b.table({
      rows: CATALOG,
      // The long texts (misprints, the source) wrap in their columns: the listing prints one page wide, nothing cut.
      columns: COLUMNS.map(({ header, format, get }) => {
        const long = header === CATALOG_COLUMNS.quirks.header || header === CATALOG_COLUMNS.source.header;
        return {
          header,
          format,
          cell: (m: Model) => {
            const value = get(m) ?? undefined;
            return long && value !== undefined ? { value, style: 'wrapped' as const } : { value };
          },
        };
      }),
    });
    b.widths = COLUMNS.map((c) => c.width);
    const last = HEADER + CATALOG.length;
    const lastColumn = columnLetter(COLUMNS.length - 1);
    b.tables.push({ name: `AS400_${b.ctx.sheet.replace(/[^A-Za-z0-9]/g, '_')}`, ref: `A${HEADER}:${lastColumn}${last}` });
    b.freeze = { rows: HEADER, columns: 1 };
  },
};
