import { PageFrame } from '@/components/ui/page-frame';

export function StartPage() {
  return (
    <PageFrame
      title="Create your resume"
      description="Start from scratch or upload the resume you already have."
    />
  );
}
