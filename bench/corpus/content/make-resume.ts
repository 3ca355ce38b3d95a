/** Draws one resume's content: a person, a career in one field, schools, skills and extras. */
import { type DateStyle, expectedPeriod, makePeriod, pickDateStyle, seasonPeriod } from '../dates';
import type { Field, GenResume, Headings, Job, Lang, School, SkillGroup, YearMonth } from '../model';
import type { Rng } from '../random';
import type { FieldPack, LanguagePack } from './pack';
import { PACKS } from './packs';

const NOW = { year: 2026, month: 10 };

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

function emailOf(first: string, last: string, rng: Rng): string {
  const user = rng.pick([
    `${ascii(first)}.${ascii(last)}`,
    `${ascii(first)}${ascii(last)}`,
    `${ascii(first)[0]}${ascii(last)}`,
    `${ascii(first)}_${ascii(last)}${rng.int(1, 99)}`,
  ]);
  return `${user}@${rng.pick(['example.com', 'example.org', 'mail.example.net', 'example.fr', 'example.de'])}`;
}

function urlOf(first: string, last: string, rng: Rng): string {
  const handle = `${ascii(first)}${rng.pick(['', '-', '.'])}${ascii(last)}`;
  return rng.pick([
    `linkedin.com/in/${handle}`,
    `www.linkedin.com/in/${handle}`,
    `https://www.linkedin.com/in/${handle}`,
    `github.com/${handle}`,
    `${handle}.example.com`,
    `https://${handle}.example.dev`,
  ]);
}

const monthAfter = (d: YearMonth, months: number): YearMonth => {
  const total = d.year * 12 + (d.month ?? 1) - 1 + months;
  return { year: Math.floor(total / 12), month: (total % 12) + 1 };
};

function headingsOf(pack: LanguagePack, rng: Rng): Headings {
  const h = pack.headings;
  return {
    summary: rng.pick(h.summary),
    experience: rng.pick(h.experience),
    education: rng.pick(h.education),
    skills: rng.pick(h.skills),
    languages: rng.pick(h.languages),
    projects: rng.pick(h.projects),
    certifications: rng.pick(h.certifications),
  };
}

/** Jobs from the most recent back, each ending where the next one starts (with small gaps). */
function makeJobs(fp: FieldPack, pack: LanguagePack, style: DateStyle, count: number, rng: Rng): Job[] {
  const jobs: Job[] = [];
  let end: YearMonth | null = null;
  let cursor: YearMonth = { year: NOW.year, month: rng.int(1, NOW.month) };
  // Packs list titles from junior to senior: the newest job gets the most senior of those drawn.
  const titles = rng.sample(fp.titles, count).sort((a, b) => fp.titles.indexOf(b) - fp.titles.indexOf(a));
  const employers = rng.shuffle(fp.employers);
  for (let i = 0; i < count; i++) {
    const months = rng.int(7, 60);
    const start = monthAfter(cursor, -months);
    const current = i === 0 && rng.chance(0.6);
    const endDate = current ? null : (end ?? cursor);
    const internship = i === count - 1 && count > 1 && rng.chance(0.2);
    const period = (internship && seasonPeriod(start.year, pack.lang)) || makePeriod(start, endDate, style);
    jobs.push({
      title: titles[i % titles.length]!,
      company: employers[i % employers.length]!,
      place: rng.chance(0.8) ? rng.pick(pack.places) : '',
      period,
      bullets: rng.sample(fp.bullets, rng.int(internship ? 1 : 2, 5)),
      companyNote: rng.chance(0.15) ? rng.pick(fp.companyNotes) : '',
    });
    end = monthAfter(start, -rng.int(0, 3));
    cursor = end;
  }
  return jobs;
}

function makeSchools(
  fp: FieldPack,
  pack: LanguagePack,
  style: DateStyle,
  firstJobStart: YearMonth,
  rng: Rng,
): School[] {
  const count = rng.pick([1, 1, 2, 2, 3]);
  const schools: School[] = [];
  let end: YearMonth = { year: firstJobStart.year - rng.int(0, 1), month: rng.pick([5, 6, 7, 12]) };
  const degrees = rng.shuffle(fp.degrees);
  const student = rng.chance(0.12);
  for (let i = 0; i < count; i++) {
    const years = rng.int(2, 4);
    const start = { year: end.year - years, month: rng.pick([8, 9, 1]) };
    const highSchool = i === count - 1 && count > 1 && rng.chance(0.3);
    const form = rng.int(0, 3);
    const period =
      i === 0 && student
        ? expectedPeriod({ year: NOW.year + 1, month: 5 }, style)
        : form === 0
          ? makePeriod(null, end, style)
          : makePeriod(start, end, style);
    schools.push({
      institution: highSchool ? rng.pick(pack.highSchools) : rng.pick(pack.schools),
      degree: highSchool ? null : degrees[i % degrees.length]!,
      place: rng.chance(0.6) ? rng.pick(pack.places) : '',
      period,
      details: rng.chance(0.4) ? rng.sample(pack.schoolDetails, rng.int(1, 2)) : [],
    });
    end = { year: start.year - rng.int(0, 2), month: rng.pick([5, 6, 12]) };
  }
  return schools;
}

function makeSkills(fp: FieldPack, rng: Rng): SkillGroup[] {
  const grouped = rng.chance(0.55);
  const groups = fp.skillGroups.map((g) => ({
    label: g.label,
    items: rng.sample(g.items, rng.int(3, g.items.length)),
  }));
  if (grouped) return groups;
  return [{ label: null, items: rng.shuffle(groups.flatMap((g) => g.items)).slice(0, rng.int(5, 14)) }];
}

/** A resume in `lang` for someone in `field` (a field the language's pack has). */
export function makeResume(id: string, lang: Lang, field: Field, rng: Rng): GenResume {
  const pack = PACKS[lang];
  const fp = pack.fields[field] ?? PACKS.en.fields[field]!;
  const style = pickDateStyle(lang, rng);
  const firstName = rng.pick(pack.firstNames);
  const lastName = rng.pick(pack.lastNames);
  const jobs = makeJobs(fp, pack, style, rng.pick([1, 2, 2, 3, 3, 3, 4, 4, 5]), rng);
  const oldest = jobs[jobs.length - 1]!.period.start ?? { year: 2015, month: 1 };
  const schools = makeSchools(fp, pack, style, oldest, rng);
  const years = Math.max(2, NOW.year - oldest.year);
  const summary = rng.chance(0.7)
    ? rng.pick(fp.summaries).replace('{title}', jobs[0]!.title).replace('{years}', String(years))
    : null;
  const digits = () => String(rng.int(100, 999)) + String(rng.int(100, 999));
  return {
    id,
    lang,
    field,
    firstName,
    lastName,
    headline: jobs[0]!.title,
    email: emailOf(firstName, lastName, rng),
    phone: rng.chance(0.9) ? pack.phone(digits) : null,
    location: rng.pick(pack.places),
    url: rng.chance(0.6) ? urlOf(firstName, lastName, rng) : null,
    summary,
    headings: headingsOf(pack, rng),
    jobs,
    schools,
    skills: makeSkills(fp, rng),
    languages: rng.chance(0.4) ? rng.sample(pack.spokenLanguages, rng.int(1, 3)) : [],
    certifications: rng.chance(0.35) ? rng.sample(fp.certifications, rng.int(1, 2)) : [],
    projects: rng.chance(0.25) ? rng.sample(fp.projects, 1) : [],
    educationFirst: (schools[0]!.period.end?.year ?? 0) > NOW.year || rng.chance(0.15),
  };
}
