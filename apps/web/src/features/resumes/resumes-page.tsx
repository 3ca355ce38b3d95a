import { PageFrame } from '@/components/ui/page-frame';

export function ResumesPage() {
  return <PageFrame title="Your resumes" description="Every resume you have created, newest first." />;
}
