import type { Contact } from '../schemas/resume';

/**
 * The address a reader's click should open. Returns '' when the text is not something a PDF viewer
 * can follow, so the text is still printed but not made a broken link.
 */
export function hrefFor(type: Contact['type'] | 'url', value: string): string {
  const text = value.trim();
  if (!text) return '';
  if (type === 'email') return /^\S+@\S+$/.test(text) ? `mailto:${text}` : '';
  if (type === 'phone') {
    const digits = text.replace(/[^\d+]/g, '');
    return digits.length >= 5 ? `tel:${digits}` : '';
  }
  if (/^(https?:|mailto:)/i.test(text)) return text;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(text)) return `https://${text}`;
  return '';
}
