/**
 * Stream-file arithmetic of "V5R2 Stream File Performance Enhancements for iSeries" (Johnson and
 * Nordstrom, February 2003), seed 003. Line numbers are those of sources/003_15ab0632c3e9ec90.txt;
 * tests/addin/sizing/streamfiles.test.ts re-reads each cited line.
 *
 * Sizes are binary (1 MB = 2^20 bytes): the article never says, and 256 GB / 16 MB is 16,384
 * segments under either reading.
 */
import { naError, numError, quote, type Result } from '../errors';

/** Line 51: "Each stream file consists of from one to many 16MB logical segments". */
export const SEGMENT_BYTES = 16 * 2 ** 20;
/** Line 51: a stream file "may contain from 0 to 256GB (gigabytes) of data". */
export const MAX_FILE_BYTES = 256 * 2 ** 30;

/** Units of a size, upper case; MB is the article's own unit (line 51) and the default. */
export const SIZE_UNITS: Readonly<Record<string, number>> = { B: 1, KB: 2 ** 10, MB: 2 ** 20, GB: 2 ** 30 };
export const DEFAULT_SIZE_UNIT = 'MB';

/**
 * Segments of a stream file of the given allocated size: MAX(1, CEILING(bytes / 16 MB)). Line 51's
 * example (32 MB, two segments) is the rule at a boundary; "from one to many" makes an empty file
 * one segment. The unit is checked first, as the portable twin's NA() reaches every branch.
 */
export function streamFileSegments(size: number, unit: string): Result<number> {
  const factor = SIZE_UNITS[unit.toUpperCase()];
  if (factor === undefined) return naError(`unit ${quote(unit)} is not a unit of size: use B, KB, MB or GB`);
  if (size < 0) return numError(`size must be 0 or more, got ${size}`);
  const bytes = size * factor;
  if (bytes > MAX_FILE_BYTES) return numError(`a stream file holds 0 to 256 GB (V5R2 stream files, line 51); ${size} ${unit} is more`);
  return Math.max(1, Math.ceil(bytes / SEGMENT_BYTES));
}

/**
 * Block transfer size, in KB, of each main storage option (*MAINSTGOPT, line 75): line 88 prints
 * *NORMAL 16k (the default, line 84), *MINIMIZE 8k and *DYNAMIC 12k. Under a *FIXED pool *DYNAMIC
 * still moves 12k (line 108), so the pool's paging option does not change the size.
 */
export const BLOCK_TRANSFER_KB: Readonly<Record<string, number>> = { '*NORMAL': 16, '*MINIMIZE': 8, '*DYNAMIC': 12 };

/**
 * The block transfer size of an option, in any case, as CL reads special values. Line 157 prints "*MINIMUM" where
 * *MINIMIZE is meant; like any other text it is #N/A, naming the three options.
 */
export function blockTransferKb(option: string): Result<number> {
  const kb = BLOCK_TRANSFER_KB[option.toUpperCase()];
  if (kb !== undefined) return kb;
  const valid = Object.entries(BLOCK_TRANSFER_KB).map(([o, k]) => `${o} (${k} KB)`);
  const choices = `${valid.slice(0, -1).join(', ')} or ${valid[valid.length - 1]}`;
  return naError(`option ${quote(option)} is not a main storage option: use ${choices} (V5R2 stream files, line 88)`);
}
