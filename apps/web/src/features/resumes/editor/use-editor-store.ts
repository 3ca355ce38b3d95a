import { useEffect, useState, useSyncExternalStore } from 'react';
import type { EditorState } from './document-editor-store';
import { LOADING_STATE } from './document-editor-types';

/** What the page needs of an editor store: its state, loading, and saving on the page's events. */
export type PageBoundEditor<Doc> = {
  // Properties, not methods: React calls them unbound.
  subscribe: (listener: () => void) => () => void;
  getState: () => EditorState<Doc>;
  load(): Promise<void>;
  retryNow(): void;
  flush(): Promise<void>;
  dispose(): void;
};

const loading = () => LOADING_STATE;
const noSubscription = () => () => {};

/**
 * An editor store for a screen: made by `create` (keep it stable, e.g. with useCallback: a new one
 * makes a new store), loaded, saved at once when the page is hidden or left or the network is back,
 * and flushed then disposed when the screen goes. `store` is null until the store for this `create`
 * exists.
 */
export function useEditorStore<Doc, Store extends PageBoundEditor<Doc>>(
  create: () => Store & PageBoundEditor<Doc>,
): EditorState<Doc> & { store: Store | null } {
  const [current, setCurrent] = useState<{ create: () => Store; store: Store } | null>(null);
  useEffect(() => {
    const editor = create();
    setCurrent({ create, store: editor });
    void editor.load();
    const onOnline = () => editor.retryNow();
    // Leaving or hiding the page sends the edits, and first keeps them in the browser: the request
    // may not outlive the page.
    const onLeave = () => void editor.flush();
    const onHide = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onHide);
      void editor.flush().finally(() => editor.dispose());
    };
  }, [create]);
  const store = current?.store;
  const state = useSyncExternalStore<EditorState<Doc>>(
    store?.subscribe ?? noSubscription,
    store?.getState ?? loading,
  );
  return { ...state, store: current?.create === create ? current.store : null };
}
