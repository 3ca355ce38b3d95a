import {
  type AiRequestKind,
  type AiStreamEvent,
  type AiWarning,
  type Credits,
  factSources,
  findInventedFacts,
  givesTextBack,
  guestAllowanceUsedMessage,
  inflatedPart,
  isWriterGuidance,
  loadWriterGrammar,
  NO_CREDITS_CODE,
  NO_CREDITS_MESSAGE,
  repeatsText,
  type WriterTask,
} from '@resume/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/http-error';
import { ServerStoppingError } from '../../lib/lifecycle';
import { enforceRateLimit } from '../../lib/rate-limit-guard';
import { insertEvents } from '../analytics/repo';
import { isPremium } from '../users/presenter';
import type { UserRow } from '../users/repo';
import { refundCredit, spendCredit } from './credits-repo';
import { AiTimeoutError, withDeadlines } from './deadlines';

type Deps = Pick<AppDeps, 'db' | 'limiter' | 'config' | 'writer' | 'lifecycle' | 'metrics'>;

export type AiOutcome = 'completed' | 'failed' | 'timeout' | 'cancelled' | 'no_credits';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the user can spend now. A guest's own credits count only within what its client address has
 * left of today's allowance (takeCredit): a new guest on a network that has used it has none to spend.
 */
export async function creditsOf(deps: Deps, user: UserRow, clientIp: string): Promise<Credits> {
  const unlimited = isPremium(user);
  if (unlimited || user.email !== null) return { remaining: user.credits, unlimited };
  const left =
    deps.config.rateLimits.guestAiPerAddressPerDay - (await deps.limiter.used(guestAiKey(clientIp)));
  return { remaining: Math.max(0, Math.min(user.credits, left)), unlimited };
}

const guestAiKey = (clientIp: string) => `guest-ai:${clientIp}`;

/**
 * docs/http-api.md#rate-limits: AI calls 30 per minute per user, counted in Redis when several instances
 * share it.
 */
export async function limitAiRequests(deps: Pick<Deps, 'limiter' | 'config'>, user: UserRow): Promise<void> {
  const rule = { limit: deps.config.rateLimits.aiPerMinute, windowMs: 60_000 };
  await enforceRateLimit(deps.limiter, `ai:${user.id}`, rule, 'Too many AI requests. Try again in a minute.');
}

/** One AI request that has been paid for and may now stream. */
export type AiAnswer = {
  writer: string;
  events(clientGone: AbortSignal): AsyncIterable<AiStreamEvent>;
};

/**
 * Takes the request's credit (Pro: none) or answers 403 `no_credits`; the stream comes after.
 * `previousAnswer` is the text a "Try again" replaces: the same answer again is given back for free.
 */
export async function startAnswer(
  deps: Deps,
  log: FastifyBaseLogger,
  user: UserRow,
  clientIp: string,
  kind: AiRequestKind,
  task: WriterTask,
  previousAnswer?: string,
): Promise<AiAnswer> {
  const charged = await chargeRequest(deps, log, user, clientIp, kind);
  return {
    writer: deps.writer.name,
    events: (clientGone) =>
      answerEvents(deps, log, { user, kind, task, charged, previousAnswer }, clientGone),
  };
}

/**
 * What to check in an answer: facts none of its sources holds, and, for a rewrite, the person's
 * part made bigger than their text says (the part check, for any writer's answer).
 */
export function answerWarnings(task: WriterTask, answer: string): AiWarning[] {
  const warnings = findInventedFacts(answer, factSources(task));
  if (task.kind !== 'improve') return warnings;
  const inflated = inflatedPart(task.text, answer);
  return inflated
    ? [...warnings, { kind: 'inflated', text: inflated.claimed, message: inflated.message }]
    : warnings;
}

/**
 * Takes one AI request's credit from a free user (Pro: none) or answers 403 `no_credits`, recording
 * the refusal. Returns whether a credit was taken, which a failure must then give back (refundRequest).
 */
export async function chargeRequest(
  deps: Deps,
  log: FastifyBaseLogger,
  user: UserRow,
  clientIp: string,
  kind: AiRequestKind,
): Promise<boolean> {
  const charged = !isPremium(user);
  const refusal = charged ? await takeCredit(deps, user, clientIp) : null;
  if (refusal !== null) {
    await recordRequest(deps, log, user, { kind, writer: deps.writer.name, outcome: 'no_credits' });
    throw new HttpError(403, { msg: refusal, code: NO_CREDITS_CODE });
  }
  if (charged) deps.metrics?.aiCreditsSpent.inc();
  return charged;
}

/** Gives back the credit of a request that failed on our side. */
export async function refundRequest(deps: Pick<Deps, 'db' | 'metrics'>, user: UserRow): Promise<void> {
  await refundCredit(deps.db, user.id);
  deps.metrics?.aiCreditsRefunded.inc();
}

/**
 * Takes one of the user's own credits; a guest also takes one of its client address's answers for the day
 * (docs/product.md#credits: shared by every guest made from that address, so new guests do not bring new
 * credits). The day's count lives in the rate-limit store: in Redis when configured, so every instance sees
 * the same count. Returns why the request is refused, or null once it is paid for.
 */
async function takeCredit(deps: Deps, user: UserRow, clientIp: string): Promise<string | null> {
  if ((await spendCredit(deps.db, user.id)) === undefined) return NO_CREDITS_MESSAGE;
  if (user.email !== null) return null;
  const perDay = deps.config.rateLimits.guestAiPerAddressPerDay;
  const day = await deps.limiter.check(guestAiKey(clientIp), { limit: perDay, windowMs: DAY_MS });
  if (day.allowed) return null;
  await refundCredit(deps.db, user.id);
  return guestAllowanceUsedMessage(perDay);
}

