import { PageFrame } from '@/components/ui/page-frame';

export function RequestPasswordResetPage() {
  return (
    <PageFrame
      title="Reset your password"
      description="Enter your email and we will send you a reset link."
      width="narrow"
    />
  );
}
