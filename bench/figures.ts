/** How the benchmarks report their figures: the machine's load beside them, and a median with its spread. */
import { loadavg } from 'node:os';

/** The 1, 5 and 15 minute load averages, e.g. "0.52 0.61 0.70". */
export const machineLoad = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The middle value (the lower of the two middle ones for an even count). */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

/** "median (min–max)". */
export const spread = (values: readonly number[], format: (value: number) => string) =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
