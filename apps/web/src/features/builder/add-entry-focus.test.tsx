import { emptyResumeData, type ResumeData } from '@resume/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ContactsStep } from './steps/contacts-step';
import { EducationStep } from './steps/education-step';
import { ExperienceStep } from './steps/experience-step';
import type { StepProps } from './types';

/** A step holding its resume as the builder does: each edit is drawn. */
function Editing({ Step }: { Step: ComponentType<StepProps> }) {
  const [data, setData] = useState<ResumeData>(emptyResumeData());
  return <Step data={data} edit={setData} showErrors={false} />;
}

describe('adding an entry by keyboard', () => {
  it.each([
    ['Add a position', ExperienceStep, 'Job title', 'Staff Engineer'],
    ['Add education', EducationStep, 'Degree', 'BSc Physics'],
    ['Add a contact', ContactsStep, 'Type', null],
  ] as const)(
    'after "%s", the new entry\'s first field has the focus',
    async (button, Step, field, typed) => {
      render(<Editing Step={Step} />);
      screen.getByRole('button', { name: button }).focus();
      await userEvent.keyboard('{Enter}');
      const first = screen.getAllByLabelText(field).at(-1);
      expect(document.activeElement).toBe(first);
      if (typed === null) return;
      // What is typed next lands in the entry, not in a second one added by the space bar.
      await userEvent.keyboard(typed);
      expect((first as HTMLInputElement).value).toBe(typed);
      expect(screen.getAllByLabelText(field)).toHaveLength(1);
    },
  );
});
