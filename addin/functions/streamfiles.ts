/** Stream files (V5R2 Stream File Performance Enhancements for iSeries, seed 003). */
import { BLOCK_TRANSFER_KB, blockTransferKb, DEFAULT_SIZE_UNIT, MAX_FILE_BYTES, SEGMENT_BYTES, SIZE_UNITS, streamFileSegments } from '../sizing/streamfiles';
import { div, fn, gt, IF, lt, MAX, mul } from '../formula/expr';
import { cells, number, optional, text } from './define-function';
import { lookup, NUM_ERROR } from './portable';

const SEGMENT_ARGS = [number('size'), optional(text('unit'), DEFAULT_SIZE_UNIT)] as const;

/** Its twin, line 51: MAX(1, CEILING(bytes / 16 MB)), 0 to 256 GB; the unit's NA() first, as the core checks it first. */
const IFSSEGMENTS = cells(SEGMENT_ARGS, streamFileSegments, ([size, unit = DEFAULT_SIZE_UNIT]) => {
  const known = typeof unit === 'string' ? SIZE_UNITS[unit.toUpperCase()] : undefined;
  const bytes = mul(size, known ?? lookup(unit, SIZE_UNITS, DEFAULT_SIZE_UNIT));
  return IF(fn('OR', lt(size, 0), gt(bytes, MAX_FILE_BYTES)), NUM_ERROR, MAX(1, fn('ROUNDUP', div(bytes, SEGMENT_BYTES), 0)));
});

/** Its twin, line 88: the block transfer size of a main storage option, NA() for any other. */
const IFSBLOCKKB = cells([text('option')] as const, blockTransferKb, ([option]) => lookup(option, BLOCK_TRANSFER_KB));

export const STREAMFILES = { IFSSEGMENTS, IFSBLOCKKB };
