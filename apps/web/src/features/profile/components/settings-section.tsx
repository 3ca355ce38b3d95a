import { type ReactNode, useId } from 'react';

type Props = { title: string; description?: ReactNode; children: ReactNode; tone?: 'default' | 'danger' };

/** One block of the settings page, named for assistive technology by its heading. */
export function SettingsSection({ title, description, children, tone = 'default' }: Props) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`-mx-4 border-y bg-white px-4 py-5 sm:mx-0 sm:rounded-2xl sm:border sm:px-6 sm:shadow-sm ${
        tone === 'danger' ? 'border-red-200' : 'border-slate-200'
      }`}
    >
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
