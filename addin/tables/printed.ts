/** A printed table row as the add-in keeps it: the seed line it stands on, then its cells exactly as printed. */
export type PrintedRow = readonly [line: number, ...cells: string[]];
