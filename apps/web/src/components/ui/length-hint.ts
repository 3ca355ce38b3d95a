/**
 * Near a field's limit (90% of it), how much of it is used: a longer paste then stops at the limit
 * (the field's maxLength) where the person can see it, instead of being cut unseen or refused on save.
 */
export function lengthHint(value: string, max: number): string | undefined {
  if (value.length < max * 0.9) return undefined;
  return `${value.length.toLocaleString('en-US')} of ${max.toLocaleString('en-US')} characters`;
}
