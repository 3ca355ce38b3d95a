import { fitResumeToLimits } from '../rules/fit-resume';
import { emptyExperience, type ResumeData, resumeDataSchema } from '../schemas/resume';

/**
 * A resume far past every limit, as a hostile client once saved: 100 positions of 98 achievements
 * each, about 820 KB of JSON. Valid under the stored (unbounded) schema only.
 */
export function oversizedResume(): ResumeData {
  return {
    ...resumeDataSchema.parse({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }),
    experience: Array.from({ length: 100 }, (_, job) => ({
      ...emptyExperience(),
      job_title: `Engineer ${job}`,
      company: 'Analytical Engines',
      start_date: '2020-01',
      achievements: Array.from(
        { length: 98 },
        (_, n) => `Achievement ${n} of job ${job}: cut the monthly close from ten days to four days.`,
      ),
    })),
  };
}

/** The biggest resume the limits allow in practice: the first part of oversizedResume (11–13 pages). */
export const largestResume = (): ResumeData => fitResumeToLimits(oversizedResume()).data;
