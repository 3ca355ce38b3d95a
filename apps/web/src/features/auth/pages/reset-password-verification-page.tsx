import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Redirect } from '@/lib/page-views';
import { checkResetToken } from '../api/password-reset-api';
import { ResetLinkInvalid } from '../components/reset-link-invalid';

/** The emailed link lands here: the token is checked, then the person chooses a new password. */
export function ResetPasswordVerificationPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const check = useQuery({
    queryKey: ['password-reset', token],
    queryFn: () => checkResetToken(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (token && check.isPending) return <FullPageSpinner label="Checking your reset link" />;
  if (check.isSuccess) {
    return <Redirect to={`/auth/reset-password?token=${encodeURIComponent(token)}`} />;
  }
  return <ResetLinkInvalid />;
}
