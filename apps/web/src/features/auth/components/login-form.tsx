import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, MESSAGES, type User } from '@resume/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordInput } from '@/components/form/password-input';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { useFailure } from '@/lib/use-failure';
import { useAccountActions } from '../use-account';

/** Email and password; on success the caller decides where to go. */
export function LoginForm({ onLoggedIn }: { onLoggedIn(user: User): void }) {
  const { logIn } = useAccountActions();
  const { failure, attempt } = useFailure();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit((credentials) =>
    attempt(async () => onLoggedIn(await logIn(credentials)), MESSAGES.loginError),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormAlert>{failure}</FormAlert>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="-mt-2 text-right text-sm">
        <Link to="/auth/request-password-reset" className="font-medium text-brand-700 hover:underline">
          Forgot your password?
        </Link>
      </div>
      <SubmitButton busy={isSubmitting} className="w-full">
        Log in
      </SubmitButton>
    </form>
  );
}
