import { LIMITS } from '@resume/core';
import { PageFrame } from '@/components/ui/page-frame';
import { useSession, VerifyEmailForm } from '@/features/auth';
import { AccountInfoSection } from './components/account-info-section';
import { DeleteAccountSection } from './components/delete-account-section';
import { EmailChangeSection } from './components/email-change-section';
import { PasswordSection } from './components/password-section';
import { SessionSection } from './components/session-section';
import { SettingsSection } from './components/settings-section';
import { SubscriptionSection } from './components/subscription-section';

/** docs/product.md#routes: account info, verification, subscription, password, logout and deletion. */
export function ProfileSettingsPage() {
  const { user, setUser } = useSession();
  // The route requires a registered user; this only narrows the type.
  if (!user?.email) return null;
  return (
    <PageFrame title="Profile settings" description="Your account, email, password and subscription.">
      <div className="mx-auto grid max-w-2xl gap-4 md:gap-6">
        <AccountInfoSection user={user} />
        {!user.is_verified && (
          <SettingsSection
            title="Verify your email"
            description={`Enter the 6-digit code we sent to ${user.email}. Codes are valid for ${LIMITS.verificationCodeTtlMinutes} minutes; you can ask for a new one.`}
          >
            <VerifyEmailForm email={user.email} onVerified={setUser} />
          </SettingsSection>
        )}
        <SubscriptionSection user={user} />
        <PasswordSection />
        <EmailChangeSection />
        <SessionSection />
        <DeleteAccountSection user={user} />
      </div>
    </PageFrame>
  );
}
