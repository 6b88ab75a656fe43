/** How the benchmarks report their figures: the machine's load beside them, and a median with its spread. */
import { loadavg } from 'node:os';

/** The 1, 5 and 15 minute load averages, e.g. "0.52 0.61 0.70". */
export const machineLoad = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** "median (min–max)". */
export const spread = (values: readonly number[], format: (value: number) => string) =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
