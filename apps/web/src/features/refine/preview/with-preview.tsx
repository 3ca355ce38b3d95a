import * as Dialog from '@radix-ui/react-dialog';
import { Eye, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { BesideTheForm } from '@/features/preview';
import { PreviewPanel, type PreviewPanelProps } from './preview-panel';

/** Below the wide layout the preview opens over the page, one tap away wherever the person is. */
function PreviewDialog(panel: PreviewPanelProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-3 text-sm font-medium text-white shadow-lg hover:bg-brand-700">
        <Eye className="size-4" aria-hidden />
        Preview
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 overflow-y-auto bg-slate-50 p-4 md:inset-x-auto md:right-0 md:w-[32rem] md:shadow-xl"
        >
          <div className="mb-2 flex justify-end">
            <Dialog.Title className="sr-only">Preview and template</Dialog.Title>
            <Dialog.Close
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label="Close preview"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <PreviewPanel {...panel} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The refine screen with its preview: beside the Analysis and Editor tabs on wide screens (and
 * sticky, so it stays in view while the person scrolls), behind a Preview button on narrow ones.
 */
export function WithPreview({ children, ...panel }: PreviewPanelProps & { children: ReactNode }) {
  return (
    <BesideTheForm
      side={<PreviewPanel {...panel} />}
      label="Preview and template"
      size="panel"
      narrow={<PreviewDialog {...panel} />}
    >
      {children}
    </BesideTheForm>
  );
}
