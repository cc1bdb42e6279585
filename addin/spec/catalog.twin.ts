/** The portable twins of catalog.ts's functions, beside them (portable.ts says why in a file of their own). */
import { catalog, type Twins } from './portable';
import type { CATALOG } from './catalog';

/** Portable twins: the catalog sheet's column for the key (release keys are not portable: the sheet holds the newest rating). */
export const CATALOG_TWINS = {
  CPW: ([key]) => catalog('cpw', key),
  INTCPW: ([key]) => catalog('intcpw', key),
  KNEE: ([key]) => catalog('knee', key),
  INTMAX: ([key]) => catalog('max', key),
} satisfies Twins<typeof CATALOG>;
