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

/** What the graph was last given for each id: an element whose definition is the same again is not touched. */
export type Drawn = Map<string, { el: BoardElement; level: 'error' | 'warning' | undefined }>;

/**
 * Brings the graph in line with `elements`, matching by id; islands being dragged keep their place.
 * `drawn` remembers what each element was last given, so an edit to one island on the largest board
 * (about 2,500 elements with the port spaces) costs a walk over plain objects, not 2,500 graph look-ups.
 */
export function syncGraph(cy: Core, elements: readonly BoardElement[], severity: Severity, drawn: Drawn = new Map()): void {
  const wanted = new Set<string>();
  const additions: ElementDefinition[] = [];
  const reselect: string[] = [];
  for (const el of elements) {
    const id = el.data.id;
    // Ids are unique per kind in a map, but cytoscape needs them unique across nodes and edges.
    if (wanted.has(id)) continue;
    wanted.add(id);
    const level = severity.get(id);
    const before = drawn.get(id);
    if (before && before.level === level && sameElement(before.el, el)) continue;
    drawn.set(id, { el, level });
    const classes = level ? [...el.classes, level === 'error' ? 'has-error' : 'has-warning'] : el.classes;
    const existing = cy.getElementById(id);
    if (existing.nonempty() && existing.isEdge() !== (el.group === 'edges')) {
      wanted.delete(id);
      drawn.delete(id);
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
  const gone = [...drawn.keys()].filter((id) => !wanted.has(id));
  if (gone.length > 0 || drawn.size !== wanted.size) {
    // Removing a node takes its edges along: forget those too, so they are added again if still wanted.
    const stale = cy.elements().filter((e) => !wanted.has(e.id()) && !e.hasClass('eh-ghost') && !e.hasClass('eh-preview'));
    const removed = stale.union(stale.connectedEdges());
    removed.remove();
    removed.forEach((e) => {
      drawn.delete(e.id());
    });
    for (const id of gone) drawn.delete(id);
  }
  if (additions.length > 0) {
    const edges = additions.filter((a) => a.group === 'edges');
    cy.add(additions.filter((a) => a.group !== 'edges'));
    // An edge whose end is not drawn (a clash of ids) is left out rather than breaking the board.
    const drawable = edges.filter((a) => cy.getElementById(String(a.data.source)).isNode() && cy.getElementById(String(a.data.target)).isNode());
    cy.add(drawable);
    const left = new Set(edges.filter((a) => !drawable.includes(a)).map((a) => String(a.data.id)));
    for (const id of left) drawn.delete(id);
  }
  for (const id of reselect) cy.getElementById(id).select();
}

/** The same definition: same data values, classes and position (a new object from a new map is the usual case). */
function sameElement(a: BoardElement, b: BoardElement): boolean {
  if (a === b) return true;
  if (a.group !== b.group || a.classes.length !== b.classes.length || a.classes.some((c, i) => c !== b.classes[i])) return false;
  if (a.position?.x !== b.position?.x || a.position?.y !== b.position?.y) return false;
  const ad = a.data as Record<string, unknown>;
  const bd = b.data as Record<string, unknown>;
  const keys = Object.keys(bd);
  if (keys.length !== Object.keys(ad).length) return false;
  return keys.every((k) => ad[k] === bd[k]);
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
