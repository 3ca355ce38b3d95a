import { PageFrame } from '@/components/ui/page-frame';

export function ResetPasswordVerificationPage() {
  return <PageFrame title="Checking your reset link" width="narrow" />;
}
