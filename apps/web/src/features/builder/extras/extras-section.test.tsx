import { type Extras, emptyResumeData, type ResumeData } from '@resume/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ResumeSections } from '../resume-sections';
import { SECTION_VIEWS } from '../section-views';
import { editingOrder } from '../step-order';
import type { BuilderStepId } from '../types';

const noExtras: Extras = { languages: [], certifications: [], projects: [], links: [] };

/** The editor on a resume with these extras; `latest()` is the resume after the edits so far. */
function renderEditor(extras: Partial<Extras> = {}, step?: BuilderStepId) {
  let current: ResumeData = { ...emptyResumeData(), extras: { ...noExtras, ...extras } };
  function Editor() {
    const [data, setData] = useState(current);
    const edit = (change: (d: ResumeData) => ResumeData) =>
      setData((d) => {
        current = change(d);
        return current;
      });
    if (!step) return <ResumeSections data={data} template="classic" edit={edit} showErrors={false} />;
    const View = SECTION_VIEWS[step];
    return <View data={data} edit={edit} showErrors={false} order={editingOrder(data, 'classic')} />;
  }
  render(<Editor />);
  return { latest: () => current.extras ?? noExtras };
}

const list = (name: string) => screen.getByRole('region', { name: `${name} (optional)` });

describe('the optional lists of a resume in the builder', () => {
  it('sit on the step closest to them', () => {
    const on: [BuilderStepId, string][] = [
      ['contacts', 'Links'],
      ['experience', 'Projects'],
      ['education', 'Certifications'],
      ['skills', 'Languages'],
    ];
    for (const [step, name] of on) {
      cleanup();
      renderEditor({}, step);
      expect(list(name)).toBeTruthy();
      expect(screen.getAllByRole('region', { name: /\(optional\)$/ })).toHaveLength(1);
    }
  });

  it('shows what an upload read in editable fields, each list with its own hint when empty', () => {
    renderEditor({
      projects: [
        { name: 'Tiny Compiler', description: 'A C subset to WebAssembly.', url: 'github.com/jd/tc' },
      ],
      languages: [{ name: 'German', level: 'C1' }],
    });
    const projects = list('Projects');
    expect((within(projects).getByLabelText('Project name') as HTMLInputElement).value).toBe('Tiny Compiler');
    expect((within(projects).getByLabelText('URL') as HTMLInputElement).value).toBe('github.com/jd/tc');
    expect((within(projects).getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'A C subset to WebAssembly.',
    );
    expect((within(list('Languages')).getByLabelText('Level') as HTMLInputElement).value).toBe('C1');
    expect(list('Certifications').textContent).toContain('Licences and certificates');
    expect(list('Links').textContent).toContain('A portfolio, a publication');
  });

  it('adds an entry with the focus in its first field, and keeps what is typed', async () => {
    const user = userEvent.setup();
    const { latest } = renderEditor();
    await user.click(within(list('Certifications')).getByRole('button', { name: 'Add a certification' }));
    expect(document.activeElement).toBe(within(list('Certifications')).getByLabelText('Certification'));
    await user.keyboard('AWS Solutions Architect');
    await user.type(within(list('Certifications')).getByLabelText('Issued by'), 'Amazon');
    expect(latest().certifications).toEqual([
      { name: 'AWS Solutions Architect', issuer: 'Amazon', date: '' },
    ]);
    // The card is named for what it holds, and its controls say so.
    expect(
      within(list('Certifications')).getByRole('button', { name: 'Remove AWS Solutions Architect, Amazon' }),
    ).toBeTruthy();

    await user.click(within(list('Links')).getByRole('button', { name: 'Add a link' }));
    await user.keyboard('Portfolio');
    await user.type(within(list('Links')).getByLabelText('URL'), 'https://jd.dev');
    expect(latest().links).toEqual([{ label: 'Portfolio', url: 'https://jd.dev' }]);
  });

  it('reorders and removes entries by their buttons', async () => {
    const user = userEvent.setup();
    const { latest } = renderEditor({
      languages: [
        { name: 'English', level: 'Native' },
        { name: 'German', level: 'C1' },
        { name: 'Spanish', level: 'B1' },
      ],
    });
    const languages = list('Languages');
    expect(within(languages).getByRole('button', { name: 'Move English up' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(languages).getByRole('button', { name: 'Move Spanish up' }));
    expect(latest().languages.map((l) => l.name)).toEqual(['English', 'Spanish', 'German']);
    await user.click(within(languages).getByRole('button', { name: 'Remove English' }));
    expect(latest().languages.map((l) => l.name)).toEqual(['Spanish', 'German']);
    // Other lists are untouched by an edit of this one.
    expect(latest().projects).toEqual([]);
  });

  it('stops adding at the limit a save would refuse, and says why', () => {
    renderEditor({ links: Array.from({ length: 20 }, (_, i) => ({ label: '', url: `https://x.dev/${i}` })) });
    const add = within(list('Links')).getByRole('button', { name: 'Add a link' });
    expect(add).toHaveProperty('disabled', true);
    expect(list('Links').textContent).toContain('A resume can hold at most 20 links.');
  });
});
