// Hand-written rather than piscina or workerpool: each task needs a time and memory limit that
// stops its worker, and the queue is shared fairly between client addresses (fair-queue.ts),
// which neither library offers.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { FairQueue, OverShareError } from './fair-queue';
import type { CpuTask, CpuTaskResult, SerializedError, WorkerReady, WorkerResponse } from './tasks';

/** The task ran past its time limit; its worker was stopped. */
export class TaskTimeoutError extends Error {
  override name = 'TaskTimeoutError';
}
/** The process's memory grew past the limit while the task ran; its worker was stopped. */
export class TaskMemoryError extends Error {
  override name = 'TaskMemoryError';
}
/** The task failed inside the worker (a ParseError keeps its `code`). */
export class TaskError extends Error {
  constructor(readonly serialized: SerializedError) {
    super(serialized.message);
    this.name = serialized.name;
  }
  get code() {
    return this.serialized.code;
  }
}

type Pending = {
  id: number;
  /** Whose work this is (a client address): the queue takes turns between groups. */
  group: string;
  task: CpuTask;
  timeoutMs: number;
  transfer: ArrayBuffer[];
  resolve(value: unknown): void;
  reject(error: Error): void;
};
type Slot = {
  worker: Worker;
  /** Loaded and waiting for work: a starting worker's memory and time are not a task's. */
  ready: boolean;
  current: Pending | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** The process's resident memory when the current task started. */
  residentAtStart: number;
};

export type CpuPoolOptions = {
  size?: number;
  maxQueue?: number;
  /** Each worker's JavaScript heap. */
  memoryLimitMb?: number;
  /** Each worker's young generation (three times V8's semi-space); V8's default when unset. */
  youngGenerationMb?: number;
  /** How far the process's resident memory may grow while a task runs; see watchMemory. */
  taskGrowthLimitMb?: number;
  /** A worker holding more than this after a task is replaced by a fresh one. */
  recycleAboveMb?: number;
  /** The worker script; the one beside this module by default (a benchmark runs the built one). */
  workerUrl?: URL;
};

export type PoolRunOptions = {
  /** Buffers handed over to the worker rather than copied. */
  transfer?: ArrayBuffer[];
  /** Whose work this is; tasks without one share a group. */
  group?: string;
};

const MEMORY_CHECK_MS = 100;
const MB = 1024 * 1024;

/**
 * Worker file: beside this module. Built, both are JavaScript in dist/; from source (tests, dev)
 * a small loader runs the TypeScript worker through tsx.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(FROM_SOURCE ? './cpu-worker.dev.mjs' : './cpu-worker.js', import.meta.url);

/**
 * A small pool of worker threads for CPU-heavy work (upload parsing, PDF rendering) with a hard
 * time limit per task: a task past its limit has its worker terminated and replaced, so one
 * hostile upload never stalls other people's requests. Memory per worker is capped as well.
 */
export class CpuPool {
  private readonly slots: Slot[] = [];
  private readonly size: number;
  private readonly queue: FairQueue<Pending>;
  private nextId = 1;
  /** Workers started so far, replacements included (for tests and diagnostics). */
  workersStarted = 0;
  private closed = false;
  private readonly memoryLimitMb: number;
  private readonly youngGenerationMb: number | undefined;
  private readonly taskGrowthLimitBytes: number;
  private readonly recycleAboveBytes: number;
  private readonly workerUrl: URL;
  private memoryWatch: ReturnType<typeof setInterval> | null = null;
  /** Stopped workers still hold their memory until they have exited; no check counts it twice. */
  private reclaiming: Promise<unknown> | null = null;

  constructor(options: CpuPoolOptions = {}) {
    this.size = options.size ?? Math.max(1, availableParallelism() - 1);
    this.queue = new FairQueue(options.maxQueue ?? 64);
    this.memoryLimitMb = options.memoryLimitMb ?? 768;
    this.youngGenerationMb = options.youngGenerationMb;
    // By default a task may take as much memory outside its heap as inside it.
    this.taskGrowthLimitBytes = (options.taskGrowthLimitMb ?? this.memoryLimitMb) * MB;
    // A worker that rendered or read ordinary resumes holds 100 to 200 MB.
    this.recycleAboveBytes = (options.recycleAboveMb ?? 384) * MB;
    this.workerUrl = options.workerUrl ?? WORKER_URL;
  }

