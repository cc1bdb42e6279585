/** The portable twins of domino.ts's functions, beside them (portable.ts says why in a file of their own). */
import { DOMINO_BASE_MB, DOMINO_MB_PER_EXTRA_PARTITION, DOMINO_MB_PER_USER, USERS_PER_CPW } from '../sizing/domino';
import { add, div, eq, fn, ge, gt, IF, MIN, mul, sub, support } from '../templates/expr';
import { arg, catalog, readFirst, systemOf, type Twins, upTo } from './portable';
import type { DOMINO } from './domino';

/** Portable twins, over the catalog sheet. */
export const DOMINO_TWINS = {
  /** 11.6 tip 3: 60 MB + 1 MB per active user + 16 MB per partition beyond the first. */
  DOMINOMEMORY: (args) => add(add(DOMINO_BASE_MB, mul(DOMINO_MB_PER_USER, args[0])), mul(DOMINO_MB_PER_EXTRA_PARTITION, sub(arg(args, 1, 1), 1))),
  /** 11.10: 3.6 x CPW / complexity, for a catalog key or a CPW; not for Dedicated Servers for Domino (2.13). */
  DOMINOUSERS: (args) => {
    const system = systemOf(args[0]);
    // A key's family decides; a CPW, as a number or as text, has none and is no DSD.
    return readFirst([system], IF(eq(system.family, 'DSD'), fn('NA'), div(mul(USERS_PER_CPW, system.cpw), arg(args, 1, 1))));
  },
  /** 11.10: users x complexity / 3.6. */
  DOMINOCPW: (args) => div(mul(args[0], arg(args, 1, 1)), USERS_PER_CPW),
  /** 2.13.1: announced Mail & Calendaring users of a V4R5 DSD (the default workload; #N/A for other rows, as the function). */
  DSDUSERS: (args) => {
    const announced = catalog('dsdUsers', upTo('DSDUSERS', args, 1, 'Mail & Calendaring users')[0]);
    return IF(eq(announced, 0), fn('NA'), announced);
  },
  /** 2.13.1: the DSD with the fewest announced users that carries users x complexity; the first printed on a tie. */
  DSDRECOMMEND: (args) => {
    const announced = support('catalog.dsdUsers');
    const carries = mul(gt(announced, 0), ge(announced, mul(args[0], arg(args, 1, 1))));
    const fewest = MIN(fn('IF', carries, announced));
    const row = fn('MATCH', 1, mul(carries, eq(announced, fewest)), 0);
    return { expr: IF(eq(fewest, 0), fn('NA'), fn('INDEX', support('catalog.key'), row)), array: true };
  },
} satisfies Twins<typeof DOMINO>;
