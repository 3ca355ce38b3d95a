import { PageFrame } from '@/components/ui/page-frame';

export function ProfileSettingsPage() {
  return <PageFrame title="Profile settings" description="Your account, email, password and subscription." />;
}
