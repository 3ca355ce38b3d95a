import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { STEPS, stepIndex } from '../steps';

const arrowClass =
  'inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 disabled:opacity-30 disabled:hover:bg-transparent';

/** Step bar with back and next arrows; the current step is marked for screen readers too. */
export function StepNav() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const current = stepIndex(pathname);
  // The resume being worked on travels with the person from step to step.
  const resumeId = new URLSearchParams(search).get('id');
  const to = (path: string) => (resumeId ? `${path}?id=${encodeURIComponent(resumeId)}` : path);
  const previous = current > 0 ? STEPS[current - 1] : undefined;
  const next = current >= 0 && current < STEPS.length - 1 ? STEPS[current + 1] : undefined;

  return (
    <nav aria-label="Steps" className="flex min-w-0 items-center gap-1">
      <button
        type="button"
        className={arrowClass}
        aria-label={previous ? `Back to ${previous.label}` : 'Back'}
        disabled={!previous}
        onClick={() => previous && navigate(to(previous.path))}
      >
        <ChevronLeft className="size-5" aria-hidden />
      </button>
      {/*
        Tighter below 360 px, so the smallest phones (320 px) keep both arrows and the menu apart:
        the steps are numbers only there (the page's title names the current one; a screen reader
        still hears every name).
      */}
      <ol className="flex items-center gap-0 min-[360px]:gap-1">
        {STEPS.map((step, i) => {
          const isCurrent = i === current;
          return (
            <li key={step.id}>
              <Link
                to={to(step.path)}
                aria-current={isCurrent ? 'step' : undefined}
                className={`flex items-center gap-1.5 rounded-full px-1 py-1 text-sm font-medium min-[360px]:px-2 md:px-3 ${
                  isCurrent ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100'
                }`}
              >
                <span
                  className={`flex size-6 items-center justify-center rounded-full text-xs ${
                    isCurrent ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-700'
                  }`}
                  aria-hidden
                >
                  {i + 1}
                </span>
                <span className={isCurrent ? 'sr-only min-[360px]:not-sr-only' : 'sr-only md:not-sr-only'}>
                  {step.label}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={arrowClass}
        aria-label={next ? `Next: ${next.label}` : 'Next'}
        disabled={!next}
        onClick={() => next && navigate(to(next.path))}
      >
        <ChevronRight className="size-5" aria-hidden />
      </button>
    </nav>
  );
}
