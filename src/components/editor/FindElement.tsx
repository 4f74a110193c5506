import { useId, useMemo, useState } from 'react';
import type { BoardMap } from '../../map/schema';
import { nodeOptions, type EditorApi } from './api';
import { useEditorWords } from './words';

/** Case and accents set aside, so "iles" finds "Îles" and "tahiti" finds "Tahiti". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Islands, harbors and links by name, for the find field's suggestions: "Tahiti (tahiti)", "Tahiti – Mururoa (tahiti-mururoa)". */
export function findOptions(map: BoardMap, say: Parameters<typeof nodeOptions>[1]): { value: string; label: string }[] {
  const nodes = nodeOptions(map, say);
  const nameOf = new Map(map.islands.map((i) => [i.id, i.name]));
  const links = map.links.map((l) => ({ value: l.id, label: `${nameOf.get(l.from) ?? l.from} – ${nameOf.get(l.to) ?? l.to} (${l.id})` }));
  return [...nodes, ...links];
}

/** The first option the text names: its whole label, else the first label containing it. */
export function findMatch(options: readonly { value: string; label: string }[], text: string): string | null {
  const want = fold(text.trim());
  if (want === '') return null;
  return (options.find((o) => fold(o.label) === want) ?? options.find((o) => fold(o.label).includes(want)))?.value ?? null;
}

/**
 * Type-ahead search over the board's elements by name: the browser suggests as the
 * designer types, and a suggestion chosen (or Enter on a part of a name) selects the
 * element and brings it into view.
 */
export default function FindElement({ api }: { api: EditorApi }) {
  const { say } = useEditorWords();
  const listId = useId();
  const [text, setText] = useState('');
  // Listed once the field is used: on the largest board a suggestion per element (550 of them) in the
  // page from the start cost the editor about 200 ms of its opening (editor-import's CPU measure).
  const [used, setUsed] = useState(false);
  const options = useMemo(() => (used ? findOptions(api.map, say) : []), [used, api.map, say]);
  const go = (value: string) => {
    const id = findMatch(options, value);
    if (id !== null) api.select([id], { center: true });
    return id !== null;
  };
  return (
    <div className="ed-field">
      <label htmlFor={`${listId}-find`}>{say('editor.find')}</label>
      <input
        id={`${listId}-find`}
        type="search"
        list={listId}
        value={text}
        placeholder={say('editor.find.placeholder')}
        autoComplete="off"
        data-testid="find"
        onFocus={() => setUsed(true)}
        onChange={(e) => {
          setUsed(true);
          setText(e.target.value);
          // A suggestion picked from the list arrives as its whole label.
          if (options.some((o) => o.label === e.target.value)) go(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            // The options of this render may predate the field's first use: match against the map itself.
            const id = findMatch(findOptions(api.map, say), text);
            if (id !== null) api.select([id], { center: true });
          }
        }}
      />
      <datalist id={listId}>
        {options.map((o) => (
          <option key={`${o.value}|${o.label}`} value={o.label} />
        ))}
      </datalist>
    </div>
  );
}
