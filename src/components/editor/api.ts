import type { Command } from '../../editor/commands';
import type { Diagnostic } from '../../map/diagnostics';
import type { Say } from '../../i18n/format';
import type { BoardMap } from '../../map/schema';

/** What the editor's panels get: the map, and the one way to change it. */
export interface EditorApi {
  map: BoardMap;
  /** The checker's findings on `map`, for panels to show next to what they concern. */
  diagnostics: readonly Diagnostic[];
  /** Commits a command (one undo step, or part of `gesture`); returns why it was refused, or null. */
  run(command: Command, gesture?: string): string | null;
  /** Closes the open gesture (a field lost focus). */
  seal(): void;
  /** Selects board elements (islands, harbors, links); `center` frames them. */
  select(ids: string[], options?: { center?: boolean }): void;
  /** Deletes islands, harbors or links, asking first when they take other things with them. */
  requestDelete(ids: string[]): void;
}

/** The option lists panels use for islands and harbors, a harbor named by its company in the page's words. */
export function nodeOptions(map: BoardMap, say: Say, kinds: 'islands' | 'nodes' = 'nodes'): { value: string; label: string }[] {
  const islands = [...map.islands].sort((a, b) => a.name.localeCompare(b.name)).map((i) => ({ value: i.id, label: `${i.name} (${i.id})` }));
  if (kinds === 'islands') return islands;
  const harbors = map.harbors.map((h) => ({ value: h.id, label: say('editor.harbor.option', { company: say(`company.${h.company}`), id: h.id }) }));
  return [...islands, ...harbors];
}
