/**
 * How large a measurement file is read, apart from the reader itself: the pane says a file is too
 * large before it loads the reader (a chunk of its own, fetched when a file is first picked).
 */

/**
 * The largest file read, in characters (about bytes: the text is ASCII but for headings). A
 * measurement export has three to a few dozen short columns a row, and a year of one-minute
 * intervals (525,600 rows) of 100 characters is 53 MB; a larger file is some other export (job or
 * trace data), which would only stall the page reading it.
 */
export const MAX_CHARACTERS = 100 * 2 ** 20;
/** Why a file of that many bytes or characters is not read; a caller that knows a file's size says it before reading it. */
export const tooLarge = (size: number): string =>
  `the file is ${(size / 2 ** 20).toFixed(1)} MB, more than the ${MAX_CHARACTERS / 2 ** 20} MB a measurement export takes (a ` +
  `year of one-minute intervals is about 50 MB): is it job or trace data? Export system-level intervals only`;
