import { describe, expect, it } from 'vitest';
import { guidanceFor, suggestedArrangement } from '../guidance';
import { TEMPLATES } from '../product';
import { emptyResumeData, resumeDataSchema, storedResumeDataSchema } from '../schemas/resume';
import {
  arrangedSections,
  BUILT_IN_SECTIONS,
  movedSection,
  sectionLayout,
  UNTITLED_SECTION_HEADING,
  withSectionHeading,
  withSectionHidden,
} from './section-layout';
import { templateSectionOrder } from './template-section-orders';

const volunteering = { id: 'vol', heading: 'Volunteering', entries: [] };
const keys = (sections: { key: string }[]) => sections.map((section) => section.key);

describe('sectionLayout', () => {
  it('prints every built-in section in the template order under the product headings when nothing was chosen', () => {
    const layout = sectionLayout({});
    expect(keys(layout)).toEqual([...BUILT_IN_SECTIONS]);
    expect(layout.find((s) => s.key === 'experience')?.heading).toBe('Experience');
    expect(keys(sectionLayout({}, ['skills', 'summary']))).toEqual([
      'skills',
      'summary',
      'experience',
      'education',
      'languages',
      'certifications',
      'projects',
      'links',
    ]);
  });

  it("follows the person's order, then places what it does not name, custom sections last", () => {
    const layout = sectionLayout({
      sections: { order: ['education', 'custom:vol', 'experience'] },
      custom_sections: [volunteering, { id: 'talks', heading: ' Talks ', entries: [] }],
    });
    expect(keys(layout).slice(0, 3)).toEqual(['education', 'custom:vol', 'experience']);
    expect(keys(layout).at(-1)).toBe('custom:talks');
    expect(layout.find((s) => s.key === 'custom:talks')).toMatchObject({
      heading: 'Talks',
      customId: 'talks',
    });
  });

  it('leaves out hidden sections, keys of deleted custom sections and repeats', () => {
    const layout = sectionLayout({
      sections: { order: ['custom:gone', 'links', 'links'], hidden: ['summary', 'custom:vol'] },
      custom_sections: [volunteering],
    });
    expect(keys(layout)).not.toContain('summary');
    expect(keys(layout)).not.toContain('custom:vol');
    expect(keys(layout)).not.toContain('custom:gone');
    expect(keys(layout).filter((k) => k === 'links')).toHaveLength(1);
    expect(keys(layout)[0]).toBe('links');
  });

  it("prints the person's heading, trimmed, and the product's when they left it blank", () => {
    const layout = sectionLayout({
      sections: { headings: { experience: '  Work   history ', skills: '   ' } },
      custom_sections: [{ id: 'x', heading: '' }],
    });
    const heading = (key: string) => layout.find((s) => s.key === key)?.heading;
    expect(heading('experience')).toBe('Work history');
    expect(heading('skills')).toBe('Skills');
    expect(heading('custom:x')).toBe(UNTITLED_SECTION_HEADING);
  });
});

describe("a template's own order", () => {
  const source = { custom_sections: [volunteering] };

  it('is known for every template of the catalogue, each section once and a place for custom ones', () => {
    for (const { id } of TEMPLATES) {
      const order = templateSectionOrder(id);
      expect([...order].sort(), id).toEqual([...BUILT_IN_SECTIONS, 'custom'].sort());
    }
  });

  it('puts education first and the person’s own sections after it in the academic CV', () => {
    expect(keys(arrangedSections(source, templateSectionOrder('academic'))).slice(0, 4)).toEqual([
      'summary',
      'education',
      'experience',
      'custom:vol',
    ]);
  });

  it('lists the sidebar in reading order: the main column, its custom sections too, then the side', () => {
    expect(keys(arrangedSections(source, templateSectionOrder('sidebar'))).slice(3, 6)).toEqual([
      'projects',
      'custom:vol',
      'skills',
    ]);
  });

  it('prints a suggested order (onboarding answers) in every template, the summary still on top', () => {
    const student = guidanceFor({
      experience: 'no experience',
      job_search_status: 'Soon, preparing',
      background_field: 'Student',
      resume_goal: 'Find part-time or first job',
    });
    const sections = suggestedArrangement(student.order);
    for (const template of ['modern', 'classic']) {
      expect(keys(sectionLayout({ sections }, templateSectionOrder(template))).slice(0, 5)).toEqual([
        'summary',
        'education',
        'projects',
        'experience',
        'skills',
      ]);
    }
  });

  it('reads an unknown template as the default one', () => {
    expect(templateSectionOrder('withdrawn')).toEqual(templateSectionOrder('classic'));
  });

  it("keeps the person's moved order whichever template prints it", () => {
    const moved = movedSection(source, 'skills', -1, templateSectionOrder('modern'));
    expect(moved.order.slice(0, 3)).toEqual(['skills', 'summary', 'experience']);
    expect(keys(arrangedSections({ ...source, sections: moved }, templateSectionOrder('academic')))).toEqual(
      moved.order,
    );
  });
});

