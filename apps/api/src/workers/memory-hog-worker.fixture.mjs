// A stand-in CPU worker for the pool's memory-watch test: it speaks the pool's protocol, and a
// `hold` task takes memory outside the heap (as pdf.js's inflated streams do) for as long as asked,
// so the test does not depend on how long a real hostile file happens to take to read.
import { parentPort } from 'node:worker_threads';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

parentPort.on('message', async ({ id, task }) => {
  if (task.kind === 'hold') {
    const buffer = new Uint8Array(task.megabytes * 1024 * 1024).fill(1); // filled: resident, not just reserved
    await sleep(task.forMs);
    buffer.fill(0);
  }
  parentPort.postMessage({ id, ok: true, result: task.kind, heldBytes: 0 });
});
parentPort.postMessage({ ready: true });
