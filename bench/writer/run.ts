// The built-in writer (no model) judged on a set written before it was changed (issue 36):
// lines.json (weak achievements from 8+ fields, each with a past or current role), resumes.json
// (summaries, and the resumes behind the cover letters) and prompts.json (free writing, cover
// letters). For each answer it checks: the tense fits the role, no bracketed slot, every number,
// name and acronym of the source kept in its case, the answer differs from the source, the
// person's part not inflated ("helped with" never becomes "led"), and "try again" (variant 1)
// gives another answer. Per kind it prints the time to produce the answer string.
// Usage: npm run bench:writer
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResumeData, WriterTask } from '@resume/core';

const here = dirname(fileURLToPath(import.meta.url));
const load = <T>(file: string): T => JSON.parse(readFileSync(join(here, file), 'utf8')) as T;

type Line = { field: string; title: string; role: 'past' | 'current'; text: string };
type Resume = { id: string; resume: unknown };
type Letter = { id: string; resume: string; company: string; role: string; posting: string };

const { lines } = load<{ lines: Line[] }>('lines.json');
const { resumes } = load<{ resumes: Resume[] }>('resumes.json');
const prompts = load<{ free: string[]; coverLetters: Letter[] }>('prompts.json');

const NOW = new Date('2025-06-15T12:00:00Z');

const importStart = performance.now();
const core = await import('@resume/core');
const importMs = performance.now() - importStart;
// The cover letter matches the posting's terms as the job match does: its NLP model loads first.
await Promise.all([core.loadPostingReader(), core.loadWriterGrammar()]);
// A third argument (the phrasing to use) is optional; a writer without it ignores it.
const answer = core.offlineAnswer as (task: WriterTask, now: Date, variant?: number) => string;
const parse = (data: unknown): ResumeData => core.resumeDataSchema.parse(data);

const times = new Map<string, number[]>();
function timed(kind: string, task: WriterTask, variant?: number): string {
  const start = performance.now();
  const text = answer(task, NOW, variant);
  const list = times.get(kind) ?? [];
  list.push(performance.now() - start);
  times.set(kind, list);
  return text;
}

// The judge loads after the writer's first calls, so their time is the writer's own.
function roleResume(line: Line): ResumeData {
  const past = line.role === 'past';
  return parse({
    first_name: 'Alex',
    last_name: 'Doe',
    experience: [
      {
        job_title: line.title,
        company: 'Example Ltd',
        start_date: past ? '2018-01' : '2022-07',
        end_date: past ? '2022-06' : null,
        is_current: !past,
        achievements: [line.text],
      },
    ],
  });
}

const improveTask = (line: Line): WriterTask => ({
  kind: 'improve',
  resume: roleResume(line),
  field: 'experience.0.achievements.0',
  text: line.text,
});

type LineResult = { line: Line; text: string; retry: string };
const lineResults: LineResult[] = lines.map((line) => ({
  line,
  text: timed('improve', improveTask(line)),
  retry: answer(improveTask(line), NOW, 1),
}));

const resumeById = new Map(resumes.map((r) => [r.id, parse(r.resume)]));
const summaryResults = resumes.map((r) => {
  const task: WriterTask = { kind: 'summary', resume: resumeById.get(r.id) as ResumeData };
  return { id: r.id, resume: task.resume, text: timed('summary', task), retry: answer(task, NOW, 1) };
});

const freeResults = prompts.free.map((prompt) => {
  const task: WriterTask = { kind: 'writer', writerKind: 'free', prompt };
  return { prompt, text: timed('free writing', task), retry: answer(task, NOW, 1) };
});

const letterResults = prompts.coverLetters.map((c) => {
  const task: WriterTask = {
    kind: 'writer',
    writerKind: 'cover_letter',
    prompt: c.posting,
    resume: resumeById.get(c.resume),
  };
  return { c, task, text: timed('cover letter', task), retry: answer(task, NOW, 1) };
});

// ---- the judge -------------------------------------------------------------------------------
const { default: nlp } = await import('compromise');

const SLOT = /\[[^\]\n]*\]/;
const SUPPORTING =
  /\b(?:help(?:ed|ing|s)?|assist(?:ed|ing|s)?|contribut(?:ed|ing|es?)|support(?:ed|ing|s)?)\b/i;
/** Verbs that claim the lead: a supporting part told with one of these is inflated. */
const LEADING =
  /\b(?:led|lead|leads|leading|conducted|conduct|built|build|managed|manage|directed|spearheaded|owned|headed|drove|ran|delivered|created|developed|designed|launched|established|oversaw|implemented|executed|organi[sz]ed|onboarded|trained|installed|prepared|performed)\b/gi;
/** Verbs whose past and present are spelled alike: either tense reads right. */
const SAME_FORM = new Set('cut set put let hit quit spread shut cost beat read'.split(' '));

