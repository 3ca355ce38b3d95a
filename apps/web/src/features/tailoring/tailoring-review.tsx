import { applyTailorChange, type TailorChange, type Tailoring } from '@resume/core';
import { Check, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ImproveField } from '@/features/ai-writer';
import { TrackApplicationButton } from '@/features/applications';
import type { EditResume } from '@/features/builder';
import { useDecideTailorChanges, useTailoring } from './api/tailoring-queries';
import { ChangeBody, changeTitle } from './change-view';

type Props = {
  resumeId: string;
  edit: EditResume;
  jobDescription: string;
  /** Fills the Analyze step's posting field with the copy's posting when it is empty. */
  onJobDescription(text: string): void;
};

type Decide = (changes: TailorChange[], status: 'accepted' | 'rejected') => void;

function ChangeCard({ change, decide, busy }: { change: TailorChange; decide: Decide; busy: boolean }) {
  const skill = change.kind === 'add_skill';
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-3 md:p-4">
      <h4 className="text-sm font-semibold text-slate-900">{changeTitle(change)}</h4>
      <ChangeBody change={change} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => decide([change], 'accepted')} disabled={busy}>
          <Check className="size-4" aria-hidden /> {skill ? 'I have it, add it' : 'Accept'}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => decide([change], 'rejected')} disabled={busy}>
          <X className="size-4" aria-hidden /> {skill ? 'Skip' : 'Reject'}
        </Button>
      </div>
    </li>
  );
}

/** The accepted summary, which the AI writer (a model when one is configured) may word again for this job. */
function SummaryForTheJob({ tailoring }: { tailoring: Tailoring }) {
  const summary = tailoring.changes.find((c) => c.kind === 'summary' && c.status === 'accepted');
  if (summary?.kind !== 'summary') return null;
  const job = [tailoring.role && `the ${tailoring.role} role`, tailoring.company && `at ${tailoring.company}`]
    .filter(Boolean)
    .join(' ');
  const instruction = `Aim it at ${job || 'this job'}, leading with ${summary.terms.join(', ')}.`.slice(
    0,
    500,
  );
  return (
    <ImproveField
      field="summary"
      text={summary.after}
      what="the summary for this job"
      instruction={instruction}
    >
      {({ button, panel }) => (
        <div className="space-y-2">
          <p className="flex items-center gap-2 text-sm text-slate-700">
            Summary rewritten toward this job. Word it again with the AI writer: {button}
          </p>
          {panel}
        </div>
      )}
    </ImproveField>
  );
}

function Decided({ changes }: { changes: TailorChange[] }) {
  const accepted = changes.filter((c) => c.status === 'accepted').length;
  const rejected = changes.filter((c) => c.status === 'rejected').length;
  if (accepted + rejected === 0) return null;
  return (
    <p className="text-sm text-slate-600">
      {accepted} accepted, {rejected} rejected
      {accepted + rejected === changes.length && ': every proposed change is reviewed.'}
    </p>
  );
}

/**
 * A decided change's card goes, and the button pressed with it: the focus moves on to the next
 * change's first button, or to the heading once none is left, never to the page's start.
 */
function useFocusAfterDecision(pendingCount: number) {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const deciding = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a card has gone, after the render that removed it
  useEffect(() => {
    if (!deciding.current) return;
    deciding.current = false;
    if (section.current?.contains(document.activeElement)) return;
    const next = section.current?.querySelector<HTMLButtonElement>('li button:not([disabled])');
    (next ?? heading.current)?.focus();
  }, [pendingCount]);
  return {
    section,
    heading,
    decided: () => {
      deciding.current = true;
    },
  };
}

function Review({ tailoring, resumeId, edit }: { tailoring: Tailoring; resumeId: string; edit: EditResume }) {
  const save = useDecideTailorChanges(resumeId);
  const pending = tailoring.changes.filter((c) => c.status === 'pending');
  const focus = useFocusAfterDecision(pending.length);
  // Applied to the resume in the builder's store, which saves it with its version like any edit.
  const decide: Decide = (changes, status) => {
    if (status === 'accepted') edit((data) => changes.reduce(applyTailorChange, data));
    focus.decided();
    save.mutate({ decisions: changes.map((c) => ({ change_id: c.id, status })) });
  };
  // Adding a skill is the person's word that they have it: never part of "Accept all".
  const edits = pending.filter((c) => c.kind !== 'add_skill');
  const skills = pending.filter((c) => c.kind === 'add_skill');
  const where = [tailoring.role, tailoring.company].filter(Boolean).join(' at ');
  return (
    <section
      ref={focus.section}
      aria-labelledby="tailoring-title"
      className="space-y-4 rounded-2xl border border-brand-100 bg-brand-50/40 p-4 md:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id="tailoring-title"
            ref={focus.heading}
            tabIndex={-1}
            className="text-lg font-semibold outline-none"
          >
            Tailored for {where || 'this job'}
          </h2>
          <p className="text-sm text-slate-600">
            This copy starts as your resume. Review each proposed change; nothing changes until you accept it.
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {edits.length > 1 && (
            <Button onClick={() => decide(edits, 'accepted')} disabled={save.isPending}>
              <Check className="size-4" aria-hidden /> Accept all changes
            </Button>
          )}
          <TrackApplicationButton resumeId={resumeId} />
        </div>
      </div>
      <Decided changes={tailoring.changes} />
      <SummaryForTheJob tailoring={tailoring} />
      {save.error && (
        <p role="alert" className="text-sm text-red-700">
          {save.error.message}
        </p>
      )}
      {edits.length > 0 && (
        <ul aria-label="Proposed changes" className="space-y-3">
          {edits.map((change) => (
            <ChangeCard key={change.id} change={change} decide={decide} busy={save.isPending} />
          ))}
        </ul>
      )}
      {skills.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-800">Requirements your resume does not show</h3>
          <ul aria-label="Requirements to add" className="space-y-3">
            {skills.map((change) => (
              <ChangeCard key={change.id} change={change} decide={decide} busy={save.isPending} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** On a tailored copy's Analyze step: its posting and the proposed changes, each accepted or rejected. */
export function TailoringReview({ resumeId, edit, jobDescription, onJobDescription }: Props) {
  const { data: tailoring } = useTailoring(resumeId);
  const posting = tailoring?.job_description;
  // Once, on opening the copy: a field the person empties afterwards stays empty.
  const filled = useRef(false);
  useEffect(() => {
    if (!posting || filled.current) return;
    filled.current = true;
    if (!jobDescription.trim()) onJobDescription(posting);
  }, [posting, jobDescription, onJobDescription]);
  if (!tailoring) return null;
  return <Review tailoring={tailoring} resumeId={resumeId} edit={edit} />;
}
