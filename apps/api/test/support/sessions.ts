import type { Tokens, User } from '@resume/core';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

export async function newGuest(t: TestApp): Promise<Tokens> {
  const res = await t.request<Tokens>('/api/v1/auth/guest', { method: 'POST' });
  expect(res.status).toBe(201);
  return res.body;
}

export async function me(t: TestApp, token: string) {
  return t.request<User>('/api/v1/user/me', { token });
}
