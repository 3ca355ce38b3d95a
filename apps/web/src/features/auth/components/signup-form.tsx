import { MESSAGES, signupRequestSchema, type User } from '@resume/core';
import { PasswordInput } from '@/components/form/password-input';
import { PasswordRequirements } from '@/components/form/password-requirements';
import { useAccountActions } from '../account-actions';
import { AccountForm, useAccountForm } from './account-form';

/**
 * Email, password and its confirmation (docs/product.md#validation); a guest's work stays with the account.
 */
export function SignupForm({ onSignedUp }: { onSignedUp(user: User): void }) {
  const { signUp } = useAccountActions();
  const { form, failure, submit } = useAccountForm({
    schema: signupRequestSchema,
    defaultValues: { email: '', password: '', confirm_password: '' },
    send: signUp,
    fallback: MESSAGES.registrationError,
    onDone: onSignedUp,
  });
  const { errors } = form.formState;
  return (
    <AccountForm form={form} failure={failure} submit={submit} submitLabel="Create account">
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={<PasswordRequirements password={form.watch('password')} />}
        {...form.register('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...form.register('confirm_password')}
      />
    </AccountForm>
  );
}
