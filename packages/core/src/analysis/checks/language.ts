import { isBlank, wordCount } from '../../text/words';
import { type AnalysisContext, yearsOfExperience } from '../context';
import { type CheckResult, clamp01, type Finding, plural } from '../findings';
import { textFields } from '../resume-text';
import { evidenceOf } from '../text/evidence';
import { misspellings } from '../text/spelling';
import { THRESHOLDS } from '../thresholds';
import { depthRatio } from './outcomes';

function spellingFindings(ctx: AnalysisContext): Finding[] {
  return textFields(ctx.data)
    .filter((f) => f.prose)
    .flatMap(({ field, text }) =>
      misspellings(text).map(
        ({ word, correction }): Finding => ({
          id: 'spelling',
          severity: 'warning',
          category: 'language',
          message: `"${word}" is misspelled; did you mean "${correction}"?`,
          field,
          suggestion: `Correct it to "${correction}": one typo can be enough for a recruiter to move on.`,
        }),
      ),
    );
}

const describeYears = (years: number): string =>
  years < 1 ? 'under a year of experience' : `${plural(Math.floor(years), 'year')} of experience`;

/**
 * Short but strong: a resume that shows as many results as its career calls for is not thin, however
 * few its words; padding it would only hide them.
 */
function showsEnough(ctx: AnalysisContext, years: number): boolean {
  const lines = ctx.data.experience.flatMap((role) => role.achievements).filter((a) => !isBlank(a));
  return depthRatio(lines.map(evidenceOf), years) >= 1;
}

/** Length against experience: about a page early in a career, up to two pages later on. */
function lengthReview(ctx: AnalysisContext): { ratio: number; finding?: Finding } {
  const words = textFields(ctx.data).reduce((sum, f) => sum + wordCount(f.text), 0);
  const years = yearsOfExperience(ctx);
  const band = THRESHOLDS.resumeWords.find((b) => years <= b.upToYears) ?? THRESHOLDS.resumeWords[2];
  if (words <= band.max && (words >= band.min || showsEnough(ctx, years))) return { ratio: 1 };
  if (words === 0) return { ratio: 0 }; // an empty resume is explained by its missing parts
  const short = words < band.min;
  return {
    ratio: short ? words / band.min : band.max / words,
    finding: {
      id: short ? 'resume-too-short' : 'resume-too-long',
      severity: 'warning',
      category: 'language',
      message: `Your resume has ${plural(words, 'word')}; for ${describeYears(years)} aim for ${band.min}-${band.max}.`,
      field: 'experience',
      suggestion: short
        ? 'Add achievements to your recent roles and a fuller summary; a thin resume undersells you.'
        : 'Cut older roles to 1-2 lines each and keep only achievements that matter for the job you want.',
    },
  };
}

/** Length sets the ceiling (an empty resume earns nothing here); each typo takes a fifth of it. */
export function checkLanguage(ctx: AnalysisContext): CheckResult {
  const spelling = spellingFindings(ctx);
  const length = lengthReview(ctx);
  const ratio = length.ratio * (1 - Math.min(1, 0.2 * spelling.length));
  return { ratio: clamp01(ratio), findings: [...spelling, ...(length.finding ? [length.finding] : [])] };
}
