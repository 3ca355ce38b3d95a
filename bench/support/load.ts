import autocannon from 'autocannon';
import { processCpuMs } from '../render/cpu-time';

export type LoadResult = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};

/** Drives `connections` concurrent clients at one URL for `seconds` and reports throughput and latency. */
export async function load(options: {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'PUT' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** One row of a results table: a scenario's throughput, latency and failures. */
export const loadRow = (scenario: string, result: LoadResult) => ({
  scenario,
  'req/s': result.requestsPerSecond,
  'p50 ms': result.p50Ms,
  'p99 ms': result.p99Ms,
  'non-2xx': result.non2xx,
  errors: result.errors,
});

export function printTable(rows: Record<string, string | number>[]): void {
  console.table(rows);
}

/**
 * A closed-loop load of `connections` concurrent clients, each running `step(client)` back to back
 * for `seconds`. Unlike autocannon, each client keeps its own state between requests (a resume's
 * version, for instance), so stateful requests such as versioned writes are measured correctly.
 */
export async function loadLoops(options: {
  connections: number;
  seconds: number;
  step(client: number): Promise<number>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const loop = async (client: number) => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const status = await options.step(client);
        if (status < 200 || status >= 300) non2xx += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, client) => loop(client)));
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / options.seconds),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    non2xx,
    errors,
  };
}

/**
 * Runs a load and adds the server's CPU time per request: on a shared machine req/s and latency
 * also measure the neighbours, while the CPU a request costs the server is its own.
 */
export async function withServerCpu(
  serverPid: number,
  run: () => Promise<LoadResult>,
): Promise<LoadResult & { serverCpuMsPerRequest: number }> {
  const before = processCpuMs(serverPid);
  const result = await run();
  const spent = processCpuMs(serverPid) - before;
  return { ...result, serverCpuMsPerRequest: Number((spent / Math.max(1, result.requests)).toFixed(3)) };
}
