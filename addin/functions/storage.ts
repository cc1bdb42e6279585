/** Main storage, LPAR and CPU (Chapters 17-19, Appendix B). */
import * as core from '../sizing/storage';
import { cells, flag, fraction, number, optional, text } from './define-function';

const MEASURE_ARGS = [text('configuration'), optional(text('column'), 'total_cpw')] as const;

const CAPACITY_ARGS = [number('standalone_cpw', { min: 0 }), optional(flag('concurrent_peaks'), true, 'omitted')] as const;

const POOL_ARGS = [number('remaining_storage', { min: 0 }), text('pool'), optional(flag('server_model'), false)] as const;

const INT_ARGS = [
  number('faults_per_second', { min: 0 }),
  number('response_time', { above: 0 }),
  number('disk_response_time', { min: 0 }),
  number('transactions_per_hour', { above: 0 }),
] as const;

const BATCH_ARGS = [
  number('faults_per_second', { min: 0 }),
  number('disk_response_time', { min: 0 }),
  optional(fraction('batch_cpu', { above: 0 }), null),
  optional(number('concurrent_jobs', { min: 1, integer: true }), 1),
] as const;

const INS_ARGS = [text('mhz'), text('load'), text('level'), text('resource'), optional(number('count', { min: 1, max: 16, integer: true }), 1)] as const;

const LPAROVERHEAD = cells([number('processors', { min: 1, integer: true })] as const, core.lparOverhead);
const LPARMEASURE = cells(MEASURE_ARGS, core.lparMeasure);
const LPARCAPACITY = cells(CAPACITY_ARGS, core.lparCapacity);
const RISCMEMORY = cells([number('cisc_mb', { above: 0 })] as const, core.riscMemory);
const COMPILEMEMORY = cells([number('concurrent_compiles', { min: 0 })] as const, core.compileMemory);
const IPLPOOLSIZE = cells(POOL_ARGS, core.iplPoolSize);
const POOLMAXKB = cells([number('active_jobs', { min: 0, integer: true })] as const, core.poolMaxKb);
const FAULTPCTINT = cells(INT_ARGS, core.faultShareInteractive);
const FAULTPCTBATCH = cells(BATCH_ARGS, core.faultShareBatch);
const INSRESERVE = cells(INS_ARGS, core.insReserve);
const CISCRISCFACTOR = cells([text('quantity'), text('workload_type')] as const, core.ciscRiscFactor);
const BEST1WORKLOAD = cells([number('cpu_per_io', { min: 0 }), number('avg_io_response_ms', { above: 0 })] as const, core.best1Workload);

export const STORAGE = {
  LPAROVERHEAD,
  LPARMEASURE,
  LPARCAPACITY,
  RISCMEMORY,
  COMPILEMEMORY,
  IPLPOOLSIZE,
  POOLMAXKB,
  FAULTPCTINT,
  FAULTPCTBATCH,
  INSRESERVE,
  CISCRISCFACTOR,
  BEST1WORKLOAD,
};
