import type { ResumeData } from '@resume/core';

/**
 * The benchmark resume as an HTML page comparable to the "classic" PDF template: same content,
 * same typefaces (Noto Serif headings, Noto Sans body), same A4 margins, one column. It exists
 * only to time Chromium's print-to-PDF on equal work; the product does not render HTML resumes.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const month = (value: string | null): string => {
  const [year, m] = (value ?? '').split('-');
  return m ? `${MONTHS[Number(m) - 1]} ${year}` : (year ?? '');
};

const range = (start: string, end: string | null, current = false): string =>
  [month(start), current ? 'Present' : month(end)].filter(Boolean).join(' – ');

const join = (parts: string[], separator = ', '): string =>
  parts.filter(Boolean).map(escapeHtml).join(separator);

/** Font files the page asks for, served by the benchmark from the installed font packages. */
export const HTML_FONTS = {
  'NotoSerif-Bold.ttf': '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  'NotoSerif-Italic.ttf': '@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf',
  'NotoSans-Regular.ttf': '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'NotoSans-Italic.ttf': '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  'NotoSans-Bold.ttf': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
};

const fontFaces = (origin: string) =>
  (
    [
      ['Noto Serif', 'NotoSerif-Bold.ttf', 700, 'normal'],
      ['Noto Serif', 'NotoSerif-Italic.ttf', 400, 'italic'],
      ['Noto Sans', 'NotoSans-Regular.ttf', 400, 'normal'],
      ['Noto Sans', 'NotoSans-Italic.ttf', 400, 'italic'],
      ['Noto Sans', 'NotoSans-Bold.ttf', 700, 'normal'],
    ] as const
  )
    .map(
      ([family, file, weight, style]) =>
        `@font-face{font-family:'${family}';src:url(${origin}/${file}) format('truetype');font-weight:${weight};font-style:${style}}`,
    )
    .join('\n');

const STYLE = `
@page { size: A4; margin: 46pt 54pt 44pt 54pt; }
body { margin: 0; font: 9.5pt/13.3pt 'Noto Sans'; color: #1a1a1a; }
h1 { font: 700 22.8pt/26pt 'Noto Serif'; text-align: center; margin: 0; }
.title { font: italic 11.4pt 'Noto Serif'; color: #4d4d4d; text-align: center; margin: 2pt 0 0; }
.contacts { text-align: center; color: #4d4d4d; margin-top: 6pt; font-size: 9pt; }
.contacts span + span::before { content: ' · '; }
h2 { font: 700 10.5pt 'Noto Serif'; text-transform: uppercase; letter-spacing: 0.5pt; margin: 12pt 0 5pt;
     border-bottom: 0.75pt solid #1a1a1a; padding-bottom: 2pt; break-after: avoid; }
.head { display: flex; justify-content: space-between; break-inside: avoid; margin-top: 8pt; }
.head b { display: block; }
.org { font-style: italic; }
.place, .dates, .desc { color: #4d4d4d; }
.desc { font-style: italic; }
ul { margin: 2pt 0 0; padding-left: 11pt; }
li { margin-bottom: 1pt; }
p { margin: 0; }
`;

/** `fontOrigin` serves HTML_FONTS by file name (the benchmark runs a local server). */
export function resumeHtml(data: ResumeData, fontOrigin: string): string {
  const extras = data.extras;
  const contacts = [
    data.email,
    data.phone,
    data.location,
    ...data.contacts.map((c) => (c.label ? `${c.label}: ${c.value}` : c.value)),
  ].filter(Boolean);
  const entry = (title: string, org: string, place: string, dates: string) =>
    `<div class="head"><div><b>${escapeHtml(title)}</b><span class="org">${escapeHtml(org)}</span>${
      place ? ` · <span class="place">${escapeHtml(place)}</span>` : ''
    }</div><div class="dates">${escapeHtml(dates)}</div></div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${fontFaces(fontOrigin)}${STYLE}</style></head><body>
<h1>${join([data.first_name, data.middle_name, data.last_name], ' ')}</h1>
<p class="title">${escapeHtml(data.title)}</p>
<div class="contacts">${contacts.map((c) => `<span>${escapeHtml(c)}</span>`).join('')}</div>
<h2>Summary</h2><p>${escapeHtml(data.summary)}</p>
<h2>Experience</h2>${data.experience
    .map(
      (job) =>
        entry(
          job.job_title,
          job.company,
          join([job.city, job.country]),
          range(job.start_date, job.end_date, job.is_current),
        ) +
        `<p class="desc">${escapeHtml(job.company_description)}</p><ul>${job.achievements
          .map((a) => `<li>${escapeHtml(a)}</li>`)
          .join('')}</ul>`,
    )
    .join('')}
<h2>Education</h2>${data.education
    .map((s) =>
      entry(
        join([s.degree, s.field_of_study], ' in '),
        s.institution,
        join([s.city, s.country]),
        range(s.start_date, s.graduation_date),
      ),
    )
    .join('')}
<h2>Skills</h2><p>${data.skills.map((s) => escapeHtml(s.level ? `${s.name} (${s.level})` : s.name)).join(' · ')}</p>
<h2>Languages</h2><p>${(extras?.languages ?? []).map((l) => escapeHtml(`${l.name} (${l.level})`)).join(' · ')}</p>
<h2>Certifications</h2>${(extras?.certifications ?? []).map((c) => entry(c.name, c.issuer, '', month(c.date))).join('')}
<h2>Projects</h2>${(extras?.projects ?? [])
    .map((p) => `${entry(p.name, p.url, '', '')}<p class="desc">${escapeHtml(p.description)}</p>`)
    .join('')}
<h2>Links</h2>${(extras?.links ?? []).map((l) => `<p>${escapeHtml(`${l.label}: ${l.url}`)}</p>`).join('')}
</body></html>`;
}
