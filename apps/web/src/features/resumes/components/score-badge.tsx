import { type ScoreBand, scoreBand } from '@resume/core';

const BAND_COLORS: Record<ScoreBand, string> = {
  excellent: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  strong: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  good: 'bg-amber-50 text-amber-800 ring-amber-200',
  fair: 'bg-amber-50 text-amber-800 ring-amber-200',
  weak: 'bg-red-50 text-red-800 ring-red-200',
};

/** The score out of 100 and its band, coloured as the band (the words say it without the colour). */
export function ScoreBadge({ score }: { score: number }) {
  const band = scoreBand(score);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${BAND_COLORS[band]}`}
    >
      Score {score} · {band}
    </span>
  );
}
