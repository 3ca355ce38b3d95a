import { PageFrame } from '@/components/ui/page-frame';

export function ResetPasswordPage() {
  return (
    <PageFrame
      title="Choose a new password"
      description="At least 8 characters, with an uppercase letter, a lowercase letter and a digit."
      width="narrow"
    />
  );
}
