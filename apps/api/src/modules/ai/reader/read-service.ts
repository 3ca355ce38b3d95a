import { type AiReading, checkReading, compareReadings, resumeDataSchema } from '@resume/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../deps';
import { HttpError } from '../../../lib/http-error';
import { ServerStoppingError } from '../../../lib/lifecycle';
import { presentResume } from '../../resumes/presenter';
import { getOwnedResume } from '../../resumes/service';
import type { UserRow } from '../../users/repo';
import { AiTimeoutError } from '../deadlines';
import {
  type AiOutcome,
  chargeRequest,
  describe,
  limitAiRequests,
  recordRequest,
  refundRequest,
  windDownOnShutdown,
} from '../service';
import { type ResumeReader, UnusableReadingError } from './resume-reader';

type Deps = Pick<AppDeps, 'db' | 'limiter' | 'config' | 'writer' | 'lifecycle' | 'metrics'>;

/** Who asks: the user, and the client address (a guest's daily allowance is counted by it). */
export type Reader = { user: UserRow; ip: string };

export const NO_MODEL_MESSAGE =
  'Reading with AI is not available on this server: no AI model is configured. The layout reading is kept.';
const NO_FILE_TEXT_MESSAGE =
  'Only a resume made from an uploaded file can be read with AI: this one has no file text.';

/**
 * "Read with AI": reads the uploaded file's stored text with the model, removes every value the
 * file does not print, and compares what is left with the layout reading (the resume's data).
 * One credit for a free user, given back when the model fails, is too slow or answers unusably.
 */
export async function readResumeWithAi(
  deps: Deps,
  log: FastifyBaseLogger,
  { user, ip }: Reader,
  resumeId: string,
  clientGone: AbortSignal,
): Promise<AiReading> {
  const reader = deps.writer.reader;
  if (!reader) throw new HttpError(503, NO_MODEL_MESSAGE);
  await limitAiRequests(deps, user);
  const row = await getOwnedResume(deps, user, resumeId);
  const fileText = row.originalText ?? '';
  if (fileText.trim() === '') throw new HttpError(422, NO_FILE_TEXT_MESSAGE);
  const charged = await chargeRequest(deps, log, user, ip, 'read');
  const started = performance.now();
  const finish = (outcome: AiOutcome) =>
    recordRequest(deps, log, user, {
      kind: 'read',
      writer: deps.writer.name,
      outcome,
      latency_ms: Math.round(performance.now() - started),
    });
  try {
    const checked = checkReading(await readInTime(deps, reader, fileText, clientGone), fileText);
    const reading = resumeDataSchema.safeParse(checked.reading);
    if (!reading.success) throw new UnusableReadingError('The reading is not a storable resume');
    await finish('completed');
    const rows = compareReadings(presentResume(row).data, reading.data);
    return { reading: reading.data, rows, unsupported: checked.unsupported, writer: deps.writer.name };
  } catch (error) {
    const outcome = outcomeOf(error, clientGone);
    if (outcome !== 'cancelled') log.warn({ kind: 'read', err: describe(error) }, 'AI reading failed');
    if (charged) await refundRequest(deps, user);
    await finish(outcome);
    throw readingFailure(error, outcome, charged);
  }
}

/**
 * The model's reading within AI_TIMEOUT_MS (no first-piece limit: nothing streams), stopped when
 * the client leaves or the server stops after its grace.
 */
async function readInTime(deps: Deps, reader: ResumeReader, fileText: string, clientGone: AbortSignal) {
  const upstream = new AbortController();
  const leave = () => upstream.abort(clientGone.reason);
  clientGone.addEventListener('abort', leave, { once: true });
  const windDown = windDownOnShutdown(deps, upstream);
  const timer = setTimeout(() => upstream.abort(new AiTimeoutError('total')), deps.config.ai.timeoutMs);
  try {
    return await reader.read(fileText, upstream.signal);
  } catch (error) {
    // An abort surfaces as the SDK's own error; the reason says why it was aborted.
    throw upstream.signal.aborted ? (upstream.signal.reason ?? error) : error;
  } finally {
    clearTimeout(timer);
    windDown();
    clientGone.removeEventListener('abort', leave);
  }
}

function outcomeOf(error: unknown, clientGone: AbortSignal): AiOutcome {
  if (clientGone.aborted) return 'cancelled';
  return error instanceof AiTimeoutError ? 'timeout' : 'failed';
}

/** What the person is told: 504 too slow, 503 a restart, 502 a failed or unusable answer. */
function readingFailure(error: unknown, outcome: AiOutcome, refunded: boolean): HttpError {
  const refund = refunded ? ' Your credit was refunded.' : '';
  if (outcome === 'timeout') {
    return new HttpError(504, `The AI model took too long to read your file. Please try again.${refund}`);
  }
  if (error instanceof ServerStoppingError) {
    return new HttpError(
      503,
      `The server restarted before the AI model finished. Please try again.${refund}`,
    );
  }
  if (error instanceof UnusableReadingError) {
    return new HttpError(
      502,
      `The AI model's answer was not a reading of your file we could use. Please try again.${refund}`,
    );
  }
  return new HttpError(502, `The AI model could not read your file. Please try again.${refund}`);
}
