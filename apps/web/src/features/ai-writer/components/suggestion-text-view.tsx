import type { AiWarning } from '@resume/core';
import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type Change, diffPieces, type Piece, warnedPieces } from '../suggestion-text';

/** A fact to check: highlighted, with an icon and words (not colour alone). */
function Warned({ text, warning }: { text: string; warning: AiWarning }) {
  return (
    <mark
      data-warning={warning.kind}
      title={warning.message}
      className="rounded-sm bg-amber-100 px-0.5 text-inherit underline decoration-amber-600 decoration-wavy underline-offset-4"
    >
      {text}
      <TriangleAlert className="ml-0.5 inline size-3 align-baseline text-amber-700" aria-hidden />
      <span className="sr-only"> (check this)</span>
    </mark>
  );
}

function renderPieces(pieces: Piece[]): ReactNode[] {
  return pieces.map((piece, i) =>
    piece.warning ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional and rebuilt together
      <Warned key={i} text={piece.text} warning={piece.warning} />
    ) : (
      piece.text
    ),
  );
}

/** Consecutive pieces of the same change, so one insertion reads as one. */
type Run = { key: string; change: Change; pieces: Piece[] };

function runs(pieces: Piece[]): Run[] {
  const grouped: Run[] = [];
  for (const [i, piece] of pieces.entries()) {
    const last = grouped[grouped.length - 1];
    if (last && last.change === piece.change) last.pieces.push(piece);
    else grouped.push({ key: `${piece.change}-${i}`, change: piece.change, pieces: [piece] });
  }
  return grouped;
}

/**
 * The suggestion against the current text, word by word: removed words struck through, added
 * words underlined (and named for screen readers), the facts to check highlighted.
 */
export function WordDiff({
  before,
  after,
  warnings,
}: {
  before: string;
  after: string;
  warnings: AiWarning[];
}) {
  return (
    <p
      data-testid="suggestion-diff"
      className="whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-900"
    >
      {runs(diffPieces(before, after, warnings)).map((run) => {
        const content = renderPieces(run.pieces);
        if (run.change === 'removed') {
          return (
            <del
              key={run.key}
              className="mr-1 rounded-sm bg-red-50 text-red-800 line-through decoration-red-700 decoration-2"
            >
              <span className="sr-only">removed: </span>
              {content}
            </del>
          );
        }
        if (run.change === 'added') {
          return (
            <ins
              key={run.key}
              className="rounded-sm bg-emerald-50 font-medium text-emerald-900 underline decoration-emerald-700 decoration-2 underline-offset-2"
            >
              <span className="sr-only">added: </span>
              {content}
            </ins>
          );
        }
        return <span key={run.key}>{content}</span>;
      })}
    </p>
  );
}

/** Text on its own (advice, or an answer still arriving) with its facts to check highlighted. */
export function WarnedText({ text, warnings }: { text: string; warnings: AiWarning[] }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-900">
      {renderPieces(warnedPieces(text, warnings))}
    </p>
  );
}

export function WarningList({ warnings }: { warnings: AiWarning[] }) {
  const id = useId();
  if (warnings.length === 0) return null;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p id={id} className="flex items-center gap-1.5 text-sm font-semibold text-amber-900">
        <TriangleAlert className="size-4" aria-hidden /> Check before you use it
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-6 text-sm text-amber-900" aria-labelledby={id}>
        {warnings.map((w) => (
          <li key={`${w.kind}:${w.text}`}>{w.message}</li>
        ))}
      </ul>
    </div>
  );
}
