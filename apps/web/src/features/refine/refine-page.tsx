import { PageFrame } from '@/components/ui/page-frame';

export function RefinePage() {
  return (
    <PageFrame
      title="Analyze"
      description="See your score, fix what holds your resume back, and choose a template."
    />
  );
}
