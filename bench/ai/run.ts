// The AI endpoints (API.md "AI (streaming)"), as a user feels them:
//   1. time to first chunk of POST /api/v1/ai/improve, sequentially: (a) the offline writer; (b) a fake
//      OpenAI-compatible model through our API and the AI SDK; (c) that fake asked directly with the
//      very body our API sent it. Our overhead is (b) − (c); the goal is ≤ 20 ms at p95.
//   2. 50 concurrent streams on one instance (the offline writer in bursts of 50 a second, then the
//      fake model writing slowly): every one must complete, and GET /api/v1/user/me p99 is measured
//      alone and while they run.
// It prints figures; it asserts nothing (a shared, noisy machine would make a timed test flaky).
// Usage: npm run bench:ai [-- --requests 100 --warmup 20 --streams 50 --seconds 5 --gap-ms 50]
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Resume, Tokens } from '@resume/core';
import { type FakeOpenAi, startFakeOpenAi } from '../../apps/api/test/support/fake-openai';
import { percentile } from '../render/stats';
import { twoPageResume } from '../score/resume';
import { type LoadResult, load, printTable } from '../support/load';
import { type RunningServer, startServer } from '../support/server';
import {
  type ApiOutcome,
  apiFirstChunk,
  apiOutcome,
  openAiFirstChunk,
  type TimedStream,
  timeStream,
} from './streams';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '20' },
    streams: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '5' },
    'gap-ms': { type: 'string', default: '50' },
  },
});
const positive = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < (name === 'warmup' ? 0 : 1)) {
    throw new Error(`--${name} must be a whole number${name === 'warmup' ? '' : ' above 0'}`);
  }
  return value;
};
const REQUESTS = positive('requests');
const WARMUP = positive('warmup');
const STREAMS = positive('streams');
const SECONDS = positive('seconds');
const GAP_MS = positive('gap-ms');

const OVERHEAD_GOAL_MS = 20;
const USER_ME_CONNECTIONS = 4;
const ADMIN_API_TOKEN = 'bench-ai-admin-token-not-a-secret';
const FIELD = 'experience.0.achievements.0';
/** What the fake model answers when timing first chunks: a short answer, quickly written. */
const QUICK_ANSWER = ['Cut', ' median', ' deploy', ' lead', ' time', ' from 3 days', ' to 40 minutes', '.'];
const QUICK_GAP_MS = 5;

const SERVER_ENV = {
  ADMIN_API_TOKEN,
  // The default 30 AI requests per minute per user would stop the sequential runs after 30.
  RATE_LIMIT_AI_PER_MINUTE: '1000000',
};

