import type { Payment } from '@resume/core';
import { ExternalLink } from 'lucide-react';
import { formatDate, formatMoney } from '@/features/billing';

/** The latest payment: amount, date and status, with the provider's receipt when there is one. */
export function LastPayment({ payment }: { payment: Payment }) {
  const refunded = payment.status === 'refunded';
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="last-payment">
      <p className="text-slate-600">Last payment</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium">{formatMoney(payment.amount_cents, payment.currency)}</span>
        <span>on {formatDate(payment.created_at)}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
            refunded ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'
          }`}
        >
          {refunded ? 'Refunded' : 'Paid'}
        </span>
        {refunded && payment.refunded_at && (
          <span className="text-slate-600">on {formatDate(payment.refunded_at)}</span>
        )}
      </p>
      {payment.receipt_url && (
        <a
          href={payment.receipt_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          View receipt
          <ExternalLink className="size-3.5" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
