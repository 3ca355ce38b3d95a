import type { ResumeData } from '@resume/core';
import type { Page } from 'playwright-core';

/** Makes the page a new guest (through /start) holding a resume with `data`; returns its id. */
export async function guestWithResume(page: Page, url: string, data: ResumeData): Promise<string> {
  await page.goto(`${url}/start`);
  await page.getByRole('button', { name: /Start from scratch/ }).waitFor();
  // Expressions as strings: the bench is typed for Node, without the DOM's globals.
  const token = await page.evaluate<string>(
    "JSON.parse(localStorage.getItem('session') ?? '{}').access_token",
  );
  const created = await fetch(`${url}/api/v1/resumes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', data }),
  });
  return ((await created.json()) as { id: string }).id;
}
