import { Link, useLocation } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { accountDeletedText, type DeletedAccount } from './deletion-copy';

/** After an account is deleted: which one went, and where to go now. Needs no session. */
export function AccountDeletedPage() {
  const deleted = useLocation().state as DeletedAccount | null;
  return (
    <PageFrame title="Your account has been deleted" description={accountDeletedText(deleted)} width="narrow">
      <p className="text-slate-700">
        You are a guest on this device now. You can start a new resume as a guest, or create a new account.
      </p>
      <div className="mt-6 flex flex-wrap gap-4">
        <Link to="/start" className="font-medium text-brand-700 hover:underline">
          Start a new resume
        </Link>
        <Link to="/signup" className="font-medium text-brand-700 hover:underline">
          Create an account
        </Link>
      </div>
    </PageFrame>
  );
}
