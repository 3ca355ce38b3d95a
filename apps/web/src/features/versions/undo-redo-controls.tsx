import { Redo2, Undo2 } from 'lucide-react';
import { useMemo, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { useUndoKeys } from './use-undo-keys';

/** What the controls need of a document editor store (resume or cover letter). */
export type UndoableEditor = {
  subscribe(listener: () => void): () => void;
  getState(): { canUndo: boolean; canRedo: boolean };
  undo(): void;
  redo(): void;
};

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = IS_MAC ? '⌘' : 'Ctrl+';

/**
 * Undo and Redo buttons for the editor's header, and the same from the keyboard (Ctrl/Cmd+Z,
 * Ctrl/Cmd+Shift+Z, Ctrl+Y) anywhere on the page while they are shown. Mount one per page.
 */
export function UndoRedoControls({ store }: { store: UndoableEditor }) {
  // Only the two flags: typing, which changes the state at every key, re-renders nothing here.
  const canUndo = useSyncExternalStore(store.subscribe, () => store.getState().canUndo);
  const canRedo = useSyncExternalStore(store.subscribe, () => store.getState().canRedo);
  const actions = useMemo(() => ({ undo: () => store.undo(), redo: () => store.redo() }), [store]);
  useUndoKeys(actions);
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={actions.undo}
        disabled={!canUndo}
        aria-keyshortcuts={IS_MAC ? 'Meta+Z' : 'Control+Z'}
        title={`Undo (${MOD}Z)`}
      >
        <Undo2 className="size-4" aria-hidden />
        Undo
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={actions.redo}
        disabled={!canRedo}
        aria-keyshortcuts={IS_MAC ? 'Meta+Shift+Z' : 'Control+Shift+Z Control+Y'}
        title={`Redo (${MOD}Shift+Z)`}
      >
        <Redo2 className="size-4" aria-hidden />
        Redo
      </Button>
    </div>
  );
}
