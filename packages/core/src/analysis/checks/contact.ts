import { isEmail, isPhone, isProfileUrl, profileHostHint } from '../../contacts';
import { hasAnyContact } from '../../rules/resume-requirements';
import type { Contact } from '../../schemas/resume';
import { isBlank } from '../../text/words';
import type { AnalysisContext } from '../context';
import { type CheckResult, clamp01, type Finding, quote } from '../findings';

type ContactEntry = { kind: 'email' | 'phone' | 'url'; type: Contact['type']; value: string; field: string };

/** Every contact detail on the resume, from the dedicated fields and the contacts list alike. */
function contactEntries(ctx: AnalysisContext): ContactEntry[] {
  const { data } = ctx;
  const entries: ContactEntry[] = [];
  if (!isBlank(data.email)) entries.push({ kind: 'email', type: 'email', value: data.email, field: 'email' });
  if (!isBlank(data.phone)) entries.push({ kind: 'phone', type: 'phone', value: data.phone, field: 'phone' });
  data.contacts.forEach((c, i) => {
    if (isBlank(c.value) || c.type === 'other') return;
    const kind = c.type === 'email' ? 'email' : c.type === 'phone' ? 'phone' : 'url';
    entries.push({ kind, type: c.type, value: c.value, field: `contacts.${i}.value` });
  });
  (data.extras?.links ?? []).forEach((link, i) => {
    if (!isBlank(link.url))
      entries.push({ kind: 'url', type: 'website', value: link.url, field: `extras.links.${i}.url` });
  });
  return entries;
}

function malformed(entry: ContactEntry): Finding | undefined {
  const shown = quote(entry.value);
  if (entry.kind === 'email' && !isEmail(entry.value))
    return {
      id: 'contact-email-invalid',
      severity: 'error',
      category: 'contact',
      message: `${shown} is not a valid email address.`,
      field: entry.field,
      suggestion: 'Write it as name@example.com; a typo here means no recruiter can reach you.',
    };
  if (entry.kind === 'phone' && !isPhone(entry.value))
    return {
      id: 'contact-phone-invalid',
      severity: 'warning',
      category: 'contact',
      message: `${shown} does not look like a phone number.`,
      field: entry.field,
      suggestion: 'Use digits with the country code, e.g. +1 415 555 0134.',
    };
  if (entry.kind === 'url' && !isProfileUrl(entry.type, entry.value)) {
    const host = profileHostHint(entry.type) ?? 'a web address';
    return {
      id: 'contact-url-invalid',
      severity: 'warning',
      category: 'contact',
      message: `${shown} is not a valid link to ${entry.type === 'website' ? 'a website' : `your ${entry.type === 'linkedin' ? 'LinkedIn' : 'GitHub'} profile`}.`,
      field: entry.field,
      suggestion: `Paste the full address (${host}) so it can be clicked and checked.`,
    };
  }
  return undefined;
}

/**
 * A reachable email earns most of the marks, a phone the rest; each malformed detail costs some.
 * No contact at all scores 0 and is reported once, by the completeness check.
 */
export function checkContact(ctx: AnalysisContext): CheckResult {
  if (!hasAnyContact(ctx.data)) return { ratio: 0, findings: [] };
  const entries = contactEntries(ctx);
  const problems = entries.map(malformed).filter((f): f is Finding => f !== undefined);
  const hasEmail = entries.some((e) => e.kind === 'email' && isEmail(e.value));
  const hasPhone = entries.some((e) => e.kind === 'phone' && isPhone(e.value));
  const findings = [...problems];
  if (!entries.some((e) => e.kind === 'email'))
    findings.push({
      id: 'contact-no-email',
      severity: 'warning',
      category: 'contact',
      message: 'Your resume has no email address.',
      field: 'email',
      suggestion: 'Add a professional email address; it is how most recruiters reply.',
    });
  if (!entries.some((e) => e.kind === 'phone'))
    findings.push({
      id: 'contact-no-phone',
      severity: 'info',
      category: 'contact',
      message: 'Your resume has no phone number.',
      field: 'phone',
      suggestion: 'Add a phone number with the country code; recruiters often call to set up a first talk.',
    });
  const urlProblems = problems.filter((f) => f.id === 'contact-url-invalid').length;
  const ratio = (hasEmail ? 0.65 : 0) + (hasPhone ? 0.35 : 0) - 0.15 * urlProblems;
  return { ratio: clamp01(ratio), findings };
}
