import type { ResumeData } from '../schemas/resume';

/**
 * What a downloaded file is called: the person's name and what it is ("Maria-Garcia-Resume",
 * "Maria-Garcia-Cover-Letter-Globex"), as recruiters receive dozens of "resume.pdf". Words are
 * joined by hyphens; the server makes the name safe for every file system when it sends it.
 */

const hyphenated = (...parts: string[]): string =>
  parts
    .join(' ')
    .trim()
    .split(/[\s-]+/)
    .filter((word) => word !== '')
    .join('-');

/** "Maria-Garcia-Resume"; the resume's own name when it names no person. */
export function resumeFileName(
  data: Pick<ResumeData, 'first_name' | 'last_name'>,
  resumeName: string,
): string {
  const person = hyphenated(data.first_name, data.last_name);
  return person ? `${person}-Resume` : resumeName;
}

/** "Maria-Garcia-Cover-Letter-Globex", from the name the letter is signed with and its company. */
export function coverLetterFileName(letter: { signature_name: string; company: string }): string {
  return hyphenated(letter.signature_name, 'Cover Letter', letter.company);
}
