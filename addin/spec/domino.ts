/** Domino (Chapter 11). */
import {
  dominoCpwFor,
  dominoMemory as dominoMemoryMb,
  dominoUsers as dominoUsersOf,
  dsdRecommend as dsdRecommendFor,
  dsdUsers as dsdUsersOf,
  parseDsdWorkload,
} from '../sizing/domino';
import { isError } from '../errors';
import { cells, number, optional, system, text } from './define';

const MEMORY_ARGS = [number('active_users', { min: 0 }), optional(number('partitions', { min: 1, integer: true }), 1)] as const;

const USERS_ARGS = [system('system'), optional(number('complexity', { above: 0 }), 1)] as const;

const CPW_ARGS = [number('users', { min: 0 }), optional(number('complexity', { above: 0 }), 1)] as const;

const DSD_ARGS = [text('model'), optional(text('workload'), null)] as const;

const DOMINOMEMORY = cells(MEMORY_ARGS, dominoMemoryMb);
const DOMINOUSERS = cells(USERS_ARGS, dominoUsersOf);
const DOMINOCPW = cells(CPW_ARGS, dominoCpwFor);
const DSDUSERS = cells(DSD_ARGS, (key, load) => {
  const w = parseDsdWorkload(load);
  return isError(w) ? w : dsdUsersOf(key, w);
});
const DSDRECOMMEND = cells(CPW_ARGS, dsdRecommendFor);

export const DOMINO = { DOMINOMEMORY, DOMINOUSERS, DOMINOCPW, DSDUSERS, DSDRECOMMEND };
