import { PageFrame } from '@/components/ui/page-frame';

export function SignupPage() {
  return (
    <PageFrame
      title="Create your account"
      description="Save your resumes and pick up where you left off on any device."
      width="narrow"
    />
  );
}
