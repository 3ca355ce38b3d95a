import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat completions server for tests and benchmarks: the real AI SDK
 * talks to it over HTTP exactly as it would to OpenAI, Ollama or vLLM. What it does next is set
 * per test through `behave`. A request that does not ask to stream (a structured-output reading)
 * gets one `chat.completion` whose message is the pieces joined, after `firstMs`.
 */
export type FakeBehaviour =
  /** Streams these pieces, `gapMs` apart (the first after `firstMs`). */
  | { kind: 'stream'; chunks: string[]; gapMs?: number; firstMs?: number }
  /** Streams these pieces, then drops the connection mid-answer. */
  | { kind: 'break'; chunks: string[] }
  /** Answers with this HTTP status and an OpenAI-style error body. */
  | { kind: 'status'; status: number }
  /** Sends the stream's headers and then nothing at all. */
  | { kind: 'silent' };

export type ChatRequest = {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
  /** Set for structured output: `{type: 'json_schema', json_schema: {name, schema, strict}}`. */
  response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
  max_tokens?: number;
};

export type FakeOpenAi = {
  /** The base URL to give the SDK (ends in /v1). */
  baseUrl: string;
  behave(behaviour: FakeBehaviour): void;
  /** Every request's body, in order. */
  requests: ChatRequest[];
  /** How many answers the client went away from before they were finished. */
  abandoned(): number;
  /** Resolves once the client has gone away from `n` unfinished answers. */
  waitForAbandoned(n: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunkEvent(content: string | null, finish: string | null = null): string {
  const delta = content === null ? {} : { role: 'assistant', content };
  const body = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/** The whole answer at once, as a chat completion that was not streamed. */
function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

async function readJson(req: IncomingMessage): Promise<ChatRequest> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8')) as ChatRequest;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let behaviour: FakeBehaviour = { kind: 'stream', chunks: ['Hello', ' world'] };
  const requests: ChatRequest[] = [];
  let abandoned = 0;
  const sockets = new Set<import('node:net').Socket>();

  async function answerAtOnce(res: ServerResponse, current: FakeBehaviour, gone: () => boolean) {
    if (current.kind === 'silent') return; // the client's deadline ends it
    if (current.kind === 'stream' && current.firstMs) await sleep(current.firstMs);
    if (gone()) return;
    if (current.kind === 'break') {
      res.socket?.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(completion(current.kind === 'stream' ? current.chunks.join('') : ''));
  }

  async function answer(
    res: ServerResponse,
    request: ChatRequest,
    current: FakeBehaviour,
    gone: () => boolean,
  ) {
    if (current.kind === 'status') {
      res.writeHead(current.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The fake model failed', type: 'server_error' } }));
      return;
    }
    if (!request.stream) return answerAtOnce(res, current, gone);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    if (current.kind === 'silent') return; // the client's deadline ends it
    const chunks = current.chunks;
    for (const [i, chunk] of chunks.entries()) {
      const wait =
        i === 0 ? (current.kind === 'stream' ? current.firstMs : 0) : (current as { gapMs?: number }).gapMs;
      if (wait) await sleep(wait);
      if (gone()) return;
      res.write(chunkEvent(chunk));
    }
    if (current.kind === 'break') {
      res.socket?.destroy();
      return;
    }
    res.write(chunkEvent(null, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  const server = createServer((req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const current = behaviour;
    let finished = false;
    let closed = false;
    res.on('finish', () => {
      finished = true;
    });
    res.on('close', () => {
      closed = true;
      if (!finished && current.kind !== 'break') abandoned += 1;
    });
    readJson(req)
      .then((body) => {
        requests.push(body);
        return answer(res, body, current, () => closed);
      })
      .catch(() => res.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    behave: (next) => {
      behaviour = next;
    },
    requests,
    abandoned: () => abandoned,
    waitForAbandoned: async (n, timeoutMs = 5_000) => {
      const until = Date.now() + timeoutMs;
      while (abandoned < n) {
        if (Date.now() > until) throw new Error(`Only ${abandoned} of ${n} answers were abandoned`);
        await sleep(10);
      }
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
