import { DOMINO_USERS_PER_PARTITION, USERS_PER_CPW } from '../sizing/domino';
import { as400, div, eq, fn, IF, le, mul } from '../formula/expr';
import type { TemplateDef } from '../workbook/define-template';
import type { InputSpec, TableValue } from '../workbook/template';
import { recommendation } from './migration';

/** The Domino servers (partitions) of the system, a line each. */
const PARTITIONS: InputSpec = {
  name: 'Partitions',
  label: 'Domino partitions (servers)',
  kind: 'table',
  value: [['Mail', 828, 2]],
  columns: [
    { name: 'Partition', label: 'Partition', kind: 'text', value: '', optional: true, help: 'A name for the Domino server (partition).' },
    { name: 'Users', label: 'Active mail and calendaring users', kind: 'number', value: '', min: 0, whole: true, help: 'Active users of this partition.' },
    {
      name: 'Complexity',
      label: 'User complexity',
      kind: 'number',
      value: 2,
      min: 0.01,
      help: 'PCR 11.10: 1 is the measured user; a typical user is about 2 times as complex (default 2).',
    },
  ],
  lines: 4,
  help:
    'One line per Domino server (partition): name, active users, user complexity (default 2). Default: ' +
    'PCR 11.10, 460 CPW carry 828 typical users (3.6 x 460 / 2), in one partition.',
};

/** PCR V4R5 Chapter 11: CPW, memory and a model for the Domino mail and calendaring users of one or more partitions. */
export const domino: TemplateDef = {
  id: 'domino',
  title: 'Domino mail',
  sheetName: 'Domino mail',
  summary:
    'Processor CPW, storage pool, a Dedicated Server for Domino and a general-purpose model for the mail and ' +
    'calendaring users of the Domino partitions on a system (PCR V4R5 2.13.1, 11.6, 11.10).',
  inputs: [PARTITIONS],
  sources: [
    'PCR V4R5 11.10 (Mail Serving Capacity Planning): 3.6 mail and calendaring users per CPW at 70% CPU; typical users about twice as complex.',
    'PCR V4R5 11.6 tip 3: storage pool of 60 MB + 1 MB per active user + 16 MB per additional ' +
      'server. Tip 1: best results with at most 3000 active users per partition.',
    'PCR V4R5 2.13.1: Dedicated Servers for Domino are sized by their announced Mail & Calendaring users (AS400.DSDUSERS, ' +
      'AS400.DSDRECOMMEND), divided here by the complexity as 11.10 divides; the 170 DSD features announce simple mail users only.',
    'PCR V4R5 Appendix D.1: the general-purpose model is chosen among the V4R5 8xx and 2xx servers (AS400.RECOMMEND).',
  ],
  build(b, _, { Partitions }) {
    b.heading('Domino partitions (one line per server; blank lines count 0)');
    const lines = b.inputTable(PARTITIONS, Partitions as TableValue, [
      {
        header: 'CPW needed (at 70% CPU)',
        style: 'output',
        format: '#,##0.0',
        cell: (_, at) => ({ expr: IF(eq(at(1), ''), 0, as400('DOMINOCPW', at(1), at(2))) }),
      },
      {
        header: `Within ${DOMINO_USERS_PER_PARTITION} users (11.6 tip 1)`,
        style: 'output',
        cell: (_, at) => ({ expr: IF(eq(at(1), ''), '', IF(le(at(1), DOMINO_USERS_PER_PARTITION), 'Yes', `Over ${DOMINO_USERS_PER_PARTITION}`)) }),
      },
    ]);
    const [, users, , cpws, within] = lines.columns;
    const [from] = within.a1.split(':');
    b.conditionalFormats.push({ ref: within.a1, rules: [{ formula: `=${from}="Over ${DOMINO_USERS_PER_PARTITION}"`, fill: 'warn' }] });
    b.widths = [34, 18, 18, 16, 18];

    b.heading('Results');
    const total = b.output('Active users, all partitions', fn('SUM', users), { name: 'DominoUsers', format: '#,##0' });
    const servers = b.output('Domino partitions (servers)', fn('COUNT', users), { format: '0', note: 'The lines with users.' });
    const cpw = b.output('Processor CPW needed (at 70% CPU)', fn('SUM', cpws), {
      name: 'DominoCPW',
      format: '#,##0.0',
      note: 'Users x complexity / 3.6, added up over the partitions.',
      key: { say: '{} CPW' },
    });
    b.output('Storage pool for Domino (MB)', as400('DOMINOMEMORY', total, servers), {
      format: '#,##0',
      note: '*MACHINE, *SPOOL and other pools come on top.',
      key: { say: '{} MB storage pool' },
    });
    const complexity = b.output('Average user complexity', div(mul(USERS_PER_CPW, cpw), total), {
      format: '0.00',
      note: "3.6 x CPW / users: the partitions' complexities weighted by their users.",
    });
    const dsd = b.output('Dedicated Server for Domino', as400('DSDRECOMMEND', total, complexity), {
      name: 'DominoDSD',
      note: 'PCR 2.13.1: the V4R5 270 or 820 DSD with the fewest announced users that carries them.',
      key: { say: 'a {} DSD' },
    });
    const dsdCarries = b.output('Users that server carries', div(as400('DSDUSERS', dsd), complexity), {
      format: '#,##0',
      note: 'Announced Mail & Calendaring users / the average complexity.',
    });
    b.output('Headroom on that server', div(dsdCarries, total), { format: '0%', note: 'Users it carries / users planned.' });
    const model = b.output('Or a general-purpose V4R5 model', recommendation(b, [cpw]), {
      name: 'DominoModel',
      note: 'PCR 11.10 and D.1: smallest 8xx or 2xx with that CPW, for Domino beside other work.',
      key: { say: 'or a {}' },
    });
    const carries = b.output('Users that model carries', as400('DOMINOUSERS', model, complexity), {
      format: '#,##0',
      note: '3.6 x its CPW / the average complexity.',
    });
    b.output('Headroom on that model', div(carries, total), { format: '0%', note: 'Users it carries / users planned.' });
  },
};
