/** Sheet names the writers take: never one the workbook already has. */

/** Excel's longest sheet name, in characters. */
const NAME_LENGTH = 31;

/**
 * "Web sizing", or "Web sizing (2)", "(3)"... when taken; Excel compares sheet names
 * case-insensitively and takes 31 characters at most, so a long name is cut to leave room for its number.
 */
export function uniqueSheetName(wanted: string, taken: readonly string[]): string {
  const used = new Set(taken.map((t) => t.toLowerCase()));
  const base = wanted.slice(0, NAME_LENGTH);
  if (!used.has(base.toLowerCase())) return base;
  for (let i = 2; ; i++) {
    const name = `${base.slice(0, NAME_LENGTH - ` (${i})`.length)} (${i})`;
    if (!used.has(name.toLowerCase())) return name;
  }
}

/** A claimer of names: each one asked for gets a name free of `existing` and of those claimed before it. */
export function sheetClaimer(existing: readonly string[]): (wanted: string) => string {
  const taken = [...existing];
  return (wanted) => {
    const name = uniqueSheetName(wanted, taken);
    taken.push(name);
    return name;
  };
}
