import { FAMILIES } from '../../catalog/families';
import { as400 } from '../expr';
import type { TemplateDef } from '../define';

const FAMILY_IDS = Object.keys(FAMILIES);

/** PCR V4R5 2.11 and 2.12: moving between traditional and server models, each ending in a model. */
export const migration: TemplateDef = {
  id: 'migration',
  title: 'Migration',
  sheetName: 'Migration',
  summary: 'Traditional to server (PCR V4R5 2.11) and server to traditional (2.12), each ending in the recommended Appendix D model.',
  inputs: [
    { name: 'TraditionalCPW', label: 'Traditional system CPW', kind: 'number', value: 66.7, min: 0.01, help: 'PCR 2.11 example: a 510-2143, V3R6 CPW 66.7.' },
    { name: 'TraditionalIntUtil', label: 'Its interactive utilization', kind: 'fraction', value: 0.21, help: 'PCR 2.11 example: 21%.' },
    { name: 'CustomServer', label: 'Moving to a custom server', kind: 'flag', value: false, help: 'PCR 2.11: custom servers take 1.0 x P x CPW below 85% (1.5 x from 85%) instead of 3 x P x CPW.' },
    { name: 'ServerFamily', label: 'Server family to choose from', kind: 'choice', value: 'Sxx', choices: FAMILY_IDS, help: 'PCR 2.11 picks from the AS/400e Sxx servers (Table D.4).' },
    { name: 'ServerCPW', label: 'Server C/S CPW', kind: 'number', value: 114, min: 0.01, help: 'PCR 2.12 example: a 170-2160, V4R2 C/S CPW 114.' },
    { name: 'ServerIntUtil', label: 'Its interactive utilization', kind: 'fraction', value: 0.1, help: 'PCR 2.12 example: 10%.' },
    { name: 'ServerBatchUtil', label: 'Its batch utilization', kind: 'fraction', value: 0.5, help: 'PCR 2.12 example: 50%.' },
    { name: 'TargetUtil', label: 'Target utilization', kind: 'fraction', value: 0.7, min: 0.01, help: 'PCR 2.12: divide by 70% to keep the CPU at 70% or less.' },
    { name: 'TraditionalFamily', label: 'Traditional family to choose from', kind: 'choice', value: '6xx', choices: FAMILY_IDS, help: 'PCR 2.12 picks an AS/400e 6xx (Table D.8).' },
  ],
  sources: [
    'PCR V4R5 2.11 (traditional to server: 3 x P x CPW; custom servers 1.0 or 1.5 x P x CPW; the S20-2165 example).',
    'PCR V4R5 2.12 (server to traditional: CPWcs x (I + B) / 0.70; the 620-2180 example).',
    'PCR V4R5 Appendix D (the models recommended from). The recommendation is the model the binding requirement fills most, as both examples pick.',
  ],
  build(b, i) {
    b.heading('Traditional to server (PCR 2.11)');
    const needed = b.output('Server interactive CPW needed', as400('SERVERINTCPW', i.TraditionalCPW, i.TraditionalIntUtil, i.CustomServer), {
      name: 'ServerIntCPWNeeded',
      format: '#,##0.0',
      note: '3 x P x CPW keeps the interactive load at or below the knee (1/3 of the maximum).',
    });
    b.output('Recommended server', as400('RECOMMEND', 0, needed, i.ServerFamily), { note: 'First model of the family with that interactive CPW.' });
    b.heading('Server to traditional (PCR 2.12)');
    const cpw = b.output('Traditional CPW needed', as400('TRADITIONALCPW', i.ServerCPW, i.ServerIntUtil, i.ServerBatchUtil, i.TargetUtil), {
      name: 'TraditionalCPWNeeded',
      format: '#,##0.0',
      note: 'CPWcs x (interactive + batch) / target.',
    });
    b.output('Recommended traditional model', as400('RECOMMEND', cpw, 0, i.TraditionalFamily), { note: 'Smallest model of the family with that CPW.' });
  },
};
