import { SECTION_VIEWS } from './section-views';
import { useBuilderSteps, useEditingOrder } from './step-order';
import type { StepProps } from './types';

/** `template`: the resume's, whose print order the sections follow (step-order.ts). */
type Props = StepProps & { template: string };

/**
 * Every section of the resume on one page, in the builder's order, for editing in place (the
 * refine screen's editor).
 * Each section is contained: a keystroke lays out and repaints its own section, not the whole long
 * page. Containment clips, so a little padding (given back by the margin) keeps focus rings whole.
 */
export function ResumeSections({ template, ...props }: Props) {
  const order = useEditingOrder(props.data, template);
  const steps = useBuilderSteps(order);
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
            <Section {...props} order={order} />
          </section>
        );
      })}
    </div>
  );
}
