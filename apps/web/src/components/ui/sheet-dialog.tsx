import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';

const WIDTHS = { md: 'md:max-w-md', lg: 'md:max-w-lg' } as const;

type Props = {
  title: string;
  description: ReactNode;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
};

/**
 * A dialog's window with its title, a Close button and a description: a sheet rising from the
 * bottom on a phone, a centred box from 768 px. Inside a Dialog.Root, which its caller opens.
 * Closed, it gives the focus back to what had it (the button that opened it): Radix returns it
 * only to a Dialog.Trigger, and these dialogs are opened by their callers, so a keyboard user
 * was sent back to the top of the page.
 */
export function SheetDialogContent({ title, description, width = 'md', children }: Props) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
      <Dialog.Content
        onOpenAutoFocus={() => {
          // Called before the focus moves in: it is still on the opener.
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return; // gone with the dialog's action: Radix decides
          event.preventDefault();
          opener.current.focus();
        }}
        className={`fixed inset-x-0 bottom-0 z-50 max-h-[95dvh] overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl md:inset-auto md:left-1/2 md:top-1/2 md:w-full ${WIDTHS[width]} md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl`}
      >
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Close
            className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
        </div>
        <Dialog.Description className="mt-1 mb-5 text-sm text-slate-600">{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
