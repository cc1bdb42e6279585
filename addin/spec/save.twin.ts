/** The portable twins of save.ts's functions, beside them (portable.ts says why in a file of their own). */
import { div, mul } from '../templates/expr';
import { blockCell, type Twins } from './portable';
import type { SAVE } from './save';

/** Portable twins, over the tables sheet's 15.4 tape rates. */
export const SAVE_TWINS = {
  /** 15.4: the rate of the drive and workload in the tape block. */
  TAPERATE: ([drive, workload]) => blockCell('tape.rates', 'tape.drive', 'tape.rates#header', drive, workload),
  /** GB x 1000 / MB per hour. */
  SAVEHOURS: ([gb, rate]) => div(mul(gb, 1000), rate),
} satisfies Twins<typeof SAVE>;
