import { builderFieldPath } from '../builder-links';
import { CheckMarks } from './check-mark';
import { EditLink } from './edit-link';
import type { CheckPlaces } from './place-checks';
import type { ReadItem, ReadLine } from './read-sections';

type Props = { resumeId: string; item: ReadItem; places: CheckPlaces };
type LinesProps = { resumeId: string; lines: ReadLine[]; places: CheckPlaces };

function Value({ line }: { line: ReadLine }) {
  return line.value ? (
    <span className="whitespace-pre-line [overflow-wrap:anywhere]">{line.value}</span>
  ) : (
    <span className="italic text-slate-500">Not found</span>
  );
}

function LabelledLines({ resumeId, lines, places }: LinesProps) {
  return (
    <dl className="space-y-2 text-sm">
      {lines.map((line) => (
        <div
          key={line.label}
          className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 md:grid-cols-[9rem_minmax(0,1fr)]"
        >
          <dt className="text-slate-500">{line.label}</dt>
          <dd className="text-slate-900">
            <Value line={line} />
            <CheckMarks resumeId={resumeId} checks={places.of(line)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function PlainLines({ resumeId, lines, places }: LinesProps) {
  const entry = (line: ReadLine) => (
    <>
      <Value line={line} />
      <CheckMarks resumeId={resumeId} checks={places.of(line)} />
    </>
  );
  if (lines.length === 1) return <div className="text-sm text-slate-900">{entry(lines[0]!)}</div>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-900">
      {lines.map((line) => (
        <li key={line.fields.join()}>{entry(line)}</li>
      ))}
    </ul>
  );
}

/**
 * One thing that was read. An entry of a list (a position, a school) carries its own name and
 * Edit link; the lone block of a section (contact details, summary) is named by the section.
 */
export function ReadItemView({ resumeId, item, places }: Props) {
  const editPath = item.edit ? builderFieldPath(resumeId, item.edit) : null;
  const headingId = `read-${item.field}`;
  const Lines = item.lines.some((l) => l.label) ? LabelledLines : PlainLines;
  const body = (
    <>
      <Lines resumeId={resumeId} lines={item.lines} places={places} />
      <CheckMarks resumeId={resumeId} checks={places.of(item)} />
    </>
  );
  if (!editPath) return body;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-3 md:p-4">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 id={headingId} className="font-medium text-slate-900">
          {item.name}
        </h3>
        <EditLink to={editPath} what={item.name} />
      </div>
      {body}
    </article>
  );
}
