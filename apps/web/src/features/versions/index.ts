// Undo and versions for the editors: the Undo/Redo buttons with their keys (any document editor
// store), the resume's version history, and the mark the AI writer leaves before an accepted change.
export { keepVersionBeforeAiChange } from './api/version-requests';
export { type UndoableEditor, UndoRedoControls } from './undo-redo-controls';
export { type RestorableEditor, VersionHistoryButton } from './version-history-button';
