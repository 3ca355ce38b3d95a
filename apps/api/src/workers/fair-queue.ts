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

/** What the queue needs of a task: its arrival order and whose work it is (a client address). */
export type Queued = { id: number; group: string };

/**
 * The waiting tasks of a worker pool, shared fairly between groups: room is first come, first
 * served; a full queue is shared as evenly as it can be; and the next task to start is taken in
 * turns between groups, so one address's queued work never makes everyone else's wait.
 */
export class FairQueue<T extends Queued> {
  private readonly items: T[] = [];
  /** When each group with work in the pool last had a task started (in starts counted so far). */
  private readonly lastStarted = new Map<string, number>();
  private starts = 0;

  constructor(private readonly capacity: number) {}

  get length(): number {
    return this.items.length;
  }

  push(item: T): void {
    this.items.push(item);
  }

  /** Takes every waiting task out (the pool is closing). */
  drain(): T[] {
    return this.items.splice(0);
  }

  has(group: string): boolean {
    return this.items.some((item) => item.group === group);
  }

  /**
   * Why a task from `group` would be refused at once, or null if it would be taken. A full queue
   * still takes it when another group holds at least two places more than `group` does (that
   * group's newest task gives its place up, see `displaceFor`). Else the queue is as evenly shared
   * as it can be: OverShareError for a group holding more than an even share among the groups in
   * it, PoolBusyError for the others.
   */
  refusal(group: string): Error | null {
    if (this.items.length < this.capacity) return null;
    const held = this.heldByGroup();
    const mine = held.get(group) ?? 0;
    if (this.largerHolder(held, mine) !== undefined) return null;
    if (mine > 0 && mine > this.capacity / held.size) {
      return new OverShareError('This address holds more than its share of the waiting tasks');
    }
    return new PoolBusyError('Too many tasks are waiting');
  }

  /**
   * Frees a place in a full queue for `group`: the largest holder's newest task gives it up and is
   * returned, to be refused with an OverShareError.
   */
  displaceFor(group: string): T | undefined {
    if (this.items.length < this.capacity) return undefined;
    const held = this.heldByGroup();
    const holder = this.largerHolder(held, held.get(group) ?? 0);
    const at = this.items.findLastIndex((item) => item.group === holder);
    if (holder === undefined || at === -1) return undefined;
    return this.items.splice(at, 1)[0];
  }

  /**
   * The waiting task to start next: the one whose group has the fewest tasks running (`running`,
   * a group per running task), then whose group started one longest ago (a group new to the pool
   * first), then the oldest.
   */
  takeNext(running: string[]): T | undefined {
    if (this.items.length === 0) return undefined;
    const runningBy = new Map<string, number>();
    for (const group of running) runningBy.set(group, (runningBy.get(group) ?? 0) + 1);
    const rank = (item: T) => [
      runningBy.get(item.group) ?? 0,
      this.lastStarted.get(item.group) ?? -1,
      item.id,
    ];
    let best = 0;
    let bestRank = rank(this.items[0]!);
    for (let i = 1; i < this.items.length; i++) {
      const candidate = rank(this.items[i]!);
      const order = candidate.findIndex((value, at) => value !== bestRank[at]);
      if (order !== -1 && candidate[order]! < bestRank[order]!) [best, bestRank] = [i, candidate];
    }
    const [next] = this.items.splice(best, 1);
    this.lastStarted.set(next!.group, this.starts++);
    return next;
  }

  /** Forgets when `group` last started a task, once it has none left waiting or running. */
  forget(group: string, stillRunning: boolean): void {
    if (!stillRunning && !this.has(group)) this.lastStarted.delete(group);
  }

  private heldByGroup(): Map<string, number> {
    const held = new Map<string, number>();
    for (const item of this.items) held.set(item.group, (held.get(item.group) ?? 0) + 1);
    return held;
  }

  /** The group holding the most places, if it holds at least two more than `mine`. */
  private largerHolder(held: Map<string, number>, mine: number): string | undefined {
    let largest: [string, number] | undefined;
    for (const entry of held) if (!largest || entry[1] > largest[1]) largest = entry;
    return largest && largest[1] - 1 > mine ? largest[0] : undefined;
  }
}
