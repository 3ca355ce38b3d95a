import { findDateRange, spacedWords } from '@resume/core';
import { makeLine } from './lines';
import { MARGIN_LABELS } from './thresholds';
import type { Line, Segment } from './types';

const labelOf = (line: Line, cut: number): Segment | null => {
  const first = line.segments[0];
  return first && first.right <= cut && line.segments.length > 1 ? first : null;
};

/** The label of `next` finishes the date that the label of `line` began ("Sep 2016 – Dec" / "2019"). */
function finishesDate(label: Segment, rest: Segment): boolean {
  if (spacedWords(rest.text).length > MARGIN_LABELS.movedWords) return false;
  const alone = findDateRange(label.text)?.text.length ?? 0;
  const joined = findDateRange(`${label.text} ${rest.text}`)?.text.length ?? 0;
  return joined > alone + rest.text.length * MARGIN_LABELS.dateGrowth;
}

/**
 * A narrow margin wraps long labels: the end of a date lands on the next row, beside that row's
 * text. Puts the wrapped part back on its own row's label and rebuilds the row it left, so the
 * rest of that row is read as what it is (often a bullet).
 */
export function joinWrappedLabels(lines: Line[], cut: number): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const label = prev && labelOf(prev, cut);
    const first = line.segments[0];
    const close = prev && line.page === prev.page && line.y - prev.y <= MARGIN_LABELS.nextRow * prev.size;
    if (label && first && first.right <= cut && close && finishesDate(label, first)) {
      label.text = `${label.text} ${first.text}`;
      label.runs = [
        ...label.runs,
        ...first.runs.map((run, i) => (i === 0 ? { ...run, text: ` ${run.text}` } : run)),
      ];
      label.right = Math.max(label.right, first.right);
      prev.text = prev.segments.map((s) => s.text).join(' ');
      const rebuilt = makeLine(line.segments.slice(1), line.y, line.page, line.block);
      if (rebuilt) out.push(rebuilt);
      continue;
    }
    out.push(line);
  }
  return out;
}
