/** Sheet names the writers take: never one the workbook already has. */

/** "Web sizing", or "Web sizing (2)", "(3)"... when taken; Excel compares sheet names case-insensitively. */
export function uniqueSheetName(wanted: string, taken: readonly string[]): string {
  const used = new Set(taken.map((t) => t.toLowerCase()));
  if (!used.has(wanted.toLowerCase())) return wanted;
  for (let i = 2; ; i++) {
    const name = `${wanted} (${i})`;
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
