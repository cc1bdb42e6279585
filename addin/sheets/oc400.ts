import { OC400_CLIENT_FACTOR, OC400_SERVER_FACTOR, TABLE_5_3_OC400 } from '../tables/communications';
import { as400, div, mul } from '../formula/expr';
import type { TemplateDef } from '../workbook/define-template';
import { a1, absolute } from '../formula/a1';
import type { TableColumn } from '../workbook/layout';

const SHARES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6];
const MACHINES = [1, 2, 3, 4, 5, 6, 7];

/** The cells Table 5.3 prints a number in ("--" elsewhere), by share and machines. */
const printed = (share: number, n: number): boolean => {
  const row = TABLE_5_3_OC400.rows.find((r) => Math.abs(Number(r[1]) - share * 100) < 1e-9);
  return row !== undefined && row[1 + n] !== '--';
};

/** PCR V4R5 5.5: capacity growth of an OC/400 database server with application machines. */
export const oc400: TemplateDef = {
  id: 'oc400',
  title: 'OptiConnect growth',
  sheetName: 'OptiConnect growth',
  summary: 'Capacity growth over a single system of one OC/400 database server and n application machines (PCR V4R5 5.5, OC/400 Table 5.3), with a what-if.',
  inputs: [
    {
      name: 'DbShare',
      label: 'Database share of the single system',
      kind: 'fraction',
      value: 0.3,
      help: "Share of the single system's CPU spent in database work (Table 5.3 rows: 10% to 60%).",
    },
    {
      name: 'AppMachines',
      label: 'Application machines',
      kind: 'number',
      value: 3,
      min: 1,
      max: 31,
      whole: true,
      help: 'OC/400 shares one bus among at most 32 systems (PCR 5.5, line 2152).',
    },
    {
      name: 'ClientFactor',
      label: 'Client factor',
      kind: 'number',
      value: OC400_CLIENT_FACTOR,
      min: 0.01,
      help: 'PCR 5.5 (line 2172): OC/400 CPU on the application machine per unit of database work.',
    },
    {
      name: 'ServerFactor',
      label: 'Server factor',
      kind: 'number',
      value: OC400_SERVER_FACTOR,
      min: 0.01,
      help: 'PCR 5.5 (line 2173): database server CPU per unit of remote database work.',
    },
  ],
  sources: [
    'PCR V4R5 5.5, OC/400 Table 5.3 (growth, printed for client factor 1.8 and server factor 1.2): printed cells are outlined.',
    'The growth model behind the table (add-in derivation, reproduces every printed number to two ' +
      'decimals): MIN(1 + n a (1 - sf d), 1 / (sf d)), a = 1 / (1 + (cf - 1) d).',
    'Shaded cells: the database server is saturated (1 / (sf d)); Table 5.3 prints "--" from one machine after saturation.',
  ],
  build(b, { DbShare, AppMachines, ClientFactor, ServerFactor }) {
    b.heading('What-if');
    b.output('Capacity growth', as400('OC400GROWTH', DbShare, AppMachines, ClientFactor, ServerFactor), {
      format: '0.00',
      note: 'Times the work of the single system.',
      key: { say: '{} times the work of the single system' },
    });
    b.output('Growth at which the server saturates', div(1, mul(ServerFactor, DbShare)), { format: '0.00', note: '1 / (server factor x database share).' });

    b.heading('Growth grid: database share (rows) by application machines (columns)');
    const grid = b.table({
      rows: SHARES,
      columns: [
        { header: 'DB share \\ machines', style: 'key', format: '0%', cell: (d) => ({ value: d }) },
        ...MACHINES.map((n): TableColumn<number> => ({
          header: `${n}-A`,
          format: '0.00',
          cell: (d, at) => ({ expr: as400('OC400GROWTH', at(0), n, ClientFactor, ServerFactor), style: printed(d, n) ? 'printed' : undefined }),
        })),
      ],
    });
    const first = a1(grid.first, 1);
    const last = a1(grid.last, MACHINES.length);
    const server = absolute(ServerFactor.a1);
    b.conditionalFormats.push({ ref: `${first}:${last}`, rules: [{ formula: `=${first}>=1/(${server}*$A${grid.first})-1E-9`, fill: 'shade' }] });
    // The grid's columns alike, narrow enough for one page; the notes wrap across them.
    b.widths = [34, ...MACHINES.map(() => 12)];
  },
};
