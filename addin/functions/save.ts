/** Save and restore (PCR V4R5 Chapter 15). */
import { saveHours as saveHoursCore, tapeCpus as tapeCpusCore, tapeRate as tapeRateCore, tapeRateRaw as tapeRateRawCore } from '../sizing/save';
import { div, mul } from '../formula/expr';
import { cells, cellwise, custom, fraction, number, optional, text } from './define-function';
import { blockCell } from './portable';

const RAW_ARGS = [number('mb_per_s', { above: 0 }), fraction('retained_fraction', { above: 0 }), number('compaction', { above: 0 })] as const;

const SRRATE_ARGS = [text('table'), optional(text('row'), null), optional(text('operation'), null), optional(text('column'), null)] as const;

/** Its twin, 15.4: the rate of the drive and workload in the tables sheet's tape block. */
const TAPERATE = cells([text('drive'), text('workload')] as const, tapeRateCore, ([drive, workload]) =>
  blockCell('tape.rates', 'tape.drive', 'tape.rates#header', drive, workload),
);
const TAPERATERAW = cells(RAW_ARGS, tapeRateRawCore);
/** Its twin: GB x 1000 / MB per hour. */
const SAVEHOURS = cells([number('size_gb', { min: 0 }), number('rate_mb_per_hr', { above: 0 })] as const, saveHoursCore, ([gb, rate]) =>
  div(mul(gb, 1000), rate),
);
const TAPECPUS = cells([number('drives', { min: 0, integer: true }), text('workload')] as const, tapeCpusCore);
/** The measured tables load on the first call: most workbooks never ask, and every recalculation loads the functions bundle. */
const SRRATE = custom(SRRATE_ARGS, async (args, finish) => {
  const { measuredRate } = await import(/* webpackChunkName: "save-rates" */ '../sizing/save-rates');
  return cellwise(SRRATE_ARGS, measuredRate, args, finish);
});

export const SAVE = { TAPERATE, TAPERATERAW, SAVEHOURS, TAPECPUS, SRRATE };
