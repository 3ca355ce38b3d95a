import { emptyResumeData, type ResumeData } from '@resume/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AchievementsEditor } from './components/achievements-editor';
import { SkillsStep } from './steps/skills-step';

function Skills({ names }: { names: string[] }) {
  const [data, setData] = useState<ResumeData>({
    ...emptyResumeData(),
    skills: names.map((name) => ({ name, level: null })),
  });
  return <SkillsStep data={data} edit={(change) => setData(change)} showErrors={false} />;
}

function Achievements({ initial, onChange }: { initial: string[]; onChange?: (next: string[]) => void }) {
  const [achievements, setAchievements] = useState(initial);
  return (
    <AchievementsEditor
      jobLabel="Engineer at Acme"
      path="experience.0.achievements"
      achievements={achievements}
      onChange={(next) => {
        setAchievements(next);
        onChange?.(next);
      }}
    />
  );
}

const removeButton = (name: string) => screen.getByRole('button', { name: `Remove ${name}` });

describe('removing a skill chip with the keyboard', () => {
  it('moves focus to the next chip, then the previous one, then the skill field, never the page', async () => {
    const user = userEvent.setup();
    render(<Skills names={['Go', 'Rust', 'Zig']} />);
    await user.click(screen.getByLabelText('Add a skill'));
    await user.tab(); // The Add button is off while the field is empty.
    expect(document.activeElement).toBe(removeButton('Go'));
    await user.tab();
    expect(document.activeElement).toBe(removeButton('Rust'));

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Remove Rust' })).toBeNull();
    expect(document.activeElement).toBe(removeButton('Zig'));

    // The last chip gone: focus goes back to the one before it.
    await user.keyboard(' ');
    expect(screen.queryByRole('button', { name: 'Remove Zig' })).toBeNull();
    expect(document.activeElement).toBe(removeButton('Go'));

    // No chip left: focus goes to the skill field.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Skills' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Add a skill'));
    expect(document.activeElement).not.toBe(document.body);
  });
});

describe('achievements as growing text areas', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(HTMLTextAreaElement.prototype, 'scrollHeight');
  });

  it('are one-row text areas with the same accessible names', () => {
    render(<Achievements initial={['Cut p99 latency by 40%', 'Mentored 3 engineers']} />);
    const first = screen.getByRole('textbox', { name: 'Engineer at Acme achievement 1' });
    expect(first.tagName).toBe('TEXTAREA');
    expect(first.getAttribute('rows')).toBe('1');
    expect(first.getAttribute('data-field')).toBe('experience.0.achievements.0');
    expect(screen.getByRole('textbox', { name: 'Engineer at Acme achievement 2' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Remove Engineer at Acme achievement 1' })).toBeTruthy();
  });

  it('adds the next achievement on Enter and breaks the line on Shift+Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Achievements initial={['']} onChange={onChange} />);
    await user.type(screen.getByLabelText('Engineer at Acme achievement 1'), 'Led the migration');
    await user.keyboard('{Shift>}{Enter}{/Shift}to Postgres{Enter}Mentored 3 engineers');
    expect(onChange).toHaveBeenLastCalledWith(['Led the migration\nto Postgres', 'Mentored 3 engineers']);
    expect(document.activeElement).toBe(screen.getByLabelText('Engineer at Acme achievement 2'));

    // Backspace in an empty achievement still removes it and goes back to the one before.
    await user.keyboard('{Enter}{Backspace}');
    expect(screen.queryByLabelText('Engineer at Acme achievement 3')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Engineer at Acme achievement 2'));
  });

  it('grows to its content where the browser cannot size it in CSS', async () => {
    const css = globalThis.CSS;
    vi.stubGlobal('CSS', { escape: (value: string) => css.escape(value), supports: () => false });
    // No layout here: a line of text is 20px high, plus 16px of padding.
    Object.defineProperty(HTMLTextAreaElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLTextAreaElement) {
        return 20 * this.value.split('\n').length + 16;
      },
    });
    const user = userEvent.setup();
    render(<Achievements initial={['One line']} />);
    const field = screen.getByLabelText<HTMLTextAreaElement>('Engineer at Acme achievement 1');
    expect(field.style.height).toBe('36px');
    await user.type(field, '{Shift>}{Enter}{/Shift}and a second{Shift>}{Enter}{/Shift}and a third');
    expect(field.style.height).toBe('76px');
    expect(field.value).toBe('One line\nand a second\nand a third');
  });
});
