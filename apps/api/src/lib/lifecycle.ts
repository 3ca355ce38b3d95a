/** Said to the person whose AI answer the restart cut short. */
export class ServerStoppingError extends Error {
  override name = 'ServerStoppingError';
  constructor() {
    super('The server is restarting');
  }
}

/**
 * Where the process is in its life: serving, or draining before it exits (a deploy, a scale-down).
 * From the moment draining starts /readyz answers 503, long work (AI streams) hears it through
 * `stopping` and winds down in time for the process to exit, and the process keeps listening
 * until the requests it had taken are answered (`settled`).
 */
export class Lifecycle {
  private readonly stop = new AbortController();
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];

  get draining(): boolean {
    return this.stop.signal.aborted;
  }

  get stopping(): AbortSignal {
    return this.stop.signal;
  }

  beginDrain(): void {
    if (!this.draining) this.stop.abort(new ServerStoppingError());
  }

  /**
   * Counts a request taken before the drain; returns what to call once its answer is over (once).
   * One that arrives while draining is not counted: it is answered all the same, but does not hold
   * the listener open (closing the server waits for it).
   */
  requestStarted(): () => void {
    if (this.draining) return () => {};
    this.inFlight += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    };
  }

  /** Resolves once every request taken before the drain began has been answered. */
  settled(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}