const words = (text: string): string[] => text.match(/[\p{L}\p{N}$%][\p{L}\p{N}$%.,&/'’+-]*/gu) ?? [];
const clean = (w: string) => w.replace(/[.,;:]+$/, '');

/** Numbers, acronyms and names of a source line: what an answer must keep, in its case. */
function factsOf(text: string): string[] {
  const facts = new Set<string>();
  for (const m of text.matchAll(/[$€£]?\d[\d,.]*%?/g)) facts.add(m[0].replace(/[.,]+$/, ''));
  words(text).forEach((raw, i) => {
    const w = clean(raw);
    if (/\p{Lu}.*\p{Lu}/u.test(w)) facts.add(w.replace(/['’]s$/, ''));
    else if (i > 0 && /^\p{Lu}/u.test(w)) facts.add(w);
  });
  return [...facts].filter((f) => f !== '');
}

const keepsFacts = (source: string, text: string) =>
  factsOf(source).every((f) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${f.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`, 'u').test(text),
  );

/** The tense of the verb an answer opens with, as compromise reads it after a subject. */
function openingTense(text: string): 'past' | 'present' | 'gerund' | 'same' | 'none' {
  const t = text.replace(/^[\s\-•*]+/, '');
  const first = (/^\S+/.exec(t)?.[0] ?? '').toLowerCase().replace(/[^\p{L}]/gu, '');
  if (SAME_FORM.has(first)) return 'same';
  const doc = nlp(`They ${first}${t.slice(first.length)}`);
  const term = doc.terms().eq(1);
  if (term.has('#Gerund')) return 'gerund';
  if (term.has('#PastTense')) return 'past';
  if (term.has('#Verb')) return 'present';
  return 'none';
}

/** "designing and led", "building and automated": a gerund joined to a past verb. */
const gerundJoinedToPast = (text: string) =>
  /\b\p{L}+ing,? and \p{L}+ed\b/iu.test(text) || nlp(text).has('#Gerund and #PastTense');

function rightTense(text: string, role: 'past' | 'current'): boolean {
  if (gerundJoinedToPast(text)) return false;
  const tense = openingTense(text);
  if (tense === 'same') return true;
  return role === 'past' ? tense === 'past' : tense === 'past' || tense === 'present';
}

function inflated(source: string, text: string): boolean {
  if (!SUPPORTING.test(source)) return false;
  if (!SUPPORTING.test(text)) return true;
  const before = new Set((source.match(LEADING) ?? []).map((w) => w.toLowerCase()));
  return (text.match(LEADING) ?? []).some((w) => !before.has(w.toLowerCase()));
}

/** An answer that is the prompt again, give or take a pronoun or a full stop. */
function echoes(prompt: string, text: string): boolean {
  const bag = (t: string) =>
    (t.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? []).filter((w) => !/^(?:i|my|the|a|an)$/.test(w));
  const asked = bag(prompt);
  const said = bag(text);
  const kept = asked.filter((w) => said.includes(w)).length;
  return asked.length > 0 && kept / asked.length >= 0.75 && said.length <= asked.length + 5;
}

const same = (a: string, b: string) => a.trim().replace(/[.\s]+$/, '') === b.trim().replace(/[.\s]+$/, '');
const sentences = (text: string) => nlp(text).sentences().length;

// ---- figures ---------------------------------------------------------------------------------
type Tally = { pass: number; of: number };
const tally = (checks: boolean[]): Tally => ({ pass: checks.filter(Boolean).length, of: checks.length });
const pct = ({ pass, of }: Tally) =>
  of === 0 ? '   n/a' : `${((pass / of) * 100).toFixed(0).padStart(4)}% (${pass}/${of})`;

const summaryInvented = summaryResults.map(
  (s) => core.findInventedFacts(s.text, core.factSources({ kind: 'summary', resume: s.resume }, NOW)).length,
);
const summaryGrounded = summaryResults.map((s, i) => {
  const latest = s.resume.experience.find((r) => r.is_current) ?? s.resume.experience[0];
  const title = latest?.job_title ?? s.resume.title;
  // A skill is no name: "cash handling" mid-sentence is the skill "Cash handling".
  const namesSkill = s.resume.skills.some((k) => s.text.toLowerCase().includes(k.name.toLowerCase()));
  return summaryInvented[i] === 0 && s.text.includes(title) && namesSkill;
});
const letterInvented = letterResults.map(
  (l) => core.findInventedFacts(l.text, core.factSources(l.task, NOW)).length,
);

const rows: [string, Tally][] = [
  ['lines: right tense', tally(lineResults.map((r) => rightTense(r.text, r.line.role)))],
  ['lines: no slot', tally(lineResults.map((r) => !SLOT.test(r.text)))],
  ['lines: every fact kept', tally(lineResults.map((r) => keepsFacts(r.line.text, r.text)))],
  ['lines: changed', tally(lineResults.map((r) => !same(r.text, r.line.text)))],
  ['lines: part not inflated', tally(lineResults.map((r) => !inflated(r.line.text, r.text)))],
  ['lines: retry differs', tally(lineResults.map((r) => !same(r.retry, r.text)))],
  ['summaries: grammatical', tally(summaryResults.map((s) => !gerundJoinedToPast(s.text)))],
  ['summaries: no slot', tally(summaryResults.map((s) => !SLOT.test(s.text)))],
  ['summaries: title+skill, no invented fact', tally(summaryGrounded)],
  [
    'summaries: 2-4 sentences',
    tally(summaryResults.map((s) => sentences(s.text) >= 2 && sentences(s.text) <= 4)),
  ],
  ['summaries: retry differs', tally(summaryResults.map((s) => !same(s.retry, s.text)))],
  ['free: no slot', tally(freeResults.map((f) => !SLOT.test(f.text)))],
  ['free: does not echo the prompt', tally(freeResults.map((f) => !echoes(f.prompt, f.text)))],
  ['free: retry differs', tally(freeResults.map((f) => !same(f.retry, f.text)))],
  ['letters: names the company', tally(letterResults.map((l) => l.text.includes(l.c.company)))],
  [
    'letters: names the role',
    tally(letterResults.map((l) => l.text.toLowerCase().includes(l.c.role.toLowerCase()))),
  ],
  [
    'letters: no slot, no invented fact',
    tally(letterResults.map((l, i) => !SLOT.test(l.text) && letterInvented[i] === 0)),
  ],
  ['letters: grammatical', tally(letterResults.map((l) => !gerundJoinedToPast(l.text)))],
  ['letters: retry differs', tally(letterResults.map((l) => !same(l.retry, l.text)))],
];

const all = (name: string, parts: Tally[]): [string, Tally] => [
  name,
  parts.reduce((a, b) => ({ pass: a.pass + b.pass, of: a.of + b.of }), { pass: 0, of: 0 }),
];
const row = (label: string) => rows.find(([l]) => l === label)?.[1] as Tally;
const overall: [string, Tally][] = [
  all('right tense / grammatical', [
    row('lines: right tense'),
    row('summaries: grammatical'),
    row('letters: grammatical'),
  ]),
  all('no slot', [
    row('lines: no slot'),
    row('summaries: no slot'),
    row('free: no slot'),
    row('letters: no slot, no invented fact'),
  ]),
  all('facts kept (none invented)', [
    row('lines: every fact kept'),
    row('summaries: title+skill, no invented fact'),
    row('letters: no slot, no invented fact'),
  ]),
  all('changed', [row('lines: changed'), row('free: does not echo the prompt')]),
  all('not inflated', [row('lines: part not inflated')]),
];

console.log(
  `bench:writer — ${lines.length} lines from ${new Set(lines.map((l) => l.field)).size} fields, ` +
    `${summaryResults.length} summaries, ${freeResults.length} free prompts, ${letterResults.length} cover letters`,
);
/** The figures of the writer before issue 36 (baseline.txt), by label, to print beside today's. */
function baseline(): Map<string, string> {
  const figures = new Map<string, string>();
  try {
    for (const line of readFileSync(join(here, 'baseline.txt'), 'utf8').split('\n')) {
      const m = /^ {2}(\S.*?)\s{2,}(\d+% \(\d+\/\d+\)|n\/a)$/.exec(line);
      if (m && !figures.has(m[1] as string)) figures.set(m[1] as string, m[2] as string);
    }
  } catch {
    // No baseline: only today's figures are printed.
  }
  return figures;
}

const before = baseline();
const header = `  ${''.padEnd(42)} ${'before'.padStart(13)}   ${'now'.padStart(13)}`;
const print = ([label, t]: [string, Tally]) =>
  console.log(
    `  ${label.padEnd(42)} ${(before.get(label) ?? '-').padStart(13)}   ${pct(t).trim().padStart(13)}`,
  );
console.log('\nOverall (before: baseline.txt, the writer before issue 36)');
console.log(header);
overall.forEach(print);
console.log('\nBy kind');
console.log(header);
rows.forEach(print);

console.log(
  `\nTime to the answer string (the whole answer is the offline writer's first chunk); import of @resume/core ${importMs.toFixed(0)} ms`,
);
for (const [kind, list] of times) {
  const sorted = [...list].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `  ${kind.padEnd(14)} first call ${list[0]?.toFixed(1).padStart(6)} ms   median ${median.toFixed(2).padStart(6)} ms   max ${sorted.at(-1)?.toFixed(1).padStart(6)} ms`,
  );
}

const verbose = process.argv.includes('--show');
const failures = lineResults.filter(
  (r) =>
    !rightTense(r.text, r.line.role) ||
    SLOT.test(r.text) ||
    !keepsFacts(r.line.text, r.text) ||
    same(r.text, r.line.text) ||
    inflated(r.line.text, r.text),
);
console.log(`\nLines failing a check: ${failures.length}${verbose ? '' : ' (--show prints every answer)'}`);
for (const r of verbose ? lineResults : failures.slice(0, 12)) {
  console.log(`  [${r.line.role}] ${r.line.text}\n      → ${r.text}${verbose ? `\n      ↻ ${r.retry}` : ''}`);
}
if (verbose) {
  for (const s of summaryResults) console.log(`\n[summary ${s.id}] ${s.text}\n  ↻ ${s.retry}`);
  for (const f of freeResults) console.log(`\n[free] ${f.prompt}\n  → ${f.text}`);
  for (const l of letterResults) console.log(`\n[letter ${l.c.id}]\n${l.text}`);
}
