import type { Application, ApplicationFunnel, ApplicationList } from '@resume/core';

let counter = 0;

/** An application as the API returns one; tests change what they need. */
export function testApplication(overrides: Partial<Application> = {}): Application {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    id,
    stage: 'saved',
    position: 0,
    stage_dates: { saved: '2026-11-02' },
    company: `Company ${counter}`,
    role: 'Engineer',
    posting_url: '',
    posting_text: '',
    place: '',
    salary: null,
    contacts: [],
    notes: '',
    resume_id: null,
    cover_letter_id: null,
    remind_on: null,
    reminded_at: null,
    snapshot: null,
    created_at: '2026-11-02T09:00:00.000Z',
    updated_at: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

const zeroes = { saved: 0, applied: 0, interview: 0, offer: 0, rejected: 0, withdrawn: 0 };

export function testFunnel(overrides: Partial<ApplicationFunnel> = {}): ApplicationFunnel {
  return { by_stage: zeroes, reached: zeroes, response_rate: null, resumes: [], ...overrides };
}

export function testList(
  applications: Application[],
  overrides: Partial<ApplicationList> = {},
): ApplicationList {
  return { applications, used: applications.length, limit: 20, funnel: testFunnel(), ...overrides };
}
