import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { onFirstUse } from './first-use';

let server: Server;

async function listening(): Promise<string> {
  server = createServer((_request, response) => response.end('ok'));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(() => new Promise<void>((done) => server.close(() => done())));

describe('onFirstUse', () => {
  it('waits through probes and runs once, at the first real request', async () => {
    const url = await listening();
    let warmed = 0;
    onFirstUse(server, () => warmed++);
    for (const probe of ['/healthz', '/readyz?full=1', '/metrics']) await fetch(url + probe);
    expect(warmed).toBe(0);
    await fetch(`${url}/`);
    await fetch(`${url}/api/v1/user/me`);
    expect(warmed).toBe(1);
  });
});
