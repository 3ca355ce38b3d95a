import { PageFrame } from '@/components/ui/page-frame';

export function UpgradePage() {
  return (
    <PageFrame
      title="Upgrade to Pro"
      description="Clean PDFs, premium templates, unlimited AI and unlimited resumes."
    />
  );
}
