/** Said to the person whose AI answer the restart cut short. */
export class ServerStoppingError extends Error {
  override name = 'ServerStoppingError';
  constructor() {
    super('The server is restarting');
  }
}

/**
 * Where the process is in its life: serving, or draining before it exits (a deploy, a scale-down).
 * From the moment draining starts /readyz answers 503, and long work (AI streams) hears it through
 * `stopping` and winds down in time for the process to exit.
 */
export class Lifecycle {
  private readonly stop = new AbortController();

  get draining(): boolean {
    return this.stop.signal.aborted;
  }

  get stopping(): AbortSignal {
    return this.stop.signal;
  }

  beginDrain(): void {
    if (!this.draining) this.stop.abort(new ServerStoppingError());
  }
}
