/**
 * A system of the planner's own named as a catalog key would sit beside that key's own column under
 * the same name, its ratings not Appendix D's. The sheets and the command line refuse such a name; a
 * function's targets row carries its ratings with it and is read as it stands.
 */
import { isError, MAX_QUOTED, quote, type SizingError, valueError } from '../errors';
import { lookupOne } from '../catalog/lookup';

/** A refusal where the name reads as one row of the catalog (as typed: `820 2396 (1524)` too), else null. */
export function ownNameClash(name: string): SizingError | null {
  if (name.trim() === '') return null;
  const m = lookupOne(name);
  if (isError(m)) return null;
  const who = name.length > MAX_QUOTED ? quote(name) : name.trim();
  return valueError(
    `${who} is the catalog key ${m.key} (PCR Appendix D, Table ${m.table}): name a system of your own otherwise (e.g. "${who} (IBM ratings)"), ` +
      "or leave its CPW, interactive, rule and source blank for the catalog's ratings",
  );
}
