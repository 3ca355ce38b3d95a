import type { BillingStatus } from '@resume/core';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { proActiveText } from '@/features/billing';

const NEXT_STEPS = [
  { to: '/export', label: 'Download a clean PDF' },
  { to: '/refine', label: 'Try the Pro templates' },
  { to: '/builder', label: 'Back to the builder' },
];

/** Pro is on: until when, and where to go with it. */
export function ProUnlocked({ status }: { status: BillingStatus }) {
  return (
    <div className="space-y-6">
      <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900">
        <CircleCheck className="mb-2 size-6" aria-hidden />
        <h2 className="text-lg font-semibold">{proActiveText(status)}.</h2>
        <p className="mt-1 text-sm">
          Clean PDFs without a watermark, every template and unlimited AI are yours now.
        </p>
      </div>
      <nav aria-label="Continue" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {NEXT_STEPS.map((step, i) => (
          <Link
            key={step.to}
            to={step.to}
            className={`rounded-lg px-4 py-2.5 text-center text-sm font-medium ${
              i === 0
                ? 'bg-brand-600 text-white hover:bg-brand-700'
                : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
            }`}
          >
            {step.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
