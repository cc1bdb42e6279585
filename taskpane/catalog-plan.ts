/**
 * The catalog browser's Insert: the chosen Appendix D rows as an Excel table on a sheet of its own,
 * as a WorkbookPlan, so it goes through the same writer as the templates.
 */
import type { Model } from '../addin/catalog/model';
import type { CellPlan, WorkbookPlan } from '../addin/templates/plan';
import { uniqueSheetName } from '../addin/templates';
import { cellAddress, columnLetters } from './a1';

interface Column {
  readonly header: string;
  readonly width: number;
  readonly format?: string;
  readonly value: (m: Model) => string | number | null;
}

export const CATALOG_COLUMNS: readonly Column[] = [
  { header: 'Key', width: 18, value: (m) => m.key },
  { header: 'Model', width: 8, value: (m) => m.model },
  { header: 'Feature', width: 9, value: (m) => m.feature },
  { header: 'Interactive feature', width: 11, value: (m) => m.interactiveFeature },
  { header: 'Family', width: 9, value: (m) => m.family },
  { header: 'Release', width: 9, value: (m) => m.release },
  { header: 'CPUs', width: 6, format: '0', value: (m) => m.cpus },
  { header: 'Processor CPW', width: 11, format: '#,##0.0', value: (m) => m.processorCpw },
  { header: 'Interactive CPW', width: 11, format: '#,##0.0', value: (m) => m.interactiveCpw },
  { header: 'Knee CPW', width: 10, format: '#,##0.0', value: (m) => m.kneeCpw },
  { header: 'Max interactive CPW', width: 11, format: '#,##0.0', value: (m) => m.maxCpw },
  { header: 'Max memory (MB)', width: 11, format: '#,##0', value: (m) => m.maxMemoryMb },
  { header: 'Max disk (GB)', width: 10, format: '#,##0.0', value: (m) => m.maxDiskGb },
  { header: 'Source', width: 60, value: (m) => m.source },
];

export const HEADER_ROW = 3;

export function catalogPlan(rows: readonly Model[], filter: string, existingSheets: readonly string[]): WorkbookPlan {
  const name = uniqueSheetName('AS400 models', existingSheets);
  const cells: CellPlan[] = [
    { ref: 'A1', value: 'AS/400 models: PCR V4R5 Appendix D', style: 'title' },
    { ref: 'A2', value: `${rows.length} row${rows.length === 1 ? '' : 's'}; ${filter}`, style: 'subtitle' },
  ];
  CATALOG_COLUMNS.forEach((col, c) => cells.push({ ref: cellAddress(HEADER_ROW - 1, c), value: col.header }));
  rows.forEach((m, r) => {
    CATALOG_COLUMNS.forEach((col, c) => {
      const v = col.value(m);
      if (v !== null && v !== '') cells.push({ ref: cellAddress(HEADER_ROW + r, c), value: v, ...(col.format && typeof v === 'number' ? { format: col.format } : {}) });
    });
  });
  const last = columnLetters(CATALOG_COLUMNS.length - 1);
  return {
    sheets: [
      {
        name,
        role: 'template',
        widths: CATALOG_COLUMNS.map((c) => c.width),
        cells,
        merges: [],
        names: [],
        validations: [],
        conditionalFormats: [],
        charts: [],
        tables: rows.length > 0 ? [{ name: 'AS400Models', ref: `A${HEADER_ROW}:${last}${HEADER_ROW + rows.length}` }] : [],
        freeze: { rows: HEADER_ROW, columns: 1 },
      },
    ],
  };
}
