/** The bench's users, made through the API: guests, and a Pro guest with a saved resume. */
import type { Resume, Tokens } from '@resume/core';
import { twoPageResume } from '../score/resume';
import type { RunningServer } from '../support/server';
import { ADMIN_API_TOKEN } from './options';

export type Session = { headers: Record<string, string>; userId: string };
export type ProSession = Session & { resumeId: string };

export async function newGuest(server: RunningServer): Promise<Session> {
  const response = await fetch(`${server.url}/api/v1/auth/guest`, { method: 'POST' });
  if (!response.ok) throw new Error(`POST /auth/guest answered ${response.status}: ${await response.text()}`);
  const tokens = (await response.json()) as Tokens;
  return { headers: { authorization: `Bearer ${tokens.access_token}` }, userId: tokens.guest_id as string };
}

/** A Pro guest (unlimited credits, through the admin API) with a saved two-page resume. */
export async function proWithResume(server: RunningServer): Promise<ProSession> {
  const session = await newGuest(server);
  await makePro(server, session);
  return { ...session, resumeId: await saveResume(server, session) };
}

async function makePro(server: RunningServer, session: Session) {
  const pro = await fetch(`${server.url}/api/v1/users/${session.userId}/premium/enable`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${ADMIN_API_TOKEN}` },
  });
  if (!pro.ok) throw new Error(`PATCH premium/enable answered ${pro.status}: ${await pro.text()}`);
  const credits = await fetch(`${server.url}/api/v1/credits`, { headers: session.headers });
  const { unlimited } = (await credits.json()) as { unlimited?: boolean };
  if (!unlimited)
    throw new Error('The bench user did not become Pro: GET /credits says unlimited is not true');
}

/** Saves the two-page resume for `session`'s user and returns its id. */
async function saveResume(server: RunningServer, session: Session): Promise<string> {
  const created = await fetch(`${server.url}/api/v1/resumes`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', template: 'modern', data: twoPageResume }),
  });
  if (!created.ok) throw new Error(`POST /resumes answered ${created.status}: ${await created.text()}`);
  const resume = (await created.json()) as Resume;
  return resume.id;
}
