import { PageFrame } from '@/components/ui/page-frame';

export function LoginPage() {
  return <PageFrame title="Log in" description="Welcome back." width="narrow" />;
}
