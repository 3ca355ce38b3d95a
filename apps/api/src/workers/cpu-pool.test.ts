import { emptyResumeData } from '@resume/core';
import { flateBombPdf } from '@resume/parser/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CpuPool, PoolBusyError, TaskError, TaskMemoryError, TaskTimeoutError } from './cpu-pool';

const resumeText = new TextEncoder().encode(
  'Jane Doe\njane@example.com | +1 415 555 0142 | San Francisco, CA\n\nEXPERIENCE\nSoftware Engineer, Acme\nJan 2020 - Present\n- Built things\n\nSKILLS\nGo, Python\n',
);

let pool: CpuPool;
beforeAll(() => {
  pool = new CpuPool({ size: 1, maxQueue: 2 });
});
afterAll(() => pool.close());

describe('CPU pool', () => {
  it('parses an upload in a worker thread', async () => {
    const parsed = await pool.run({ kind: 'parse', bytes: resumeText, maxPages: 10 }, 30_000);
    expect(parsed.fileType).toBe('txt');
    expect(parsed.data.email).toBe('jane@example.com');
  });

  it('renders a PDF in a worker thread', async () => {
    const data = { ...emptyResumeData(), first_name: 'Jane', last_name: 'Doe' };
    const bytes = await pool.run({ kind: 'render', data, options: { template: 'classic' } }, 30_000);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  });

  it('keeps a ParseError code across the thread boundary', async () => {
    const error = await pool
      .run({ kind: 'parse', bytes: new Uint8Array([0, 1, 2, 3]), maxPages: 10 }, 30_000)
      .catch((e) => e);
    expect(error).toBeInstanceOf(TaskError);
    expect((error as TaskError).code).toBe('unsupported_type');
  });

  it('stops a task past its time limit and keeps serving with a fresh worker', async () => {
    const data = { ...emptyResumeData(), first_name: 'Slow' };
    await expect(
      pool.run({ kind: 'render', data, options: { template: 'modern' } }, 1),
    ).rejects.toBeInstanceOf(TaskTimeoutError);
    const parsed = await pool.run({ kind: 'parse', bytes: resumeText, maxPages: 10 }, 30_000);
    expect(parsed.data.first_name).toBe('Jane');
  });

  it('refuses work beyond its queue instead of queueing forever', async () => {
    const task = { kind: 'parse', bytes: resumeText, maxPages: 10 } as const;
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => pool.run(task, 30_000)));
    expect(
      results.filter((r) => r.status === 'rejected' && r.reason instanceof PoolBusyError).length,
    ).toBeGreaterThan(0);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(0);
  });
});

describe('CPU pool memory watch', () => {
  it('stops a task whose inflated buffers grow the process past the limit, which heap limits miss', async () => {
    const mb = () => process.memoryUsage.rss() / (1024 * 1024);
    // Room for a fresh worker loading from source (about 300 MB) and some work.
    const growthLimitMb = 600;
    const watched = new CpuPool({ size: 1, taskGrowthLimitMb: growthLimitMb });
    try {
      const before = mb();
      let peakMb = 0;
      const sample = setInterval(() => {
        peakMb = Math.max(peakMb, mb());
      }, 20);
      const outcome = await watched
        .run({ kind: 'parse', bytes: flateBombPdf(4_000), maxPages: 10 }, 30_000)
        .catch((e) => e);
      clearInterval(sample);
      expect(outcome).toBeInstanceOf(TaskMemoryError);
      expect(peakMb - before).toBeLessThan(growthLimitMb + 300);
      // Whatever the stopped worker left behind, the next task is judged by its own growth.
      const parsed = await watched.run({ kind: 'parse', bytes: resumeText, maxPages: 10 }, 30_000);
      expect(parsed.data.first_name).toBe('Jane');
    } finally {
      await watched.close();
    }
  }, 60_000);
});
