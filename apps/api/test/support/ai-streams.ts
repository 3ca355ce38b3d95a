import type { AiEnd, AiStreamEvent, ResumeData, User } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema';
import { newGuest } from './sessions';
import type { TestApp } from './test-app';

export type AiStream = { status: number; headers: Headers; events: AiStreamEvent[]; body: unknown };

/** Parses a `text/event-stream` body into its `data:` events, checking the framing as it goes. */
export function parseEvents(text: string): AiStreamEvent[] {
  const blocks = text.split('\n\n');
  expect(blocks.pop(), 'the stream ends with a blank line').toBe('');
  return blocks.map((block) => {
    expect(block.startsWith('data: ') && !block.includes('\n'), block).toBe(true);
    return JSON.parse(block.slice('data: '.length)) as AiStreamEvent;
  });
}

/** POSTs to an AI endpoint (the request only: the caller reads the answer). */
export function postAi(
  t: TestApp,
  path: string,
  token: string | undefined,
  body: unknown,
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  return fetch(`${t.url}/api/v1/ai/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
    body: JSON.stringify(body),
    signal: init.signal,
  });
}

/** POSTs to an AI endpoint and reads the whole answer: events when it streamed, JSON when not. */
export async function askAi(
  t: TestApp,
  path: string,
  token: string | undefined,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<AiStream> {
  const response = await postAi(t, path, token, body, { headers });
  const text = await response.text();
  const streamed = response.headers.get('content-type')?.startsWith('text/event-stream');
  return {
    status: response.status,
    headers: response.headers,
    events: streamed ? parseEvents(text) : [],
    body: streamed ? undefined : JSON.parse(text),
  };
}

/**
 * Asks like askAi, reads the stream until `chunks` pieces of text have arrived, then drops the
 * connection as a person pressing Stop would. Returns the text it got.
 */
export async function askAiAndStop(
  t: TestApp,
  path: string,
  token: string,
  body: unknown,
  chunks: number,
): Promise<string> {
  const client = new AbortController();
  const response = await postAi(t, path, token, body, { signal: client.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let text = '';
  let received = 0;
  while (received < chunks) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the answer ended after ${received} of ${chunks} pieces`);
    buffered += decoder.decode(value, { stream: true });
    const blocks = buffered.split('\n\n');
    buffered = blocks.pop() ?? '';
    for (const event of parseEvents(blocks.map((b) => `${b}\n\n`).join(''))) {
      if ('chunk' in event && received < chunks) {
        text += event.chunk;
        received += 1;
      }
    }
  }
  client.abort();
  return text;
}

export const chunksOf = (events: AiStreamEvent[]) =>
  events.flatMap((e) => ('chunk' in e ? [e.chunk] : [])).join('');

export const endOf = (events: AiStreamEvent[]) => events.at(-1) as AiEnd;

/** A guest with a saved resume: the AI writes from what is saved. */
export async function guestWithResume(t: TestApp, data: ResumeData = completeResume()) {
  const tokens = await newGuest(t);
  const res = await t.request<{ id: string }>('/api/v1/resumes', {
    token: tokens.access_token,
    body: { name: 'AI', data },
  });
  expect(res.status).toBe(201);
  // A guest's user id is its guest id.
  return { token: tokens.access_token, userId: tokens.guest_id as string, resumeId: res.body.id };
}

export async function creditsLeft(t: TestApp, token: string): Promise<number> {
  const res = await t.request<User>('/api/v1/user/me', { token });
  return res.body.credits;
}

export async function setCredits(t: TestApp, userId: string, credits: number): Promise<void> {
  await t.deps.db.update(users).set({ credits }).where(eq(users.id, userId));
}

export async function makePro(t: TestApp, userId: string): Promise<void> {
  await t.deps.db.update(users).set({ premiumUnlimited: true }).where(eq(users.id, userId));
}

/** Waits until a refund (made after the stream ends) shows in the user's credits. */
export async function waitForCredits(t: TestApp, token: string, expected: number, timeoutMs = 3_000) {
  const until = Date.now() + timeoutMs;
  let now = await creditsLeft(t, token);
  while (now !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    now = await creditsLeft(t, token);
  }
  expect(now).toBe(expected);
}
