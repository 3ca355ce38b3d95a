import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

type Props = ComponentProps<typeof Button> & { busy?: boolean };

/** A button that shows it is working and cannot be pressed twice meanwhile. */
export function SubmitButton({ busy = false, disabled, children, type = 'submit', ...props }: Props) {
  return (
    <Button type={type} disabled={disabled || busy} aria-busy={busy || undefined} {...props}>
      {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
      {children}
    </Button>
  );
}
