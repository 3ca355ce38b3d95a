import { addressKey } from './client-address';
import { CpuPool, type CpuPoolOptions } from './cpu-pool';
import { RENDER_SEMI_SPACE_MB } from './render-heap';
import type { CpuTask, CpuTaskResult } from './tasks';
import { WARM_UP_RESUME } from './warm-up-resume';

/**
 * Renders of the warm-up resume: the first loads modules and fonts, the next ones let the JIT
 * compile the layout code (measured: the first three real exports were 3× slower with one pass).
 */
const WARM_UP_PASSES = 4;

/** The user already has as many files being read or rendered as one person may. */
export class UserBusyError extends Error {
  override name = 'UserBusyError';
}

export type CpuWorkOptions = CpuPoolOptions & {
  /** Uploads and exports one user may have in flight (running or waiting) at once. */
  perUser?: number;
};

/**
 * Told of every task once it has ended: its kind, how long it took from `run` to the end (waiting
 * in the queue included) and, when it failed, why. For metrics; it cannot change the outcome.
 */
export type CpuTaskObserver = (kind: CpuTask['kind'], seconds: number, error: unknown) => void;

/** A pool's load at this moment. */
export type CpuPoolStats = { queued: number; busy: number; capacity: number };

/** Who asked for a task: the user, and the client address the request came from. */
export type WorkOwner = { user: string; address: string };

type RunOptions = {
  /** Whose work this is: the user is counted against the per-user limit, the address's share kept. */
  owner?: WorkOwner;
  /** Buffers handed over to the worker rather than copied. */
  transfer?: ArrayBuffer[];
};

/**
 * The CPU-heavy work of the API, in two pools: reading uploads and rendering PDFs never wait
 * behind each other, however many of the other are queued. On top of the pools' short queues
 * (full: PoolBusyError at once), no user may have more than `perUser` tasks in flight, so one
 * account cannot fill a queue and make everyone else's work wait or be refused. Many accounts
 * from one client address cannot either: each pool groups work by address (`addressKey`), takes
 * turns between addresses, and gives a full queue's places to the addresses holding fewest.
 */
export class CpuWork {
  private readonly pools: Record<CpuTask['kind'], CpuPool>;
  private readonly perUser: number;
  private readonly inFlight = new Map<string, number>();
  private readonly observers = new Set<CpuTaskObserver>();

  constructor({ perUser = 2, maxQueue = 16, ...pool }: CpuWorkOptions = {}) {
    this.perUser = perUser;
    const render = { ...pool, maxQueue, youngGenerationMb: 3 * RENDER_SEMI_SPACE_MB };
    this.pools = { parse: new CpuPool({ ...pool, maxQueue }), render: new CpuPool(render) };
  }

  async run<T extends CpuTask>(
    task: T,
    timeoutMs: number,
    { owner, transfer }: RunOptions = {},
  ): Promise<CpuTaskResult<T['kind']>> {
    if (owner) this.acquire(owner.user);
    const started = performance.now();
    try {
      const group = owner && addressKey(owner.address);
      const result = await this.pools[task.kind].run(task, timeoutMs, { transfer, group });
      this.notify(task.kind, started, null);
      return result;
    } catch (error) {
      this.notify(task.kind, started, error);
      throw error;
    } finally {
      if (owner) this.release(owner.user);
    }
  }

  /**
   * Throws what `run` would throw at once (UserBusyError, OverShareError, PoolBusyError) were the
   * task asked for now, so a caller can refuse before it reads what the task needs; observers
   * hear of a full pool as they do from `run`. `run` still checks: work asked for in between can
   * fill the room.
   */
  assertRoom(kind: CpuTask['kind'], owner?: WorkOwner): void {
    const userRefused = owner && this.userRefusal(owner.user);
    if (userRefused) throw userRefused;
    const refused = this.pools[kind].refusal(owner && addressKey(owner.address));
    if (!refused) return;
    this.notify(kind, performance.now(), refused);
    throw refused;
  }

  /**
   * Starts a render worker and renders a one-line resume with it, so the first person to export
   * does not wait for the worker to load its modules and fonts (over a second on 2 cores). The
   * server calls it once it is listening; tests and the admin command never pay for it.
   */
  async warmUp(): Promise<number> {
    const started = performance.now();
    for (let pass = 0; pass < WARM_UP_PASSES; pass++) {
      const options = { template: 'classic', watermark: true } as const;
      await this.pools.render.run({ kind: 'render', data: WARM_UP_RESUME, options }, 60_000);
    }
    return performance.now() - started;
  }

  /** How many worker threads each pool has started so far (replacements included). */
  workersStarted(): Record<CpuTask['kind'], number> {
    return { parse: this.pools.parse.workersStarted, render: this.pools.render.workersStarted };
  }

  /** Each pool's queue and busy workers, read when metrics are scraped. */
  stats(): Record<CpuTask['kind'], CpuPoolStats> {
    const of = (pool: CpuPool) => ({ queued: pool.queued, busy: pool.busy, capacity: pool.capacity });
    return { parse: of(this.pools.parse), render: of(this.pools.render) };
  }

  /** Adds an observer of finished tasks; returns its removal. */
  observe(observer: CpuTaskObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  close(): Promise<void> {
    return Promise.all(Object.values(this.pools).map((pool) => pool.close())).then(() => undefined);
  }

  private notify(kind: CpuTask['kind'], started: number, error: unknown) {
    const seconds = (performance.now() - started) / 1000;
    for (const observer of this.observers) {
      try {
        observer(kind, seconds, error);
      } catch {
        // An observer's failure is its own: the task's result stands.
      }
    }
  }

  private acquire(owner: string) {
    const refused = this.userRefusal(owner);
    if (refused) throw refused;
    this.inFlight.set(owner, (this.inFlight.get(owner) ?? 0) + 1);
  }

  /** Why `owner` may not start another task now (as many in flight as one user may), or null. */
  private userRefusal(owner: string): UserBusyError | null {
    const count = this.inFlight.get(owner) ?? 0;
    return count >= this.perUser
      ? new UserBusyError(`At most ${this.perUser} tasks in flight per user`)
      : null;
  }

  private release(owner: string) {
    const count = (this.inFlight.get(owner) ?? 1) - 1;
    if (count <= 0) this.inFlight.delete(owner);
    else this.inFlight.set(owner, count);
  }
}
