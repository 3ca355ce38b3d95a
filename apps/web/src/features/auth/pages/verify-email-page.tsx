import { LIMITS, type User } from '@resume/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { safeRedirect, withRedirect } from '@/lib/redirect';
import { AuthPanel } from '../components/auth-panel';
import { VerifyEmailForm } from '../components/verify-email-form';
import { useSession } from '../session-context';

/** After confirming: onboarding first if it is due, then where the person was going. */
export function afterVerification(user: User, redirect: string | null): string {
  if (!user.has_completed_onboarding) return withRedirect('/onboarding', redirect);
  return redirect ?? '/';
}

export function VerifyEmailPage() {
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  const redirect = safeRedirect(useSearchParams()[0].get('redirect'));

  if (!user?.is_registered || !user.email) {
    return (
      <PageFrame
        title="Verify your email"
        description="Create an account first, then confirm its email."
        width="narrow"
      >
        <Link to="/signup" className="font-medium text-brand-700 hover:underline">
          Create an account
        </Link>
      </PageFrame>
    );
  }
  if (user.is_verified) {
    return (
      <PageFrame title="Verify your email" description={`${user.email} is confirmed.`} width="narrow">
        <Link to={afterVerification(user, redirect)} className="font-medium text-brand-700 hover:underline">
          Continue
        </Link>
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title="Verify your email"
      description={`Enter the 6-digit code we sent to ${user.email}. It is valid for ${LIMITS.verificationCodeTtlMinutes} minutes.`}
      width="narrow"
    >
      <AuthPanel footer="The email also has a link that confirms your address in one click.">
        <VerifyEmailForm
          email={user.email}
          onVerified={(verified) => {
            setUser(verified);
            navigate(afterVerification(verified, redirect), { replace: true });
          }}
        />
      </AuthPanel>
    </PageFrame>
  );
}
