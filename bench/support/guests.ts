import type { Resume, ResumeData, Tokens } from '@resume/core';

/** A new guest's bearer header. */
export async function guest(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/v1/auth/guest`, { method: 'POST' });
  if (!response.ok) throw new Error(`POST /auth/guest answered ${response.status}`);
  const tokens = (await response.json()) as Tokens;
  return { authorization: `Bearer ${tokens.access_token}` };
}

/** A new guest holding one resume of `data`: its bearer header and the resume as created. */
export async function guestWithResume(url: string, data: ResumeData, template = 'classic') {
  const headers = await guest(url);
  const response = await fetch(`${url}/api/v1/resumes`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', template, data }),
  });
  if (!response.ok) throw new Error(`POST /resumes answered ${response.status}`);
  return { headers, resume: (await response.json()) as Resume };
}
