import {
  APPLICATION_CSV_COLUMNS,
  APPLICATION_LIMITS,
  type Application,
  type ApplicationImportResult,
  applicationLimitMessage,
} from '@resume/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORTS_PER_HOUR } from '../src/modules/applications/transfer';
import { signUp } from './support/accounts';
import { APPLICATIONS, board, patch, track } from './support/applications';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const owner = async () => (await signUp(t)).tokens.access_token;
const HEADER = APPLICATION_CSV_COLUMNS.join(',');

async function exportCsv(token: string) {
  const res = await t.request<string>(`${APPLICATIONS}/export.csv`, { token });
  expect(res.status).toBe(200);
  return res;
}

function importCsv(token: string, csv: string) {
  return t.request<ApplicationImportResult>(`${APPLICATIONS}/import`, {
    method: 'POST',
    token,
    raw: csv,
    headers: { 'content-type': 'text/csv; charset=utf-8' },
  });
}

/** The fields an import brings back: all but identity, times, links and the snapshot. */
const portable = ({
  id,
  created_at,
  updated_at,
  resume_id,
  cover_letter_id,
  snapshot,
  reminded_at,
  ...rest
}: Application) => rest;

describe('CSV export', () => {
  it('writes the header, quotes per RFC 4180, and defuses formulas', async () => {
    const token = await owner();
    await track(t, token, {
      company: '=HYPERLINK("http://evil.test","Acme")',
      role: '+Lead, Platform',
      notes: 'They said "call back"\nafter Friday',
      contacts: [{ name: 'Jane Doe', role: 'Recruiter', email: 'jane@acme.test', phone: '+1 555 0100' }],
      salary: { min: 90000, max: 110000, currency: 'EUR', period: 'year' },
    });
    const res = await exportCsv(token);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="applications.csv"');
    const [header, ...rest] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(HEADER);
    const row = rest.join('\r\n');
    expect(row.startsWith(`"'=HYPERLINK(""http://evil.test"",""Acme"")","'+Lead, Platform",saved,`)).toBe(
      true,
    );
    expect(row).toContain(',90000,110000,EUR,year,');
    expect(row).toContain('Jane Doe (Recruiter) <jane@acme.test> +1 555 0100');
    expect(row).toContain('"They said ""call back""\nafter Friday"');
  });

  it('round-trips: importing an export gives the same applications', async () => {
    const token = await owner();
    const a = await track(t, token, {
      company: '@Acme; Inc',
      role: "'Quoted' role",
      place: 'Berlin, DE',
      posting_url: 'https://acme.test/jobs/1',
      posting_text: 'Line one\r\nLine two, with "quotes"',
      contacts: [
        { name: 'Sam (Samantha) Lee', role: 'Hiring manager', email: '', phone: '+44 20 1234' },
        { name: 'Ops; team', role: '', email: 'ops@acme.test', phone: '' },
      ],
      salary: { min: null, max: 120000, currency: 'GBP', period: 'month' },
      notes: '-5% bonus',
      remind_on: '2031-02-03',
    });
    await track(t, token, { company: 'Globex', role: 'SRE' });
    await patch(t, token, a.id, { stage: 'interview' });
    const exported = (await exportCsv(token)).body;
    const other = await owner();
    const res = await importCsv(other, exported);
    expect(res.body).toEqual({ imported: 2, errors: [] });
    const original = (await board(t, token)).applications.map(portable);
    expect((await board(t, other)).applications.map(portable)).toEqual(original);
    expect((await exportCsv(other)).body).toBe(exported);
  });
});

describe('CSV import', () => {
  it('adds the valid rows and reports each refused one by its row number', async () => {
    const token = await owner();
    const csv = [
      'company,role,stage,applied_on,salary_min,notes',
      'Acme,Engineer,Applied,2026-11-02,,from a spreadsheet',
      ',Engineer,saved,,,no company',
      'Globex,SRE,hired,,,unknown stage',
      'Initech,Developer,interview,2026-13-40,,bad date',
      'Umbrella,Chemist,,,lots,bad salary',
      '',
      'Hooli,PM,offer,,,',
    ].join('\n');
    const res = await importCsv(token, csv);
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(2);
    expect(res.body.errors.map((e) => e.row)).toEqual([3, 4, 5, 6]);
    expect(res.body.errors[0]!.detail).toBe('company: Enter the company');
    expect(res.body.errors[1]!.detail).toMatch(/^stage: /);
    expect(res.body.errors[2]!.detail).toBe('applied_on: Use a date as YYYY-MM-DD');
    expect(res.body.errors[3]!.detail).toMatch(/^salary_min: /);
    const imported = (await board(t, token)).applications;
    expect(imported.map((a) => [a.company, a.stage])).toEqual([
      ['Acme', 'applied'],
      ['Hooli', 'offer'],
    ]);
    expect(imported[0]!.stage_dates).toEqual({ applied: '2026-11-02' });
    expect(imported[0]!.snapshot).toBeNull();
  });

  it('stops at the plan limit and says where', async () => {
    const token = await owner();
    for (let i = 0; i < APPLICATION_LIMITS.freeApplications - 2; i += 1)
      await track(t, token, { company: `C${i}` });
    const rows = ['A', 'B', 'C', 'D'].map((company) => `${company},Engineer`);
    const res = await importCsv(token, ['company,role', ...rows].join('\r\n'));
    expect(res.body).toEqual({
      imported: 2,
      errors: [
        { row: 4, detail: `${applicationLimitMessage()} This row and the ones after it were not imported.` },
      ],
    });
    expect((await board(t, token)).used).toBe(APPLICATION_LIMITS.freeApplications);
  });

  it('refuses a whole file that has no header, too many rows, or too many bytes', async () => {
    const token = await owner();
    const noHeader = await importCsv(token, 'Acme,Engineer\r\n');
    expect(noHeader.status).toBe(422);
    const many = Array.from({ length: APPLICATION_LIMITS.csvImportRows + 1 }, (_, i) => `C${i},Engineer`);
    const tooMany = await importCsv(token, ['company,role', ...many].join('\r\n'));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toEqual({
      detail: 'One import can add at most 500 applications; this file has 501.',
    });
    const huge = `company,role,notes\r\nAcme,Engineer,${'x'.repeat(APPLICATION_LIMITS.csvImportBytes)}\r\n`;
    expect((await importCsv(token, huge)).status).toBe(413);
    const open = await importCsv(token, 'company,role\r\n"Acme,Engineer\r\n');
    expect(open.status).toBe(422);
    expect((await board(t, token)).used).toBe(0);
  });

  it('takes 10 imports an hour from one person', async () => {
    const token = await owner();
    for (let i = 0; i < IMPORTS_PER_HOUR; i += 1) {
      expect((await importCsv(token, `company,role\r\nC${i},Engineer\r\n`)).status).toBe(200);
    }
    const refused = await importCsv(token, 'company,role\r\nOne more,Engineer\r\n');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await board(t, token)).used).toBe(IMPORTS_PER_HOUR);
  });
});
