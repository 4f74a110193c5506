import type { BoardKeyEntries } from './labels';

/**
 * The board's key: the islands whose names did not fit at this size are lettered on the
 * board (labels.ts) and named here, and those too crowded for even a letter are listed to
 * zoom in on, so a reader can name every island at any size. Folded by default, in the row
 * of board buttons: a key that came and went with the zoom would move the rest of the page
 * (the walkthrough's step text, presentation mode) under the reader.
 */
export function BoardKey({ entries, caption, crowded }: { entries: BoardKeyEntries; caption: (count: number) => string; crowded: string }) {
  const count = entries.lettered.length + entries.crowded.length;
  if (count === 0) return null;
  return (
    <details className="board-key" data-testid="board-key">
      <summary>{caption(count)}</summary>
      <ul className="board-key__list">
        {entries.lettered.map((e) => (
          <li key={e.key} data-key={e.key}>
            <b>{e.key}</b> {e.name}
          </li>
        ))}
      </ul>
      {entries.crowded.length > 0 && (
        <p className="board-key__crowded" data-testid="board-key-crowded">
          {crowded} {entries.crowded.join(', ')}
        </p>
      )}
    </details>
  );
}
