import { checkMap } from '../map/check';
import { AUTOSAVE_VERSION, decodeSaved, savedPath } from '../editor/autosave';
import type { MessageKey } from '../i18n/en';
import type { Say } from '../i18n/format';
import { render, type Words } from '../i18n/words';
import type { BoardMap } from '../map/schema';
import { EDITOR_MAP_KEY, wantsEditorMap } from './map-query';

/**
 * Which board the walkthrough replays on. By default the published map; with
 * `?map=editor` the map the editor autosaved in this browser, so a designer sees at
 * once which steps of the worked example still hold on their board and which break.
 */

export { EDITOR_MAP_KEY, wantsEditorMap };

/**
 * A note about the editor's board: its English (`text`), and the same as catalogue keys
 * and values for a page in another language (the editor's restore and check words, a
 * map file's words); a note without words is the browser's own text.
 */
export interface MapNote {
  text: string;
  words?: Words<MessageKey>;
}

export interface MapChoice {
  map: BoardMap;
  source: 'default' | 'editor';
  /** When the editor saved the map (ISO text as saved), for the editor source. */
  savedAt: string | null;
  /** Why the editor's map could not be used (the default is shown instead). */
  errors: MapNote[];
  /** Problems `checkMap` finds in the editor's map; the replay still runs. */
  warnings: MapNote[];
  /** `?map=editor` asked for, but this browser holds no editor save: not an error, just nothing to show yet. */
  noSave?: boolean;
}

/** Reads the editor's autosave text; every reason it cannot be used, in plain words. */
export function readEditorSave(raw: string | null): { ok: true; map: BoardMap; savedAt: string | null } | { ok: false; errors: MapNote[] } {
  if (raw === null || raw === '') {
    return { ok: false, errors: [{ text: 'No map saved by the editor was found in this browser. Open the editor, make a board, and come back.', words: { key: 'player.map.none' } }] };
  }
  const decoded = decodeSaved(raw);
  if (decoded.ok) return { ok: true, map: decoded.value.map, savedAt: decoded.value.savedAt };
  // A map that does not parse is best told by its paths (`map.islands: …`); anything else by the reason.
  const { problem, reason, details, problems, found } = decoded.error;
  if (problem === 'map-invalid' && problems) {
    return { ok: false, errors: problems.map((e, i) => ({ text: details[i], words: { key: 'problem.at-path', vars: { path: savedPath(e.path), why: e.words ?? e.message } } })) };
  }
  // The reason in the editor's restore words; its details are the browser's own (a JSON parser's message).
  return { ok: false, errors: [{ text: reason, words: { key: `editor.restore.${problem}`, vars: { found: found ?? '', reads: AUTOSAVE_VERSION } } }, ...details.map((text) => ({ text }))] };
}

/** Settles the map for a page load. `storage` is `localStorage` in the browser, null where there is none. */
export function chooseMap(search: string, storage: Pick<Storage, 'getItem'> | null, defaultMap: BoardMap): MapChoice {
  if (!wantsEditorMap(search)) return { map: defaultMap, source: 'default', savedAt: null, errors: [], warnings: [] };
  let raw: string | null = null;
  try {
    raw = storage ? storage.getItem(EDITOR_MAP_KEY) : null;
  } catch {
    return { map: defaultMap, source: 'default', savedAt: null, errors: [{ text: 'This browser does not let the page read saved data (storage is blocked).', words: { key: 'player.map.blocked' } }], warnings: [] };
  }
  if (raw === null || raw === '') return { map: defaultMap, source: 'default', savedAt: null, errors: [], warnings: [], noSave: true };
  const save = readEditorSave(raw);
  if (!save.ok) return { map: defaultMap, source: 'default', savedAt: null, errors: save.errors, warnings: [] };
  const warnings = checkMap(save.map)
    .filter((d) => d.severity === 'error')
    // On a translated page, the checker's summary of each code, as the editor's problems panel says it.
    .map((d) => ({ text: d.message, words: { key: `editor.check.${d.code}` as const } }));
  return { map: save.map, source: 'editor', savedAt: save.savedAt, errors: [], warnings };
}

/** A note in the page's language: its words when it has them, else its text as it is. */
export const mapNoteText = (note: MapNote, say: Say): string => (note.words ? render(say, note.words) : note.text);
