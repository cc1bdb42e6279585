/** The middle of a run of timings (of an even count, the upper of the two middle ones): what each benchmark figure reports. */
export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
