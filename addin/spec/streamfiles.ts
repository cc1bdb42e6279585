/** Stream files (V5R2 Stream File Performance Enhancements for iSeries, seed 003). */
import { blockTransferKb, DEFAULT_SIZE_UNIT, streamFileSegments } from '../sizing/streamfiles';
import { cells, number, optional, text } from './define';

const SEGMENT_ARGS = [number('size'), optional(text('unit'), DEFAULT_SIZE_UNIT)] as const;

const IFSSEGMENTS = cells(SEGMENT_ARGS, streamFileSegments);
const IFSBLOCKKB = cells([text('option')] as const, blockTransferKb);

export const STREAMFILES = { IFSSEGMENTS, IFSBLOCKKB };
