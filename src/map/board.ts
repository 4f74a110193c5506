import type { CompanyId, ReadonlyBoardMap } from './schema';

/**
 * A map compiled to integer indices, so that the checker and the engine can walk
 * it with plain arrays. Built once per map object and cached. Tolerant of broken
 * maps: a link whose end does not exist is left out of the adjacency (the checker
 * reports it).
 */
export interface BoardIndex {
  readonly map: ReadonlyBoardMap;
  /** Islands first (in map order), then harbors. */
  readonly nodeIds: readonly string[];
  readonly nodeIndex: ReadonlyMap<string, number>;
  readonly islandCount: number;
  readonly links: readonly LinkIndex[];
  readonly linkIndex: ReadonlyMap<string, number>;
  /** For each node, the indices of the links touching it. */
  readonly linksAt: readonly (readonly number[])[];
  /** Ship company id → harbor node index (or -1). */
  readonly harborNode: Readonly<Record<CompanyId, number>>;
  /** Purple's home island node index (or -1). */
  readonly purpleHome: number;
}

export interface LinkIndex {
  readonly id: string;
  /** Node indices; -1 when the end is missing. */
  readonly from: number;
  readonly to: number;
  readonly segments: number;
  readonly oneWay: boolean;
  /** Index of the other link between the same two ends (a double route), or -1. */
  readonly twin: number;
  /** The harbor end's node index, or -1: a link at a harbor may only be built away from it, by its company. */
  readonly harborEnd: number;
  readonly harborCompany: CompanyId | null;
}

const cache = new WeakMap<ReadonlyBoardMap, BoardIndex>();

export function boardIndex(map: ReadonlyBoardMap): BoardIndex {
  let index = cache.get(map);
  if (!index) {
    index = buildIndex(map);
    cache.set(map, index);
  }
  return index;
}

function buildIndex(map: ReadonlyBoardMap): BoardIndex {
  const nodeIds: string[] = [];
  const nodeIndex = new Map<string, number>();
  for (const island of map.islands) {
    if (!nodeIndex.has(island.id)) {
      nodeIndex.set(island.id, nodeIds.length);
      nodeIds.push(island.id);
    }
  }
  const islandCount = nodeIds.length;
  const harborCompanyAt = new Map<number, CompanyId>();
  for (const harbor of map.harbors) {
    if (!nodeIndex.has(harbor.id)) {
      nodeIndex.set(harbor.id, nodeIds.length);
      harborCompanyAt.set(nodeIds.length, harbor.company);
      nodeIds.push(harbor.id);
    }
  }
  const linksAt: number[][] = nodeIds.map(() => []);
  const links: LinkIndex[] = [];
  const linkIndex = new Map<string, number>();
  const firstBetween = new Map<string, number>();
  const twins: number[] = [];
  map.links.forEach((link, i) => {
    const from = nodeIndex.get(link.from) ?? -1;
    const to = nodeIndex.get(link.to) ?? -1;
    if (!linkIndex.has(link.id)) linkIndex.set(link.id, i);
    twins.push(-1);
    if (from >= 0 && to >= 0 && from !== to) {
      linksAt[from].push(i);
      linksAt[to].push(i);
      const key = from < to ? `${from}:${to}` : `${to}:${from}`;
      const other = firstBetween.get(key);
      if (other === undefined) firstBetween.set(key, i);
      else if (twins[other] === -1) {
        twins[other] = i;
        twins[i] = other;
      }
    }
    links.push({
      id: link.id,
      from,
      to,
      segments: link.segments,
      oneWay: link.oneWay,
      twin: -1,
      harborEnd: harborCompanyAt.has(from) ? from : harborCompanyAt.has(to) ? to : -1,
      harborCompany: harborCompanyAt.get(from) ?? harborCompanyAt.get(to) ?? null,
    });
  });
  links.forEach((link, i) => ((link as { twin: number }).twin = twins[i]));

  const harborNode = { red: -1, blue: -1, white: -1, green: -1, black: -1, purple: -1 } as Record<CompanyId, number>;
  for (const company of map.companies) {
    if (company.harbor !== undefined) harborNode[company.id] = nodeIndex.get(company.harbor) ?? -1;
  }
  const purple = map.companies.find((c) => c.id === 'purple');
  const home = purple?.home !== undefined ? (nodeIndex.get(purple.home) ?? -1) : -1;
  return {
    map,
    nodeIds,
    nodeIndex,
    islandCount,
    links,
    linkIndex,
    linksAt,
    harborNode,
    purpleHome: home >= 0 && home < islandCount ? home : -1,
  };
}

export const isIsland = (board: BoardIndex, node: number): boolean => node >= 0 && node < board.islandCount;

/** Purple's home island id, as the index settled it; null on a map without a valid one. */
export const purpleHomeOf = (board: BoardIndex): string | null => (board.purpleHome >= 0 ? board.nodeIds[board.purpleHome] : null);

/** A place as a sentence names it: an island's name, "the red harbor", or else the id itself. */
export function nodeName(map: ReadonlyBoardMap, id: string): string {
  const island = map.islands.find((i) => i.id === id);
  if (island) return island.name;
  const harbor = map.harbors.find((h) => h.id === id);
  if (harbor) return harborName(harbor.company);
  return id;
}

/** How `nodeName` (and so the engine's refusals) names a company's harbor: "the red harbor". */
export const harborName = (company: string): string => `the ${company} harbor`;

/** The company whose harbor `name` is, as `harborName` wrote it; null for any other name (an island's). */
export function harborOfName(name: string): string | null {
  const m = /^the ([a-z]+) harbor$/.exec(name);
  return m ? m[1] : null;
}

/** The end of `link` opposite `node`. */
export const otherEnd = (link: LinkIndex, node: number): number => (link.from === node ? link.to : link.from);

/** The harbor clause: a link at a harbor is built only away from it, and only by the harbor's own company. */
export const harborAllows = (link: LinkIndex, node: number, company: CompanyId): boolean =>
  link.harborEnd < 0 || (link.harborEnd === node && link.harborCompany === company);

/**
 * May a route travel `link` starting at `node`? Only the board's own constraints:
 * one-way arrows, and harbors (a harbor is where a route starts, never where one arrives).
 */
export function canTravel(link: LinkIndex, node: number): boolean {
  if (link.oneWay && link.from !== node) return false;
  if (link.harborEnd >= 0 && link.harborEnd !== node) return false;
  return true;
}
