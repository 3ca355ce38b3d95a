import { emptyExperience, emptyResumeData, RESUME_LIMITS, type ResumeData } from '@resume/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExperienceStep } from './steps/experience-step';
import { SkillsStep } from './steps/skills-step';

const withPositions = (count: number): ResumeData => ({
  ...emptyResumeData(),
  experience: Array.from({ length: count }, () => ({ ...emptyExperience(), job_title: 'Engineer' })),
});

describe('lists at the limit a resume may hold', () => {
  it('turns "Add a position" off at 30 positions and says why, instead of letting the save fail', async () => {
    const edit = vi.fn();
    const { rerender } = render(<ExperienceStep data={withPositions(29)} edit={edit} showErrors={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a position' }));
    expect(edit).toHaveBeenCalledTimes(1);

    rerender(
      <ExperienceStep
        data={withPositions(RESUME_LIMITS.entries.experience)}
        edit={edit}
        showErrors={false}
      />,
    );
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add a position' });
    expect(add.disabled).toBe(true);
    const note = document.getElementById(add.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('A resume can hold at most 30 positions.');
  });

  it('adds pasted skills only up to the limit, then closes the skill field', async () => {
    let data: ResumeData = {
      ...emptyResumeData(),
      skills: Array.from({ length: RESUME_LIMITS.entries.skills - 1 }, (_, i) => ({
        name: `Skill ${i}`,
        level: null,
      })),
    };
    const edit = vi.fn((change: (d: ResumeData) => ResumeData) => {
      data = change(data);
    });
    const { rerender } = render(<SkillsStep data={data} edit={edit} showErrors={false} />);
    await userEvent.type(screen.getByLabelText('Add a skill'), 'Go, Rust, Zig{Enter}');
    expect(data.skills).toHaveLength(RESUME_LIMITS.entries.skills);
    expect(data.skills.at(-1)?.name).toBe('Go');

    rerender(<SkillsStep data={data} edit={edit} showErrors={false} />);
    expect(screen.getByLabelText<HTMLInputElement>('Add a skill').disabled).toBe(true);
    expect(screen.getByText('A resume can hold at most 100 skills.')).toBeTruthy();
  });
});