// Everything started is stopped at the end, on failure and on Ctrl-C too.
type Stoppable = { stop(): Promise<void> };
const running: { name: string; thing: Stoppable }[] = [];
async function started<T extends Stoppable>(name: string, starting: Promise<T>): Promise<T> {
  const thing = await starting;
  running.push({ name, thing });
  return thing;
}
async function stop(thing: Stoppable) {
  const index = running.findIndex((entry) => entry.thing === thing);
  if (index >= 0) running.splice(index, 1);
  await thing.stop();
}
async function stopAll() {
  for (let entry = running.pop(); entry; entry = running.pop()) {
    const { name } = entry;
    await entry.thing
      .stop()
      .catch((error: unknown) => console.warn(`Could not stop ${name}: ${(error as Error).message}`));
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Accounts

type Session = { headers: Record<string, string>; userId: string };

async function newGuest(server: RunningServer): Promise<Session> {
  const response = await fetch(`${server.url}/api/v1/auth/guest`, { method: 'POST' });
  if (!response.ok) throw new Error(`POST /auth/guest answered ${response.status}: ${await response.text()}`);
  const tokens = (await response.json()) as Tokens;
  return { headers: { authorization: `Bearer ${tokens.access_token}` }, userId: tokens.guest_id as string };
}

/** A Pro guest (unlimited credits, through the admin API) with a saved two-page resume. */
async function proWithResume(server: RunningServer): Promise<Session & { resumeId: string }> {
  const session = await newGuest(server);
  const pro = await fetch(`${server.url}/api/v1/users/${session.userId}/premium/enable`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${ADMIN_API_TOKEN}` },
  });
  if (!pro.ok) throw new Error(`PATCH premium/enable answered ${pro.status}: ${await pro.text()}`);
  const credits = await fetch(`${server.url}/api/v1/credits`, { headers: session.headers });
  const { unlimited } = (await credits.json()) as { unlimited?: boolean };
  if (!unlimited)
    throw new Error('The bench user did not become Pro: GET /credits says unlimited is not true');
  const created = await fetch(`${server.url}/api/v1/resumes`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', template: 'modern', data: twoPageResume }),
  });
  if (!created.ok) throw new Error(`POST /resumes answered ${created.status}: ${await created.text()}`);
  const resume = (await created.json()) as Resume;
  return { ...session, resumeId: resume.id };
}

/** POST /api/v1/ai/improve for one achievement of the resume, timed to its first chunk. */
function askImprove(server: RunningServer, user: Session & { resumeId: string }) {
  const init: RequestInit = {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ resume_id: user.resumeId, field: FIELD }),
  };
  return (onFirstChunk?: () => void) =>
    timeStream(`${server.url}/api/v1/ai/improve`, init, apiFirstChunk, onFirstChunk);
}

/** The streamed answer must have a first chunk and end with `{"end": true}`; otherwise the run stops. */
function completedFirstChunk(label: string, stream: TimedStream): number {
  const outcome = apiOutcome(stream);
  if (outcome !== 'completed' || stream.firstChunkMs === undefined) {
    throw new Error(`${label}: ${outcome} (HTTP ${stream.status}): ${stream.text.slice(0, 300)}`);
  }
  return stream.firstChunkMs;
}

// ---------------------------------------------------------------------------------------------
// Figures

const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : '–');
const p = (samples: number[], share: number) => percentile(samples, share);

function firstChunkRow(what: string, samples: number[]) {
  return {
    'time to first chunk': what,
    'p50 ms': fmt(p(samples, 0.5)),
    'p95 ms': fmt(p(samples, 0.95)),
    'min ms': fmt(Math.min(...samples)),
    'max ms': fmt(Math.max(...samples)),
    requests: samples.length,
  };
}

type StreamTally = {
  writer: string;
  waves: number;
  started: number;
  outcomes: Record<ApiOutcome, number>;
  peakInFlight: number;
  firstChunkMs: number[];
  totalMs: number[];
  /** From a wave's start until the last of its streams ended. */
  waveMs: number[];
  /** From the first wave's start until the measurement ended. */
  seconds: number;
};

const userMeRow = (scenario: string, result: LoadResult) => ({
  scenario,
  'req/s': result.requestsPerSecond,
  'p50 ms': result.p50Ms,
  'p99 ms': result.p99Ms,
  'non-2xx': result.non2xx,
  errors: result.errors,
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * GET /api/v1/user/me alone, then while waves of `STREAMS` AI streams run. A wave sends all of its
 * requests at once; the next one starts on the next whole second after the last one has ended, until
 * the measurement is over. The fake model writes slowly, so its first wave outlasts the measurement;
 * the offline writer is done in a fraction of a second, so it comes as a burst of `STREAMS` a second.
 * The measurement starts once every stream of the first wave has its first chunk (all are open).
 */
async function userMeDuringStreams(
  server: RunningServer,
  writer: string,
  ask: (onFirstChunk?: () => void) => Promise<TimedStream>,
) {
  const reader = await newGuest(server);
  const userMe = {
    url: `${server.url}/api/v1/user/me`,
    connections: USER_ME_CONNECTIONS,
    headers: reader.headers,
  };
  await load({ ...userMe, seconds: 1 }); // warm-up
  const alone = await load({ ...userMe, seconds: SECONDS });

  const tally: StreamTally = {
    writer,
    waves: 0,
    started: 0,
    outcomes: { completed: 0, 'error event': 0, 'cut short': 0, 'non-200': 0, failed: 0 },
    peakInFlight: 0,
    firstChunkMs: [],
    totalMs: [],
    waveMs: [],
    seconds: 0,
  };
  let inFlight = 0;
  let opened = 0;
  let warned = 0;
  let allOpen = () => {};
  const everyoneOpen = new Promise<void>((resolve) => {
    allOpen = resolve;
  });
  let stopped = false;
  let stop = () => {};
  const stopping = new Promise<void>((resolve) => {
    stop = () => {
      stopped = true;
      resolve();
    };
  });

  const stream = async (index: number, firstWave: boolean) => {
    // A stream that never opens still counts, so that the measurement is not held up for it.
    const open = () => {
      if (firstWave && ++opened === STREAMS) allOpen();
    };
    tally.started += 1;
    inFlight += 1;
    tally.peakInFlight = Math.max(tally.peakInFlight, inFlight);
    try {
      const answer = await ask(open);
      const outcome = apiOutcome(answer);
      tally.outcomes[outcome] += 1;
      if (answer.firstChunkMs !== undefined) tally.firstChunkMs.push(answer.firstChunkMs);
      else open();
      tally.totalMs.push(answer.totalMs);
      if (outcome !== 'completed' && warned++ < 3) {
        console.warn(`stream ${index}: ${outcome} (HTTP ${answer.status}) ${answer.text.slice(0, 200)}`);
      }
    } catch (error) {
      tally.outcomes.failed += 1;
      open();
      if (warned++ < 3) console.warn(`stream ${index} failed: ${(error as Error).message}`);
    } finally {
      inFlight -= 1;
    }
  };

  const begun = performance.now();
  const waves = (async () => {
    for (let wave = 0; wave === 0 || !stopped; wave += 1) {
      const waveStarted = performance.now();
      tally.waves += 1;
      await Promise.all(Array.from({ length: STREAMS }, (_, i) => stream(i, wave === 0)));
      tally.waveMs.push(performance.now() - waveStarted);
      const nextSecond = begun + Math.ceil((performance.now() - begun) / 1000) * 1000;
      await Promise.race([sleep(nextSecond - performance.now()), stopping]);
    }
  })();
  await Promise.race([everyoneOpen, sleep(15_000)]);
  const openAfterMs = performance.now() - begun;
  const during = await load({ ...userMe, seconds: SECONDS });
  tally.seconds = (performance.now() - begun) / 1000;
  stop();
  await waves;
  return { alone, during, tally, openAfterMs, allOpened: opened >= STREAMS };
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
    'first chunk p50 ms': fmt(p(tally.firstChunkMs, 0.5)),
    'first chunk p99 ms': fmt(p(tally.firstChunkMs, 0.99)),
    'stream p50 s': (p(tally.totalMs, 0.5) / 1000).toFixed(2),
    'wave done p50 s': (p(tally.waveMs, 0.5) / 1000).toFixed(2),
  };
}

// ---------------------------------------------------------------------------------------------
// The run

async function offlineWriter() {
  const server = await started('api (offline writer)', startServer({ env: SERVER_ENV }));
  const user = await proWithResume(server);
  const ask = askImprove(server, user);
  for (let i = 0; i < WARMUP; i += 1) completedFirstChunk('offline warm-up', await ask());
  const firstChunks: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) firstChunks.push(completedFirstChunk('offline', await ask()));
  const concurrent = await userMeDuringStreams(server, 'offline writer', ask);
  await stop(server);
  return { firstChunks, concurrent };
}

async function fakeModel() {
  const fake = await started(
    'fake OpenAI-compatible server',
    startFakeOpenAi().then((f: FakeOpenAi) => Object.assign(f, { stop: () => f.close() })),
  );
  const server = await started(
    'api (fake model)',
    startServer({
      env: {
        ...SERVER_ENV,
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'fake-model',
        AI_BASE_URL: fake.baseUrl,
      },
    }),
  );
  const user = await proWithResume(server);
  const ask = askImprove(server, user);
  fake.behave({ kind: 'stream', chunks: QUICK_ANSWER, gapMs: QUICK_GAP_MS, firstMs: 0 });

  // The body our API sends the model (system prompt, resume text, stream options): (c) replays it.
  completedFirstChunk('fake model, first request', await ask());
  const sent = fake.requests.at(-1);
  if (!sent?.stream) throw new Error('Our API did not ask the fake model for a stream');
  const directInit: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(sent),
  };
  const askDirectly = async () => {
    const stream = await timeStream(`${fake.baseUrl}/chat/completions`, directInit, openAiFirstChunk);
    if (stream.status !== 200 || stream.firstChunkMs === undefined || !stream.text.includes('data: [DONE]')) {
      throw new Error(`fake model asked directly: HTTP ${stream.status}: ${stream.text.slice(0, 300)}`);
    }
    return stream.firstChunkMs;
  };

  // (b) and (c) alternate, each going first every other time, so that the machine's moods hit both alike.
  const viaApi: number[] = [];
  const direct: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
    const b = async () => completedFirstChunk('fake model through our API', await ask());
    let bMs: number;
    let cMs: number;
    if (i % 2 === 0) {
      bMs = await b();
      cMs = await askDirectly();
    } else {
      cMs = await askDirectly();
      bMs = await b();
    }
    if (i >= WARMUP) {
      viaApi.push(bMs);
      direct.push(cMs);
    }
  }

  // Slow writing so that all streams overlap for the whole measurement (and a little more).
  const words = Math.ceil(((SECONDS + 1.5) * 1000) / GAP_MS);
  fake.behave({
    kind: 'stream',
    chunks: Array.from({ length: words }, (_, i) => (i === 0 ? 'Improved' : ' word')),
    gapMs: GAP_MS,
    firstMs: 0,
  });
  const concurrent = await userMeDuringStreams(
    server,
    `fake model (${words} chunks, ${GAP_MS} ms apart)`,
    ask,
  );
  await stop(server);
  await stop(fake);
  return { viaApi, direct, concurrent };
}

const runStarted = performance.now();
try {
  console.log(
    `bench:ai — ${REQUESTS} sequential requests after ${WARMUP} warm-up; ${STREAMS} concurrent streams; ` +
      `/user/me at ${USER_ME_CONNECTIONS} connections for ${SECONDS} s; ${availableParallelism()} CPUs, ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const offline = await offlineWriter();
  const model = await fakeModel();

  // 1. Time to first chunk
  const overhead = (share: number) => p(model.viaApi, share) - p(model.direct, share);
  const paired = model.viaApi.map((b, i) => b - (model.direct[i] ?? Number.NaN));
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
      'p50 ms': fmt(overhead(0.5)),
      'p95 ms': fmt(overhead(0.95)),
      'min ms': '',
      'max ms': '',
      requests: '',
    },
  ]);
  console.log(
    `Paired per request (b − c, same moment): p50 ${fmt(p(paired, 0.5))} ms, p95 ${fmt(p(paired, 0.95))} ms`,
  );
  const overheadP95 = overhead(0.95);
  console.log(
    `Verdict 1 (our overhead ≤ ${OVERHEAD_GOAL_MS} ms at p95): ${overheadP95 <= OVERHEAD_GOAL_MS ? 'MET' : 'MISSED'}` +
      ` — ${fmt(overheadP95)} ms at p95, ${fmt(overhead(0.5))} ms at p50`,
  );

  // 2. Concurrent streams
  console.log(
    `\n2. ${STREAMS} concurrent AI streams (POST /ai/improve, one Pro user) on one instance, in waves: all ${STREAMS} ` +
      `sent at once, the next wave on the next whole second after the last has ended (the fake model's first ` +
      `wave outlasts the measurement). GET /api/v1/user/me (another user) at ${USER_ME_CONNECTIONS} connections ` +
      `for ${SECONDS} s, alone and while they run`,
  );
  const runs = [offline.concurrent, model.concurrent];
  printTable(runs.map((run) => streamRow(run.tally, run.openAfterMs)));
  printTable(
    runs.flatMap((run) => [
      userMeRow(`/user/me alone (${run.tally.writer} server)`, run.alone),
      userMeRow(`/user/me + ${STREAMS} streams (${run.tally.writer})`, run.during),
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
  console.log(`\nbench:ai took ${((performance.now() - runStarted) / 1000).toFixed(0)} s`);
} finally {
  await stopAll();
}
