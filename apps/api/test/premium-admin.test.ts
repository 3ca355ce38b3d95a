import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { User } from '@resume/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/cli/admin-command';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { findUserByEmail } from '../src/modules/users/repo';
import { logIn, PASSWORD, signUp } from './support/accounts';
import { me, newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN_API_TOKEN = 'admin-token-for-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminApiToken: ADMIN_API_TOKEN });
});
afterAll(() => t.close());

const enable = (id: string, token?: string, body?: unknown) =>
  t.request<User>(`/api/v1/users/${id}/premium/enable`, { method: 'PATCH', token, body });
const disable = (id: string, token?: string) =>
  t.request<User>(`/api/v1/users/${id}/premium/disable`, { method: 'PATCH', token });

async function someUser(): Promise<User> {
  return (await me(t, (await signUp(t)).tokens.access_token)).body;
}

async function adminToken(): Promise<string> {
  const { email } = await signUp(t);
  const lines: string[] = [];
  expect(await runAdminCommand(t.deps.db, ['grant', email], (l) => lines.push(l))).toBe(0);
  expect(lines).toEqual([`${email} is now an admin.`]);
  return (await logIn(t, email, PASSWORD)).body.access_token;
}

describe('who may administer premium', () => {
  it('401 without a bearer or with one that is neither token', async () => {
    const user = await someUser();
    expect((await enable(user.id)).status).toBe(401);
    expect((await enable(user.id, 'not-the-admin-token-at-all')).status).toBe(401);
  });

  it("403 for a user's valid token that is not an admin's, guests included", async () => {
    const user = await someUser();
    const { tokens } = await signUp(t);
    expect((await enable(user.id, tokens.access_token)).status).toBe(403);
    expect((await enable(user.id, (await newGuest(t)).access_token)).status).toBe(403);
    expect((await enable(user.id)).body).toEqual({ detail: expect.any(String) });
  });

  it("accepts ADMIN_API_TOKEN and an admin's access token", async () => {
    const user = await someUser();
    expect((await enable(user.id, ADMIN_API_TOKEN)).status).toBe(200);
    expect((await disable(user.id, await adminToken())).status).toBe(200);
  });

  it('without ADMIN_API_TOKEN configured, that token is just an invalid bearer', async () => {
    const other = await createTestApp();
    try {
      const res = await other.request(`/api/v1/users/${crypto.randomUUID()}/premium/enable`, {
        method: 'PATCH',
        token: ADMIN_API_TOKEN,
      });
      expect(res.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('PATCH /users/{id}/premium/enable and disable', () => {
  it('without until: premium with no end and unlimited credits', async () => {
    const user = await someUser();
    const res = await enable(user.id, ADMIN_API_TOKEN);
    expect(res.body).toMatchObject({
      id: user.id,
      is_premium: true,
      premium_until: null,
      credits_unlimited: true,
    });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.premiumUnlimited).toBe(true);
  });

  it('with until: premium until then', async () => {
    const user = await someUser();
    const until = new Date(Date.now() + 7 * 86_400_000);
    const res = await enable(user.id, ADMIN_API_TOKEN, { until: until.toISOString() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_premium: true, premium_until: until.toISOString() });
  });

  it('disable ends premium of either kind', async () => {
    const user = await someUser();
    await enable(user.id, ADMIN_API_TOKEN);
    const res = await disable(user.id, ADMIN_API_TOKEN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_premium: false, premium_until: null, credits_unlimited: false });
  });

  it('accepts an empty body even when it is labelled JSON', async () => {
    const user = await someUser();
    const res = await t.request<User>(`/api/v1/users/${user.id}/premium/enable`, {
      method: 'PATCH',
      token: ADMIN_API_TOKEN,
      headers: { 'content-type': 'application/json' },
      raw: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.is_premium).toBe(true);
  });

  it('answers 404 for an unknown user and 422 for a malformed id or until', async () => {
    expect((await enable(crypto.randomUUID(), ADMIN_API_TOKEN)).status).toBe(404);
    expect((await enable('nope', ADMIN_API_TOKEN)).status).toBe(422);
    const user = await someUser();
    expect((await enable(user.id, ADMIN_API_TOKEN, { until: 'next week' })).status).toBe(422);
  });
});

describe('npm run admin', () => {
  it('says so when no account has the email, and shows usage for anything else', async () => {
    const lines: string[] = [];
    expect(await runAdminCommand(t.deps.db, ['grant', 'nobody@example.com'], (l) => lines.push(l))).toBe(1);
    expect(await runAdminCommand(t.deps.db, ['promote'], (l) => lines.push(l))).toBe(2);
    expect(lines[0]).toBe('No account with the email nobody@example.com.');
    expect(lines[1]).toMatch(/^Usage: npm run admin -- grant EMAIL/);
  });

  it('revoke takes the role away', async () => {
    const { email } = await signUp(t);
    await runAdminCommand(t.deps.db, ['grant', email], () => {});
    await runAdminCommand(t.deps.db, ['revoke', email], () => {});
    expect((await findUserByEmail(t.deps.db, email))?.role).toBe('user');
  });

  // The command line itself, on the embedded database a server would use under DATA_DIR.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'grants the role in the database under DATA_DIR',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'rc-admin-'));
      try {
        const database = await openDatabase({ kind: 'pglite', dataDir });
        await database.db.insert(users).values({ email: 'boss@example.com', passwordHash: 'x', credits: 5 });
        await database.close();
        const output = await runCli(['grant', 'Boss@Example.com'], { DATA_DIR: dataDir });
        expect(output).toEqual({ code: 0, stdout: 'boss@example.com is now an admin.\n' });
        const reopened = await openDatabase({ kind: 'pglite', dataDir });
        expect((await findUserByEmail(reopened.db, 'boss@example.com'))?.role).toBe('admin');
        await reopened.close();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string }> {
  const apiDir = resolve(import.meta.dirname, '..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  let stdout = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  return new Promise((done) => child.on('exit', (code) => done({ code, stdout })));
}
