import { emptyResumeData } from '@resume/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CpuPool, TaskError, TaskMemoryError, TaskTimeoutError } from './cpu-pool';
import { OverShareError, PoolBusyError } from './fair-queue';
import type { CpuTask } from './tasks';

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

describe('CPU pool shared between client addresses', () => {
  const task = { kind: 'parse', bytes: resumeText, maxPages: 10 } as const;
  /** Runs `group`'s task; its name goes into `order` when it ends, with how it ended. */
  const runAs = (on: CpuPool, group: string, name: string, order: string[]) =>
    on.run(task, 30_000, { group }).then(
      () => order.push(name),
      (error: Error) => order.push(`${name}: ${error.name}`),
    );

  it('takes turns between addresses: another address does not wait behind one address’s queue', async () => {
    const shared = new CpuPool({ size: 1, maxQueue: 8 });
    try {
      const order: string[] = [];
      // All wait while the first worker starts; then one of A's, B's, then A's others.
      await Promise.all([
        ...['a1', 'a2', 'a3'].map((name) => runAs(shared, 'A', name, order)),
        runAs(shared, 'B', 'b1', order),
      ]);
      expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);
    } finally {
      await shared.close();
    }
  });

  it('gives a full queue’s place to an address holding fewer, and refuses the address over its share', async () => {
    const full = new CpuPool({ size: 1, maxQueue: 3 });
    try {
      const order: string[] = [];
      const runs = ['a1', 'a2', 'a3'].map((name) => runAs(full, 'A', name, order));
      // A alone holds the whole queue: that is its share while nobody else waits.
      expect(full.refusal('A')).toBeInstanceOf(PoolBusyError);
      // B holds nothing: A's newest gives its place up.
      expect(full.refusal('B')).toBeNull();
      runs.push(runAs(full, 'B', 'b1', order));
      // A holds 2 of 3 places with B waiting: more than an even share; C may still take one.
      expect(full.refusal('A')).toBeInstanceOf(OverShareError);
      expect(full.refusal('B')).toBeInstanceOf(PoolBusyError);
      runs.push(runAs(full, 'C', 'c1', order));
      await Promise.all(runs);
      expect(order).toEqual(['a3: OverShareError', 'a2: OverShareError', 'a1', 'b1', 'c1']);
    } finally {
      await full.close();
    }
  });
});

describe('CPU pool memory watch', () => {
  const holdingWorker = new URL('./memory-hog-worker.fixture.mjs', import.meta.url);
  const hold = (megabytes: number, forMs: number) =>
    ({ kind: 'hold', megabytes, forMs }) as unknown as CpuTask;
  const quick = { kind: 'quick' } as unknown as CpuTask;

  it('stops a task whose buffers outside the heap grow the process past the limit, which heap limits miss', async () => {
    // The stand-in worker holds its buffer for a second: ten of the watch's checks. (A real
    // hostile PDF's inflated copy comes and goes within a task, sometimes between two checks.)
    const watched = new CpuPool({ size: 1, taskGrowthLimitMb: 24, workerUrl: holdingWorker });
    try {
      expect(await watched.run(hold(8, 300), 30_000)).toBe('hold');
      await expect(watched.run(hold(64, 1_000), 30_000)).rejects.toBeInstanceOf(TaskMemoryError);
      expect(watched.workersStarted).toBe(2);
      // Whatever the stopped worker left behind, the next task is judged by its own growth.
      expect(await watched.run(quick, 30_000)).toBe('quick');
    } finally {
      await watched.close();
    }
  }, 60_000);
});

describe('CPU pool recycling', () => {
  it('replaces a worker that holds more memory after a task than the limit, without failing the task', async () => {
    const recycling = new CpuPool({ size: 1, recycleAboveMb: 1 });
    try {
      const first = await recycling.run({ kind: 'parse', bytes: resumeText, maxPages: 10 }, 30_000);
      const second = await recycling.run({ kind: 'parse', bytes: resumeText, maxPages: 10 }, 30_000);
      expect([first.data.first_name, second.data.first_name]).toEqual(['Jane', 'Jane']);
      // Each task left its worker over the limit: a fresh one after each, ready for the next.
      expect(recycling.workersStarted).toBe(3);
    } finally {
      await recycling.close();
    }
  }, 60_000);
});
