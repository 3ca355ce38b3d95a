import type { UnsupportedValue } from '@resume/core';

const SECTION_NAMES: Record<string, string> = {
  contacts: 'Contact',
  skills: 'Skill',
  experience: 'Position',
  education: 'Education',
  languages: 'Language',
  certifications: 'Certification',
  projects: 'Project',
  links: 'Link',
  achievements: 'achievement',
};

/** `experience.0.achievements.2` → "Position 1, achievement 3"; `phone` → "phone". */
export function placeOf(path: string): string {
  const parts = path.split('.').filter((part) => part !== 'extras');
  const words: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const next = parts[i + 1];
    if (next !== undefined && /^\d+$/.test(next) && SECTION_NAMES[part]) {
      words.push(`${SECTION_NAMES[part]} ${Number(next) + 1}`);
      i++;
    } else words.push(part.replaceAll('_', ' '));
  }
  return words.join(', ');
}

/** What the AI gave that the file does not hold: said plainly, so nobody wonders where it went. */
export function UnsupportedValues({ values }: { values: UnsupportedValue[] }) {
  if (values.length === 0) return null;
  return (
    <section
      aria-labelledby="reading-unsupported"
      className="rounded-lg border border-amber-300 bg-amber-50/60 p-3 text-sm"
    >
      <h3 id="reading-unsupported" className="font-medium text-slate-900">
        Left out: not in your file
      </h3>
      <p className="mt-1 text-slate-700">
        The AI gave these but they are not in your file, so they were left out.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        {values.map((v) => (
          <li key={v.path}>
            <span className="break-words font-medium">“{v.value}”</span>{' '}
            <span className="text-slate-500">({placeOf(v.path)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
