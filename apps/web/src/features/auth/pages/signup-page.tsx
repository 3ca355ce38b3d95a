import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { safeRedirect, withRedirect } from '@/lib/redirect';
import { AuthPanel } from '../components/auth-panel';
import { SignupForm } from '../components/signup-form';

/** Sign up, then confirm the email with the code that was just sent (sign-up starts its resend wait). */
export function SignupPage() {
  const navigate = useNavigate();
  const redirect = safeRedirect(useSearchParams()[0].get('redirect'));
  return (
    <PageFrame
      title="Create your account"
      description="Save your resumes and pick up where you left off on any device."
      width="narrow"
    >
      <AuthPanel
        footer={
          <>
            Already have an account?{' '}
            <Link
              to={withRedirect('/login', redirect)}
              className="font-medium text-brand-700 hover:underline"
            >
              Log in
            </Link>
          </>
        }
      >
        <SignupForm onSignedUp={() => navigate(withRedirect('/auth/verify-email', redirect))} />
      </AuthPanel>
    </PageFrame>
  );
}
