import { PageFrame } from '@/components/ui/page-frame';

export function VerifyEmailPage() {
  return (
    <PageFrame
      title="Verify your email"
      description="Enter the 6-digit code we sent to your email."
      width="narrow"
    />
  );
}
