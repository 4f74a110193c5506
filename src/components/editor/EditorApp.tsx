import { useMemo } from 'react';
import { sayFrom, type Messages } from '../../i18n/format';
import MapEditor from './MapEditor';
import { EditorWordsContext } from './words';

/**
 * The editor page's island: the map editor with its words in the page's language
 * (`messagesFor(lang, 'editor.')`) for every component below it.
 */
export default function EditorApp({ messages, ...props }: Parameters<typeof MapEditor>[0] & { messages: Messages }) {
  const words = useMemo(() => ({ say: sayFrom(messages) }), [messages]);
  return (
    <EditorWordsContext.Provider value={words}>
      <MapEditor {...props} />
    </EditorWordsContext.Provider>
  );
}
