import { createContext, useContext } from 'react';
import type { Say } from '../../i18n/format';
import { english } from '../../i18n/english';

/**
 * The editor's words in the page's language, provided once by EditorApp (the
 * page's island) around the editor; English when a component is used without it.
 */
export interface EditorWords {
  say: Say;
}

export const EditorWordsContext = createContext<EditorWords>({ say: english });
export const useEditorWords = (): EditorWords => useContext(EditorWordsContext);
