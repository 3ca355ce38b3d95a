import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CpuTask, CpuTaskResult, SerializedError, WorkerReady, WorkerResponse } from './tasks';

/** The task ran past its time limit; its worker was stopped. */
export class TaskTimeoutError extends Error {
  override name = 'TaskTimeoutError';
}
/** Too much work is already waiting: the caller should answer "busy" rather than queue forever. */
export class PoolBusyError extends Error {
  override name = 'PoolBusyError';
}
/**
 * The queue is full and the task's group (a client address) holds more than its share of it, or
 * held the most and gave a queued task's place up to a group holding fewer: that group may try
 * again once its own work has moved on; others are not kept waiting behind it.
 */
export class OverShareError extends Error {
  override name = 'OverShareError';
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
  private readonly queue: Pending[] = [];
  private nextId = 1;
  /** When each group with work in the pool last had a task started (in starts counted so far). */
  private readonly lastStarted = new Map<string, number>();
  private starts = 0;
  /** Workers started so far, replacements included (for tests and diagnostics). */
  workersStarted = 0;
  private closed = false;
  private readonly maxQueue: number;
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
    this.maxQueue = options.maxQueue ?? 64;
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
    if (this.queue.length >= this.maxQueue) this.displaceFor(group);
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

  /**
   * Why the next `run` from `group` would be refused at once, or null if it would be taken. Room
   * in the queue is first come, first served; a full queue still takes the task when another
   * group holds at least two places more than `group` does (that group's newest task gives its
   * place up), so no group keeps more than an even share of a full queue from the others. Else
   * the queue is as evenly shared as it can be: OverShareError for a group holding more than an
   * even share among the groups in it, PoolBusyError for the others.
   */
  refusal(group = ''): Error | null {
    if (this.queue.length < this.maxQueue) return null;
    const held = this.queuedByGroup();
    const mine = held.get(group) ?? 0;
    if (this.largerHolder(held, mine) !== undefined) return null;
    if (mine > 0 && mine > this.maxQueue / held.size) {
      return new OverShareError('This address holds more than its share of the waiting tasks');
    }
    return new PoolBusyError('Too many tasks are waiting');
  }

  private queuedByGroup(): Map<string, number> {
    const held = new Map<string, number>();
    for (const pending of this.queue) held.set(pending.group, (held.get(pending.group) ?? 0) + 1);
    return held;
  }

  /** The group holding the most queue places, if it holds at least two more than `mine`. */
  private largerHolder(held: Map<string, number>, mine: number): string | undefined {
    let largest: [string, number] | undefined;
    for (const entry of held) if (!largest || entry[1] > largest[1]) largest = entry;
    return largest && largest[1] - 1 > mine ? largest[0] : undefined;
  }

  /** Frees a place in the full queue for `group`: the largest holder's newest task gives it up. */
  private displaceFor(group: string) {
    const held = this.queuedByGroup();
    const holder = this.largerHolder(held, held.get(group) ?? 0);
    const at = this.queue.findLastIndex((pending) => pending.group === holder);
    if (holder === undefined || at === -1) return;
    const [displaced] = this.queue.splice(at, 1);
    displaced!.reject(new OverShareError('This address gave its place in the queue to another'));
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
    for (const pending of this.queue.splice(0)) pending.reject(closed());
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
      const next = this.takeNext();
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

  /**
   * The waiting task to start next: the one whose group has the fewest tasks running, then whose
   * group started one longest ago (a group new to the pool first), then the oldest. First come
   * first served would make one address's queued renders everyone else's wait: taking turns,
   * another person's task starts as soon as a worker is free, however many that address queued.
   */
  private takeNext(): Pending | undefined {
    if (this.queue.length === 0) return undefined;
    const running = new Map<string, number>();
    for (const slot of this.slots) {
      if (slot.current) running.set(slot.current.group, (running.get(slot.current.group) ?? 0) + 1);
    }
    const rank = (p: Pending) => [running.get(p.group) ?? 0, this.lastStarted.get(p.group) ?? -1, p.id];
    let best = 0;
    let bestRank = rank(this.queue[0]!);
    for (let i = 1; i < this.queue.length; i++) {
      const candidate = rank(this.queue[i]!);
      const order = candidate.findIndex((value, at) => value !== bestRank[at]);
      if (order !== -1 && candidate[order]! < bestRank[order]!) [best, bestRank] = [i, candidate];
    }
    const [next] = this.queue.splice(best, 1);
    this.lastStarted.set(next!.group, this.starts++);
    return next;
  }

  /** Forgets when a group last started a task once it has none left running or waiting. */
  private forget(group: string) {
    const inPool = (p: Pending | null) => p?.group === group;
    if (this.queue.some(inPool) || this.slots.some((slot) => inPool(slot.current))) return;
    this.lastStarted.delete(group);
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
