import { missingRequirements } from '@resume/core';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import type { ResumeDocument } from '@/features/resumes';
import { RequirementsSummary } from './components/requirements-summary';
import { WizardTabs } from './components/wizard-tabs';
import { useFieldFocus } from './focus-field';
import { SECTION_VIEWS } from './section-views';
import { useStepHeadingFocus } from './step-heading-focus';
import { useBuilderSteps, useEditingOrder } from './step-order';
import type { BuilderStepId, EditResume } from './types';

type Props = {
  resumeId: string;
  doc: ResumeDocument;
  edit: EditResume;
  onFinish(): Promise<void>;
  /** Mark empty required fields from the start (after an upload: what could not be read). */
  markMissing?: boolean;
};

/**
 * Contacts, then the sections in the order the resume prints them (step-order.ts), the Summary
 * last, then "Finish & Analyze". A `field` in the address (from the import review's Edit
 * links) is focused on arrival.
 */
export function BuilderWizard({ resumeId, doc, edit, onFinish, markMissing = false }: Props) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [showErrors, setShowErrors] = useState(markMissing);
  const stepParam = params.get('step');
  const order = useEditingOrder(doc.data, doc.template);
  const steps = useBuilderSteps(order);
  const root = useRef<HTMLDivElement>(null);
  const clearFocus = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('field');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  useFieldFocus(root, params.get('field'), clearFocus);
  const index = Math.max(
    0,
    steps.findIndex((s) => s.id === stepParam),
  );
  const step = steps[index]!;
  const missing = missingRequirements(doc.data);
  const incomplete = new Set(missing.map((m) => m.step));
  const isLast = index === steps.length - 1;
  const { heading, willMove } = useStepHeadingFocus(step.id);

  const goTo = (id: BuilderStepId) => {
    if (id !== step.id) willMove();
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('step', id);
      return next;
    });
    window.scrollTo({ top: 0 });
  };
  const finish = async () => {
    await onFinish();
    navigate(`/refine?id=${encodeURIComponent(resumeId)}`);
  };
  const tryFinish = () => {
    setShowErrors(true);
    if (missing.length === 0) void finish();
  };
  const View = SECTION_VIEWS[step.id];

  return (
    <div ref={root} className="space-y-6">
      <WizardTabs
        steps={steps}
        current={step.id}
        incomplete={showErrors ? incomplete : new Set()}
        onSelect={goTo}
      />
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {step.label}
      </h2>
      <View data={doc.data} edit={edit} showErrors={showErrors} order={order} />
      {isLast && showErrors && missing.length > 0 && (
        <RequirementsSummary missing={missing} onGoTo={goTo} onContinueAnyway={() => void finish()} />
      )}
      <div className="flex items-center justify-between border-t border-slate-200 pt-4">
        <Button variant="ghost" disabled={index === 0} onClick={() => goTo(steps[index - 1]!.id)}>
          <ArrowLeft className="size-4" aria-hidden /> Back
        </Button>
        {isLast ? (
          <Button onClick={tryFinish}>
            <Sparkles className="size-4" aria-hidden /> Finish &amp; Analyze
          </Button>
        ) : (
          <Button onClick={() => goTo(steps[index + 1]!.id)}>
            Next: {steps[index + 1]!.label} <ArrowRight className="size-4" aria-hidden />
          </Button>
        )}
      </div>
    </div>
  );
}
