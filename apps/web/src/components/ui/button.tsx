import type { ComponentProps } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/50',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-300',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/50',
};

type Look = { variant?: Variant; size?: 'sm' | 'md' };
type Props = ComponentProps<'button'> & Look;

/** A button's look, for a link that moves on the way a button would ("Continue to the builder"). */
export function buttonClasses({ variant = 'primary', size = 'md' }: Look = {}): string {
  const sizing = size === 'sm' ? 'px-2.5 py-1.5 text-sm' : 'px-4 py-2 text-sm';
  return `inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed ${sizing} ${VARIANTS[variant]}`;
}

export function Button({ variant, size, className = '', type = 'button', ...props }: Props) {
  return <button type={type} className={`${buttonClasses({ variant, size })} ${className}`} {...props} />;
}
