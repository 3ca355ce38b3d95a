import { z } from 'zod';
import { LIMITS } from '../product';

/**
 * docs/product.md#password-rules: at least 8 characters, an uppercase letter, a lowercase letter and a digit.
 */
export const PASSWORD_REQUIREMENTS = [
  {
    id: 'length',
    label: `At least ${LIMITS.passwordMinLength} characters`,
    message: `Password must be at least ${LIMITS.passwordMinLength} characters`,
    pattern: new RegExp(`^[\\s\\S]{${LIMITS.passwordMinLength},}$`),
  },
  {
    id: 'uppercase',
    label: 'An uppercase letter',
    message: 'Password must contain an uppercase letter',
    pattern: /\p{Lu}/u,
  },
  {
    id: 'lowercase',
    label: 'A lowercase letter',
    message: 'Password must contain a lowercase letter',
    pattern: /\p{Ll}/u,
  },
  { id: 'digit', label: 'A digit', message: 'Password must contain a digit', pattern: /\d/ },
] as const;

export const PASSWORD_HINT = `At least ${LIMITS.passwordMinLength} characters, with an uppercase letter, a lowercase letter and a digit.`;

/** Bounds the work of hashing a password an attacker sends. */
export const PASSWORD_MAX_LENGTH = 200;

/** The requirements a password does not meet yet (for a live checklist under the field). */
export function unmetPasswordRequirements(password: string) {
  return PASSWORD_REQUIREMENTS.filter((r) => !r.pattern.test(password));
}

/** A password that may be entered as-is (login, current password): only required. */
export const enteredPasswordSchema = z
  .string()
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A new password: every requirement, each with its own message. */
export const newPasswordSchema = PASSWORD_REQUIREMENTS.reduce(
  (schema, r) => schema.regex(r.pattern, r.message),
  z.string().min(1, { message: 'Password is required', abort: true }),
).max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
