import type { BillingPlan } from '@resume/core';
import { FormAlert } from '@/components/form/form-alert';
import { usePurchase } from '../use-purchase';
import { BuyButton } from './buy-button';
import { PaymentsUnavailable } from './payments-unavailable';
import { PlanOffer } from './plan-offer';

/** The plans on offer, each with its buy button, or why it cannot be bought right now. */
export function PlanOffers({ plans, isPremium }: { plans: BillingPlan[]; isPremium: boolean }) {
  const purchase = usePurchase(plans);
  return (
    <div className="space-y-4">
      {purchase.unavailable && (
        <PaymentsUnavailable message={purchase.unavailable} supportEmail={purchase.supportEmail} />
      )}
      <FormAlert>{purchase.failure}</FormAlert>
      {plans.map((plan) => (
        <PlanOffer
          key={plan.id}
          plan={plan}
          action={
            !purchase.unavailable && (
              <BuyButton
                plan={plan}
                extending={isPremium}
                opening={purchase.openingPlanId === plan.id}
                disabled={purchase.openingPlanId !== null}
                onBuy={() => purchase.buy(plan.id)}
              />
            )
          }
        />
      ))}
      {!purchase.registered && !purchase.unavailable && (
        <p className="text-sm text-slate-600">
          Pro belongs to an account: you create a free one first, and everything you made so far stays with
          it.
        </p>
      )}
    </div>
  );
}
