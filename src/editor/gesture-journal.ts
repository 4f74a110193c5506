import type { Say } from '../i18n/format';
import type { BoardMap } from '../map/schema';

/**
 * A note, kept in the tab's session storage, that a gesture on the board is under
 * way (an island being dragged, a link being drawn). The map only changes when a
 * gesture ends, so a reload or a crashed tab in the middle of one leaves the
 * autosave at the last finished edit; this note is how the editor, once reloaded,
 * knows to say so instead of silently dropping what the designer was doing.
 *
 * Session storage, not local: it belongs to this tab and survives its reload (and
 * the "reload" of a crashed tab), so another tab's drag is never reported here.
 * Pure apart from the `Storage` it is given, so it is tested with fakes.
 */

export const GESTURE_VERSION = 1 as const;
export const GESTURE_KEY = `clippers-editor:gesture:v${GESTURE_VERSION}`;

export type GestureKind = 'move' | 'link';

export interface Gesture {
  kind: GestureKind;
  /** For the notice: "moving island “Fiji”", "drawing a link from “Fiji”". */
  label: string;
  /** ISO 8601: when the gesture began. */
  startedAt: string;
  /** When the map was last saved before the gesture (ISO 8601), or null when that save failed or there was none. */
  savedAt: string | null;
}

export type GestureStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the designer was doing with the elements `ids`, in words, from the map as it stood. */
export function gestureLabel(map: BoardMap, kind: GestureKind, ids: readonly string[], say: Say): string {
  const names = ids.map((id) => nameOf(map, id, say));
  if (kind === 'link') return say('editor.gesture.link', { from: names[0] ?? say('editor.gesture.anIsland') });
  if (names.length === 1) return say('editor.gesture.move', { what: names[0] });
  return say('editor.gesture.moveMany', { count: names.length });
}

function nameOf(map: BoardMap, id: string, say: Say): string {
  const island = map.islands.find((i) => i.id === id);
  if (island) return say('editor.gesture.island', { name: island.name });
  const harbor = map.harbors.find((h) => h.id === id);
  if (harbor) return say('editor.gesture.harbor', { id: harbor.id });
  return say('editor.gesture.other', { id });
}

/** Notes that a gesture began. Never throws: a tab without session storage simply cannot be told about it later. */
export function beginGesture(storage: GestureStorage | null, gesture: Gesture): void {
  try {
    storage?.setItem(GESTURE_KEY, JSON.stringify({ version: GESTURE_VERSION, ...gesture }));
  } catch {
    // Full or refused: the gesture goes on, only the note after a reload is lost.
  }
}

export function endGesture(storage: GestureStorage | null): void {
  try {
    storage?.removeItem(GESTURE_KEY);
  } catch {
    // Nothing to clear in a storage that cannot be used.
  }
}

/**
 * The gesture the page was in when it last closed, read once and cleared. A note
 * that does not read as one (another version, tampered) is dropped: it only ever
 * adds a sentence to a notice, so it is validated field by field, never cast.
 */
export function takeInterrupted(storage: GestureStorage | null): Gesture | null {
  let text: string | null;
  try {
    text = storage?.getItem(GESTURE_KEY) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  endGesture(storage);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const g = data as Record<string, unknown>;
  if (g.version !== GESTURE_VERSION || (g.kind !== 'move' && g.kind !== 'link') || typeof g.label !== 'string' || g.label.length > 500) return null;
  const startedAt = isoOrNull(g.startedAt);
  if (startedAt === null) return null;
  return { kind: g.kind, label: g.label, startedAt, savedAt: isoOrNull(g.savedAt) };
}

function isoOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const t = new Date(value);
  return Number.isNaN(t.getTime()) ? null : t.toISOString();
}

/** The notice after a reload in the middle of a gesture: what was lost (only the gesture) and what was kept. */
export function interruptedMessage(g: Gesture, restored: boolean, clock: (iso: string) => string, say: Say): string {
  const lost = say(`editor.interrupted.${g.kind}`, { what: g.label });
  if (!restored) return `${lost} ${say('editor.interrupted.default')}`;
  return g.savedAt ? `${lost} ${say('editor.interrupted.saved', { time: clock(g.savedAt) })}` : `${lost} ${say(`editor.interrupted.unsaved.${g.kind}`)}`;
}
