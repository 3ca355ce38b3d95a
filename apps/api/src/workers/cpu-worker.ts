import { parentPort } from 'node:worker_threads';
import { ParseError, parseResume } from '@resume/parser';
import { renderResumePdf } from '@resume/templates';
import type { CpuTask, SerializedError, WorkerRequest, WorkerResponse } from './tasks';

/** A worker thread of the CPU pool: parses uploads and renders PDFs, one task at a time. */
async function perform(task: CpuTask): Promise<{ result: unknown; transfer: ArrayBuffer[] }> {
  if (task.kind === 'parse') {
    const parsed = await parseResume(task.bytes, { maxPages: task.maxPages });
    return { result: parsed, transfer: [] };
  }
  const bytes = await renderResumePdf(task.data, task.options);
  return { result: bytes, transfer: [bytes.buffer as ArrayBuffer] };
}

function serialize(error: unknown): SerializedError {
  if (error instanceof ParseError) return { name: 'ParseError', message: error.message, code: error.code };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

parentPort?.on('message', async ({ id, task }: WorkerRequest) => {
  let response: WorkerResponse;
  let transfer: ArrayBuffer[] = [];
  try {
    const done = await perform(task);
    transfer = done.transfer;
    response = { id, ok: true, result: done.result };
  } catch (error) {
    response = { id, ok: false, error: serialize(error) };
  }
  parentPort?.postMessage(response, transfer);
});
