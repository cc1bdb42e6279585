/** The portable twins of streamfiles.ts's functions, beside them (portable.ts says why in a file of their own). */
import { BLOCK_TRANSFER_KB, DEFAULT_SIZE_UNIT, MAX_FILE_BYTES, SEGMENT_BYTES, SIZE_UNITS } from '../sizing/streamfiles';
import { div, fn, gt, IF, lt, MAX, mul } from '../templates/expr';
import { lookup, NUM_ERROR, type Twins } from './portable';
import type { STREAMFILES } from './streamfiles';

/** Portable twins. */
export const STREAMFILES_TWINS = {
  /** Line 51: MAX(1, CEILING(bytes / 16 MB)), 0 to 256 GB; the unit's NA() first, as the core checks it first. */
  IFSSEGMENTS: ([size, unit = DEFAULT_SIZE_UNIT]) => {
    const known = typeof unit === 'string' ? SIZE_UNITS[unit.toUpperCase()] : undefined;
    const bytes = mul(size, known ?? lookup(unit, SIZE_UNITS, DEFAULT_SIZE_UNIT));
    return IF(fn('OR', lt(size, 0), gt(bytes, MAX_FILE_BYTES)), NUM_ERROR, MAX(1, fn('ROUNDUP', div(bytes, SEGMENT_BYTES), 0)));
  },
  /** Line 88: the block transfer size of a main storage option, NA() for any other. */
  IFSBLOCKKB: ([option]) => lookup(option, BLOCK_TRANSFER_KB),
} satisfies Twins<typeof STREAMFILES>;