type Request = {
  user: UserRow;
  kind: AiRequestKind;
  task: WriterTask;
  charged: boolean;
  previousAnswer?: string;
};

async function* answerEvents(
  deps: Deps,
  log: FastifyBaseLogger,
  request: Request,
  clientGone: AbortSignal,
): AsyncIterable<AiStreamEvent> {
  const { ai } = deps.config;
  const writer = deps.writer.name;
  const upstream = new AbortController();
  const cancel = () => upstream.abort(clientGone.reason);
  clientGone.addEventListener('abort', cancel, { once: true });
  const windDown = windDownOnShutdown(deps, upstream);
  const started = performance.now();
  deps.metrics?.aiStreamsStarted.inc({ kind: request.kind });
  let firstChunkMs: number | undefined;
  let text = '';
  /** Some text (not only spaces) has been written to the client: a stop from now on is paid for. */
  let textDelivered = false;
  let outcome: AiOutcome = 'completed';
  try {
    const deadlines = { firstChunkMs: ai.firstChunkTimeoutMs, totalMs: ai.timeoutMs };
    for await (const chunk of withDeadlines(
      deps.writer.write(request.task, upstream.signal),
      deadlines,
      upstream,
    )) {
      firstChunkMs ??= performance.now() - started;
      text += chunk;
      yield { chunk };
      // sendEventStream has written the piece, or aborted clientGone because it could not.
      if (!clientGone.aborted && chunk.trim() !== '') textDelivered = true;
    }
    if (text.trim() === '') throw new Error('The writer answered with no text');
    // The part check conjugates with the built-in writer's grammar, loaded on first use.
    if (request.task.kind === 'improve') await loadWriterGrammar();
    const warnings = answerWarnings(request.task, text);
    // Neither the same answer again nor the built-in writer's guidance (what it can write, how a
    // line is shaped) is worth a credit: given back before the end, so the client's refresh after
    // the stream already sees it.
    // A rewrite that gives the person's own line back, word for word, is no answer either.
    const repeated =
      repeatsText(text, request.previousAnswer) ||
      (request.task.kind === 'improve' && givesTextBack(text, request.task.text));
    if ((repeated || isWriterGuidance(text)) && request.charged) await refundRequest(deps, request.user);
    yield repeated ? { end: true, writer, warnings, repeated: true } : { end: true, writer, warnings };
  } catch (error) {
    outcome = clientGone.aborted ? 'cancelled' : error instanceof AiTimeoutError ? 'timeout' : 'failed';
    const restarting = upstream.signal.reason instanceof ServerStoppingError;
    if (outcome !== 'cancelled')
      log.warn({ kind: request.kind, writer, err: describe(error) }, 'AI answer failed');
    // Our failures (the writer's error, a timeout, a restart) are refunded, and so is a stop before
    // any text arrived; a stop after text arrived is paid for, or stopping just before the end
    // would make every answer free.
    const refunded = request.charged && !(outcome === 'cancelled' && textDelivered);
    if (refunded) await refundRequest(deps, request.user);
    if (outcome !== 'cancelled') yield { error: failureMessage(outcome, refunded, restarting) };
  } finally {
    clientGone.removeEventListener('abort', cancel);
    windDown();
    deps.metrics?.aiStreamsEnded.inc({ kind: request.kind, outcome });
    const latencyMs = Math.round(performance.now() - started);
    await recordRequest(deps, log, request.user, {
      kind: request.kind,
      writer,
      outcome,
      latency_ms: latencyMs,
      ...(firstChunkMs === undefined ? {} : { first_chunk_ms: Math.round(firstChunkMs) }),
    });
  }
}

/**
 * When the server starts draining, an answer still streaming gets `shutdownGraceMs` to finish; then
 * it is cut short (ending with an error event, its credit refunded) so the process can exit in time.
 * Returns the clean-up for when the answer ends first.
 */
export function windDownOnShutdown(
  deps: Pick<Deps, 'lifecycle' | 'config'>,
  upstream: AbortController,
): () => void {
  const { stopping } = deps.lifecycle;
  let timer: NodeJS.Timeout | undefined;
  const startGrace = () => {
    timer = setTimeout(() => upstream.abort(stopping.reason), deps.config.ai.shutdownGraceMs);
  };
  if (stopping.aborted) startGrace();
  else stopping.addEventListener('abort', startGrace, { once: true });
  return () => {
    clearTimeout(timer);
    stopping.removeEventListener('abort', startGrace);
  };
}

function failureMessage(outcome: AiOutcome, refunded: boolean, restarting = false): string {
  const what = restarting
    ? 'The server restarted before the AI writer finished.'
    : outcome === 'timeout'
      ? 'The AI writer took too long to answer.'
      : 'The AI writer could not answer.';
  return `${what} Please try again.${refunded ? ' Your credit was refunded.' : ''}`;
}

/** What the log may say about a failure: its kind and message, never the resume text. */
export function describe(error: unknown): { name: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message.slice(0, 300) }
    : { name: 'Error', message: String(error).slice(0, 300) };
}

/** The `ai_request` analytics event: kind, writer, outcome and timings — never the text. */
export async function recordRequest(
  deps: Pick<Deps, 'db'>,
  log: FastifyBaseLogger,
  user: UserRow,
  props: {
    kind: AiRequestKind;
    writer: string;
    outcome: AiOutcome;
    latency_ms?: number;
    first_chunk_ms?: number;
  },
): Promise<void> {
  try {
    await insertEvents(deps.db, user.id, [{ name: 'ai_request', props, ts: new Date().toISOString() }]);
  } catch (error) {
    log.warn({ err: describe(error) }, 'Could not record ai_request');
  }
}
