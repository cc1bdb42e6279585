/** Excel's declarations (JSDoc: functions.json and the reference); each runs its spec, addin/functions/streamfiles.ts. */
import { SPECS } from '../addin/functions';
import { excel } from './excel';

/**
 * The 16 MB segments a stream file of an allocated size takes: MAX(1, CEILING(bytes / 16 MB)) (V5R2 Stream File
 * Performance). They are the logical segments of an integrated file system stream file. V5R2 creates and
 * destroys the segments in parallel, so the count says how much work a large file's create, extend, truncate or
 * delete hands to the POFBAIT00x system tasks. A file holds 0 to 256 GB; 32 MB is 2 segments (the article's
 * example), 200 MB is 13, an empty file 1, 256 GB 16,384. Sizes are binary (1 MB = 1,048,576 bytes). A size of
 * 0 alone is an empty row (Excel desktop passes an empty cell as 0) and answers an empty cell; with its unit,
 * =AS400.IFSSEGMENTS(0, "MB") is 1. Source: V5R2 Stream File Performance Enhancements for iSeries (seed 003),
 * Parallel Creation of Large Files, line 51.
 * @customfunction IFSSEGMENTS
 * @param size Allocated size of the stream file in unit, 0 or more and at most 256 GB. A range gives a range of results.
 * @param [unit] Unit of size: "B", "KB", "MB" or "GB" (default "MB", the article's unit; case does not matter).
 * @returns Number of 16 MB segments (a whole number from 1 to 16,384).
 */
export function ifsSegments(size: any[][], unit?: any[][]): any[][] {
  return excel(SPECS.IFSSEGMENTS, [size, unit]);
}

/**
 * Block transfer size, in KB, of a stream file's main storage option (CHGATR ATR(*MAINSTGOPT)) (V5R2 Stream
 * File Performance). It is the bytes a page fault brings into memory. *NORMAL (the default) 16 KB, *MINIMIZE 8
 * KB for memory-constrained systems, *DYNAMIC 12 KB (adaptive only in a *CALC pool; under *FIXED it still moves
 * 12 KB). Any other text is #N/A naming the three, including the article's own misprint *MINIMUM (line 157).
 * Source: V5R2 Stream File Performance Enhancements for iSeries (seed 003), Main Storage Options, line 88
 * (default line 84, *FIXED line 108).
 * @customfunction IFSBLOCKKB
 * @param option Main storage option: "*NORMAL", "*MINIMIZE" or "*DYNAMIC" (case does not matter). A range gives a range of results.
 * @returns Block transfer size in KB (1 KB = 1,024 bytes).
 */
export function ifsBlockKb(option: any[][]): any[][] {
  return excel(SPECS.IFSBLOCKKB, [option]);
}
