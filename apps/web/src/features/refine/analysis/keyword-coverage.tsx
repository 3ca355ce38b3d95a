import { type Analysis, postingSpelling, SECTION_TITLES } from '@resume/core';

type Keywords = NonNullable<Analysis['keywords']>;
type Requirement = NonNullable<Keywords['requirements']>[number];

/** Every requirement with how strongly the posting asks for it; an older analysis has only the terms. */
function requirementsOf(keywords: Keywords): Requirement[] {
  if (keywords.requirements) return keywords.requirements;
  return [
    ...keywords.matched.map((term) => ({ term, required: true, matched: true })),
    ...keywords.missing.map((term) => ({ term, required: true, matched: false })),
  ];
}

/** "Skills and Experience": where on the resume a met requirement shows. */
function where(sections: string[] | undefined): string {
  const names = (sections ?? []).map(
    (s) => SECTION_TITLES[s as keyof typeof SECTION_TITLES] ?? s.charAt(0).toUpperCase() + s.slice(1),
  );
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

function Pill({ requirement, tone, posting }: { requirement: Requirement; tone: string; posting: string }) {
  const shownIn = requirement.matched ? where(requirement.found_in) : '';
  return (
    <li className={`rounded-full px-2.5 py-0.5 text-sm ${tone}`}>
      {postingSpelling(requirement.term, posting)}
      {!requirement.required && <span className="ml-1 text-xs opacity-80">(nice to have)</span>}
      {shownIn && <span className="ml-1 text-xs opacity-80">in {shownIn}</span>}
    </li>
  );
}

function TermList({
  label,
  title,
  items,
  tone,
  posting,
}: {
  label: string;
  title: string;
  items: Requirement[];
  tone: string;
  posting: string;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-700">{title}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label={label}>
        {items.map((r) => (
          <Pill key={r.term} requirement={r} tone={tone} posting={posting} />
        ))}
      </ul>
    </div>
  );
}

/**
 * Which of the job's requirements the resume shows and which it lacks, required ones first, each
 * as the posting spells it.
 */
export function KeywordCoverage({ keywords, posting }: { keywords: Keywords; posting: string }) {
  const requirements = requirementsOf(keywords);
  const required = requirements.filter((r) => r.required);
  const metRequired = required.filter((r) => r.matched).length;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Your resume covers <strong>{Math.round(keywords.coverage * 100)}%</strong> of the job's key terms
        {required.length > 0 && `, including ${metRequired} of the ${required.length} it requires`}.
      </p>
      <TermList
        label="Missing keywords"
        title="Missing — add the ones you really have:"
        items={requirements.filter((r) => !r.matched)}
        tone="bg-red-50 text-red-800"
        posting={posting}
      />
      <TermList
        label="Matched keywords"
        title="Already there:"
        items={requirements.filter((r) => r.matched)}
        tone="bg-emerald-50 text-emerald-800"
        posting={posting}
      />
    </div>
  );
}
