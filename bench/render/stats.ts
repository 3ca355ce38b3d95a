/** Timing helpers shared by the render benchmarks. */
import { cpus, loadavg } from 'node:os';

export function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const median = (samples: readonly number[]): number => percentile(samples, 0.5);

/** Runs `task` `warmup` times unmeasured, then `runs` times, returning each run's milliseconds. */
export async function timeRuns(
  task: () => Promise<unknown>,
  runs: number,
  warmup: number,
): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await task();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
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
