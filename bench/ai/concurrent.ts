/** Part 2 of bench:ai: GET /api/v1/user/me alone, then while waves of `STREAMS` AI streams run. */

import { type LoadResult, load } from '../support/load';
import type { RunningServer } from '../support/server';
import { newGuest, type Session } from './accounts';
import { SECONDS, STREAMS, USER_ME_CONNECTIONS } from './options';
import { type ApiOutcome, apiOutcome, type TimedStream } from './streams';

/** Sends one AI request and reads its answer to the end; `onFirstChunk` is called at its first chunk. */
export type Ask = (onFirstChunk?: () => void) => Promise<TimedStream>;

export type StreamTally = {
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

export type ConcurrentRun = {
  alone: LoadResult;
  during: LoadResult;
  tally: StreamTally;
  /** From the first wave's start until all of its streams were open (or 15 s, if some never were). */
  openAfterMs: number;
  allOpened: boolean;
};

const WAIT_FOR_OPEN_MS = 15_000;
const MAX_WARNINGS = 3;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * GET /api/v1/user/me alone, then while waves of `STREAMS` AI streams run. A wave sends all of its
 * requests at once; the next one starts on the next whole second after the last one has ended, until
 * the measurement is over. The fake model writes slowly, so its first wave outlasts the measurement;
 * the offline writer is done in a fraction of a second, so it comes as a burst of `STREAMS` a second.
 * The measurement starts once every stream of the first wave has its first chunk (all are open).
 */
export async function userMeDuringStreams(
  server: RunningServer,
  writer: string,
  ask: Ask,
): Promise<ConcurrentRun> {
  const reader = await newGuest(server);
  const userMe = userMeLoad(server, reader);
  await load({ ...userMe, seconds: 1 }); // warm-up
  const alone = await load({ ...userMe, seconds: SECONDS });

  const tally = emptyTally(writer);
  const waves = startWaves(ask, tally);
  await Promise.race([waves.everyoneOpen, sleep(WAIT_FOR_OPEN_MS)]);
  const openAfterMs = performance.now() - waves.begun;
  const during = await load({ ...userMe, seconds: SECONDS });
  tally.seconds = (performance.now() - waves.begun) / 1000;
  waves.end();
  await waves.done;
  return { alone, during, tally, openAfterMs, allOpened: waves.allOpened() };
}

function userMeLoad(server: RunningServer, reader: Session) {
  return {
    url: `${server.url}/api/v1/user/me`,
    connections: USER_ME_CONNECTIONS,
    headers: reader.headers,
  };
}

function emptyTally(writer: string): StreamTally {
  return {
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
}

/** A promise to resolve from outside, and whether it has been. */
function trigger() {
  let resolve = () => {};
  let fired = false;
  const promise = new Promise<void>((resolvePromise) => {
    resolve = resolvePromise;
  });
  const fire = () => {
    fired = true;
    resolve();
  };
  return { promise, fire, fired: () => fired };
}

/**
 * Starts the waves of streams at once, counting them into `tally`; they go on until `end` is called
 * (the first wave always runs to its end) and `done` resolves once the last wave has ended.
 */
function startWaves(ask: Ask, tally: StreamTally) {
  const counters: StreamCounters = { tally, inFlight: 0, warnings: 0 };
  let opened = 0;
  const everyoneOpen = trigger();
  const over = trigger();
  const openInFirstWave = () => {
    if (++opened === STREAMS) everyoneOpen.fire();
  };
  const openInLaterWave = () => {};

  const begun = performance.now();
  const done = (async () => {
    for (let wave = 0; wave === 0 || !over.fired(); wave += 1) {
      const waveStarted = performance.now();
      tally.waves += 1;
      const open = wave === 0 ? openInFirstWave : openInLaterWave;
      await Promise.all(Array.from({ length: STREAMS }, (_, i) => oneStream(counters, ask, i, open)));
      tally.waveMs.push(performance.now() - waveStarted);
      const nextSecond = begun + Math.ceil((performance.now() - begun) / 1000) * 1000;
      await Promise.race([sleep(nextSecond - performance.now()), over.promise]);
    }
  })();
  return {
    begun,
    everyoneOpen: everyoneOpen.promise,
    allOpened: () => opened >= STREAMS,
    end: over.fire,
    done,
  };
}

type StreamCounters = { tally: StreamTally; inFlight: number; warnings: number };

/**
 * One AI stream, counted into the tally. `open` is called at its first chunk, or when it ends
 * without one: a stream that never opens still counts, so that the measurement is not held up for it.
 */
async function oneStream(counters: StreamCounters, ask: Ask, index: number, open: () => void) {
  const { tally } = counters;
  tally.started += 1;
  counters.inFlight += 1;
  tally.peakInFlight = Math.max(tally.peakInFlight, counters.inFlight);
  try {
    const answer = await ask(open);
    const outcome = apiOutcome(answer);
    tally.outcomes[outcome] += 1;
    if (answer.firstChunkMs !== undefined) tally.firstChunkMs.push(answer.firstChunkMs);
    else open();
    tally.totalMs.push(answer.totalMs);
    if (outcome !== 'completed' && counters.warnings++ < MAX_WARNINGS) {
      console.warn(`stream ${index}: ${outcome} (HTTP ${answer.status}) ${answer.text.slice(0, 200)}`);
    }
  } catch (error) {
    tally.outcomes.failed += 1;
    open();
    if (counters.warnings++ < MAX_WARNINGS)
      console.warn(`stream ${index} failed: ${(error as Error).message}`);
  } finally {
    counters.inFlight -= 1;
  }
}
