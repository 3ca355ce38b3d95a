import { type MissingRequirement, missingRequirements } from '../../rules/resume-requirements';
import type { ResumeData } from '../../schemas/resume';
import { isBlank } from '../../text/words';
import { type AnalysisContext, hasContent, roleLabel } from '../context';
import { type CheckResult, clamp01, type Finding, type FindingId } from '../findings';

type RequiredPartCopy = { id: FindingId; message: string; suggestion: string };

/**
 * How each required part (docs/product.md#resume-requirements) reads as a finding. Which parts are missing is
 * decided once, by missingRequirements (rules/resume-requirements.ts), which the builder uses too.
 */
const REQUIRED_PART_COPY: Record<MissingRequirement['field'], RequiredPartCopy> = {
  first_name: {
    id: 'missing-first-name',
    message: 'Your first name is missing.',
    suggestion: 'Add your first name so the recruiter knows whose resume this is.',
  },
  last_name: {
    id: 'missing-last-name',
    message: 'Your last name is missing.',
    suggestion: 'Add your last name; recruiters file and search candidates by full name.',
  },
  location: {
    id: 'missing-location',
    message: 'Your location is missing.',
    suggestion: 'Add a city and country (e.g. "Berlin, Germany"); many roles are filtered by location.',
  },
  contacts: {
    id: 'missing-contact',
    message: 'There is no way to contact you.',
    suggestion: 'Add at least an email address, ideally a phone number too.',
  },
  summary: {
    id: 'missing-summary',
    message: 'Your resume has no summary.',
    suggestion: 'Write 2-4 sentences on who you are, what you are best at and the role you want.',
  },
  skills: {
    id: 'missing-skills',
    message: 'You have not listed any skills.',
    suggestion: 'List the tools, methods and abilities the jobs you want ask for.',
  },
  experience: {
    id: 'missing-experience',
    message: 'Your resume has no work experience.',
    suggestion: 'Add your jobs, internships or substantial volunteer work, most recent first.',
  },
  education: {
    id: 'missing-education',
    message: 'Your resume has no education entry.',
    suggestion: 'Add your highest degree, course or qualification.',
  },
};
const REQUIRED_PART_COUNT = Object.keys(REQUIRED_PART_COPY).length;

function missingParts(data: ResumeData): Finding[] {
  return missingRequirements(data).map(({ field }) => {
    const copy = REQUIRED_PART_COPY[field];
    return {
      id: copy.id,
      severity: 'error',
      category: 'completeness',
      message: copy.message,
      field,
      suggestion: copy.suggestion,
    };
  });
}

/** Entries missing the one or two fields that say what they are (a role without a title). */
function incompleteEntries(data: ResumeData): Finding[] {
  const findings: Finding[] = [];
  const missing = (id: FindingId, field: string, message: string, suggestion: string) =>
    findings.push({ id, severity: 'warning', category: 'completeness', message, field, suggestion });
  data.experience.forEach((role, i) => {
    if (!hasContent(role)) return;
    const where = roleLabel(role, i);
    if (isBlank(role.job_title))
      missing(
        'experience-missing-job-title',
        `experience.${i}.job_title`,
        `${where} has no job title.`,
        'Add the title you held, as it appeared on your contract or a common equivalent.',
      );
    if (isBlank(role.company))
      missing(
        'experience-missing-company',
        `experience.${i}.company`,
        `${where} has no company name.`,
        'Add the employer; write "Self-employed" or "Freelance" for your own work.',
      );
  });
  data.education.forEach((entry, i) => {
    if (!hasContent(entry)) return;
    if (isBlank(entry.institution))
      missing(
        'education-missing-institution',
        `education.${i}.institution`,
        `Education entry ${i + 1} has no institution.`,
        'Add the school, university or provider.',
      );
    if (isBlank(entry.degree))
      missing(
        'education-missing-degree',
        `education.${i}.degree`,
        `Education entry ${i + 1} has no degree or qualification.`,
        'Add the degree, diploma or certificate you earned or are studying for.',
      );
  });
  return findings;
}

/** The share of required parts present; each entry that does not say what it is costs a little. */
export function checkCompleteness(ctx: AnalysisContext): CheckResult {
  const missing = missingParts(ctx.data);
  const incomplete = incompleteEntries(ctx.data);
  const present = (REQUIRED_PART_COUNT - missing.length) / REQUIRED_PART_COUNT;
  return { ratio: clamp01(present - 0.05 * incomplete.length), findings: [...missing, ...incomplete] };
}
