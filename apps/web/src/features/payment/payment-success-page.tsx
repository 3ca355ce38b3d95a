import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';

export function PaymentSuccessPage() {
  return (
    <PageFrame title="Thank you for your purchase" width="narrow">
      <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900">
        <CircleCheck className="mb-2 size-6" aria-hidden />
        <p>Your payment went through. Premium unlocks within the next hour.</p>
        <p className="mt-2 text-sm">If it has not unlocked by then, please contact support.</p>
      </div>
      <Link to="/refine" className="mt-6 inline-block font-medium text-brand-700 hover:underline">
        Back to your resume
      </Link>
    </PageFrame>
  );
}
