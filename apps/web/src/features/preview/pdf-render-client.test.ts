import { emptyResumeData } from '@resume/core';
import { describe, expect, it, vi } from 'vitest';
import { PdfRenderClient } from './pdf-render-client';
import type { RenderRequest, RenderResponse } from './render-protocol';

/** A stand-in worker that answers only when the test says so. */
class FakeWorker {
  received: RenderRequest[] = [];
  onmessage: ((event: MessageEvent<RenderResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  postMessage(request: RenderRequest) {
    this.received.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(id: number, bytes = new Uint8Array([id])) {
    this.onmessage?.({ data: { id, ok: true, bytes } } as MessageEvent<RenderResponse>);
  }
}

const data = emptyResumeData();
const options = (template: string) => ({ template, watermark: true });

describe('preview render queue', () => {
  it('renders one at a time and skips requests that a newer one replaced while waiting', async () => {
    const worker = new FakeWorker();
    const client = new PdfRenderClient(() => worker as unknown as Worker);
    const first = client.render(data, options('classic'));
    const second = client.render(data, options('modern'));
    const third = client.render(data, options('compact'));
    expect(worker.received.map((r) => r.options.template)).toEqual(['classic']);

    worker.answer(1);
    expect(await first).toEqual(new Uint8Array([1]));
    expect(await second).toBeNull();
    expect(worker.received.map((r) => r.options.template)).toEqual(['classic', 'compact']);
    worker.answer(2);
    expect(await third).toEqual(new Uint8Array([2]));
  });

  it('a failed render rejects with its message and the next render still runs', async () => {
    const worker = new FakeWorker();
    const client = new PdfRenderClient(() => worker as unknown as Worker);
    const failing = client.render(data, options('classic'));
    worker.onmessage?.({
      data: { id: 1, ok: false, message: 'Unknown resume template' },
    } as MessageEvent<RenderResponse>);
    await expect(failing).rejects.toThrow('Unknown resume template');
    const next = client.render(data, options('classic'));
    worker.answer(2);
    expect(await next).toEqual(new Uint8Array([2]));
  });

  it('a crashed worker is replaced by a fresh one', async () => {
    const workers: FakeWorker[] = [];
    const client = new PdfRenderClient(() => {
      workers.push(new FakeWorker());
      return workers.at(-1) as unknown as Worker;
    });
    const crashed = client.render(data, options('classic'));
    workers[0]!.onerror?.({ message: 'boom', preventDefault() {} } as ErrorEvent);
    await expect(crashed).rejects.toThrow('boom');
    expect(workers[0]!.terminated).toBe(true);
    const next = client.render(data, options('classic'));
    workers[1]!.answer(2);
    expect(await next).toEqual(new Uint8Array([2]));
  });

  it('times each render from when the worker starts it, not from when it was asked for', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const worker = new FakeWorker();
      const client = new PdfRenderClient(() => worker as unknown as Worker);
      expect(client.lastRenderMs).toBe(0);
      void client.render(data, options('classic'));
      vi.advanceTimersByTime(100);
      const waited = client.render(data, options('modern'));
      vi.advanceTimersByTime(200);
      worker.answer(1);
      expect(client.lastRenderMs).toBe(300);
      vi.advanceTimersByTime(120);
      worker.answer(2);
      await waited;
      expect(client.lastRenderMs).toBe(120);
    } finally {
      vi.useRealTimers();
    }
  });
});
