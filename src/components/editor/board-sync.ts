import type { Core, ElementDefinition } from 'cytoscape';
import type { BoardElement } from '../../board/elements';
import { heatValueImage, type BoardHeat } from '../../editor/heat';

/**
 * Keeping the editor's Cytoscape graph in line with the map: elements matched by
 * id, only what changed touched (setting data or classes restyles an element, and
 * restyling a whole large board on each keystroke froze the editor), then the
 * simulator's heat map drawn over the islands.
 */

export type Severity = ReadonlyMap<string, 'error' | 'warning'>;

/** Brings the graph in line with `elements`, matching by id; islands being dragged keep their place. */
export function syncGraph(cy: Core, elements: readonly BoardElement[], severity: Severity): void {
  const wanted = new Set<string>();
  const additions: ElementDefinition[] = [];
  const reselect: string[] = [];
  for (const el of elements) {
    const id = el.data.id;
    // Ids are unique per kind in a map, but cytoscape needs them unique across nodes and edges.
    if (wanted.has(id)) continue;
    wanted.add(id);
    const level = severity.get(id);
    const classes = level ? [...el.classes, level === 'error' ? 'has-error' : 'has-warning'] : el.classes;
    const existing = cy.getElementById(id);
    if (existing.nonempty() && existing.isEdge() !== (el.group === 'edges')) {
      wanted.delete(id);
      continue;
    }
    if (existing.nonempty() && el.group === 'edges') {
      const data = el.data as { source: string; target: string };
      if (existing.data('source') !== data.source || existing.data('target') !== data.target) {
        if (existing.selected()) reselect.push(id);
        existing.remove();
      }
    }
    const current = cy.getElementById(id);
    if (current.empty()) {
      additions.push({ ...(el as unknown as ElementDefinition), classes });
      continue;
    }
    const { id: _id, source: _s, target: _t, ...data } = el.data as Record<string, unknown>;
    const changed = Object.entries(data).filter(([k, v]) => current.data(k) !== v);
    if (changed.length > 0) current.data(Object.fromEntries(changed));
    if (!sameClasses(current.classes() as unknown as string[], classes)) current.classes(classes);
    if (el.group === 'nodes' && el.position && !current.grabbed()) {
      const p = current.position();
      if (p.x !== el.position.x || p.y !== el.position.y) current.position(el.position);
    }
  }
  cy.elements()
    .filter((e) => !wanted.has(e.id()) && !e.hasClass('eh-ghost') && !e.hasClass('eh-preview'))
    .remove();
  if (additions.length > 0) {
    const edges = additions.filter((a) => a.group === 'edges');
    cy.add(additions.filter((a) => a.group !== 'edges'));
    // An edge whose end is not drawn (a clash of ids) is left out rather than breaking the board.
    cy.add(edges.filter((a) => cy.getElementById(String(a.data.source)).isNode() && cy.getElementById(String(a.data.target)).isNode()));
  }
  for (const id of reselect) cy.getElementById(id).select();
}

function sameClasses(have: readonly string[], want: readonly string[]): boolean {
  if (have.length !== want.length) return false;
  const set = new Set(have);
  return want.every((c) => set.has(c));
}

/** Fills each island by the simulator's figure for it; null clears the heat map. */
export function applyHeat(cy: Core, heat: BoardHeat | null): void {
  cy.nodes('.island').forEach((node) => {
    const h = heat?.islands.get(node.id());
    if (h) {
      node.data({
        heat: Math.round(h.value * 1000) / 1000,
        heatMetric: heat!.metric,
        heatFill: h.fill,
        heatLabel: h.label,
        heatImage: heatValueImage(Number(node.data('value')), h.text === '#ffffff' ? '#ffffff' : '#4a3310'),
      });
      node.addClass('heat');
      if (h.never) node.addClass('heat-never');
      else node.removeClass('heat-never');
    } else if (node.hasClass('heat') || node.data('heat') !== undefined) {
      node.removeClass('heat heat-never');
      node.removeData('heat heatMetric heatFill heatLabel heatImage');
    }
  });
}

/** Selects exactly `ids` in the graph (those it has). */
export function applySelection(cy: Core, ids: readonly string[]): void {
  const wanted = new Set(ids);
  cy.$(':selected').forEach((e) => {
    if (!wanted.has(e.id())) e.unselect();
  });
  for (const id of wanted) {
    const e = cy.getElementById(id);
    if (e.nonempty() && !e.selected()) e.select();
  }
}
