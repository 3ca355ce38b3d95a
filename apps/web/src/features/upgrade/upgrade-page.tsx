import { findTemplate } from '@resume/core';
import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { useSession } from '@/features/auth';
import { proActiveText, WithPlans } from '@/features/billing';
import { PlanOffers } from './components/plan-offers';

export function UpgradePage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const wanted = findTemplate(params.get('template') ?? '');
  const resumeId = params.get('id');
  const isPremium = user?.is_premium === true;
  return (
    <PageFrame
      title={isPremium ? 'Your Pro plan' : 'Upgrade to Pro'}
      description="Clean PDFs, premium templates, unlimited AI and unlimited resumes."
      width="narrow"
    >
      <div className="space-y-6">
        {isPremium ? (
          <div role="status" className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
            <p>
              <span className="font-semibold">{proActiveText(user)}.</span> Every template, clean PDFs and
              unlimited AI are yours. Buying again adds to the time you have left.
            </p>
          </div>
        ) : (
          wanted?.premium && (
            <p className="rounded-xl bg-brand-50 p-4 text-sm text-brand-700">
              {wanted.name} is a Pro template. You can keep previewing it; downloading it as a PDF comes with
              Pro.
            </p>
          )
        )}
        <WithPlans>{(plans) => <PlanOffers plans={plans} isPremium={isPremium} />}</WithPlans>
        <Link
          to={resumeId ? `/refine?id=${encodeURIComponent(resumeId)}` : '/refine'}
          className="inline-block font-medium text-brand-700 hover:underline"
        >
          Back to your resume
        </Link>
      </div>
    </PageFrame>
  );
}
