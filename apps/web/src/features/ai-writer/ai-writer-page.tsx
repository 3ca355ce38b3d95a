import { PageFrame } from '@/components/ui/page-frame';

export function AiWriterPage() {
  return <PageFrame title="AI Writer" description="Draft summaries, achievements and cover letters." />;
}
