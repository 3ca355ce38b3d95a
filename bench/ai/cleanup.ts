/** Everything started is stopped at the end, on failure and on Ctrl-C too. */

type Stoppable = { stop(): Promise<void> };

const running: { name: string; thing: Stoppable }[] = [];

/** Waits for `starting` and remembers the thing, to stop it in `stopAll` if it is still running. */
export async function started<T extends Stoppable>(name: string, starting: Promise<T>): Promise<T> {
  const thing = await starting;
  running.push({ name, thing });
  return thing;
}

export async function stop(thing: Stoppable) {
  const index = running.findIndex((entry) => entry.thing === thing);
  if (index >= 0) running.splice(index, 1);
  await thing.stop();
}

/** Stops whatever is still running, latest first, warning about (not throwing) what would not stop. */
export async function stopAll() {
  for (let entry = running.pop(); entry; entry = running.pop()) {
    const { name } = entry;
    await entry.thing
      .stop()
      .catch((error: unknown) => console.warn(`Could not stop ${name}: ${(error as Error).message}`));
  }
}

export function stopAllOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopAll().finally(() => process.exit(130));
    });
  }
}
