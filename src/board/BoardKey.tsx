import type { BoardKeyEntries, KeyIsland } from './labels';

/** The key's words, in the page's language. */
export interface BoardKeyWords {
  caption(count: number): string;
  /** Heads the list of islands too crowded for a letter. */
  crowded: string;
  /** Read before an island's value by a screen reader ("value"); sighted readers see a disc like the board's. */
  value: string;
}

/**
 * The board's key: the islands whose names did not fit at this size are lettered on the
 * board (labels.ts) and named here, and those too crowded for even a letter are listed to
 * zoom in on, so a reader can name every island at any size. Where the board is too small
 * for an island's value to be read in its disc, the key gives the value too, as the board's
 * names do. Folded by default, in the row of board buttons: a key that came and went with
 * the zoom would move the rest of the page (the walkthrough's step text, presentation mode)
 * under the reader.
 */
export function BoardKey({ entries, words }: { entries: BoardKeyEntries; words: BoardKeyWords }) {
  const count = entries.lettered.length + entries.crowded.length;
  if (count === 0) return null;
  const island = (e: KeyIsland) => (
    <>
      {e.name}
      {e.value !== undefined && (
        <>
          {' '}
          <span className="board-key__value" data-value={e.value}>
            <span className="visually-hidden">{words.value} </span>
            {e.value}
          </span>
        </>
      )}
    </>
  );
  return (
    <details className="board-key" data-testid="board-key">
      <summary>{words.caption(count)}</summary>
      <ul className="board-key__list">
        {entries.lettered.map((e) => (
          <li key={e.key} data-key={e.key} data-name={e.name}>
            <b>{e.key}</b> {island(e)}
          </li>
        ))}
      </ul>
      {entries.crowded.length > 0 && (
        <p className="board-key__crowded" data-testid="board-key-crowded">
          {words.crowded}{' '}
          {entries.crowded.map((e, i) => (
            <span key={e.name} data-name={e.name} className="board-key__item">
              {island(e)}
              {i < entries.crowded.length - 1 ? ', ' : ''}
            </span>
          ))}
        </p>
      )}
    </details>
  );
}
