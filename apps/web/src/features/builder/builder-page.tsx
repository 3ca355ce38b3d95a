import { PageFrame } from '@/components/ui/page-frame';

export function BuilderPage() {
  return (
    <PageFrame
      title="Builder"
      description="Contacts, experience, education, skills and summary, one step at a time."
    />
  );
}
