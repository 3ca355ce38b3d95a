import { LoaderCircle } from 'lucide-react';

/** While the payment is being confirmed. */
export function UnlockWaiting() {
  return (
    <div role="status" className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-center gap-3">
        <LoaderCircle className="size-5 shrink-0 animate-spin text-brand-600" aria-hidden />
        <p className="font-medium">Confirming your payment and switching on Pro…</p>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        This usually takes a few seconds. You can keep this page open.
      </p>
      <div className="mt-4 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
        <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-600" />
      </div>
    </div>
  );
}
