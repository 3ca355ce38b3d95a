import { z } from 'zod';
import { MESSAGES } from '../rules/error-messages';
import { enteredPasswordSchema, newPasswordSchema } from '../rules/password';
import { emailSchema, verificationCodeSchema } from './auth';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text';

const nameSchema = z
  .string()
  .trim()
  .max(100, 'Names are at most 100 characters')
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

export const updateProfileRequestSchema = z.object({
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const requestEmailChangeSchema = z.object({ email: emailSchema });
export type RequestEmailChange = z.infer<typeof requestEmailChangeSchema>;

export const confirmEmailChangeSchema = z.object({ email: emailSchema, code: verificationCodeSchema });
export type ConfirmEmailChange = z.infer<typeof confirmEmailChangeSchema>;

export const changePasswordRequestSchema = z.object({
  current_password: enteredPasswordSchema,
  new_password: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The change-password form asks for the new password twice. */
export const changePasswordFormSchema = z
  .object({
    current_password: enteredPasswordSchema,
    new_password: newPasswordSchema,
    confirm_password: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** Registered users confirm with their password; a guest's body is `{}`. */
export const deleteAccountRequestSchema = z.object({ password: z.string().max(200).optional() });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** The account-deletion dialog requires the password. */
export const deleteAccountFormSchema = z.object({ password: enteredPasswordSchema });

/** Premium administration: without `until` premium has no end. The body may be absent. */
export const enablePremiumRequestSchema = z
  .object({ until: z.iso.datetime({ offset: true }).optional() })
  .nullish();
export type EnablePremiumRequest = z.infer<typeof enablePremiumRequestSchema>;
