import { Link } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';

export function NotFoundPage() {
  return (
    <PageFrame
      title="Page not found"
      description="The page you are looking for does not exist."
      width="narrow"
    >
      <Link to="/" className="font-medium text-brand-700 hover:underline">
        Go to the start page
      </Link>
    </PageFrame>
  );
}
