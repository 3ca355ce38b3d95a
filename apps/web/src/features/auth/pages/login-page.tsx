import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { safeRedirect, withRedirect } from '@/lib/redirect';
import type { LeftBehind } from '../account-actions';
import { AuthPanel } from '../components/auth-panel';
import { LoginForm } from '../components/login-form';
import { ResumesLeftBehind } from '../components/resumes-left-behind';

/**
 * Log in, then back to where the person was sent from (`?redirect=`), or home; first, if guest
 * resumes did not fit in the account, what stayed behind and the choice of where to go.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const redirect = safeRedirect(useSearchParams()[0].get('redirect'));
  const [leftBehind, setLeftBehind] = useState<LeftBehind | null>(null);
  const goOn = () => navigate(redirect ?? '/', { replace: true });
  return (
    <PageFrame title="Log in" description="Welcome back." width="narrow">
      <AuthPanel
        footer={
          <>
            New here?{' '}
            <Link
              to={withRedirect('/signup', redirect)}
              className="font-medium text-brand-700 hover:underline"
            >
              Create an account
            </Link>
          </>
        }
      >
        {leftBehind ? (
          <ResumesLeftBehind leftBehind={leftBehind} onContinue={goOn} />
        ) : (
          <LoginForm onLoggedIn={(_user, left) => (left ? setLeftBehind(left) : goOn())} />
        )}
      </AuthPanel>
    </PageFrame>
  );
}
