/**
 * The measurement reader, loaded when a planner first picks a file: most builds read none, and the
 * readers of every export (QAPMSYSTEM, PDI, the Component Report, dates in every form) would weigh
 * on every opening of the pane. A chunk of the build like the others, precached by the service
 * worker, so it loads offline too.
 */
export const loadReader = (): Promise<typeof import('../addin/measurements/read')> =>
  import(/* webpackChunkName: "measurements" */ '../addin/measurements/read');

/** The disk and pool summaries (QAPMDISK, QAPMPOOLB), in the same chunk: they weigh the book's disk and storage rules. */
export const loadResources = (): Promise<typeof import('../addin/measurements/resources')> =>
  import(/* webpackChunkName: "measurements" */ '../addin/measurements/resources');
