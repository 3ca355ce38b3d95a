/** The tables and verdicts bench:ai prints. */

import { loadRow, printTable } from '../support/load';
import { percentile } from '../support/stats';
import type { ConcurrentRun, StreamTally } from './concurrent';
import {
  FIELD,
  OVERHEAD_GOAL_MS,
  QUICK_ANSWER,
  QUICK_GAP_MS,
  SECONDS,
  STREAMS,
  USER_ME_CONNECTIONS,
} from './options';
import type { FakeModelRun, OfflineWriterRun } from './writers';

const formatMs = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : '–');

/** 1. Time to first chunk: the three ways, our overhead, and its verdict. */
export function printFirstChunks(offline: OfflineWriterRun, model: FakeModelRun) {
  const overhead = (share: number) => percentile(model.viaApi, share) - percentile(model.direct, share);
  const paired = model.viaApi.map((viaApiMs, i) => viaApiMs - (model.direct[i] ?? Number.NaN));
  console.log(
    `\n1. Time to first chunk, POST /api/v1/ai/improve {field: "${FIELD}"}, Pro user, ` +
      `from sending the request to the first content event's bytes (fake model: ${QUICK_ANSWER.length} chunks, ` +
      `first at once, ${QUICK_GAP_MS} ms apart)`,
  );
  printTable([
    firstChunkRow('(a) offline writer, through our API', offline.firstChunks),
    firstChunkRow('(b) fake model, through our API', model.viaApi),
    firstChunkRow('(c) fake model, asked directly', model.direct),
    {
      'time to first chunk': 'our overhead = (b) − (c)',
      'p50 ms': formatMs(overhead(0.5)),
      'p95 ms': formatMs(overhead(0.95)),
      'min ms': '',
      'max ms': '',
      requests: '',
    },
  ]);
  console.log(
    `Paired per request (b − c, same moment): p50 ${formatMs(percentile(paired, 0.5))} ms, ` +
      `p95 ${formatMs(percentile(paired, 0.95))} ms`,
  );
  const overheadP95 = overhead(0.95);
  console.log(
    `Verdict 1 (our overhead ≤ ${OVERHEAD_GOAL_MS} ms at p95): ${overheadP95 <= OVERHEAD_GOAL_MS ? 'MET' : 'MISSED'}` +
      ` — ${formatMs(overheadP95)} ms at p95, ${formatMs(overhead(0.5))} ms at p50`,
  );
}

function firstChunkRow(what: string, samples: number[]) {
  return {
    'time to first chunk': what,
    'p50 ms': formatMs(percentile(samples, 0.5)),
    'p95 ms': formatMs(percentile(samples, 0.95)),
    'min ms': formatMs(Math.min(...samples)),
    'max ms': formatMs(Math.max(...samples)),
    requests: samples.length,
  };
}

/** 2. Concurrent streams: how the streams went, /user/me alone and during them, and the verdict. */
export function printConcurrent(runs: ConcurrentRun[]) {
  console.log(
    `\n2. ${STREAMS} concurrent AI streams (POST /ai/improve, one Pro user) on one instance, in waves: all ${STREAMS} ` +
      `sent at once, the next wave on the next whole second after the last has ended (the fake model's first ` +
      `wave outlasts the measurement). GET /api/v1/user/me (another user) at ${USER_ME_CONNECTIONS} connections ` +
      `for ${SECONDS} s, alone and while they run`,
  );
  printTable(runs.map((run) => streamRow(run.tally, run.openAfterMs)));
  printTable(
    runs.flatMap((run) => [
      loadRow(`/user/me alone (${run.tally.writer} server)`, run.alone),
      loadRow(`/user/me + ${STREAMS} streams (${run.tally.writer})`, run.during),
    ]),
  );
  const ratios = runs.map(
    (run) =>
      `${run.tally.writer}: p99 ${run.alone.p99Ms} ms alone → ${run.during.p99Ms} ms during streams ` +
      `(×${(run.during.p99Ms / Math.max(run.alone.p99Ms, 1)).toFixed(2)})`,
  );
  console.log(`/user/me ${ratios.join('; ')}`);
  const allDone = runs.every(
    (run) => run.allOpened && run.tally.started > 0 && run.tally.outcomes.completed === run.tally.started,
  );
  const counts = runs.map(
    (run) =>
      `${run.tally.writer.split(' (')[0]} ${run.tally.outcomes.completed}/${run.tally.started} completed`,
  );
  console.log(
    `Verdict 2 (${STREAMS} concurrent streams all complete): ${allDone ? 'MET' : 'MISSED'} — ${counts.join(', ')}` +
      `; peak at once ${runs.map((run) => run.tally.peakInFlight).join(' and ')}`,
  );
}

function streamRow(tally: StreamTally, openAfterMs: number) {
  return {
    writer: tally.writer,
    waves: tally.waves,
    streams: tally.started,
    completed: tally.outcomes.completed,
    'error event': tally.outcomes['error event'],
    'cut short': tally.outcomes['cut short'],
    'non-200': tally.outcomes['non-200'],
    'failed (network)': tally.outcomes.failed,
    'peak at once': tally.peakInFlight,
    'AI req/s': (tally.started / tally.seconds).toFixed(1),
    [`all ${STREAMS} open after ms`]: Math.round(openAfterMs),
    'first chunk p50 ms': formatMs(percentile(tally.firstChunkMs, 0.5)),
    'first chunk p99 ms': formatMs(percentile(tally.firstChunkMs, 0.99)),
    'stream p50 s': (percentile(tally.totalMs, 0.5) / 1000).toFixed(2),
    'wave done p50 s': (percentile(tally.waveMs, 0.5) / 1000).toFixed(2),
  };
}
