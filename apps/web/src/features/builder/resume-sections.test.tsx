import { emptyExperience, emptyResumeData, type ResumeData } from '@resume/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ResumeSections } from './resume-sections';
import type { EditResume } from './types';

const start: ResumeData = {
  ...emptyResumeData(),
  first_name: 'Ada',
  summary: 'Engineer.',
  experience: [
    { ...emptyExperience(), job_title: 'Engineer', achievements: ['Shipped it'] },
    { ...emptyExperience(), job_title: 'Intern', achievements: [''] },
  ],
};

/** What another writer does while the editor is open (a merge, an AI suggestion accepted). */
const elsewhere = (data: ResumeData): ResumeData => ({
  ...data,
  first_name: 'Grace',
  summary: 'Manager.',
  experience: [data.experience[0]!, { ...data.experience[1]!, job_title: 'Lead' }],
  skills: [{ name: 'Go', level: null }],
  extras: { languages: [], certifications: [], projects: [], links: [{ label: 'Blog', url: '' }] },
});

const fieldValue = (field: HTMLElement | undefined) => (field as HTMLInputElement | undefined)?.value;

/** The refine editor's way of editing: one stable `edit` for the whole page. */
function Editor() {
  const [data, setData] = useState(start);
  const edit = useCallback<EditResume>((change) => setData(change), []);
  return (
    <>
      <button type="button" onClick={() => edit(elsewhere)}>
        Change elsewhere
      </button>
      <ResumeSections data={data} template="classic" edit={edit} showErrors={false} />
    </>
  );
}

describe('every section of the resume on one page', () => {
  it('shows what is typed in one section, leaving the others as they were', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.type(screen.getByLabelText('Professional summary'), ' Kind.');
    const titles = screen.getAllByLabelText('Job title');
    await user.type(titles[1]!, ' in Go');

    expect(fieldValue(screen.getByLabelText('Professional summary'))).toBe('Engineer. Kind.');
    expect(titles.map(fieldValue)).toEqual(['Engineer', 'Intern in Go']);
    expect(fieldValue(screen.getByLabelText('First name'))).toBe('Ada');
  });

  it('shows a change made outside the editor in every section it touches', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.click(screen.getByRole('button', { name: 'Change elsewhere' }));

    expect(fieldValue(screen.getByLabelText('First name'))).toBe('Grace');
    expect(fieldValue(screen.getByLabelText('Professional summary'))).toBe('Manager.');
    expect(fieldValue(screen.getAllByLabelText('Job title')[1])).toBe('Lead');
    expect(screen.queryByRole('button', { name: 'Remove Go' })).not.toBeNull();
    expect(screen.queryByDisplayValue('Blog')).not.toBeNull();
  });
});
