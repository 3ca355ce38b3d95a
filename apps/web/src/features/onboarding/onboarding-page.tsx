import { PageFrame } from '@/components/ui/page-frame';

export function OnboardingPage() {
  return (
    <PageFrame
      title="A few quick questions"
      description="Four questions so we can tailor your experience."
      width="narrow"
    />
  );
}