describe('editing the choices', () => {
  const source = { custom_sections: [volunteering] };

  it('moves a section up or down one place and stops at the ends', () => {
    const down = movedSection(source, 'summary', 1);
    expect(down.order.slice(0, 2)).toEqual(['experience', 'summary']);
    const up = movedSection({ ...source, sections: down }, 'custom:vol', -1);
    expect(up.order.slice(-2)).toEqual(['custom:vol', 'links']);
    expect(movedSection(source, 'summary', -1).order[0]).toBe('summary');
  });

  it('hides and shows a section again', () => {
    const hidden = withSectionHidden(source, 'projects', true);
    expect(arrangedSections({ ...source, sections: hidden }).find((s) => s.key === 'projects')?.hidden).toBe(
      true,
    );
    expect(withSectionHidden({ ...source, sections: hidden }, 'projects', false).hidden).toEqual([]);
  });

  it('renames a heading and goes back to the default when it is cleared', () => {
    const renamed = withSectionHeading(source, 'experience', 'Where I worked');
    expect(renamed.headings).toEqual({ experience: 'Where I worked' });
    expect(withSectionHeading({ sections: renamed }, 'experience', ' ').headings).toEqual({});
  });
});

describe('the choices in ResumeData', () => {
  it('opens a resume saved before sections could be arranged, with nothing chosen', () => {
    const data = storedResumeDataSchema.parse({ first_name: 'Ada' });
    expect(data.sections).toBeUndefined();
    expect(data.custom_sections).toBeUndefined();
    expect(emptyResumeData().sections).toBeUndefined();
  });

  it('keeps the choices and custom sections, with entry defaults filled in', () => {
    const data = resumeDataSchema.parse({
      sections: { order: ['custom:vol', 'summary'], hidden: ['links'], headings: { summary: 'Profile' } },
      custom_sections: [{ id: 'vol', heading: 'Volunteering', entries: [{ title: 'Mentor' }] }],
    });
    expect(data.sections).toEqual({
      order: ['custom:vol', 'summary'],
      hidden: ['links'],
      headings: { summary: 'Profile' },
    });
    expect(data.custom_sections?.[0]?.entries[0]).toEqual({
      title: 'Mentor',
      subtitle: '',
      start_date: '',
      end_date: '',
      place: '',
      description: '',
      bullets: [],
    });
  });

  it('refuses unknown section names, bad ids, repeated ids and too many custom sections', () => {
    const fails = (value: object) => !resumeDataSchema.safeParse(value).success;
    expect(fails({ sections: { order: ['hobbies'] } })).toBe(true);
    expect(fails({ sections: { headings: { hobbies: 'Hobbies' } } })).toBe(true);
    expect(fails({ sections: { headings: { summary: 'x'.repeat(81) } } })).toBe(true);
    expect(fails({ custom_sections: [{ id: 'has space', heading: 'A', entries: [] }] })).toBe(true);
    expect(fails({ custom_sections: [volunteering, volunteering] })).toBe(true);
    const many = Array.from({ length: 11 }, (_, i) => ({ id: `s${i}`, heading: 'A', entries: [] }));
    expect(fails({ custom_sections: many })).toBe(true);
    expect(fails({ custom_sections: many.slice(0, 10) })).toBe(false);
  });

  it('reads stored choices that no longer make sense as no choice instead of failing', () => {
    const data = storedResumeDataSchema.parse({
      sections: { order: 'summary', hidden: [3], headings: { summary: 'Profile', hobbies: 'Fun' } },
      custom_sections: 'nonsense',
    });
    expect(data.sections).toEqual({ order: [], hidden: [], headings: { summary: 'Profile' } });
    expect(data.custom_sections).toBeUndefined();
    // A resume saved before sections existed reads back without them, not with empty ones.
    expect(storedResumeDataSchema.parse({})).not.toHaveProperty('custom_sections');
  });

  it('counts custom sections toward the total length, but not the order or the headings', () => {
    const long = 'x'.repeat(3000);
    const entries = Array.from({ length: 14 }, () => ({ description: long }));
    const result = resumeDataSchema.safeParse({ custom_sections: [{ id: 'a', heading: 'A', entries }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/too long/);
  });
});
