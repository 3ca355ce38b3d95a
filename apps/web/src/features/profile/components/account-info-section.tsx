import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type User, updateProfileRequestSchema } from '@resume/core';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { useSession } from '@/features/auth';
import { failureMessage } from '@/lib/failure-message';
import { updateProfile } from '../api/profile-api';
import { SettingsSection } from './settings-section';

export function AccountInfoSection({ user }: { user: User }) {
  const { setUser } = useSession();
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(updateProfileRequestSchema),
    // Follows the user: after a save the form shows (and compares against) what was stored.
    values: { first_name: user.first_name, last_name: user.last_name },
  });

  const submit = handleSubmit(async (changes) => {
    setResult(null);
    try {
      const updated = await updateProfile(changes);
      setUser(updated);
      setResult({ tone: 'success', text: 'Saved.' });
    } catch (error) {
      setResult({ tone: 'error', text: failureMessage(error, MESSAGES.profileUpdateFailed) });
    }
  });

  return (
    <SettingsSection title="Account">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-600">Email</span>
        <span className="font-medium break-all">{user.email}</span>
        {user.is_verified ? (
          <span className="inline-flex items-center gap-1 text-emerald-700">
            <BadgeCheck className="size-4" aria-hidden /> Verified
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-amber-700">
            <CircleAlert className="size-4" aria-hidden /> Not verified yet
          </span>
        )}
      </p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <TextInput
            label="First name"
            autoComplete="given-name"
            error={formState.errors.first_name?.message}
            {...register('first_name')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            error={formState.errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
        <SubmitButton
          busy={formState.isSubmitting}
          disabled={!formState.isDirty}
          className="justify-self-start"
        >
          Save name
        </SubmitButton>
      </form>
    </SettingsSection>
  );
}
