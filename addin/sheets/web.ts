import { WEB_TRANSACTIONS } from '../sizing/web';
import { PAGE_SIZES_KB } from '../tables/web';
import { as400, div, eq, fn, IF } from '../formula/expr';
import type { TemplateDef } from '../workbook/define-template';
import type { InputSpec, TableValue } from '../workbook/template';
import { recommendation } from './migration';

/** A line of the transaction mix: the columns of the Mix input, checked as the sheet's lists check them. */
const MIX_COLUMNS: readonly InputSpec[] = [
  {
    name: 'Transaction',
    label: 'Transaction',
    kind: 'choice',
    value: '',
    choices: WEB_TRANSACTIONS.map((t) => t.id),
    help: 'A transaction of PCR 6.1 Table 6.1.',
  },
  { name: 'Secure', label: 'Secure', kind: 'flag', value: false, help: 'TRUE for SSL: the secure columns of Table 6.1 (default FALSE).' },
  {
    name: 'PageKB',
    label: 'Page size (KB, Table 6.2)',
    kind: 'number',
    value: '',
    optional: true,
    choices: PAGE_SIZES_KB.map(String),
    help: 'Nonsecure static and proxy transactions only: Table 6.2 by page size; blank for Table 6.1.',
  },
  { name: 'Rate', label: 'Rate (trans/sec)', kind: 'number', value: '', min: 0, format: '#,##0.0', help: 'Transactions per second at the peak.' },
];

/** PCR 6.1 Example 2 (175 CGI trans/sec), then lines of the other kinds a planner edits. */
const MIX: TableValue = [
  ['cgi-named', false, null, 175],
  ['static-cached', false, null, 100],
  ['static', false, 10, 40],
  ['servlet', true, null, 20],
];

const MIX_INPUT: InputSpec = {
  name: 'Mix',
  label: 'Transaction mix',
  kind: 'table',
  value: MIX,
  columns: MIX_COLUMNS,
  lines: 6,
  max: 50,
  help:
    'One line per transaction type: transaction, secure, page size (Table 6.2, or blank), rate. ' +
    'Default: PCR 6.1 Example 2 (175 CGI trans/sec) and three lines of other kinds.',
};

/** PCR V4R5 6.1: CPW of a web transaction mix, the model it needs, and HTTP server threads. */
export const web: TemplateDef = {
  id: 'web',
  title: 'Web serving',
  sheetName: 'Web sizing',
  summary:
    'CPW of a web transaction mix (PCR V4R5 6.1, Tables 6.1 and 6.2), the model it needs at a target utilization, and the HTTP server threads to start with.',
  inputs: [
    {
      name: 'Model',
      label: 'Current or planned model',
      kind: 'model',
      value: '170-2386',
      help: 'Appendix D key. Default: the 170-2386 (460 CPW) of PCR 6.1 Example 1.',
    },
    {
      name: 'TargetUtil',
      label: 'Target CPU utilization',
      kind: 'fraction',
      value: 0.7,
      min: 0.01,
      help: 'Share of the CPU web serving may use (PCR 2.12 plans at 70%).',
    },
    MIX_INPUT,
  ],
  sources: [
    'PCR V4R5 6.1, Table 6.1 (CPU time metric, CPW per trans/sec, nonsecure and secure) and Example 2 (required CPW = rate x metric, summed over a mix).',
    'PCR V4R5 6.1, Table 6.2 (page sizes, nonsecure static and proxy only): CPW = rate / (trans/sec per CPW).',
    'PCR V4R5 6.1 tip 13a: HTTP threads = web CPW / 20. Measured on a 170-2386: web capacities may not scale exactly by CPW.',
  ],
  build(b, { Model, TargetUtil }, { Mix }) {
    b.heading('Transaction mix (edit the lines; blank lines count 0)');
    // A blank line is a line of empty input cells, not of empty texts: the formulas test it with ="".
    const mix = b.inputTable(MIX_INPUT, Mix as TableValue, [
      {
        header: 'CPW',
        style: 'output',
        format: '#,##0.0',
        cell: (_, at) => ({
          expr: IF(eq(at(0), ''), 0, IF(eq(at(2), ''), as400('WEBCPW', at(3), at(0), at(1)), div(at(3), as400('WEBCAPACITY', 1, at(0), at(1), 1, at(2))))),
        }),
      },
    ]);
    b.widths = [34, 18, 18, 16, 14];

    b.heading('Results');
    const total = b.output('Web CPW of the mix', fn('SUM', mix.columns[4]), {
      name: 'WebCPW',
      format: '#,##0.0',
      note: 'PCR 6.1 Example 2: add up the lines.',
      key: { say: 'Web CPW {}' },
    });
    const needed = b.output('CPW needed at the target', div(total, TargetUtil), {
      name: 'CPWNeeded',
      format: '#,##0.0',
      note: 'Web CPW / target utilization.',
    });
    b.output('Recommended model', recommendation(b, [needed]), {
      note: 'Smallest Appendix D model with that processor CPW (any family but Domino-only).',
      key: { say: 'needs a {}' },
    });
    const util = b.output('Utilization of the current model', div(total, as400('CPW', Model)), {
      format: '0.0%',
      note: 'Web CPW / processor CPW of the model above.',
      key: { say: '{} of the current model' },
    });
    b.conditionalFormats.push({
      ref: util.a1,
      rules: [
        { formula: `=${util.a1}<=${TargetUtil.name}`, fill: 'good' },
        { formula: `=${util.a1}<=1`, fill: 'warn' },
        { formula: `=${util.a1}>1`, fill: 'bad' },
      ],
    });
    b.output('HTTP server threads to start with', as400('HTTPTHREADS', total), {
      format: '0',
      note: 'PCR 6.1 tip 13a: web CPW / 20 (CHGHTTPA MaxActiveThreads).',
    });
  },
};
