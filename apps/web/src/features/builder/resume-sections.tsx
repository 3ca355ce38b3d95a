import { SECTION_VIEWS } from './section-views';
import { BUILDER_STEPS, type StepProps } from './types';

/** Every section of the resume on one page, for editing in place (the refine screen's editor). */
export function ResumeSections(props: StepProps) {
  return (
    <div className="space-y-10">
      {BUILDER_STEPS.map(({ id, label }) => {
        const Section = SECTION_VIEWS[id];
        return (
          <section key={id} aria-labelledby={`section-${id}`}>
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
