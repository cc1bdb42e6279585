import { as400, div } from '../expr';
import type { TemplateDef } from '../define';

/** PCR V4R5 Chapter 11: CPW, memory and a model for Domino mail and calendaring users. */
export const domino: TemplateDef = {
  id: 'domino',
  title: 'Domino mail',
  sheetName: 'Domino mail',
  summary: 'Processor CPW, storage pool and a model for Domino mail and calendaring users (PCR V4R5 11.6, 11.10).',
  inputs: [
    { name: 'Users', label: 'Active mail and calendaring users', kind: 'number', value: 828, min: 0, help: 'PCR 11.10: 460 CPW carry 828 typical users (3.6 x 460 / 2).' },
    { name: 'Complexity', label: 'User complexity', kind: 'number', value: 2, min: 0.01, help: 'PCR 11.10: 1 is the measured user; a typical user is about 2 times as complex.' },
    { name: 'Partitions', label: 'Domino partitions (servers)', kind: 'number', value: 1, min: 1, max: 1000, whole: true, help: 'PCR 11.6 tip 3: each additional server needs 16 MB more.' },
  ],
  sources: [
    'PCR V4R5 11.10 (Mail Serving Capacity Planning): 3.6 mail and calendaring users per CPW at 70% CPU; typical users about twice as complex.',
    'PCR V4R5 11.6 tip 3: storage pool of 60 MB + 1 MB per active user + 16 MB per additional server.',
    'PCR V4R5 2.13: Dedicated Servers for Domino are sized by their announced users (AS400.DSDUSERS), not by this rule.',
  ],
  build(b, { Users, Complexity, Partitions }) {
    b.heading('Results');
    const cpw = b.output('Processor CPW needed (at 70% CPU)', as400('DOMINOCPW', Users, Complexity), { name: 'DominoCPW', format: '#,##0.0', note: 'Users x complexity / 3.6.' });
    b.output('Storage pool for Domino (MB)', as400('DOMINOMEMORY', Users, Partitions), { format: '#,##0', note: '*MACHINE, *SPOOL and other pools come on top.' });
    const model = b.output('Recommended model', as400('RECOMMEND', cpw), { name: 'DominoModel', note: 'Smallest Appendix D model with that CPW (Dedicated Servers for Domino left out: see 2.13).' });
    const carries = b.output('Users that model carries', as400('DOMINOUSERS', model, Complexity), { format: '#,##0', note: '3.6 x its CPW / complexity.' });
    b.output('Headroom', div(carries, Users), { format: '0%', note: 'Users it carries / users planned.' });
  },
};
