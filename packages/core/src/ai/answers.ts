/**
 * When an AI answer says nothing new: the rule by which the api gives the credit back and the web
 * app says so ("Same answer as before", "Nothing to change in this line").
 */

/** A text as answers are compared: spaces and case do not make it another answer. */
const comparable = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();

const withoutFinalStop = (text: string): string => text.trim().replace(/[.!]+$/, '');

/** Whether `answer` says again, word for word, what `shown` already said; never for an empty `shown`. */
export function repeatsText(answer: string, shown: string | undefined): boolean {
  return shown !== undefined && comparable(shown) !== '' && comparable(answer) === comparable(shown);
}

/** Whether a rewrite gives the field's own text back: the same words, a final full stop aside. */
export const givesTextBack = (answer: string, text: string): boolean =>
  repeatsText(withoutFinalStop(answer), withoutFinalStop(text));
