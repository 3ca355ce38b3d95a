import { PRODUCT_NAME } from '@resume/core';
import { type ReactNode, useEffect } from 'react';

type Props = { title: string; description?: string; children?: ReactNode; width?: 'narrow' | 'wide' };

/** Every screen's frame: the page title (also the document title) and a consistent column. */
export function PageFrame({ title, description, children, width = 'wide' }: Props) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  return (
    <section
      className={`mx-auto w-full px-4 py-8 md:px-6 md:py-12 ${width === 'narrow' ? 'max-w-md' : 'max-w-6xl'}`}
    >
      <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">{title}</h1>
      {description && <p className="mt-2 text-slate-600">{description}</p>}
      {children && <div className="mt-8">{children}</div>}
    </section>
  );
}
