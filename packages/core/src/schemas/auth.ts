import { z } from 'zod';
import { LIMITS } from '../product';
import { MESSAGES } from '../rules/error-messages';
import { enteredPasswordSchema, newPasswordSchema } from '../rules/password';

/**
 * An account's email: the sign-in key, compared and stored trimmed and lower-cased, and an address
 * we send codes to, so zod's strict address rule. A resume's contact email (`isEmail`, contacts/
 * emails.ts) is looser on purpose: it is only printed, never mailed, so it accepts any local part
 * the standard allows and keeps the person's own capitals.
 */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: 'Email is required', abort: true })
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

/** docs/product.md#validation: exactly 6 digits, required. */
export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${LIMITS.verificationCodeDigits}}$`), MESSAGES.enterCode);

const confirmPasswordSchema = z.string().min(1, 'Please confirm your password');
/** Where a "passwords do not match" failure is reported. */
const mismatch = { message: MESSAGES.passwordsDoNotMatch, path: ['confirm_password'] };

export const loginRequestSchema = z.object({ email: emailSchema, password: enteredPasswordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signupRequestSchema = z
  .object({ email: emailSchema, password: newPasswordSchema, confirm_password: confirmPasswordSchema })
  .refine((v) => v.password === v.confirm_password, mismatch);
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const logoutRequestSchema = z.object({ refresh_token: z.string().min(1).max(512) });

export const verifyEmailRequestSchema = z.object({ email: emailSchema, code: verificationCodeSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const resendCodeRequestSchema = z.object({
  email: emailSchema,
  code_type: z.literal('email_confirm'),
});
export type ResendCodeRequest = z.infer<typeof resendCodeRequestSchema>;

/** How long until another code may be requested, in seconds. */
export const resendResponseSchema = z.object({ resend_available_in: z.number().int() });
export type ResendResponse = z.infer<typeof resendResponseSchema>;

export const requestPasswordResetSchema = z.object({ email: emailSchema });
export type RequestPasswordReset = z.infer<typeof requestPasswordResetSchema>;

const resetTokenSchema = z.string().min(1, MESSAGES.resetLinkInvalid).max(512);

export const verifyResetTokenRequestSchema = z.object({ token: resetTokenSchema });
export const resetTokenValidSchema = z.object({ valid: z.literal(true) });

/** The reset form the person fills in; the request adds the token from the link. */
export const newPasswordFormSchema = z
  .object({ new_password: newPasswordSchema, confirm_password: confirmPasswordSchema })
  .refine((v) => v.new_password === v.confirm_password, mismatch);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: resetTokenSchema,
    new_password: newPasswordSchema,
    confirm_password: confirmPasswordSchema,
  })
  .refine((v) => v.new_password === v.confirm_password, mismatch);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
