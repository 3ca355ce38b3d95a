import { FilePlus2, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useChangeResumeData } from '@/features/resumes';
import { failureMessage } from '@/lib/failure-message';
import { type InsertableKind, insertAnswer, latestRoleIndex } from '../insert-into-resume';

const NO_ROLE = 'no-role';

const WHERE: Record<InsertableKind, { button: string; done: string; step: string }> = {
  summary: { button: 'Insert as my summary', done: 'It is now your summary', step: 'summary' },
  achievements: {
    button: 'Add to my latest role',
    done: 'Added to your latest role',
    step: 'experience',
  },
};

type Props = { resumeId: string; resumeName: string; kind: InsertableKind; text: string };

/** "Insert into resume": writes the answer into the chosen resume (a PUT at its current version). */
export function InsertAnswer({ resumeId, resumeName, kind, text }: Props) {
  const change = useChangeResumeData();
  const where = WHERE[kind];
  const insert = () =>
    change.mutate({
      id: resumeId,
      change: (data) => {
        if (kind === 'achievements' && latestRoleIndex(data.experience) === -1) throw new Error(NO_ROLE);
        return insertAnswer(data, kind, text);
      },
    });
  const failure =
    change.error instanceof Error && change.error.message === NO_ROLE
      ? 'This resume has no position yet. Add one in the builder first.'
      : change.error
        ? failureMessage(change.error, 'Could not insert it into your resume. Try again.')
        : null;
  const builder = `/builder?id=${encodeURIComponent(resumeId)}&step=${where.step}`;

  return (
    <>
      <Button size="sm" onClick={insert} disabled={change.isPending || change.isSuccess}>
        {change.isPending ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
        ) : (
          <FilePlus2 className="size-4" aria-hidden />
        )}
        {where.button}
      </Button>
      <span role="status" className="basis-full text-sm wrap-anywhere empty:hidden">
        {change.isSuccess && (
          <span className="text-emerald-800">
            {where.done} in “{resumeName}”.{' '}
            <Link to={builder} className="font-medium text-brand-700 underline">
              Open in the builder
            </Link>
          </span>
        )}
      </span>
      {failure && (
        <p role="alert" className="basis-full text-sm text-red-700">
          {failure}{' '}
          {change.error instanceof Error && change.error.message === NO_ROLE && (
            <Link to={builder} className="font-medium text-brand-700 underline">
              Open the builder
            </Link>
          )}
        </p>
      )}
    </>
  );
}
