import { type BillingPlan, findTemplate } from '@resume/core';
import { Check } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { useSession } from '@/features/auth';
import { PlanPrice, WithPlans } from '@/features/billing';

function PlanCard({ plan }: { plan: BillingPlan }) {
  return (
    <article aria-labelledby={`plan-${plan.id}`} className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id={`plan-${plan.id}`} className="text-lg font-semibold">
        {plan.name}
      </h2>
      <div className="mt-3">
        <PlanPrice plan={plan} />
      </div>
      <ul className="mt-5 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="size-4 shrink-0 text-emerald-600" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}

/**
 * How Pro is had today. There is no online checkout yet, so there is no buy button: a button
 * that does nothing would be worse than saying plainly how it works.
 */
function HowToGetPro({ registered }: { registered: boolean }) {
  return (
    <section
      aria-labelledby="get-pro"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm"
    >
      <h2 id="get-pro" className="font-semibold text-amber-950">
        Online checkout is coming soon
      </h2>
      <p className="mt-2 text-amber-900">
        Until it arrives, Pro is switched on for an account by our team: contact support with the email
        address of your account and we will enable it.
      </p>
      {!registered && (
        <p className="mt-2 text-amber-900">
          Pro belongs to an account, so{' '}
          <Link to="/signup" className="font-medium underline">
            create a free account
          </Link>{' '}
          first; everything you made so far stays with it.
        </p>
      )}
    </section>
  );
}

export function UpgradePage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const wanted = findTemplate(params.get('template') ?? '');
  const resumeId = params.get('id');
  return (
    <PageFrame
      title="Upgrade to Pro"
      description="Clean PDFs, premium templates, unlimited AI and unlimited resumes."
      width="narrow"
    >
      <div className="space-y-6">
        {user?.is_premium ? (
          <p role="status" className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
            You already have Pro: every template and clean PDF downloads are yours.
          </p>
        ) : (
          wanted?.premium && (
            <p className="rounded-xl bg-brand-50 p-4 text-sm text-brand-700">
              {wanted.name} is a Pro template. You can keep previewing it; downloading it as a PDF comes with
              Pro.
            </p>
          )
        )}
        <WithPlans>{(plans) => plans.map((plan) => <PlanCard key={plan.id} plan={plan} />)}</WithPlans>
        {!user?.is_premium && <HowToGetPro registered={Boolean(user?.is_registered)} />}
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
