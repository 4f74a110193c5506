/**
 * The cheap half of choosing the walkthrough's map: does the URL ask for the
 * editor's board? Kept apart from `map-source.ts` so the walkthrough page loads the
 * map parser and checker only when it needs them (`?map=editor`).
 */

/** The editor's autosave key (its codec is src/editor/autosave.ts). */
export { AUTOSAVE_KEY as EDITOR_MAP_KEY } from '../editor/autosave-key';

/** Does the page's query string ask for the editor's map? */
export function wantsEditorMap(search: string): boolean {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('map') === 'editor';
}
