/** The nearest-rank percentile of ascending samples (NaN for none), as the bench and load scripts report them. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
