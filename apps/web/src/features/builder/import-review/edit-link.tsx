import { Pencil } from 'lucide-react';
import { Link } from 'react-router';

/** "Edit", named for what it edits ("Edit Contact", "Edit Position 2") for screen readers. */
export function EditLink({ to, what }: { to: string; what: string }) {
  return (
    <Link
      to={to}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
    >
      <Pencil className="size-3.5" aria-hidden />
      Edit<span className="sr-only"> {what}</span>
    </Link>
  );
}
