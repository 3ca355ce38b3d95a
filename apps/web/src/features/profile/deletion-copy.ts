import type { BillingPlan, BillingStatus, User } from '@resume/core';
import { formatDate } from '@/features/billing';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What deleting takes from a Pro user: until when Pro would have lasted, and that it is lost. */
export function proLostText(user: Pick<User, 'is_premium' | 'premium_until'>): string | null {
  if (!user.is_premium) return null;
  return user.premium_until
    ? `You have Pro until ${formatDate(user.premium_until)}. Deleting your account ends it now, and the time left is lost.`
    : 'You have Pro with no end date. Deleting your account ends it now.';
}

/** The last day the last payment can still be refunded under its plan's guarantee, or null. */
function moneyBackUntil(
  payment: BillingStatus['last_payment'],
  plans: readonly BillingPlan[],
  now: Date,
): Date | null {
  if (payment?.status !== 'paid') return null;
  const days = plans.find((plan) => plan.id === payment.plan_id)?.money_back_days ?? 0;
  const until = new Date(Date.parse(payment.created_at) + days * DAY_MS);
  return until > now ? until : null;
}

/**
 * The refund policy of docs/product.md#accounts, applied to the person: the time left is never
 * refunded; a payment still within its money-back guarantee is, when asked for before deleting,
 * because the payment records go with the account.
 */
export function refundPolicyText(
  status: Pick<BillingStatus, 'last_payment' | 'support_email'> | undefined,
  plans: readonly BillingPlan[],
  now = new Date(),
): string {
  const policy = 'Pro time left is not refunded when an account is deleted.';
  const payment = status?.last_payment ?? null;
  const until = status && moneyBackUntil(payment, plans, now);
  if (!payment || !until) return policy;
  return `${policy} Your payment of ${formatDate(payment.created_at)} is covered by the money-back guarantee until ${formatDate(until.toISOString())}: to get your money back, write to ${status.support_email} before you delete your account, because its payment records are deleted with it.`;
}

/** Router state of /account-deleted: whose account it was, to confirm the right one. */
export type DeletedAccount = { email: string; hadPro: boolean };

/** /account-deleted's confirmation; opened without state (a reload elsewhere), it stays general. */
export function accountDeletedText(deleted: DeletedAccount | null): string {
  if (!deleted) return 'Your account has been deleted, with its resumes and cover letters.';
  const pro = deleted.hadPro ? ' Its Pro has ended.' : '';
  return `The account ${deleted.email} has been deleted, with its resumes and cover letters.${pro}`;
}
