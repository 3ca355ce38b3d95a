import { type BillingPlan, type Payment, PLANS } from '@resume/core';
import { describe, expect, it } from 'vitest';
import { accountDeletedText, proLostText, refundPolicyText } from './deletion-copy';

const plans = PLANS as readonly BillingPlan[];
const paid = (created_at: string, status: Payment['status'] = 'paid'): Payment => ({
  id: '00000000-0000-4000-8000-000000000001',
  plan_id: 'pro_3m',
  amount_cents: 4000,
  currency: 'USD',
  status,
  provider: 'demo',
  created_at,
  refunded_at: null,
  receipt_url: null,
});
const status = (last_payment: Payment | null) => ({ last_payment, support_email: 'help@example.com' });
const now = new Date('2027-02-10T12:00:00Z');

describe('deleting an account with Pro time left (docs/product.md#accounts)', () => {
  it('says until when Pro runs and that it is lost', () => {
    expect(proLostText({ is_premium: true, premium_until: '2027-05-01T12:00:00Z' })).toBe(
      'You have Pro until May 1, 2027. Deleting your account ends it now, and the time left is lost.',
    );
    expect(proLostText({ is_premium: true, premium_until: null })).toBe(
      'You have Pro with no end date. Deleting your account ends it now.',
    );
    expect(proLostText({ is_premium: false, premium_until: '2026-01-01T12:00:00Z' })).toBeNull();
  });

  it('a payment still within its 14-day guarantee: how to get the money back, before deleting', () => {
    expect(refundPolicyText(status(paid('2027-02-01T12:00:00Z')), plans, now)).toBe(
      'Pro time left is not refunded when an account is deleted. Your payment of February 1, 2027 is covered by the money-back guarantee until February 15, 2027: to get your money back, write to help@example.com before you delete your account, because its payment records are deleted with it.',
    );
  });

  it('a payment past its guarantee, refunded already, or none: only the policy', () => {
    const policy = 'Pro time left is not refunded when an account is deleted.';
    expect(refundPolicyText(status(paid('2027-01-20T12:00:00Z')), plans, now)).toBe(policy);
    expect(refundPolicyText(status(paid('2027-02-01T12:00:00Z', 'refunded')), plans, now)).toBe(policy);
    expect(refundPolicyText(status(null), plans, now)).toBe(policy);
    expect(refundPolicyText(undefined, plans, now)).toBe(policy);
  });

  it('the page after deletion names the account, or stays general when opened without it', () => {
    expect(accountDeletedText({ email: 'jane@example.com', hadPro: true })).toBe(
      'The account jane@example.com has been deleted, with its resumes and cover letters. Its Pro has ended.',
    );
    expect(accountDeletedText(null)).toBe(
      'Your account has been deleted, with its resumes and cover letters.',
    );
  });
});
