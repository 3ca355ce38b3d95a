import { Link } from 'react-router';
import { SelectField, TextField } from '@/components/ui/fields';
import { useSession } from '@/features/auth';
import { useCoverLetterList } from '@/features/cover-letters';
import { useResumeList } from '@/features/resumes';
import type { Draft, DraftErrors } from './draft';
import type { DraftSetter } from './use-draft';

const NONE = '';

/** Which of the person's resumes and letters go with this job, and the follow-up day. */
export function DocumentsFields({
  draft,
  set,
  errors,
}: {
  draft: Draft;
  set: DraftSetter;
  errors: DraftErrors;
}) {
  const resumes = useResumeList();
  const letters = useCoverLetterList();
  const registered = Boolean(useSession().user?.is_registered);
  const resumeOptions = [
    { value: NONE, label: resumes.isPending ? 'Loading…' : 'None' },
    ...(resumes.data ?? []).map((r) => ({ value: r.id, label: r.name })),
  ];
  const letterOptions = [
    { value: NONE, label: letters.isPending ? 'Loading…' : 'None' },
    ...(letters.data ?? []).map((l) => ({
      value: l.id,
      label: [l.role, l.company].filter(Boolean).join(' at ') || 'Untitled letter',
    })),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Resume for this job"
        value={draft.resume_id ?? NONE}
        options={resumeOptions}
        onValueChange={(id) => set('resume_id')(id || null)}
      />
      <SelectField
        label="Cover letter for this job"
        value={draft.cover_letter_id ?? NONE}
        options={letterOptions}
        onValueChange={(id) => set('cover_letter_id')(id || null)}
      />
      {registered ? (
        <TextField
          label="Remind me on"
          type="date"
          value={draft.remind_on}
          onValueChange={set('remind_on')}
          error={errors.remind_on}
          hint="We email you a reminder to follow up on this day."
        />
      ) : (
        // Reminders go by e-mail, which a guest has not given.
        <p className="text-sm text-slate-600">
          <Link to="/signup" className="font-medium text-brand-700 hover:underline">
            Create an account
          </Link>{' '}
          to get follow-up reminders by email.
        </p>
      )}
    </div>
  );
}
