import { printedDrive, tapeRate, TAPE_WORKLOADS } from '../sizing/save';
import { TABLE_15_1_1 } from '../tables/save';
import { isError } from '../errors';
import { as400, IF, le, mul, sub } from '../formula/expr';
import type { TemplateDef } from '../workbook/define-template';

/** Drives the 15.4 formula has a class for: the ones a planner can pick. */
const DRIVES = TABLE_15_1_1.rows.map((r) => printedDrive(String(r[1]))).filter((d) => !isError(tapeRate(d, '2GB')));

/** PCR V4R5 Chapter 15: does a save fit its window? */
export const save: TemplateDef = {
  id: 'save',
  title: 'Save window',
  sheetName: 'Save window',
  summary: 'Hours a save takes with a tape drive and workload (PCR V4R5 15.4-15.7, Table 15.1.1), against the window it must fit in.',
  inputs: [
    { name: 'DataGB', label: 'Data to save', kind: 'number', value: 500, min: 0, unit: 'GB', help: 'GB of 1000 MB, as Chapter 15 converts (line 5508).' },
    { name: 'Drive', label: 'Tape drive', kind: 'choice', value: '3590E', choices: DRIVES, help: 'Table 15.1.1. Default: the 3590E of the 15.7 example.' },
    {
      name: 'Workload',
      label: 'Workload',
      kind: 'choice',
      value: '2GB',
      choices: [...TAPE_WORKLOADS],
      help: '15.3: 2GB large file, NUMX user mix, DLO folders, NSRC source files.',
    },
    {
      name: 'Drives',
      label: 'Tape drives in parallel',
      kind: 'number',
      value: 1,
      min: 1,
      max: 32,
      whole: true,
      help: 'Add-in assumption: n drives save n times as fast; Tables 15.17.x show real parallel rates fall short.',
    },
    { name: 'WindowHours', label: 'Save window', kind: 'number', value: 4, min: 0, unit: 'hours', help: 'The time the save must fit in.' },
  ],
  sources: [
    'PCR V4R5 15.4: MB/HR = Rate (MB/S) x LossFromWorkLoadType x Compaction x 3600; Table 15.1.1 (speed, ' +
      "compaction); 15.5-15.7 (loss by drive class). An idea of a drive's rate, not a measurement (line 5416).",
    'Hours = GB x 1000 / MB per hour (add-in rule; the chapter states rates in MB/HR). Parallel drives assumed to add up: an add-in assumption.',
  ],
  build(b, { DataGB, Drive, Workload, Drives, WindowHours }) {
    b.heading('Results');
    const rate = b.output('Rate of one drive (MB/HR)', as400('TAPERATE', Drive, Workload), { name: 'DriveRate', format: '#,##0', note: 'PCR 15.4 formula.' });
    const total = b.output('Rate of all drives (MB/HR)', mul(rate, Drives), { format: '#,##0' });
    const hours = b.output('Hours needed', as400('SAVEHOURS', DataGB, total), { name: 'HoursNeeded', format: '0.00', key: { say: '{} hours' } });
    b.output('Hours to spare', sub(WindowHours, hours), { format: '0.00' });
    const fits = b.output('Fits the window', IF(le(hours, WindowHours), 'Fits', 'Does not fit'), {
      key: { say: '{}', words: { Fits: 'fits the window', 'Does not fit': 'does not fit the window' } },
    });
    b.shadeWords(fits.a1, { Fits: 'good', 'Does not fit': 'bad' });
  },
};
