import { SECTION_VIEWS } from './section-views';
import { useBuilderSteps } from './step-order';
import type { StepProps } from './types';

/**
 * Every section of the resume on one page, in the builder's order, for editing in place (the
 * refine screen's editor).
 * Each section is contained: a keystroke lays out and repaints its own section, not the whole long
 * page. Containment clips, so a little padding (given back by the margin) keeps focus rings whole.
 */
export function ResumeSections(props: StepProps) {
  const steps = useBuilderSteps();
  return (
    <div className="space-y-10">
      {steps.map(({ id, label }) => {
        const Section = SECTION_VIEWS[id];
        return (
          <section
            key={id}
            aria-labelledby={`section-${id}`}
            className="-mx-1 px-1 pb-1 [contain:layout_paint_style]"
          >
            <h2 id={`section-${id}`} className="mb-4 text-lg font-semibold">
              {label}
            </h2>
            <Section {...props} />
          </section>
        );
      })}
    </div>
  );
}
