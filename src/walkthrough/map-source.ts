import { checkMap } from '../map/check';
import { decodeSaved } from '../editor/autosave';
import type { BoardMap } from '../map/schema';
import { EDITOR_MAP_KEY, wantsEditorMap } from './map-query';

/**
 * Which board the walkthrough replays on. By default the published map; with
 * `?map=editor` the map the editor autosaved in this browser, so a designer sees at
 * once which steps of the worked example still hold on their board and which break.
 */

export { EDITOR_MAP_KEY, wantsEditorMap };

export interface MapChoice {
  map: BoardMap;
  source: 'default' | 'editor';
  /** When the editor saved the map (ISO text as saved), for the editor source. */
  savedAt: string | null;
  /** Why the editor's map could not be used (the default is shown instead). */
  errors: string[];
  /** Problems `checkMap` finds in the editor's map; the replay still runs. */
  warnings: string[];
  /** `?map=editor` asked for, but this browser holds no editor save: not an error, just nothing to show yet. */
  noSave?: boolean;
}

/** Reads the editor's autosave text; every reason it cannot be used, in plain words. */
export function readEditorSave(raw: string | null): { ok: true; map: BoardMap; savedAt: string | null } | { ok: false; errors: string[] } {
  if (raw === null || raw === '') {
    return { ok: false, errors: ['No map saved by the editor was found in this browser. Open the editor, make a board, and come back.'] };
  }
  const decoded = decodeSaved(raw);
  if (decoded.ok) return { ok: true, map: decoded.value.map, savedAt: decoded.value.savedAt };
  // A map that does not parse is best told by its paths (`map.islands: …`); anything else by the reason.
  const { problem, reason, details } = decoded.error;
  return { ok: false, errors: problem === 'map-invalid' ? details : [reason, ...details] };
}

/** Settles the map for a page load. `storage` is `localStorage` in the browser, null where there is none. */
export function chooseMap(search: string, storage: Pick<Storage, 'getItem'> | null, defaultMap: BoardMap): MapChoice {
  if (!wantsEditorMap(search)) return { map: defaultMap, source: 'default', savedAt: null, errors: [], warnings: [] };
  let raw: string | null = null;
  try {
    raw = storage ? storage.getItem(EDITOR_MAP_KEY) : null;
  } catch {
    return { map: defaultMap, source: 'default', savedAt: null, errors: ['This browser does not let the page read saved data (storage is blocked).'], warnings: [] };
  }
  if (raw === null || raw === '') return { map: defaultMap, source: 'default', savedAt: null, errors: [], warnings: [], noSave: true };
  const save = readEditorSave(raw);
  if (!save.ok) return { map: defaultMap, source: 'default', savedAt: null, errors: save.errors, warnings: [] };
  const warnings = checkMap(save.map)
    .filter((d) => d.severity === 'error')
    .map((d) => d.message);
  return { map: save.map, source: 'editor', savedAt: save.savedAt, errors: [], warnings };
}
