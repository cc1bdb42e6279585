/** Journal (Redbook SG24-6286). */
import { blockingFactor, fastWriteShare, receiverArms, smappTarget as smappTargetOf } from '../sizing/journal';
import { cells, number, optional, reader, type Reader, text } from './define-function';

const ARMS_ARGS = [number('threshold_kb'), optional(text('rcvsizopt'), null)] as const;

const BLOCKING_ARGS = [number('row_width'), optional(text('variant'), null)] as const;

const FAST_WRITE_ARGS = [number('fast_writes'), number('total_writes')] as const;

/** Minutes as a number, or one of the EDTRCYAP special values as text. */
const MINUTES = number('minutes');
const minutesOrValue: Reader<number | string> = reader('minutes', MINUTES.empty, (cell) => (typeof cell === 'string' && cell !== '' ? cell : MINUTES(cell)));

const JRNRCVARMS = cells(ARMS_ARGS, receiverArms);
const JRNBLOCKING = cells(BLOCKING_ARGS, blockingFactor);
const FASTWRITEPCT = cells(FAST_WRITE_ARGS, fastWriteShare);
const SMAPPTARGET = cells([minutesOrValue] as const, smappTargetOf);

export const JOURNAL = { JRNRCVARMS, JRNBLOCKING, FASTWRITEPCT, SMAPPTARGET };
