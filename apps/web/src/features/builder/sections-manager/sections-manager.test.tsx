import { emptyResumeData, type ResumeData, resumeDataSchema, resumeToPlainText } from '@resume/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ArrangeSections } from './arrange-sections';
import { SectionsManager } from './sections-manager';

/** The control on a resume in a template; `latest()` is the resume after the edits so far. */
function renderManager(start: Partial<ResumeData> = {}, template = 'classic') {
  let current: ResumeData = { ...emptyResumeData(), ...start };
  function Editor() {
    const [data, setData] = useState(current);
    const edit = (change: (d: ResumeData) => ResumeData) =>
      setData((d) => {
        current = change(d);
        return current;
      });
    return <SectionsManager data={data} template={template} edit={edit} />;
  }
  render(<Editor />);
  return { latest: () => current };
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Sections in print order' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-section'));

describe('the Sections control', () => {
  it('moves a section with its arrow buttons, from the keyboard, and says where it went', async () => {
    const user = userEvent.setup();
    const { latest } = renderManager();
    expect(rows().slice(0, 3)).toEqual(['summary', 'experience', 'education']);
    expect(screen.getByRole('button', { name: 'Move Summary up' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    screen.getByRole('button', { name: 'Move Education up' }).focus();
    await user.keyboard('{Enter}');
    expect(rows().slice(0, 3)).toEqual(['summary', 'education', 'experience']);
    expect(latest().sections?.order.slice(0, 3)).toEqual(['summary', 'education', 'experience']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Education up' }));
    expect(screen.getByText('Education moved to position 2 of 8.')).toBeTruthy();
    // At the top the button says it can go no further, and keeps the focus.
    await user.keyboard('{Enter}');
    expect(rows()[0]).toBe('education');
    const top = screen.getByRole('button', { name: 'Move Education up' });
    expect(top.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(top);
    await user.keyboard('{Enter}');
    expect(rows()[0]).toBe('education');
  });

  it('lists the order the chosen template prints until a section is moved', () => {
    renderManager({}, 'academic');
    expect(rows().slice(0, 3)).toEqual(['summary', 'education', 'experience']);
    cleanup();
    renderManager({}, 'modern');
    expect(rows().slice(0, 3)).toEqual(['summary', 'skills', 'experience']);
  });

  it("moves from the template's order, and keeps the moved order the person's own in every template", async () => {
    const user = userEvent.setup();
    const { latest } = renderManager({}, 'academic');
    await user.click(screen.getByRole('button', { name: 'Move Experience up' }));
    expect(rows().slice(0, 3)).toEqual(['summary', 'experience', 'education']);
    expect(screen.getByText('Experience moved to position 2 of 8.')).toBeTruthy();
    cleanup();
    renderManager(latest(), 'modern');
    expect(rows().slice(0, 4)).toEqual(['summary', 'experience', 'education', 'projects']);
  });

  it('moves a section dropped on another by its handle', () => {
    renderManager();
    const handle = (key: string) =>
      document.querySelector(`[data-section="${key}"] [data-drag-handle]`) as HTMLElement;
    const row = (key: string) => document.querySelector(`[data-section="${key}"]`) as HTMLElement;
    const dataTransfer = { setData: () => {}, effectAllowed: '' };
    fireEvent.dragStart(handle('links'), { dataTransfer });
    fireEvent.dragOver(row('summary'), { dataTransfer });
    fireEvent.drop(row('summary'), { dataTransfer });
    expect(rows()[0]).toBe('links');
    expect(rows()[1]).toBe('summary');
  });

  it('renames a heading, and an emptied one goes back to the usual name', async () => {
    const user = userEvent.setup();
    const { latest } = renderManager();
    const field = screen.getByRole('textbox', { name: 'Heading of Experience' });
    await user.type(field, 'Work history');
    expect(latest().sections?.headings).toEqual({ experience: 'Work history' });
    expect(screen.getByRole('button', { name: 'Move Work history up' })).toBeTruthy();
    await user.clear(field);
    expect(latest().sections?.headings).toEqual({});
  });

  it('hides a section, which then stays out of the export, and shows it again', async () => {
    const user = userEvent.setup();
    const { latest } = renderManager({ summary: 'Builds payment systems.' });
    await user.click(screen.getByRole('button', { name: 'Hide Summary' }));
    expect(latest().sections?.hidden).toEqual(['summary']);
    expect(resumeToPlainText(latest())).not.toContain('Builds payment systems.');
    await user.click(screen.getByRole('button', { name: 'Show Summary' }));
    expect(latest().sections?.hidden).toEqual([]);
    expect(resumeToPlainText(latest())).toContain('Builds payment systems.');
  });

  it('adds a section of your own, fills in an entry, and removes it', async () => {
    const user = userEvent.setup();
    const { latest } = renderManager();
    await user.click(screen.getByRole('button', { name: 'Add a section of your own' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Heading of Additional information' }),
      'Volunteering',
    );
    const entry = screen.getByRole('group', { name: 'Volunteering entry 1' });
    await user.type(within(entry).getByLabelText('Title'), 'Code Club mentor');
    await user.type(within(entry).getByLabelText('Bullets'), 'Taught Python{Enter}Ran a hackathon');
    const saved = resumeDataSchema.parse(latest());
    expect(saved.custom_sections?.[0]).toMatchObject({
      heading: 'Volunteering',
      entries: [{ title: 'Code Club mentor', bullets: ['Taught Python', 'Ran a hackathon'] }],
    });
    expect(rows().at(-1)).toBe(`custom:${saved.custom_sections?.[0]?.id}`);
    expect(resumeToPlainText(latest())).toContain('VOLUNTEERING\nCode Club mentor\n- Taught Python');
    await user.click(screen.getByRole('button', { name: 'Remove Volunteering' }));
    expect(latest().custom_sections).toEqual([]);
    expect(rows()).toHaveLength(8);
  }, 20_000);
});

describe('the Arrange sections button', () => {
  it('keeps the control closed under the steps until asked, then opens and closes it', async () => {
    const user = userEvent.setup();
    render(<ArrangeSections data={emptyResumeData()} template="classic" edit={() => undefined} />);
    const toggle = screen.getByRole('button', { name: 'Arrange sections' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Move Education up' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('region', { name: 'Sections' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Education up' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close section order' }));
    expect(screen.queryByRole('region', { name: 'Sections' })).toBeNull();
  });
});
