import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/** A throwaway database on the PostgreSQL server at `serverUrl`; returns its URL and a dropper. */
export async function scratchDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export { type RunningServer, startServer } from '../../e2e/support/server';

/** Response headers that describe a body or a connection, not the page: not copied to the bare page. */
const BODY_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'last-modified',
  'date',
  'connection',
  'keep-alive',
  'vary',
]);

/**
 * A plain Node server for one bare page sent with the app's own response headers for `/start`
 * (its Content-Security-Policy and Cross-Origin-Opener-Policy among them): the anchor a page's
 * first paint is read against, what the browser and the machine cost before any of our bytes.
 */
export async function bareServer(appUrl: string): Promise<{ url: string; close: () => void }> {
  const response = await fetch(`${appUrl}/start`);
  await response.arrayBuffer();
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !BODY_HEADERS.has(name)));
  const body = '<!doctype html><html lang="en"><title>Bare</title><body><h1>ResumeCraft</h1></body></html>';
  const server = createServer((_request, reply) => {
    reply.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    reply.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
