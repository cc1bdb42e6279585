/** The portable twins of interactive.ts's functions, beside them (portable.ts says why in a file of their own). */
import { ALERT_TARGET } from '../sizing/interactive';
import { arg, catalog, eiu, type Twins, upTo } from './portable';
import { MAX, mul, sub } from '../templates/expr';
import type { INTERACTIVE } from './interactive';

/** Portable twins, over the catalog sheet. */
export const INTERACTIVE_TWINS = {
  /** 2.8 on the key's curve (a CPW with its own interactive CPW and knee rule has no twin). */
  EIU: (args) => {
    const [key, u] = upTo('EIU', args, 2);
    return eiu(key, u);
  },
  /** 2.8: CPW x (1 - EIU), never negative. */
  CPWREMAINING: (args) => {
    const [key, u] = upTo('CPWREMAINING', args, 2);
    return MAX(0, mul(catalog('cpw', key), sub(1, eiu(key, u))));
  },
  /** 2.10: target x the threshold share (the knee, doubled for the 1/3 algorithm). */
  INTTHRESHOLD: (args) => mul(arg(args, 1, ALERT_TARGET), catalog('threshold', args[0])),
} satisfies Twins<typeof INTERACTIVE>;
