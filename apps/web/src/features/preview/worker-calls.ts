type Failure = { id: number; ok: false; message: string };
type Asker<Answer> = { resolve(answer: Answer): void; reject(error: Error): void };

/**
 * Requests to a worker, each answered by its id: the worker starts on the first request and is kept
 * for later ones. One that fails to load or crashes fails what it had; the next request starts a
 * fresh one.
 */
export function workerCalls<Request extends { id: number }, Answer extends { id: number; ok: true }>(
  create: () => Worker,
  failure: string,
): (request: Omit<Request, 'id'>, transfer?: Transferable[]) => Promise<Answer> {
  const waiting = new Map<number, Asker<Answer>>();
  let worker: Worker | null = null;
  let nextId = 1;

  function started(): Worker {
    if (worker) return worker;
    const fresh = create();
    fresh.onmessage = ({ data: response }: MessageEvent<Answer | Failure>) => {
      const asker = waiting.get(response.id);
      waiting.delete(response.id);
      if (response.ok) asker?.resolve(response);
      else asker?.reject(new Error(response.message));
    };
    fresh.onerror = (event) => {
      event.preventDefault();
      fresh.terminate();
      worker = null;
      for (const asker of waiting.values()) asker.reject(new Error(event.message || failure));
      waiting.clear();
    };
    worker = fresh;
    return fresh;
  }

  return (request, transfer = []) => {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      started().postMessage({ ...request, id }, transfer);
    });
  };
}
