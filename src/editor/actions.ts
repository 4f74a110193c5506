import type { Diagnostic } from '../map/diagnostics';
import { SHIP_COMPANY_IDS, type BoardMap, type CompanyId, type Island } from '../map/schema';
import { cascadeOf, type Command } from './commands';
import { freshId, nodeIds } from './ids';

/**
 * What the editor's buttons and gestures turn into: commands built from the
 * current map (fresh ids, sensible defaults), and the facts the UI shows before
 * an edit (what a delete takes with it). Pure, like the command layer.
 */

export interface MapPoint {
  x: number;
  y: number;
}

/** Coordinates as a designer would type them: to a tenth of a degree. */
export const roundCoord = (n: number): number => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? 0 : r;
};

/** A new island named `name` (the page's word for it: "New island", « Nouvelle île »), its id made from the name. */
export function addIslandCommand(map: BoardMap, at: MapPoint, name: string): Command & { type: 'island.add' } {
  const island: Island = { id: freshId(nodeIds(map), name), name, value: 3, ports: 2, x: roundCoord(at.x), y: roundCoord(at.y) };
  return { type: 'island.add', island };
}

/**
 * A harbor for the first ship company that lacks one (else red), and the company
 * pointed at it when it has no working harbor, as one step.
 */
export function addHarborCommand(map: BoardMap, at: MapPoint): Command {
  const harborIds = new Set(map.harbors.map((h) => h.id));
  const lacking = SHIP_COMPANY_IDS.find((id) => {
    const company = map.companies.find((c) => c.id === id);
    return company !== undefined && (company.harbor === undefined || !harborIds.has(company.harbor));
  });
  const company: CompanyId = lacking ?? SHIP_COMPANY_IDS.find((id) => !map.harbors.some((h) => h.company === id)) ?? 'red';
  const id = freshId(nodeIds(map), `${company}-harbor`);
  const add: Command = { type: 'harbor.add', harbor: { id, company, x: roundCoord(at.x), y: roundCoord(at.y) } };
  if (!lacking) return add;
  return { type: 'batch', label: { key: 'editor.undo.harbor.add', vars: { id } }, commands: [add, { type: 'company.update', id: company, patch: { harbor: id } }] };
}

/** Route spaces for a new link: about one per 8 degrees, 1 to 4 like the published board. */
export function segmentsFor(a: MapPoint, b: MapPoint): number {
  const d = Math.hypot(a.x - b.x, a.y - b.y);
  return Math.max(1, Math.min(4, Math.round(d / 8)));
}

export function addLinkCommand(map: BoardMap, from: string, to: string): Command & { type: 'link.add' } {
  const a = nodeAt(map, from);
  const b = nodeAt(map, to);
  const segments = a && b ? segmentsFor(a, b) : 1;
  const id = freshId(
    map.links.map((l) => l.id),
    `${from}-${to}`,
  );
  return { type: 'link.add', link: { id, from, to, segments, oneWay: false } };
}

export const nodeAt = (map: BoardMap, id: string): MapPoint | undefined => map.islands.find((i) => i.id === id) ?? map.harbors.find((h) => h.id === id);

export type ElementKind = 'island' | 'harbor' | 'link' | 'card' | 'company';

/** What kind of map element an id names (islands first: they win a clash). */
export function kindOf(map: BoardMap, id: string): ElementKind | null {
  if (map.islands.some((i) => i.id === id)) return 'island';
  if (map.harbors.some((h) => h.id === id)) return 'harbor';
  if (map.links.some((l) => l.id === id)) return 'link';
  if (map.departureCards.some((c) => c.id === id)) return 'card';
  if (map.companies.some((c) => c.id === id)) return 'company';
  return null;
}

/** A human name for an element id: "Fiji" for an island, the id otherwise. */
export function labelOf(map: BoardMap, id: string): string {
  const island = map.islands.find((i) => i.id === id);
  if (island) return island.name;
  const harbor = map.harbors.find((h) => h.id === id);
  if (harbor) return `${map.companies.find((c) => c.id === harbor.company)?.name ?? harbor.company} harbor`;
  return id;
}

