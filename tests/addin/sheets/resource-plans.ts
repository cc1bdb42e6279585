/** A system's disk and memory from small exports written here, for the Disk and Memory sheets' tests. */
import { systemResources, type SystemResources } from '../../../addin/consolidation/resources';
import { isError } from '../../../addin/errors';
import { readQapmdisk } from '../../../addin/measurements/qapmdisk';
import { readQapmpoolb } from '../../../addin/measurements/qapmpoolb';

export function resources(): SystemResources {
  // Two arms of 900 samples, two intervals: busy 0.4 and 0.2, then 0.8 and 0.6; 40 then 80 operations a second.
  const disk = readQapmdisk(
    [
      'DATETIME,INTSEC,DSARM,DSSMPL,DSNBSY,DSRDS,DSWRTS,DSCAP,DSAVL',
      '2026-09-01 00:15:00,900,0001,900,540,18000,0,1000,400',
      '2026-09-01 00:15:00,900,0002,900,720,18000,0,1000,400',
      '2026-09-01 00:30:00,900,0001,900,180,36000,0,1000,400',
      '2026-09-01 00:30:00,900,0002,900,360,36000,0,1000,400',
    ].join('\n'),
  );
  const pools = readQapmpoolb(
    ['DATETIME,INTSEC,PONBR,POSIZ,PODBF,PONDBF,POACTL', '2026-09-01 00:15:00,900,1,1000,900,0,0', '2026-09-01 00:15:00,900,2,5000,1800,900,20'].join('\n'),
  );
  if (isError(disk) || isError(pools)) throw new Error('the exports are refused');
  const r = systemResources('Alpha', { files: ['alpha-disk.csv'], read: disk }, { files: ['alpha-pools.csv'], read: pools });
  if (typeof r === 'string') throw new Error(r);
  return r;
}
