import { as400, div } from '../expr';
import type { TemplateDef } from '../define';

/** PCR V4R5 Chapter 11: CPW, memory and a model for Domino mail and calendaring users. */
export const domino: TemplateDef = {
  id: 'domino',
  title: 'Domino mail',
  sheetName: 'Domino mail',
  summary: 'Processor CPW, storage pool, a Dedicated Server for Domino and a general-purpose model for mail and calendaring users (PCR V4R5 2.13.1, 11.6, 11.10).',
  inputs: [
    { name: 'Users', label: 'Active mail and calendaring users', kind: 'number', value: 828, min: 1, help: 'PCR 11.10: 460 CPW carry 828 typical users (3.6 x 460 / 2).' },
    { name: 'Complexity', label: 'User complexity', kind: 'number', value: 2, min: 0.01, help: 'PCR 11.10: 1 is the measured user; a typical user is about 2 times as complex.' },
    { name: 'Partitions', label: 'Domino partitions (servers)', kind: 'number', value: 1, min: 1, max: 1000, whole: true, help: 'PCR 11.6 tip 3: each additional server needs 16 MB more.' },
  ],
  sources: [
    'PCR V4R5 11.10 (Mail Serving Capacity Planning): 3.6 mail and calendaring users per CPW at 70% CPU; typical users about twice as complex.',
    'PCR V4R5 11.6 tip 3: storage pool of 60 MB + 1 MB per active user + 16 MB per additional server.',
    'PCR V4R5 2.13.1: Dedicated Servers for Domino are sized by their announced Mail & Calendaring users (AS400.DSDUSERS, AS400.DSDRECOMMEND), divided here by the complexity as 11.10 divides; the 170 DSD features announce simple mail users only.',
    'PCR V4R5 Appendix D.1: the general-purpose model is chosen among the V4R5 8xx and 2xx servers (AS400.RECOMMEND).',
  ],
  build(b, { Users, Complexity, Partitions }) {
    b.heading('Results');
    const cpw = b.output('Processor CPW needed (at 70% CPU)', as400('DOMINOCPW', Users, Complexity), { name: 'DominoCPW', format: '#,##0.0', note: 'Users x complexity / 3.6.' });
    b.output('Storage pool for Domino (MB)', as400('DOMINOMEMORY', Users, Partitions), { format: '#,##0', note: '*MACHINE, *SPOOL and other pools come on top.' });
    const dsd = b.output('Dedicated Server for Domino', as400('DSDRECOMMEND', Users, Complexity), { name: 'DominoDSD', note: 'PCR 2.13.1: the V4R5 270 or 820 DSD with the fewest announced users that carries them.' });
    const dsdCarries = b.output('Users that server carries', div(as400('DSDUSERS', dsd), Complexity), { format: '#,##0', note: 'Announced Mail & Calendaring users / complexity.' });
    b.output('Headroom on that server', div(dsdCarries, Users), { format: '0%', note: 'Users it carries / users planned.' });
    const model = b.output('Or a general-purpose V4R5 model', as400('RECOMMEND', cpw), { name: 'DominoModel', note: 'PCR 11.10 and D.1: smallest 8xx or 2xx with that CPW, for Domino beside other work.' });
    const carries = b.output('Users that model carries', as400('DOMINOUSERS', model, Complexity), { format: '#,##0', note: '3.6 x its CPW / complexity.' });
    b.output('Headroom on that model', div(carries, Users), { format: '0%', note: 'Users it carries / users planned.' });
  },
};
