import { loginRequestSchema, MESSAGES, type User } from '@resume/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { PasswordInput } from '@/components/form/password-input';
import { type LeftBehind, useAccountActions } from '../account-actions';
import { AccountForm, useAccountForm } from './account-form';

/**
 * Email and password; on success the caller decides where to go, told also of any guest resumes
 * the account had no room for.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn(user: User, leftBehind: LeftBehind | null): void }) {
  const { logIn } = useAccountActions();
  const leftBehind = useRef<LeftBehind | null>(null);
  const { form, failure, submit } = useAccountForm({
    schema: loginRequestSchema,
    defaultValues: { email: '', password: '' },
    send: async (credentials) => {
      const signedIn = await logIn(credentials);
      leftBehind.current = signedIn.leftBehind;
      return signedIn.user;
    },
    fallback: MESSAGES.loginError,
    onDone: (user) => onLoggedIn(user, leftBehind.current),
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
