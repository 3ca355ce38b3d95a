import { useEffect } from 'react';

export type UndoActions = { undo(): void; redo(): void };

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo. */
function actionOf(event: KeyboardEvent): keyof UndoActions | null {
  if (event.altKey || event.isComposing || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/** The browser's own Undo and Redo (its Edit menu, a field's context menu). */
const HISTORY_INPUTS: Record<string, keyof UndoActions> = { historyUndo: 'undo', historyRedo: 'redo' };

/**
 * While a dialog is open (the versions, a confirmation) the document behind it is out of reach,
 * and the dialog's fields keep their own undo: they edit no document.
 */
const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * Undo and redo for the whole page, across its fields. The keys are taken before any field sees
 * them, so a field's own undo (which knows only its own typing, and would leave the document and
 * its autosave behind) never runs; the field then shows the restored value as React renders it.
 */
export function useUndoKeys(actions: UndoActions): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = actionOf(event);
      if (!action || event.defaultPrevented || dialogOpen()) return;
      event.preventDefault();
      actions[action]();
    };
    const onBeforeInput = (event: InputEvent) => {
      const action = HISTORY_INPUTS[event.inputType];
      if (!action || dialogOpen()) return;
      event.preventDefault();
      actions[action]();
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('beforeinput', onBeforeInput, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('beforeinput', onBeforeInput, true);
    };
  }, [actions]);
}
