import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

export { guest } from '../support/guests';

/** A process's resident memory in MB, from /proc (Linux). */
export const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** "4× 422, 2× 200": how many answers had each status. */
export function statusCounts(statuses: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}× ${status}`).join(', ');
}

/** POSTs a file to the upload route; answers the status and the milliseconds it took. */
export async function timedUpload(
  url: string,
  headers: Record<string, string>,
  bytes: Uint8Array,
  name: string,
) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const started = performance.now();
  const response = await fetch(`${url}/api/v1/resumes/upload`, { method: 'POST', headers, body: form });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** GETs a URL; answers the status and the milliseconds it took. */
export async function timedGet(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/**
 * Measures GET latency of `url` every 50 ms until stopped, from a process of its own: this
 * process is busy sending uploads, and its own delays must not count as the server's.
 */
const PROBE = `
const samples = [];
let running = true;
process.stdin.on('end', () => { running = false; });
process.stdin.resume();
(async () => {
  while (running) {
    const started = performance.now();
    await fetch(process.argv[1]).then((r) => r.arrayBuffer());
    samples.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 50));
  }
  process.stdout.write(JSON.stringify(samples));
})();
`;

export function latencyProbe(url: string): { stop(): Promise<number[]> } {
  const child = spawn(process.execPath, ['-e', PROBE, url], { stdio: ['pipe', 'pipe', 'inherit'] });
  // At normal priority even when this process lowered its own (possible as root, as on CI).
  try {
    if (child.pid) setPriority(child.pid, 0);
  } catch {
    // Not allowed: the probe keeps this process's priority.
  }
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = once(child, 'exit');
  return {
    stop: async () => {
      child.stdin.end();
      await exited;
      return JSON.parse(output) as number[];
    },
  };
}
