import type { BoardMap } from '../map/schema';
import { safeColour } from '../map/colour';
import { boardIndex, purpleHomeOf } from '../map/board';
import type { Say } from '../i18n/format';

/** The board as rows for the accessible tables on /board, in the page's words (pure; tested). */

export interface LinkEntry {
  link: string;
  /** The island or harbor at the other end. */
  other: string;
  otherName: string;
  segments: number;
  /** 'out': a one-way link that may be built from here; 'in': one that may only arrive here. */
  direction: 'both' | 'out' | 'in';
  double: boolean;
}

export interface IslandRow {
  id: string;
  name: string;
  value: number;
  ports: number;
  links: LinkEntry[];
  /** Nations whose departure cards put markers here, with how many. */
  starts: { nation: string; label: string; markers: number }[];
  purpleHome: boolean;
}

export interface HarborRow {
  id: string;
  company: string;
  companyName: string;
  color: string;
  segments: number;
  ships: number;
  links: LinkEntry[];
}

export function boardTables(map: BoardMap, say: Say): { islands: IslandRow[]; harbors: HarborRow[] } {
  const board = boardIndex(map);
  const names = new Map<string, string>();
  for (const i of map.islands) names.set(i.id, i.name);
  for (const h of map.harbors) names.set(h.id, say('board.harborOf', { company: say(`company.${h.company}`) }));
  const linksOf = (id: string): LinkEntry[] =>
    map.links
      .map((l, i) => ({ l, i }))
      .filter(({ l }) => l.from === id || l.to === id)
      .map(({ l, i }) => {
        const other = l.from === id ? l.to : l.from;
        return {
          link: l.id,
          other,
          otherName: names.get(other) ?? other,
          segments: l.segments,
          direction: !l.oneWay ? 'both' : l.from === id ? 'out' : 'in',
          double: (board.links[i]?.twin ?? -1) >= 0,
        } satisfies LinkEntry;
      });
  const home = purpleHomeOf(board);
  const islands = map.islands.map((island) => ({
    id: island.id,
    name: island.name,
    value: island.value,
    ports: island.ports,
    links: linksOf(island.id),
    starts: map.departureCards
      .filter((card) => (card.markers[island.id] ?? 0) > 0)
      .map((card) => ({ nation: card.nation, label: say(`nation.${card.nation}`), markers: card.markers[island.id] })),
    purpleHome: island.id === home,
  }));
  const harbors = map.harbors.map((h) => {
    const company = map.companies.find((c) => c.id === h.company);
    return {
      id: h.id,
      company: h.company,
      companyName: company?.name ?? h.company,
      color: safeColour(company?.color, '#999'),
      segments: company?.segments ?? 0,
      ships: company?.ships ?? 0,
      links: linksOf(h.id),
    };
  });
  return { islands, harbors };
}

/** "Tahiti (2 spaces, one way, towards here)" style text for one link. */
export function describeLink(e: LinkEntry, say: Say): string {
  return say('board.link', {
    name: e.otherName,
    spaces: say(e.segments === 1 ? 'board.link.spaces.one' : 'board.link.spaces.other', { count: e.segments }),
    direction: e.direction === 'both' ? '' : say(`board.link.${e.direction}`),
    double: e.double ? say('board.link.double') : '',
  });
}
