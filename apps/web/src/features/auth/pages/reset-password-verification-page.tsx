import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
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
    return <Navigate to={`/auth/reset-password?token=${encodeURIComponent(token)}`} replace />;
  }
  return <ResetLinkInvalid />;
}
