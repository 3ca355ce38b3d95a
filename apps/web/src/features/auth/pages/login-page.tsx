import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { safeRedirect, withRedirect } from '@/lib/redirect';
import { AuthPanel } from '../components/auth-panel';
import { LoginForm } from '../components/login-form';

/** Log in, then back to where the person was sent from (`?redirect=`), or home. */
export function LoginPage() {
  const navigate = useNavigate();
  const redirect = safeRedirect(useSearchParams()[0].get('redirect'));
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
        <LoginForm onLoggedIn={() => navigate(redirect ?? '/', { replace: true })} />
      </AuthPanel>
    </PageFrame>
  );
}
