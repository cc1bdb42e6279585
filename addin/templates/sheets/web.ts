import { WEB_TRANSACTIONS } from '../../sizing/web';
import { PAGE_SIZES_KB } from '../../tables/web';
import { as400, div, eq, fn, IF } from '../expr';
import type { TemplateDef } from '../define';
import { a1 } from '../a1';

/** Example lines: 6.1 Example 2 (175 CGI trans/sec), then lines a planner edits; blank lines count 0. */
const MIX: readonly (readonly [type: string, secure: boolean, pageKb: number | '', rate: number | ''])[] = [
  ['cgi-named', false, '', 175],
  ['static-cached', false, '', 100],
  ['static', false, 10, 40],
  ['servlet', true, '', 20],
  ['', false, '', ''],
  ['', false, '', ''],
];

const blank = <T>(x: T | ''): T | undefined => (x === '' ? undefined : x);

/** PCR V4R5 6.1: CPW of a web transaction mix, the model it needs, and HTTP server threads. */
export const web: TemplateDef = {
  id: 'web',
  title: 'Web serving',
  sheetName: 'Web sizing',
  summary: 'CPW of a web transaction mix (PCR V4R5 6.1, Tables 6.1 and 6.2), the model it needs at a target utilization, and the HTTP server threads to start with.',
  inputs: [
    { name: 'Model', label: 'Current or planned model', kind: 'model', value: '170-2386', help: 'Appendix D key. Default: the 170-2386 (460 CPW) of PCR 6.1 Example 1.' },
    { name: 'TargetUtil', label: 'Target CPU utilization', kind: 'fraction', value: 0.7, min: 0.01, help: 'Share of the CPU web serving may use (PCR 2.12 plans at 70%).' },
  ],
  sources: [
    'PCR V4R5 6.1, Table 6.1 (CPU time metric, CPW per trans/sec, nonsecure and secure) and Example 2 (required CPW = rate x metric, summed over a mix).',
    'PCR V4R5 6.1, Table 6.2 (page sizes, nonsecure static and proxy only): CPW = rate / (trans/sec per CPW).',
    'PCR V4R5 6.1 tip 13a: HTTP threads = web CPW / 20. Measured on a 170-2386: web capacities may not scale exactly by CPW.',
  ],
  build(b, { Model, TargetUtil }) {
    b.heading('Transaction mix (edit the lines; blank lines count 0)');
    const mix = b.table({
      rows: MIX,
      columns: [
        // A blank line is an empty input cell, not an empty text: the formulas test it with ="".
        { header: 'Transaction', style: 'input', cell: (l) => ({ value: blank(l[0]) }) },
        { header: 'Secure', style: 'input', cell: (l) => ({ value: l[1] }) },
        { header: 'Page size (KB, Table 6.2)', style: 'input', cell: (l) => ({ value: blank(l[2]) }) },
        { header: 'Rate (trans/sec)', style: 'input', format: '#,##0.0', cell: (l) => ({ value: blank(l[3]) }) },
        {
          header: 'CPW',
          style: 'output',
          format: '#,##0.0',
          cell: (_, at) => ({
            expr: IF(
              eq(at(0), ''),
              0,
              IF(eq(at(2), ''), as400('WEBCPW', at(3), at(0), at(1)), div(at(3), as400('WEBCAPACITY', 1, at(0), at(1), 1, at(2)))),
            ),
          }),
        },
      ],
    });
    const range = (j: number): string => `${a1(mix.first, j)}:${a1(mix.last, j)}`;
    b.validations.push(
      { ref: range(0), kind: 'list', items: WEB_TRANSACTIONS.map((t) => t.id), error: 'A transaction of Table 6.1.' },
      { ref: range(1), kind: 'list', items: ['TRUE', 'FALSE'], error: 'TRUE or FALSE.' },
      { ref: range(2), kind: 'list', items: PAGE_SIZES_KB.map(String), error: 'A page size of Table 6.2 (KB), or blank.' },
      { ref: range(3), kind: 'decimal', min: 0, max: 1e9, error: 'Transactions per second, 0 or more.' },
    );
    b.widths = [34, 18, 18, 16, 14];

    b.heading('Results');
    const total = b.output('Web CPW of the mix', fn('SUM', mix.columns[4]), { name: 'WebCPW', format: '#,##0.0', note: 'PCR 6.1 Example 2: add up the lines.' });
    const needed = b.output('CPW needed at the target', div(total, TargetUtil), { name: 'CPWNeeded', format: '#,##0.0', note: 'Web CPW / target utilization.' });
    b.output('Recommended model', as400('RECOMMEND', needed), { note: 'Smallest Appendix D model with that processor CPW (any family but Domino-only).' });
    const util = b.output('Utilization of the current model', div(total, as400('CPW', Model)), { format: '0.0%', note: 'Web CPW / processor CPW of the model above.' });
    b.conditionalFormats.push({
      ref: util.a1,
      rules: [
        { formula: `=${util.a1}<=${TargetUtil.name}`, fill: 'good' },
        { formula: `=${util.a1}<=1`, fill: 'warn' },
        { formula: `=${util.a1}>1`, fill: 'bad' },
      ],
    });
    b.output('HTTP server threads to start with', as400('HTTPTHREADS', total), { format: '0', note: 'PCR 6.1 tip 13a: web CPW / 20 (CHGHTTPA MaxActiveThreads).' });
  },
};
