import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useStepHeadingFocus } from './step-heading-focus';

/** A two-step wizard: a Next button, and the step's heading as the builder draws it. */
function Wizard() {
  const [step, setStep] = useState('Contacts');
  const { heading, willMove } = useStepHeadingFocus(step);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {step}
      </h2>
      <button
        type="button"
        onClick={() => {
          willMove();
          setStep('Experience');
        }}
      >
        Next: Experience
      </button>
    </>
  );
}

describe('moving to another builder step', () => {
  it('puts the focus on the new step’s heading', async () => {
    render(<Wizard />);
    await userEvent.click(screen.getByRole('button', { name: 'Next: Experience' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Experience' }));
  });

  it('leaves the focus alone on arrival', () => {
    render(<Wizard />);
    expect(document.activeElement).toBe(document.body);
  });
});
