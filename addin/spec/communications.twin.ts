/** The portable twins of communications.ts's functions, beside them (portable.ts says why in a file of their own). */
import { OC400_CLIENT_FACTOR, OC400_SERVER_FACTOR } from '../tables/communications';
import { add, div, gt, IF, MIN, mul, sub } from '../templates/expr';
import { NUM_ERROR, type Twins, upTo } from './portable';
import type { COMMUNICATIONS } from './communications';

/** Portable twins. */
export const COMMUNICATIONS_TWINS = {
  /** 5.5, the model behind OC/400 Table 5.3: MIN(1 + n a (1 - sf d), 1 / (sf d)), a = 1 / (1 + (cf - 1) d); #NUM! where sf d passes 1. */
  OC400GROWTH: (args) => {
    // The model only: the printed-cell mode ("table") has no twin.
    const [d, n, cf = OC400_CLIENT_FACTOR, sf = OC400_SERVER_FACTOR] = upTo('OC400GROWTH', args, 4);
    const a = div(1, add(1, mul(sub(cf, 1), d)));
    return IF(gt(mul(sf, d), 1), NUM_ERROR, MIN(add(1, mul(mul(n, a), sub(1, mul(sf, d)))), div(1, mul(sf, d))));
  },
} satisfies Twins<typeof COMMUNICATIONS>;
