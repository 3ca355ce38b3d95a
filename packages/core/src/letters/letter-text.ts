import type { CoverLetterContent } from './schema';

/**
 * A letter as plain text and as Markdown, for pasting into a job site's text box or an email:
 * the recipient block, the date, the greeting, the paragraphs a blank line apart, the sign-off.
 */

function recipientLines(letter: CoverLetterContent): string[] {
  return [letter.recipient_name, letter.recipient_title, letter.company].filter((line) => line.trim() !== '');
}

function blocks(letter: CoverLetterContent): string[][] {
  return [
    letter.date.trim() ? [letter.date] : [],
    recipientLines(letter),
    letter.greeting.trim() ? [letter.greeting] : [],
    ...letter.paragraphs.filter((p) => p.trim() !== '').map((p) => [p.trim()]),
    [letter.closing, letter.signature_name].filter((line) => line.trim() !== ''),
  ].filter((block) => block.length > 0);
}

export function coverLetterToPlainText(letter: CoverLetterContent): string {
  return `${blocks(letter)
    .map((block) => block.join('\n'))
    .join('\n\n')}\n`;
}

/** Characters Markdown would read as formatting at a line's start or inside it. */
const escapeMarkdown = (text: string): string =>
  text
    .replace(/([\\`*_{}[\]<>#|])/g, '\\$1')
    .replace(/^(\s*)([-+])(\s)/gm, '$1\\$2$3')
    .replace(/^(\s*)(\d+)\.(\s)/gm, '$1$2\\.$3');

/** Lines of one block kept apart in Markdown: a trailing backslash is a hard line break. */
export function coverLetterToMarkdown(letter: CoverLetterContent): string {
  return `${blocks(letter)
    .map((block) => block.map(escapeMarkdown).join('\\\n'))
    .join('\n\n')}\n`;
}
