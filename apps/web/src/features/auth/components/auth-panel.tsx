import type { ReactNode } from 'react';

/** The white card the account screens sit in; edge to edge on small phones. */
export function AuthPanel({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="-mx-4 border-y border-slate-200 bg-white px-4 py-6 sm:mx-0 sm:rounded-2xl sm:border sm:px-6 sm:shadow-sm">
      {children}
      {footer && <div className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-600">{footer}</div>}
    </div>
  );
}
