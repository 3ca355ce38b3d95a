import { emptyResumeData, type Resume, type UpdateResumeRequest } from '@resume/core';
import { vi } from 'vitest';
import { ApiError } from '@/lib/api-client';

/** A saved, empty resume at version 1, as the server returns it: the editor tests' starting point. */
export function savedResume(overrides: Partial<Resume> = {}): Resume {
  return {
    id: 'r1',
    name: 'CV',
    template: 'classic',
    data: emptyResumeData(),
    version: 1,
    score: null,
    source: 'scratch',
    created_at: '',
    updated_at: '',
    ...overrides,
  };
}

/** An in-memory server with the real API's version rule. */
export function fakeResumeServer(initial: Partial<Resume> = {}) {
  let resume: Resume = savedResume(initial);
  const server = {
    online: true,
    puts: [] as UpdateResumeRequest[],
    get current() {
      return resume;
    },
    /** Another tab saves. */
    writeElsewhere(change: (r: Resume) => Partial<Resume>) {
      resume = { ...resume, ...change(resume), version: resume.version + 1 };
    },
    requests: {
      get: vi.fn(async () => {
        if (!server.online) throw new TypeError('Failed to fetch');
        return structuredClone(resume);
      }),
      update: vi.fn(async (_id: string, body: UpdateResumeRequest) => {
        if (!server.online) throw new TypeError('Failed to fetch');
        server.puts.push(body);
        if (body.version !== resume.version)
          throw new ApiError(409, { msg: 'stale', current_version: resume.version });
        resume = {
          ...resume,
          name: body.name ?? resume.name,
          data: body.data ?? resume.data,
          version: resume.version + 1,
        };
        return structuredClone(resume);
      }),
    },
  };
  return server;
}
