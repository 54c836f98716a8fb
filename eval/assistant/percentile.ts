/** The value below which `share` of the samples fall (nearest rank), in whole milliseconds. */
export function percentile(samples: number[], share: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Number(sorted[rank]!.toFixed(1));
}
