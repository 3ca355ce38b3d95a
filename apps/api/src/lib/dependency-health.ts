/** What is told when a dependency goes away (with why) and when it is back. */
export type HealthListener = (up: boolean, reason?: string) => void;

/**
 * A service this instance can do without for a while (Redis), as this instance last saw it. Each
 * change is told once, so an outage is logged once, not at every request it touches.
 */
export class DependencyHealth {
  private down = false;
  private readonly listeners = new Set<HealthListener>();
  /** Why it was last found away. */
  reason: string | undefined;
  /** Rate-limit decisions this instance took alone because the dependency was away. */
  fallbackDecisions = 0;

  constructor(readonly name: string) {}

  get up(): boolean {
    return !this.down;
  }

  reportUp(): void {
    if (!this.down) return;
    this.down = false;
    this.reason = undefined;
    for (const listener of this.listeners) listener(true);
  }

  reportDown(reason: string): void {
    if (this.down) return;
    this.down = true;
    this.reason = reason;
    for (const listener of this.listeners) listener(false, reason);
  }

  /** Hears every change from now on; returns how to stop. */
  onChange(listener: HealthListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
