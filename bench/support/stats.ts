/** Figures shared by the benchmarks: percentiles, runs timed, plain tables and the machine's load. */
import { cpus, loadavg } from 'node:os';

export function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const median = (samples: readonly number[]): number => percentile(samples, 0.5);

/**
 * Back to the event loop, as a server is between two requests. React's scheduler lets go of a
 * finished render there; back-to-back renders without it keep every one alive, and the growing
 * heap would bill the later renders for garbage collection a server never does.
 */
const betweenRequests = () => new Promise((resolve) => setImmediate(resolve));

/** Runs `task` `warmup` times unmeasured, then `runs` times, returning each run's milliseconds. */
export async function timeRuns(
  task: () => Promise<unknown>,
  runs: number,
  warmup: number,
): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) {
    await task();
    await betweenRequests();
  }
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
    await betweenRequests();
  }
  return samples;
}

export const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** A plain text table: the first row is the header, columns padded to their widest cell. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: readonly string[]) =>
    row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  const [header = [], ...body] = rows;
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}

/** Other work on the machine skews wall-clock figures: printed with them so a reader can judge. */
export const loadNote = (): string =>
  `load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} on ${cpus().length} cores`;
