// GET /api/v1/user/me latency on its own, then while 20 PDF exports are always in flight: rendering
// runs in the CPU pool's worker threads, so other requests should barely notice it.
import { availableParallelism } from 'node:os';
import { twoPageResume } from '../score/resume';
import { guestWithResume } from '../support/guests';
import { load, loadRow, printTable } from '../support/load';
import { type RunningServer, startServer } from '../support/server';

const EXPORTS_IN_FLIGHT = 20;
/** Each user may have two exports in flight (the API's per-user limit): ten users keep 20 going. */
const EXPORTS_PER_USER = 2;
const CONNECTIONS = 10;

async function exporter(server: RunningServer) {
  const { headers, resume } = await guestWithResume(server.url, twoPageResume, 'modern');
  return { headers, exportUrl: `${server.url}/api/v1/resumes/${resume.id}/export?format=pdf` };
}

type ExportTally = { done: number; refused: number; failed: number };

/** Keeps `inFlight` exports running until `stop` resolves; counts how each one ended. */
async function keepExporting(
  url: string,
  headers: Record<string, string>,
  inFlight: number,
  stop: Promise<void>,
) {
  const tally: ExportTally = { done: 0, refused: 0, failed: 0 };
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  const loop = async () => {
    while (!stopped) {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.ok) tally.done += 1;
      else if (response.status === 503) tally.refused += 1;
      else tally.failed += 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, loop));
  return tally;
}

export async function runExportUserMe(seconds: number): Promise<void> {
  const server = await startServer();
  try {
    const { headers, exportUrl } = await exporter(server);
    const userMe = { url: `${server.url}/api/v1/user/me`, connections: CONNECTIONS, headers };
    // Warm-up: the database, the JIT, and the render worker's first (font-loading) render.
    await load({ ...userMe, seconds: 2 });
    await fetch(exportUrl, { headers }).then((r) => r.arrayBuffer());

    const alone = await load({ ...userMe, seconds });

    let finish = () => {};
    const stop = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const exporters = await Promise.all(
      Array.from({ length: EXPORTS_IN_FLIGHT / EXPORTS_PER_USER }, () => exporter(server)),
    );
    const exporting = Promise.all(
      exporters.map((user) => keepExporting(user.exportUrl, user.headers, EXPORTS_PER_USER, stop)),
    ).then((tallies) =>
      tallies.reduce((sum, t) => ({
        done: sum.done + t.done,
        refused: sum.refused + t.refused,
        failed: sum.failed + t.failed,
      })),
    );
    const started = performance.now();
    const busy = await load({ ...userMe, seconds });
    finish();
    const tally = await exporting;
    const elapsed = (performance.now() - started) / 1000;

    console.log(
      `GET /api/v1/user/me at ${CONNECTIONS} connections for ${seconds} s, alone and with ${EXPORTS_IN_FLIGHT} PDF exports ` +
        `(two-page resume, "modern"; 10 users × 2) always in flight; ${availableParallelism()} CPUs, default worker pool`,
    );
    printTable([loadRow('/user/me alone', alone), loadRow(`/user/me + ${EXPORTS_IN_FLIGHT} exports`, busy)]);
    console.log(
      `Exports meanwhile: ${tally.done} PDFs in ${elapsed.toFixed(1)} s = ${(tally.done / elapsed).toFixed(1)}/s` +
        `, ${tally.refused} answered 503 (busy), ${tally.failed} failed otherwise`,
    );
    console.log(`p99 of /user/me: ${alone.p99Ms} ms alone, ${busy.p99Ms} ms during exports`);
  } finally {
    await server.stop();
  }
}
