import { PageFrame } from '@/components/ui/page-frame';

export function ExportPage() {
  return <PageFrame title="Export" description="Download your resume as a PDF or plain text." />;
}
