/** Domino (Chapter 11). */
import {
  DOMINO_BASE_MB,
  DOMINO_MB_PER_EXTRA_PARTITION,
  DOMINO_MB_PER_USER,
  dominoCpwFor,
  dominoMemory as dominoMemoryMb,
  dominoUsers as dominoUsersOf,
  dsdRecommend as dsdRecommendFor,
  dsdUsers as dsdUsersOf,
  parseDsdWorkload,
  USERS_PER_CPW,
} from '../sizing/domino';
import { isError } from '../errors';
import { add, div, eq, fn, ge, gt, IF, MIN, mul, sub, support } from '../formula/expr';
import { cells, number, optional, system, text } from './define-function';
import { arg, catalog, readFirst, systemOf, upTo } from './portable';

const MEMORY_ARGS = [number('active_users', { min: 0 }), optional(number('partitions', { min: 1, integer: true }), 1)] as const;

const USERS_ARGS = [system('system'), optional(number('complexity', { above: 0 }), 1)] as const;

const CPW_ARGS = [number('users', { min: 0 }), optional(number('complexity', { above: 0 }), 1)] as const;

const DSD_ARGS = [text('model'), optional(text('workload'), null)] as const;

// Each twin over the catalog sheet where it reads a system.

/** Its twin, 11.6 tip 3: 60 MB + 1 MB per active user + 16 MB per partition beyond the first. */
const DOMINOMEMORY = cells(MEMORY_ARGS, dominoMemoryMb, (args) =>
  add(add(DOMINO_BASE_MB, mul(DOMINO_MB_PER_USER, args[0])), mul(DOMINO_MB_PER_EXTRA_PARTITION, sub(arg(args, 1, 1), 1))),
);

/** Its twin, 11.10: 3.6 x CPW / complexity, for a catalog key or a CPW; not for Dedicated Servers for Domino (2.13). */
const DOMINOUSERS = cells(USERS_ARGS, dominoUsersOf, (args) => {
  const s = systemOf(args[0]);
  // A key's family decides; a CPW, as a number or as text, has none and is no DSD.
  return readFirst([s], IF(eq(s.family, 'DSD'), fn('NA'), div(mul(USERS_PER_CPW, s.cpw), arg(args, 1, 1))));
});

/** Its twin, 11.10: users x complexity / 3.6. */
const DOMINOCPW = cells(CPW_ARGS, dominoCpwFor, (args) => div(mul(args[0], arg(args, 1, 1)), USERS_PER_CPW));

/** Its twin, 2.13.1: announced Mail & Calendaring users of a V4R5 DSD (the default workload; #N/A for other rows, as the function). */
const DSDUSERS = cells(
  DSD_ARGS,
  (key, load) => {
    const w = parseDsdWorkload(load);
    return isError(w) ? w : dsdUsersOf(key, w);
  },
  (args) => {
    const announced = catalog('dsdUsers', upTo('DSDUSERS', args, 1, 'Mail & Calendaring users')[0]);
    return IF(eq(announced, 0), fn('NA'), announced);
  },
);

/** Its twin, 2.13.1: the DSD with the fewest announced users that carries users x complexity; the first printed on a tie. */
const DSDRECOMMEND = cells(CPW_ARGS, dsdRecommendFor, (args) => {
  const announced = support('catalog.dsdUsers');
  const carries = mul(gt(announced, 0), ge(announced, mul(args[0], arg(args, 1, 1))));
  const fewest = MIN(fn('IF', carries, announced));
  const row = fn('MATCH', 1, mul(carries, eq(announced, fewest)), 0);
  return { expr: IF(eq(fewest, 0), fn('NA'), fn('INDEX', support('catalog.key'), row)), array: true };
});

export const DOMINO = { DOMINOMEMORY, DOMINOUSERS, DOMINOCPW, DSDUSERS, DSDRECOMMEND };
