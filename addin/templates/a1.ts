/** A1 addresses from zero-based column indexes and one-based rows, as Excel numbers them. */
export function columnLetter(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

export const a1 = (row: number, column: number): string => `${columnLetter(column)}${row}`;

/** "'Web sizing (2)'!$B$5": a reference another sheet can read, quoted as Excel quotes sheet names. */
export const onSheet = (sheet: string, ref: string): string => `'${sheet.replace(/'/g, "''")}'!${ref}`;

export const absolute = (ref: string): string => ref.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');
