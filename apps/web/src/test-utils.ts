import type { User } from '@resume/core';
/** A syntactically valid (unsigned) JWT whose `exp` is `secondsFromNow` ahead. */
export function fakeJwt(secondsFromNow: number): string {
  const b64 = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'u1', exp })}.signature`;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const encoder = new TextEncoder();
const asEvent = (event: unknown) => encoder.encode(`data: ${JSON.stringify(event)}\n\n`);

/** A `text/event-stream` answer carrying these events, each as `data: <json>` and a blank line. */
export function eventStreamResponse(events: unknown[], headers: Record<string, string> = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(asEvent(event));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream', ...headers } });
}

/**
 * An event stream the test writes to as it goes: `send` an event, `close` it; `cancelled` says
 * whether the reader hung up (what the server sees as the client aborting).
 */
export function controlledEventStream(headers: Record<string, string> = {}) {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream', ...headers },
    }),
    send: (event: unknown) => controller?.enqueue(asEvent(event)),
    close: () => controller?.close(),
    get cancelled() {
      return state.cancelled;
    },
  };
}

/** A registered, verified, onboarded free user as /user/me returns one; tests change what they need. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '7d5c8a52-5b9b-4c55-9a8a-6f2f1d1c2b3a',
    email: 'jane@example.com',
    first_name: 'Jane',
    last_name: 'Doe',
    is_registered: true,
    is_verified: true,
    has_completed_onboarding: true,
    onboarding_responses: null,
    is_premium: false,
    premium_until: null,
    credits: 5,
    credits_unlimited: false,
    guest_id: null,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
