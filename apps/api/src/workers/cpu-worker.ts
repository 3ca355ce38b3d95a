import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { ParseError, parseResume, preparePdfReader } from '@resume/parser';
import { renderLetterDocx, renderLetterPdf, renderResumeDocx, renderResumePdf } from '@resume/templates';
import type { CpuTask, SerializedError, WorkerReady, WorkerRequest, WorkerResponse } from './tasks';

const WORKER_NICENESS = 10;

/** A worker thread of the CPU pool: parses uploads and renders PDFs and Word files, one task at a time. */
async function perform(task: CpuTask): Promise<{ result: unknown; transfer: ArrayBuffer[] }> {
  if (task.kind === 'parse') {
    const parsed = await parseResume(task.bytes, { maxPages: task.maxPages });
    return { result: parsed, transfer: [] };
  }
  const bytes = task.letter
    ? await (task.format === 'docx' ? renderLetterDocx : renderLetterPdf)(
        task.letter,
        task.data,
        task.options,
      )
    : await (task.format === 'docx' ? renderResumeDocx : renderResumePdf)(task.data, task.options);
  return { result: bytes, transfer: [bytes.buffer as ArrayBuffer] };
}

function serialize(error: unknown): SerializedError {
  if (error instanceof ParseError) return { name: 'ParseError', message: error.message, code: error.code };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/** This thread's heap and the buffers outside it (in a worker, memoryUsage counts this isolate's). */
function heldBytes(): number {
  const { heapTotal, external } = process.memoryUsage();
  return heapTotal + external;
}

parentPort?.on('message', async ({ id, task }: WorkerRequest) => {
  let response: WorkerResponse;
  let transfer: ArrayBuffer[] = [];
  try {
    const done = await perform(task);
    transfer = done.transfer;
    response = { id, ok: true, result: done.result, heldBytes: heldBytes() };
  } catch (error) {
    response = { id, ok: false, error: serialize(error), heldBytes: heldBytes() };
  }
  parentPort?.postMessage(response, transfer);
});

// Below the request thread in the scheduler's eyes (on Linux a thread's nice value is its own):
// with every core busy reading or rendering, the API still answers promptly.
setPriority(WORKER_NICENESS);
await preparePdfReader();
parentPort?.postMessage({ ready: true } satisfies WorkerReady);
