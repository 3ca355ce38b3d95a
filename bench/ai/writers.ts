/**
 * The two writers bench:ai measures, each on its own API server: the offline writer, and a fake
 * OpenAI-compatible model (also asked directly, to tell our overhead from the model's own time).
 */
import { type ChatRequest, type FakeOpenAi, startFakeOpenAi } from '../../apps/api/test/support/fake-openai';
import { type RunningServer, startServer } from '../support/server';
import { type ProSession, proWithResume } from './accounts';
import { started, stop } from './cleanup';
import { type Ask, type ConcurrentRun, userMeDuringStreams } from './concurrent';
import { FIELD, GAP_MS, QUICK_ANSWER, QUICK_GAP_MS, REQUESTS, SECONDS, SERVER_ENV, WARMUP } from './options';
import { apiFirstChunk, apiOutcome, openAiFirstChunk, type TimedStream, timeStream } from './streams';

export type OfflineWriterRun = { firstChunks: number[]; concurrent: ConcurrentRun };
export type FakeModelRun = { viaApi: number[]; direct: number[]; concurrent: ConcurrentRun };

/** (a) first chunks of the offline writer, then its concurrent streams. */
export async function offlineWriter(): Promise<OfflineWriterRun> {
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

/** (b) and (c) first chunks of the fake model, through our API and directly, then its concurrent streams. */
export async function fakeModel(): Promise<FakeModelRun> {
  const fake = await started(
    'fake OpenAI-compatible server',
    startFakeOpenAi().then((f: FakeOpenAi) => Object.assign(f, { stop: () => f.close() })),
  );
  const server = await started('api (fake model)', startServer({ env: fakeModelEnv(fake) }));
  const user = await proWithResume(server);
  const ask = askImprove(server, user);
  fake.behave({ kind: 'stream', chunks: QUICK_ANSWER, gapMs: QUICK_GAP_MS, firstMs: 0 });

  // The body our API sends the model (system prompt, resume text, stream options): (c) replays it.
  completedFirstChunk('fake model, first request', await ask());
  const sent = fake.requests.at(-1);
  if (!sent?.stream) throw new Error('Our API did not ask the fake model for a stream');
  const { viaApi, direct } = await alternateFirstChunks(ask, askDirectly(fake, sent));

  const words = writeSlowly(fake);
  const concurrent = await userMeDuringStreams(
    server,
    `fake model (${words} chunks, ${GAP_MS} ms apart)`,
    ask,
  );
  await stop(server);
  await stop(fake);
  return { viaApi, direct, concurrent };
}

function fakeModelEnv(fake: FakeOpenAi) {
  return {
    ...SERVER_ENV,
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'fake-model',
    AI_BASE_URL: fake.baseUrl,
  };
}

/** POST /api/v1/ai/improve for one achievement of the resume, timed to its first chunk. */
function askImprove(server: RunningServer, user: ProSession): Ask {
  const init: RequestInit = {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ resume_id: user.resumeId, field: FIELD }),
  };
  return (onFirstChunk?: () => void) =>
    timeStream(`${server.url}/api/v1/ai/improve`, init, apiFirstChunk, onFirstChunk);
}

/** Sends `sent` (the body our API sent) straight to the fake model; resolves to its time to first chunk. */
function askDirectly(fake: FakeOpenAi, sent: ChatRequest) {
  const directInit: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(sent),
  };
  return async () => {
    const stream = await timeStream(`${fake.baseUrl}/chat/completions`, directInit, openAiFirstChunk);
    if (stream.status !== 200 || stream.firstChunkMs === undefined || !stream.text.includes('data: [DONE]')) {
      throw new Error(`fake model asked directly: HTTP ${stream.status}: ${stream.text.slice(0, 300)}`);
    }
    return stream.firstChunkMs;
  };
}

/** (b) and (c) alternate, each going first every other time, so that the machine's moods hit both alike. */
async function alternateFirstChunks(ask: Ask, askDirectly: () => Promise<number>) {
  const viaApi: number[] = [];
  const direct: number[] = [];
  const throughApi = async () => completedFirstChunk('fake model through our API', await ask());
  for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
    let viaApiMs: number;
    let directMs: number;
    if (i % 2 === 0) {
      viaApiMs = await throughApi();
      directMs = await askDirectly();
    } else {
      directMs = await askDirectly();
      viaApiMs = await throughApi();
    }
    if (i >= WARMUP) {
      viaApi.push(viaApiMs);
      direct.push(directMs);
    }
  }
  return { viaApi, direct };
}

/** Slow writing so that all streams overlap for the whole measurement (and a little more); returns its chunk count. */
function writeSlowly(fake: FakeOpenAi): number {
  const words = Math.ceil(((SECONDS + 1.5) * 1000) / GAP_MS);
  fake.behave({
    kind: 'stream',
    chunks: Array.from({ length: words }, (_, i) => (i === 0 ? 'Improved' : ' word')),
    gapMs: GAP_MS,
    firstMs: 0,
  });
  return words;
}

/** The streamed answer must have a first chunk and end with `{"end": true}`; otherwise the run stops. */
function completedFirstChunk(label: string, stream: TimedStream): number {
  const outcome = apiOutcome(stream);
  if (outcome !== 'completed' || stream.firstChunkMs === undefined) {
    throw new Error(`${label}: ${outcome} (HTTP ${stream.status}): ${stream.text.slice(0, 300)}`);
  }
  return stream.firstChunkMs;
}
