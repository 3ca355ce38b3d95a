import { dialledDigits, hasScheme, isEmail, isPhone, isWebAddress } from '../contacts';
import type { Contact } from '../schemas/resume';

/**
 * The address a reader's click should open. Returns '' when the text is not something a PDF viewer
 * can follow, so the text is still printed but not made a broken link.
 */
export function hrefFor(type: Contact['type'] | 'url', value: string): string {
  const text = value.trim();
  if (!text) return '';
  if (type === 'email') return isEmail(text) ? `mailto:${text}` : '';
  if (type === 'phone') return isPhone(text) ? `tel:${dialledDigits(text)}` : '';
  if (hasScheme(text)) return text;
  return isWebAddress(text) ? `https://${text}` : '';
}
