import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type Props = { busy: boolean; label: string; busyLabel: string; children?: ReactNode };

/** A form dialog's last row: what else it offers (children) at the start, Cancel and submit at the end. */
export function DialogActions({ busy, label, busyLabel, children }: Props) {
  return (
    <div className={`flex flex-wrap gap-2 ${children ? 'justify-between' : 'justify-end'}`}>
      {children}
      <div className="flex gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : label}
        </Button>
      </div>
    </div>
  );
}
