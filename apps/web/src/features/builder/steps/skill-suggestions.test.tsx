import { emptyExperience, emptyResumeData, type ResumeData } from '@resume/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { JobPostingProvider } from './job-posting-context';
import { SkillsStep } from './skills-step';

const ELECTRICIAN: ResumeData = {
  ...emptyResumeData(),
  experience: [
    {
      ...emptyExperience(),
      job_title: 'Journeyman Electrician',
      company: 'Bright Electric',
      achievements: ['Wired and troubleshot motor controls for 40 rooftop units.'],
    },
  ],
};

function Skills({ posting = '' }: { posting?: string }) {
  const [data, setData] = useState(ELECTRICIAN);
  return (
    <JobPostingProvider posting={posting}>
      <SkillsStep data={data} edit={(change) => setData(change)} showErrors={false} />
    </JobPostingProvider>
  );
}

const suggestions = () => screen.getByRole('list', { name: 'Suggested skills' });
const suggestion = (name: string) => within(suggestions()).queryByRole('button', { name: `Add ${name}` });
const chips = () => within(screen.getByRole('list', { name: 'Skills' }));

describe('skill suggestions in the Skills step', () => {
  it('adds a suggestion with one click: it joins the skills and leaves the suggestions', async () => {
    const user = userEvent.setup();
    render(<Skills />);
    expect(suggestion('Motor controls')).not.toBeNull();
    await user.click(suggestion('Conduit bending')!);
    expect(chips().getByText('Conduit bending')).toBeTruthy();
    expect(suggestion('Conduit bending')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Added Conduit bending to your skills.');
  });

  it('works from the keyboard, and focus moves on to the next suggestion', async () => {
    const user = userEvent.setup();
    render(<Skills />);
    const buttons = within(suggestions()).getAllByRole('button');
    const [first, second] = buttons.map((b) => b.textContent);
    buttons[0]!.focus();
    await user.keyboard('{Enter}');
    expect(chips().getByText(first!)).toBeTruthy();
    expect(document.activeElement).toBe(suggestion(second!));
  });

  it('drops a suggestion once the person types it, in any spelling', async () => {
    const user = userEvent.setup();
    render(<Skills />);
    expect(suggestion('National Electrical Code (NEC)')).not.toBeNull();
    await user.type(screen.getByLabelText('Add a skill'), 'nec{Enter}');
    expect(suggestion('National Electrical Code (NEC)')).toBeNull();
  });

  it('with a job posting, suggests what it asks for and says so', async () => {
    const posting = 'Commercial Electrician\n\nRequirements\n- OSHA 30\n- Bluebeam for marking up drawings';
    render(<Skills posting={posting} />);
    // The posting's skills follow once the reader that reads postings has loaded.
    const asked = await screen.findByRole(
      'button',
      { name: 'Add Bluebeam, asked for in the job posting' },
      { timeout: 20_000 },
    );
    expect(asked).toBeTruthy();
  }, 30_000);
});
