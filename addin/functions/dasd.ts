/** Disk (Chapter 14, Appendix C). */
import {
  armsNeeded,
  controllerFact,
  controllerRow,
  diskSpec,
  opsPerArm,
  opsPerGb,
  raid5ReadFactor as readFactor,
  raid5WriteFactor as writeFactor,
  recommendDisk,
  unitMb,
  utilizationGuide,
} from '../sizing/dasd';
import { div, type Expr, fn, ge, IF, le, lt, mul, sub } from '../formula/expr';
import { cells, cellwise, custom, flag, fraction, isOmitted, number, optional, spill, text } from './define-function';
import { NUM_ERROR } from './portable';

const CONTROLLER_ARGS = [text('controller'), text('attribute')] as const;

const OPS_PER_ARM_ARGS = [number('service_ms', { above: 0 }), optional(fraction('utilization', { above: 0 }), 0.4)] as const;

const ARMS_ARGS = [number('total_ops', { min: 0 }), number('service_ms', { above: 0 })] as const;

const ARRAY_ARGS = [number('arms')] as const;

const OPS_PER_GB_ARGS = [
  number('total_ops', { min: 0 }),
  number('total_mb', { above: 0 }),
  optional(number('mirrored_ops', { min: 0 }), 0),
  optional(number('mirrored_mb', { min: 0 }), 0),
] as const;

const UNIT_ARGS = [text('controller'), text('dasd'), text('model'), optional(flag('corrected'), false)] as const;

const DASDOPSPERARM = cells(OPS_PER_ARM_ARGS, opsPerArm);
const DASDUTILGUIDE = cells([number('arms', { min: 1, integer: true })] as const, utilizationGuide);
/** Excel's ROUND to `digits` significant digits of a number of 1 or more: JavaScript's toPrecision, as sizing/dasd.ts rounds before its ceiling. */
function significant(x: Expr, digits: number): Expr {
  let decimals: Expr = digits - 1;
  for (let k = 1; k <= 15; k++) decimals = sub(decimals, ge(x, 10 ** k));
  return fn('ROUND', x, decimals);
}

/**
 * Its twin, the arms for a load (sizing/dasd.ts armsNeeded, PCR V4R5 14.1 lines 4558-4560): 1 while one arm stays at or under
 * 55%, else ROUNDUP(ops x ms / (0.4 x 1000)), rounded to 12 significant digits first, as the core; #NUM! for negative ops or a
 * service time of 0 or less.
 */
const DASDARMSNEEDED = cells(ARMS_ARGS, armsNeeded, ([ops, ms]) =>
  IF(
    fn('OR', lt(ops, 0), le(ms, 0)),
    NUM_ERROR,
    IF(le(ops, div(mul(0.55, 1000), ms)), 1, fn('ROUNDUP', significant(div(mul(ops, ms), mul(0.4, 1000)), 12), 0)),
  ),
);
const RAID5READFACTOR = cells(ARRAY_ARGS, readFactor);
const RAID5WRITEFACTOR = cells(ARRAY_ARGS, writeFactor);
const DASDOPSPERGB = cells(OPS_PER_GB_ARGS, opsPerGb);
const DASDRECOMMEND = cells([number('ops_per_gb', { min: 0 })] as const, recommendDisk);
const DASDSPEC = cells([text('disk_model'), text('field')] as const, diskSpec);
const DASDUNITMB = cells(UNIT_ARGS, unitMb);
/** One attribute of a controller cell by cell; without one (read as omitted), the controller's row spilled. */
const DASDCONTROLLER = custom([CONTROLLER_ARGS[0], optional(CONTROLLER_ARGS[1], null)], (args, finish) =>
  isOmitted(args[1]) ? spill([text('controller')] as const, controllerRow, [args[0]], finish) : cellwise(CONTROLLER_ARGS, controllerFact, args, finish),
);

export const DASD = {
  DASDOPSPERARM,
  DASDUTILGUIDE,
  DASDARMSNEEDED,
  RAID5READFACTOR,
  RAID5WRITEFACTOR,
  DASDOPSPERGB,
  DASDRECOMMEND,
  DASDSPEC,
  DASDUNITMB,
  DASDCONTROLLER,
};
