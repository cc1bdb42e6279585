/** TN3270 (z/OS V1R4 Communications Server). */
import { cpuSecondsPerSecond, cpuUtilization, processorsNeeded, storageCell } from '../sizing/tn3270';
import { cells, flag, number, optional, text } from './define-function';

const CPU_ARGS = [number('trans_per_user'), number('users'), number('cpu_secs_per_tran'), number('elapsed_secs')] as const;

const UTIL_ARGS = [number('cpu_secs_per_sec'), number('processors')] as const;

const STORAGE_ARGS = [text('item'), number('sessions'), optional(flag('corrected'), false)] as const;

const TN3270CPU = cells(CPU_ARGS, cpuSecondsPerSecond);
const TN3270UTIL = cells(UTIL_ARGS, cpuUtilization);
const TN3270PROCESSORS = cells([number('cpu_secs_per_sec')] as const, processorsNeeded);
const TN3270STORAGE = cells(STORAGE_ARGS, storageCell);

export const TN3270 = { TN3270CPU, TN3270UTIL, TN3270PROCESSORS, TN3270STORAGE };
