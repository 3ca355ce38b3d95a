import { readFileSync } from 'node:fs';

/**
 * A process's proportional set size in KiB: its private memory plus its share of pages it shares
 * with others. Summed over a browser's processes (which share libraries and code), unlike the
 * resident size it does not count the shared pages once per process. Linux only (reads /proc).
 */
export function pssKib(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
  } catch {
    return 0; // the process ended between listing and reading
  }
}

/** Samples `measure()` (KiB) every 100 ms until stopped; returns the highest reading. */
export function watchPeak(measure: () => number): { stop(): number } {
  let peak = measure();
  const timer = setInterval(() => {
    peak = Math.max(peak, measure());
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, measure());
    },
  };
}
