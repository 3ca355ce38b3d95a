// The AI endpoints (docs/http-api.md#streaming), as a user feels them:
//   1. time to first chunk of POST /api/v1/ai/improve, sequentially: (a) the offline writer; (b) a fake
//      OpenAI-compatible model through our API and the AI SDK; (c) that fake asked directly with the
//      very body our API sent it. Our overhead is (b) − (c); the goal is ≤ 20 ms at p95.
//   2. 50 concurrent streams on one instance (the offline writer in bursts of 50 a second, then the
//      fake model writing slowly): every one must complete, and GET /api/v1/user/me p99 is measured
//      alone and while they run.
// It prints figures; it asserts nothing (a shared, noisy machine would make a timed test flaky).
// Usage: npm run bench:ai [-- --requests 100 --warmup 20 --streams 50 --seconds 5 --gap-ms 50]
//
// options.ts reads the command line; accounts.ts makes the users; writers.ts runs each writer's
// server and times its first chunks; concurrent.ts runs the streams while measuring /user/me;
// report.ts prints the tables; cleanup.ts stops every server, whatever happens.
import { loadNote } from '../support/stats';
import { stopAll, stopAllOnSignals } from './cleanup';
import { REQUESTS, SECONDS, STREAMS, USER_ME_CONNECTIONS, WARMUP } from './options';
import { printConcurrent, printFirstChunks } from './report';
import { fakeModel, offlineWriter } from './writers';

stopAllOnSignals();

const runStarted = performance.now();
try {
  console.log(
    `bench:ai — ${REQUESTS} sequential requests after ${WARMUP} warm-up; ${STREAMS} concurrent streams; ` +
      `/user/me at ${USER_ME_CONNECTIONS} connections for ${SECONDS} s; ${loadNote()}`,
  );
  const offline = await offlineWriter();
  const model = await fakeModel();
  printFirstChunks(offline, model);
  printConcurrent([offline.concurrent, model.concurrent]);
  console.log(`\nbench:ai took ${((performance.now() - runStarted) / 1000).toFixed(0)} s`);
} finally {
  await stopAll();
}
