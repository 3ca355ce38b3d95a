/** How a resume prints its dates: one style per resume, as people keep one. */
import type { Lang, Period, YearMonth } from './model';
import type { Rng } from './random';

const MONTHS: Record<Lang, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

const SHORT: Record<Lang, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  es: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
};

const PRESENT: Record<Lang, string[]> = {
  en: ['Present', 'present', 'Current', 'Now', 'Today'],
  fr: ["aujourd'hui", 'présent', 'Présent', 'ce jour'],
  de: ['heute', 'Heute', 'jetzt', 'aktuell'],
  es: ['actualidad', 'Actualidad', 'presente', 'hoy'],
};

const SINCE: Record<Lang, string[]> = {
  en: ['Since', 'since'],
  fr: ['depuis', 'Depuis'],
  de: ['seit', 'Seit'],
  es: ['desde', 'Desde'],
};

const EXPECTED: Record<Lang, string> = { en: 'Expected', fr: 'prévu', de: 'voraussichtlich', es: 'previsto' };

type MonthForm = 'short' | 'long' | 'numeric-slash' | 'numeric-dot' | 'iso' | 'year';

/** One resume's way of writing dates. */
export interface DateStyle {
  lang: Lang;
  form: MonthForm;
  /** Between start and end: " – ", " - ", "–", " to ". */
  separator: string;
  present: string;
  /** Current roles written "Since 2021" rather than "2021 – Present". */
  useSince: boolean;
  capitalMonths: boolean;
}

export function pickDateStyle(lang: Lang, rng: Rng): DateStyle {
  const forms: MonthForm[] =
    lang === 'en'
      ? ['short', 'short', 'long', 'numeric-slash', 'year', 'iso']
      : ['short', 'long', 'numeric-slash', 'numeric-dot', 'year', 'iso'];
  const form = rng.pick(forms);
  const separators = lang === 'en' ? [' – ', ' - ', '–', ' to ', ' — '] : [' – ', ' - ', '–'];
  return {
    lang,
    form,
    separator: rng.pick(separators),
    present: rng.pick(PRESENT[lang]),
    useSince: form === 'year' ? rng.chance(0.4) : rng.chance(0.1),
    capitalMonths: lang === 'en' || lang === 'de' || rng.chance(0.3),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function formatMonth(date: YearMonth, style: DateStyle): string {
  if (date.month === null || style.form === 'year') return String(date.year);
  const m = date.month;
  switch (style.form) {
    case 'short': {
      const name = SHORT[style.lang][m - 1]!;
      return `${style.capitalMonths ? capital(name) : name} ${date.year}`;
    }
    case 'long': {
      const name = MONTHS[style.lang][m - 1]!;
      return `${style.capitalMonths ? capital(name) : name} ${date.year}`;
    }
    case 'numeric-slash':
      return `${pad(m)}/${date.year}`;
    case 'numeric-dot':
      return `${pad(m)}.${date.year}`;
    case 'iso':
      return `${date.year}-${pad(m)}`;
  }
}

/** A job's or a school's period as printed. `end` null is a current role. */
export function makePeriod(start: YearMonth | null, end: YearMonth | null, style: DateStyle): Period {
  // What is printed decides what is true: a year-only style prints no months.
  const shown = (d: YearMonth | null) => (d && style.form === 'year' ? { year: d.year, month: null } : d);
  const s = shown(start);
  const e = shown(end);
  const startText = s ? formatMonth(s, style) : '';
  const endText = e ? formatMonth(e, style) : style.present;
  let text: string;
  if (!s) text = endText;
  else if (!e && style.useSince) text = `${rng0(SINCE[style.lang])} ${startText}`;
  else text = `${startText}${style.separator}${endText}`;
  return { start: s, end: e, text, startText, endText };
}

/** The first spelling: a style is chosen once, the word with it. */
const rng0 = (words: string[]) => words[0]!;

/** An internship printed as a season ("Summer 2019"): start and end are that year. */
export function seasonPeriod(year: number, lang: Lang): Period | null {
  if (lang !== 'en') return null;
  const text = `Summer ${year}`;
  return { start: { year, month: null }, end: { year, month: null }, text, startText: text, endText: text };
}

/** A degree still in progress: "Expected May 2026". */
export function expectedPeriod(end: YearMonth, style: DateStyle): Period {
  const e = style.form === 'year' ? { year: end.year, month: null } : end;
  const text = `${EXPECTED[style.lang]} ${formatMonth(e, style)}`;
  return { start: null, end: e, text, startText: '', endText: text };
}
