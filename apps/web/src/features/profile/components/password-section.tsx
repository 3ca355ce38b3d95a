import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, MESSAGES } from '@resume/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordInput } from '@/components/form/password-input';
import { PasswordRequirements } from '@/components/form/password-requirements';
import { SubmitButton } from '@/components/form/submit-button';
import { failureMessage } from '@/lib/failure-message';
import { changePassword } from '../api/profile-api';
import { SettingsSection } from './settings-section';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

export function PasswordSection() {
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { register, handleSubmit, formState, watch, reset } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (form) => {
    setResult(null);
    try {
      await changePassword(form.current_password, form.new_password);
      reset(EMPTY);
      setResult({ tone: 'success', text: 'Password updated. Your other devices are signed out.' });
    } catch (error) {
      setResult({ tone: 'error', text: failureMessage(error, MESSAGES.passwordUpdateFailed) });
    }
  });

  return (
    <SettingsSection title="Password" description="Changing it signs you out on your other devices.">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            error={errors.new_password?.message}
            {...register('new_password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
        </div>
        <PasswordRequirements password={watch('new_password')} />
        {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
        <SubmitButton busy={isSubmitting} className="justify-self-start">
          Change password
        </SubmitButton>
      </form>
    </SettingsSection>
  );
}
