import type { ImportSectionConfidence } from '@resume/core';
import { builderPath } from '../builder-links';
import { CheckMarks } from './check-mark';
import { EditLink } from './edit-link';
import { MisreadNote } from './misread-note';
import type { CheckPlaces } from './place-checks';
import { ReadItemView } from './read-item-view';
import type { ReadSection } from './read-sections';

type Props = {
  resumeId: string;
  section: ReadSection;
  places: CheckPlaces;
  /** How surely the upload read this section, when it doubts the reading. */
  misread?: ImportSectionConfidence;
};

/**
 * One section as read, with its Edit link, or a plain word that nothing was read in it; a section
 * probably misread says so first.
 */
export function ReadSectionCard({ resumeId, section, places, misread }: Props) {
  const headingId = `read-section-${section.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border bg-white p-4 shadow-xs md:p-6 ${misread ? 'border-amber-300' : 'border-slate-200'}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {section.title}
        </h2>
        <EditLink
          to={builderPath(resumeId, { step: section.step, field: section.edit })}
          what={section.title}
        />
      </div>
      {misread && <MisreadNote rating={misread} />}
      <CheckMarks resumeId={resumeId} checks={places.of(section)} />
      <div className="mt-3 space-y-3">
        {section.items.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing was read here — you can add it in the builder.</p>
        ) : (
          section.items.map((item) => (
            <ReadItemView key={item.field} resumeId={resumeId} item={item} places={places} />
          ))
        )}
      </div>
    </section>
  );
}