  run<T extends CpuTask>(
    task: T,
    timeoutMs: number,
    { transfer = [], group = '' }: PoolRunOptions = {},
  ): Promise<CpuTaskResult<T['kind']>> {
    if (this.closed) return Promise.reject(new Error('CPU pool is closed'));
    const refused = this.refusal(group);
    if (refused) return Promise.reject(refused);
    this.queue
      .displaceFor(group)
      ?.reject(new OverShareError('This address gave its place in the queue to another'));
    return new Promise((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        group,
        task,
        timeoutMs,
        transfer,
        resolve: resolve as (v: unknown) => void,
        reject,
      });
      this.dispatch();
    });
  }

  /** Why the next `run` from `group` would be refused at once (see FairQueue), or null. */
  refusal(group = ''): Error | null {
    return this.queue.refusal(group);
  }

  /** Tasks waiting for a worker (read-only, for metrics). */
  get queued(): number {
    return this.queue.length;
  }

  /** Workers running a task right now (read-only, for metrics). */
  get busy(): number {
    return this.slots.filter((slot) => slot.current).length;
  }

  /** The most workers this pool runs at once. */
  get capacity(): number {
    return this.size;
  }

  /** Stops every worker; tasks still waiting or running fail with "CPU pool is closed". */
  async close(): Promise<void> {
    this.closed = true;
    this.watchMemory();
    const closed = () => new Error('CPU pool is closed');
    for (const pending of this.queue.drain()) pending.reject(closed());
    for (const slot of this.slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.current?.reject(closed());
      slot.current = null;
    }
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(): Slot {
    this.workersStarted += 1;
    const worker = new Worker(this.workerUrl, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.memoryLimitMb,
        ...(this.youngGenerationMb ? { maxYoungGenerationSizeMb: this.youngGenerationMb } : {}),
      },
      // React picks its build from NODE_ENV, which `npm start` leaves unset: the development
      // build checks every element of every render, so a worker always uses the production one.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const slot: Slot = { worker, ready: false, current: null, timer: null, residentAtStart: 0 };
    worker.on('message', (message: WorkerResponse | WorkerReady) => {
      if ('ready' in message) {
        slot.ready = true;
        this.dispatch();
      } else this.finish(slot, message);
    });
    worker.on('error', (error) => this.replace(slot, new Error(`Worker failed: ${error.message}`)));
    worker.on('exit', () => {
      if (!this.closed && this.slots.includes(slot)) this.replace(slot, new Error('Worker exited'));
    });
    worker.unref();
    return slot;
  }

  private dispatch() {
    // Workers start on first use: a server that never parses or renders never pays for them.
    while (this.slots.length < this.size && this.queue.length > this.slots.filter((s) => !s.current).length) {
      this.slots.push(this.spawn());
    }
    for (const slot of this.slots) {
      if (slot.current || !slot.ready) continue;
      const next = this.queue.takeNext(this.runningGroups());
      if (!next) break;
      slot.current = next;
      slot.residentAtStart = process.memoryUsage.rss();
      slot.timer = setTimeout(
        () => this.replace(slot, new TaskTimeoutError(`Task took longer than ${next.timeoutMs} ms`)),
        next.timeoutMs,
      );
      slot.worker.postMessage({ id: next.id, task: next.task }, next.transfer);
    }
    this.watchMemory();
  }

  private runningGroups(): string[] {
    return this.slots.flatMap((slot) => (slot.current ? [slot.current.group] : []));
  }

  /** The queue forgets a group's turn once it has no task left waiting or running. */
  private forget(group: string) {
    this.queue.forget(group, this.runningGroups().includes(group));
  }

  /**
   * The heap limit does not cover ArrayBuffers, where pdf.js keeps inflated streams: a 2 MB PDF
   * can inflate to gigabytes. While tasks run, the process's resident memory is watched instead:
   * a task during which it grew past the limit is stopped. Which thread grew cannot be told, so
   * every task that saw the growth is stopped. Growth, not a ceiling: memory a stopped worker
   * leaves behind (until the allocator returns it) must not condemn the tasks that follow.
   */
  private watchMemory() {
    const busy = !this.closed && this.slots.some((s) => s.current);
    if (busy && !this.memoryWatch) {
      this.memoryWatch = setInterval(() => this.checkMemory(), MEMORY_CHECK_MS);
      this.memoryWatch.unref();
    } else if (!busy && this.memoryWatch) {
      clearInterval(this.memoryWatch);
      this.memoryWatch = null;
    }
  }

  private checkMemory() {
    if (this.reclaiming) return;
    const resident = process.memoryUsage.rss();
    const stopped = this.slots
      .filter((slot) => slot.current && resident - slot.residentAtStart > this.taskGrowthLimitBytes)
      .map((slot) => this.replace(slot, new TaskMemoryError('The task needed too much memory')));
    if (stopped.length === 0) return;
    this.reclaiming = Promise.all(stopped).finally(() => {
      this.reclaiming = null;
    });
  }

  private finish(slot: Slot, response: WorkerResponse) {
    const pending = slot.current;
    if (!pending || pending.id !== response.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.current = null;
    slot.timer = null;
    this.forget(pending.group);
    if (response.ok) pending.resolve(response.result);
    else pending.reject(new TaskError(response.error));
    // Memory a task grew into stays with its thread; a fresh thread gives it back to the system.
    if (response.heldBytes > this.recycleAboveBytes) void this.replace(slot, null);
    else this.dispatch();
  }

  /** Fails the slot's task (if any, and a reason given), stops its worker and starts a fresh one. */
  private replace(slot: Slot, reason: Error | null): Promise<unknown> {
    const index = this.slots.indexOf(slot);
    if (index === -1 || this.closed) return Promise.resolve();
    if (slot.timer) clearTimeout(slot.timer);
    const stopped = slot.current;
    if (reason) stopped?.reject(reason);
    slot.current = null;
    if (stopped) this.forget(stopped.group);
    this.slots[index] = this.spawn();
    const exited = slot.worker.terminate();
    this.dispatch();
    return exited;
  }
}
