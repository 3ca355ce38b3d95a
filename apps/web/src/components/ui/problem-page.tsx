import { Link } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';

/** A screen that cannot show what it is for (no resume chosen, not found, failed to load), with a way on. */
export function ProblemPage({ title, message }: { title: string; message: string }) {
  return (
    <PageFrame title={title} width="narrow">
      <div role="alert" className="rounded-xl border border-slate-200 bg-white p-6 text-center">
        <p className="font-medium">{message}</p>
        <Link to="/start" className="mt-4 inline-block font-medium text-brand-700 hover:underline">
          Go to the start page
        </Link>
      </div>
    </PageFrame>
  );
}
