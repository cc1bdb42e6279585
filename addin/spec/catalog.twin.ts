/** The portable twins of catalog.ts's functions, beside them (portable.ts says why in a file of their own). */
import { catalog, readFirst, systemOf, type Twins, upTo } from './portable';
import type { CATALOG } from './catalog';

/** Portable twins: the catalog sheet's column for the key's row (a release given has no twin: a key names one row). */
export const CATALOG_TWINS = {
  CPW: (args) => catalog('cpw', upTo('CPW', args, 1)[0]),
  INTCPW: (args) => catalog('intcpw', upTo('INTCPW', args, 1)[0]),
  KNEE: (args) => catalog('knee', upTo('KNEE', args, 1)[0]),
  INTMAX: (args) => catalog('max', upTo('INTMAX', args, 1)[0]),
  // A system as every twin reads one (portable.ts): a key's row, a CPW number, or a CPW typed as text.
  SYSTEMCPW: ([system]) => {
    const s = systemOf(system);
    return readFirst([s], s.cpw);
  },
} satisfies Twins<typeof CATALOG>;
