import type { User } from '@resume/core';
import { Link } from 'react-router';
import { SettingsSection } from './settings-section';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

export function subscriptionSummary(user: Pick<User, 'is_premium' | 'premium_until'>): string {
  if (!user.is_premium) return 'Free plan';
  return user.premium_until
    ? `Pro until ${dateFormat.format(new Date(user.premium_until))}`
    : 'Pro, with no end date';
}

export function SubscriptionSection({ user }: { user: User }) {
  return (
    <SettingsSection title="Subscription">
      <p className="font-medium">{subscriptionSummary(user)}</p>
      <p className="mt-1 text-sm text-slate-600">
        {user.credits_unlimited
          ? 'Unlimited AI writer use.'
          : `${user.credits} AI ${user.credits === 1 ? 'credit' : 'credits'} left.`}
      </p>
      {!user.is_premium && (
        <Link to="/upgrade" className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline">
          Upgrade to Pro
        </Link>
      )}
    </SettingsSection>
  );
}
