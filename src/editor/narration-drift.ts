import type { BoardMap } from '../map/schema';
import type { Walkthrough } from '../walkthrough/schema';

/**
 * Words that no longer match the board. A walkthrough can replay step for step on an edited
 * board and still tell the reader something that is no longer true: "France puts a marker on
 * Fiji" after the French card moved its marker to Tahiti. The replay cannot see that; what can
 * be seen is a step whose words name an island the designer changed since the project's board
 * (removed, renamed, its value or ports, a departure card's markers on it). Each such island is
 * one warning per walkthrough, listing the steps that name it, for the designer to reread.
 */

export type DriftWhat = 'removed' | 'renamed' | 'value' | 'ports' | 'card';

export interface NarrationDrift {
  title: string;
  /** The island's name on the project's board, as the words have it. */
  island: string;
  /** Its id, when the edited board still has it (what a click on the problem selects). */
  id: string | null;
  what: DriftWhat[];
  /** 1-based step numbers whose title or narration, in any language, names the island. */
  steps: number[];
}

function driftedIslands(baseline: BoardMap, edited: BoardMap): { id: string; name: string; what: DriftWhat[]; still: boolean }[] {
  const now = new Map(edited.islands.map((i) => [i.id, i]));
  const cardsNow = new Map(edited.departureCards.map((c) => [c.id, c]));
  const out: { id: string; name: string; what: DriftWhat[]; still: boolean }[] = [];
  for (const before of baseline.islands) {
    const after = now.get(before.id);
    const what: DriftWhat[] = [];
    if (!after) what.push('removed');
    else {
      if (after.name !== before.name) what.push('renamed');
      if (after.value !== before.value) what.push('value');
      if (after.ports !== before.ports) what.push('ports');
    }
    const cardMoved = baseline.departureCards.some((c) => (c.markers[before.id] ?? 0) !== (cardsNow.get(c.id)?.markers[before.id] ?? 0));
    if (cardMoved && after) what.push('card');
    if (what.length > 0) out.push({ id: before.id, name: before.name, what, still: after !== undefined });
  }
  return out;
}

/** Every text of a step a reader sees: its title and narration in each language the walkthrough has. */
function stepTexts(w: Walkthrough, index: number): string[] {
  const step = w.steps[index];
  const texts = [step.title, step.narration];
  for (const t of Object.values(w.translations ?? {})) {
    const own = t?.steps[step.id];
    if (own?.title) texts.push(own.title);
    if (own?.narration) texts.push(own.narration);
  }
  return texts;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function narrationDrift(baseline: BoardMap, edited: BoardMap, walkthroughs: readonly { walkthrough: Walkthrough }[]): NarrationDrift[] {
  const islands = driftedIslands(baseline, edited);
  if (islands.length === 0) return [];
  const out: NarrationDrift[] = [];
  for (const { walkthrough: w } of walkthroughs) {
    const texts = w.steps.map((_, i) => fold(stepTexts(w, i).join('\n')));
    for (const island of islands) {
      // The whole name, not inside another word ("Niue" in "Niuean" is not the island).
      const named = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(fold(island.name))}(?![\\p{L}\\p{N}])`, 'u');
      const steps = texts.flatMap((t, i) => (named.test(t) ? [i + 1] : []));
      if (steps.length > 0) out.push({ title: w.title, island: island.name, id: island.still ? island.id : null, what: island.what, steps });
    }
  }
  return out;
}
