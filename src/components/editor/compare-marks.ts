import type { Core } from 'cytoscape';
import type { BoardElement } from '../../board/elements';
import type { ElementChange } from '../../editor/board-diff';

/**
 * The Compare view's marks on the live board: a class on each added or changed
 * island, harbor or link, and a faded ghost of each removed one taken from the
 * baseline's own drawing (ids `cmp-ghost:<id>`; a colon never occurs in a map id).
 * Returns the undo, which the editor runs before the board syncs to the next map.
 */

export const GHOST = 'cmp-ghost:';
const CLASSES = 'cmp-added cmp-changed';

export function applyMarks(cy: Core, changes: readonly ElementChange[], baseline: readonly BoardElement[]): () => void {
  const marked: string[] = [];
  const ghosts: string[] = [];
  cy.batch(() => {
    const removed = new Set(changes.filter((c) => c.type === 'removed').map((c) => c.id));
    for (const c of changes) {
      if (c.type === 'removed') continue;
      const el = cy.getElementById(c.id);
      if (el.empty()) continue;
      el.addClass(`cmp-${c.type}`);
      marked.push(c.id);
    }
    const end = (id: string) => (removed.has(id) ? GHOST + id : id);
    const nodes = baseline.filter((e) => e.group === 'nodes' && removed.has(e.data.id) && (e.data.kind === 'island' || e.data.kind === 'harbor'));
    const edges = baseline.filter((e) => e.group === 'edges' && removed.has(e.data.id));
    for (const n of nodes) {
      cy.add({ group: 'nodes', data: { ...n.data, id: GHOST + n.data.id }, position: n.position, classes: [...n.classes, 'cmp-removed'], selectable: false, grabbable: false });
      ghosts.push(GHOST + n.data.id);
    }
    for (const e of edges) {
      const data = e.data as { source: string; target: string };
      const source = end(data.source);
      const target = end(data.target);
      if (!cy.getElementById(source).isNode() || !cy.getElementById(target).isNode()) continue;
      cy.add({ group: 'edges', data: { ...e.data, id: GHOST + e.data.id, source, target }, classes: [...e.classes, 'cmp-removed'], selectable: false });
      ghosts.push(GHOST + e.data.id);
    }
  });
  return () => {
    cy.batch(() => {
      for (const id of marked) cy.getElementById(id).removeClass(CLASSES);
      for (const id of ghosts) cy.getElementById(id).remove();
    });
  };
}
