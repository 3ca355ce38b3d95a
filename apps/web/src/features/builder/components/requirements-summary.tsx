import type { MissingRequirement } from '@resume/core';
import { Button } from '@/components/ui/button';
import { BUILDER_STEPS, type BuilderStepId } from '../types';

type Props = { missing: MissingRequirement[]; onGoTo(step: BuilderStepId): void; onContinueAnyway(): void };

const stepLabel = (id: BuilderStepId) => BUILDER_STEPS.find((s) => s.id === id)?.label ?? id;

/** Before finishing: what docs/product.md#resume-requirements still asks for, each with a way to fix it. */
export function RequirementsSummary({ missing, onGoTo, onContinueAnyway }: Props) {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 md:p-5">
      <p className="font-medium text-amber-900">A few things are still missing</p>
      <ul className="mt-3 space-y-2">
        {missing.map((item) => (
          <li
            key={item.field}
            className="flex flex-wrap items-center justify-between gap-2 text-sm text-amber-900"
          >
            <span>{item.message}</span>
            <Button variant="secondary" size="sm" onClick={() => onGoTo(item.step)}>
              Go to {stepLabel(item.step)}
            </Button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onContinueAnyway}
        className="mt-4 text-sm font-medium text-amber-900 underline hover:no-underline"
      >
        Analyze anyway
      </button>
    </div>
  );
}
