import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, signupRequestSchema, type User } from '@resume/core';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordInput } from '@/components/form/password-input';
import { PasswordRequirements } from '@/components/form/password-requirements';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { useFailure } from '@/lib/use-failure';
import { useAccountActions } from '../use-account';

/** Email, password and its confirmation (SPEC.md section 5); a guest's work stays with the account. */
export function SignupForm({ onSignedUp }: { onSignedUp(user: User): void }) {
  const { signUp } = useAccountActions();
  const { failure, attempt } = useFailure();
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: zodResolver(signupRequestSchema),
    defaultValues: { email: '', password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit((form) =>
    attempt(async () => onSignedUp(await signUp(form)), MESSAGES.registrationError),
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
        autoComplete="new-password"
        error={errors.password?.message}
        hint={<PasswordRequirements password={watch('password')} />}
        {...register('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <SubmitButton busy={isSubmitting} className="w-full">
        Create account
      </SubmitButton>
    </form>
  );
}
