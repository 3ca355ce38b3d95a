import type { BuilderStep } from '../step-order';
import type { BuilderStepId } from '../types';

type Props = {
  steps: readonly BuilderStep[];
  current: BuilderStepId;
  incomplete: ReadonlySet<BuilderStepId>;
  onSelect(step: BuilderStepId): void;
};

/**
 * The builder's own steps, in the order the resume prints them (step-order.ts); a dot marks a step that
 * still misses something required.
 */
export function WizardTabs({ steps, current, incomplete, onSelect }: Props) {
  return (
    <nav aria-label="Builder steps" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ol className="flex min-w-max gap-1 border-b border-slate-200">
        {steps.map((step, i) => {
          const active = step.id === current;
          return (
            <li key={step.id}>
              <button
                type="button"
                aria-current={active ? 'step' : undefined}
                onClick={() => onSelect(step.id)}
                className={`relative -mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium ${
                  active
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                <span className="text-xs text-slate-400">{i + 1}</span>
                {step.label}
                {incomplete.has(step.id) && (
                  <span
                    className="size-1.5 rounded-full bg-amber-500"
                    title="Something required is missing"
                  />
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
