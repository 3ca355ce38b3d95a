import type { ScoreBand } from '@resume/core';

const BAND_STYLE: Record<ScoreBand, { ring: string; text: string; label: string }> = {
  excellent: { ring: 'stroke-emerald-500', text: 'text-emerald-700', label: 'Excellent' },
  strong: { ring: 'stroke-green-500', text: 'text-green-700', label: 'Strong' },
  good: { ring: 'stroke-lime-500', text: 'text-lime-700', label: 'Good' },
  fair: { ring: 'stroke-amber-500', text: 'text-amber-700', label: 'Fair' },
  weak: { ring: 'stroke-red-500', text: 'text-red-700', label: 'Weak' },
};

/** The score out of 100 as a ring, with its band name (docs/product.md#score). */
export function ScoreSummary({ score, band }: { score: number; band: ScoreBand }) {
  const style = BAND_STYLE[band];
  const circumference = 2 * Math.PI * 42;
  return (
    <div className="flex items-center gap-5">
      <svg viewBox="0 0 100 100" className="size-28 shrink-0 -rotate-90" aria-hidden>
        <circle cx="50" cy="50" r="42" className="fill-none stroke-slate-200" strokeWidth="10" />
        <circle
          cx="50"
          cy="50"
          r="42"
          className={`fill-none ${style.ring} transition-[stroke-dashoffset] duration-500`}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - score / 100)}
        />
      </svg>
      <div>
        <p className="text-sm font-medium text-slate-500">Resume score</p>
        <p className="text-4xl font-bold tabular-nums" data-testid="resume-score">
          {score}
          <span className="text-lg font-medium text-slate-500">/100</span>
        </p>
        <p className={`font-semibold ${style.text}`} data-testid="resume-band">
          {style.label}
        </p>
      </div>
    </div>
  );
}
