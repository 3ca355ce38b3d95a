import { loginRequestSchema, MESSAGES, type User } from '@resume/core';
import { Link } from 'react-router';
import { PasswordInput } from '@/components/form/password-input';
import { useAccountActions } from '../account-actions';
import { AccountForm, useAccountForm } from './account-form';

/** Email and password; on success the caller decides where to go. */
export function LoginForm({ onLoggedIn }: { onLoggedIn(user: User): void }) {
  const { logIn } = useAccountActions();
  const { form, failure, submit } = useAccountForm({
    schema: loginRequestSchema,
    defaultValues: { email: '', password: '' },
    send: logIn,
    fallback: MESSAGES.loginError,
    onDone: onLoggedIn,
  });
  return (
    <AccountForm form={form} failure={failure} submit={submit} submitLabel="Log in">
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <div className="-mt-2 text-right text-sm">
        <Link to="/auth/request-password-reset" className="font-medium text-brand-700 hover:underline">
          Forgot your password?
        </Link>
      </div>
    </AccountForm>
  );
}
