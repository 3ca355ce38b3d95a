import { emptyResumeData, type Resume } from '@resume/core';

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
