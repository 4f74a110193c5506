import { useMemo } from 'react';
import type { Messages } from '../../i18n/format';
import MapEditor from './MapEditor';
import { EditorWordsContext, wordsFrom, type EditorWords } from './words';

export interface EditorPageWords {
  /** The editor's words (`messagesFor(lang, ['editor.', 'nation.'])`). */
  messages: Messages;
  /** Number formatting and plural forms for the page's language (`fr-FR`). */
  locale: string;
  /** Rule summaries in the page's language; null on an English page (the checker's and engine's own sentences are shown). */
  rules: EditorWords['rules'];
}

/** The editor page's island: the map editor with its words in the page's language for every component below it. */
export default function EditorApp({ messages, locale, rules, ...props }: Parameters<typeof MapEditor>[0] & EditorPageWords) {
  const words = useMemo(() => wordsFrom(messages, locale, rules), [messages, locale, rules]);
  return (
    <EditorWordsContext.Provider value={words}>
      <MapEditor {...props} />
    </EditorWordsContext.Provider>
  );
}
