import type { BillingPlan } from '@resume/core';
import { SubmitButton } from '@/components/form/submit-button';
import { buyLabel } from '@/features/billing';

type Props = { plan: BillingPlan; extending: boolean; opening: boolean; disabled: boolean; onBuy(): void };

/** "Get Pro — $40 for 3 months" (or "Extend Pro by 3 months"); busy while the checkout opens. */
export function BuyButton({ plan, extending, opening, disabled, onBuy }: Props) {
  return (
    <SubmitButton
      type="button"
      busy={opening}
      disabled={disabled}
      onClick={onBuy}
      className="w-full py-3 text-base"
    >
      {opening ? 'Opening the secure checkout…' : buyLabel(plan, { extending })}
    </SubmitButton>
  );
}