export interface DeletePlan {
  /** One undo step for the whole delete. */
  command: Command;
  /** What the designer is asked to confirm: the elements deleted and everything they take with them. */
  islands: string[];
  harbors: string[];
  /** Links deleted with the islands/harbors (not the ones selected themselves). */
  cascadedLinks: { id: string; from: string; to: string; segments: number }[];
  links: string[];
  cards: { card: string; island: string; markers: number }[];
  /** Companies left pointing at a deleted island or harbor (purple's home, a harbor). */
  danglingCompanies: { company: CompanyId; field: 'harbor' | 'home'; id: string }[];
  /** Does the designer need to be asked (anything beyond the selection itself goes)? */
  needsConfirm: boolean;
}

/** Deleting the selected islands, harbors and links, as one step. Null when nothing deletable is selected. */
export function deletePlan(map: BoardMap, ids: readonly string[]): DeletePlan | null {
  const islands = ids.filter((id) => kindOf(map, id) === 'island');
  const harbors = ids.filter((id) => kindOf(map, id) === 'harbor');
  const nodes = new Set([...islands, ...harbors]);
  const links = ids.filter((id) => kindOf(map, id) === 'link');
  if (islands.length + harbors.length + links.length === 0) return null;
  const cascadedLinks: DeletePlan['cascadedLinks'] = [];
  const cards: DeletePlan['cards'] = [];
  const seenLinks = new Set(links);
  for (const id of nodes) {
    const cascade = cascadeOf(map, id, islands.includes(id) ? 'islands' : 'harbors');
    for (const { link } of cascade.links) {
      if (seenLinks.has(link.id)) continue;
      seenLinks.add(link.id);
      cascadedLinks.push({ id: link.id, from: link.from, to: link.to, segments: link.segments });
    }
    for (const entry of cascade.cardEntries) cards.push({ card: map.departureCards[entry.card].id, island: id, markers: entry.count });
  }
  const danglingCompanies: DeletePlan['danglingCompanies'] = [];
  for (const company of map.companies) {
    for (const field of ['harbor', 'home'] as const) {
      const ref = company[field];
      if (ref !== undefined && nodes.has(ref)) danglingCompanies.push({ company: company.id, field, id: ref });
    }
  }
  // Links first (a selected link may also be cascaded by a selected island), then islands and harbors.
  const commands: Command[] = [
    ...links.map((id): Command => ({ type: 'link.delete', id })),
    ...islands.map((id): Command => ({ type: 'island.delete', id })),
    ...harbors.map((id): Command => ({ type: 'harbor.delete', id })),
  ];
  const what = [...islands, ...harbors, ...links];
  const command: Command = commands.length === 1 ? commands[0] : { type: 'batch', label: { key: 'editor.undo.deleteMany', vars: { count: what.length } }, commands };
  return {
    command,
    islands,
    harbors,
    links,
    cascadedLinks,
    cards,
    danglingCompanies,
    needsConfirm: cascadedLinks.length > 0 || cards.length > 0 || danglingCompanies.length > 0,
  };
}

export interface DiagnosticTargets {
  /** Islands, harbors and links: selected and centred on the board. */
  board: string[];
  cards: string[];
  companies: string[];
}

/** Where a diagnostic points: board elements, departure cards, companies. */
export function diagnosticTargets(map: BoardMap, diagnostic: Diagnostic): DiagnosticTargets {
  const out: DiagnosticTargets = { board: [], cards: [], companies: [] };
  for (const id of diagnostic.elements) {
    const kind = kindOf(map, id);
    if (kind === 'island' || kind === 'harbor' || kind === 'link') out.board.push(id);
    else if (kind === 'card') out.cards.push(id);
    else if (kind === 'company') out.companies.push(id);
  }
  return out;
}

/** Per board element, the worst severity of the diagnostics naming it. */
export function severityById(diagnostics: readonly Diagnostic[]): Map<string, 'error' | 'warning'> {
  const out = new Map<string, 'error' | 'warning'>();
  for (const d of diagnostics) {
    for (const id of d.elements) {
      if (d.severity === 'error' || !out.has(id)) out.set(id, d.severity);
    }
  }
  return out;
}
