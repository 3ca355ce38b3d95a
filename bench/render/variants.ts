import type { ResumeData } from '@resume/core';

/**
 * The benchmark resume with run number `n` worked into every long text, so each run lays out
 * strings it has not seen before: a server exporting different people's resumes, rather than the
 * preview re-rendering the same one (which the renderer's shaping cache makes cheaper).
 */
export function resumeVariant(resume: ResumeData, n: number): ResumeData {
  return {
    ...resume,
    summary: `${resume.summary} Reference ${n}.`,
    experience: resume.experience.map((job) => ({
      ...job,
      company_description: `${job.company_description} (${n})`,
      achievements: job.achievements.map((achievement, index) => `${achievement} [${n}.${index}]`),
    })),
  };
}
