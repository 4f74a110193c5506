import { NATION_STYLE } from '../board/colors';
import { safeColour } from '../map/colour';
import type { Variants } from '../engine';
import type { BoardMap } from '../map/schema';

/**
 * Facts the rules text states about the board, drawn from the site's map, never
 * written into the MDX: a publisher's board with 41 islands says 41. Pure (tested).
 */

export const FACTS = [
  'map-name',
  'islands',
  'links',
  'harbors',
  'purple-home',
  'purple-segments',
  'segments-total',
  'ships-total',
  'value-range',
  'port-range',
  'link-range',
  'departure-cards',
  'departure-islands',
] as const;
export type FactName = (typeof FACTS)[number];

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
/** Small counts in words, as a rulebook writes them; larger ones in figures. */
export const countWord = (n: number): string => (n >= 0 && n < WORDS.length ? WORDS[n] : String(n));

const range = (values: number[], unit = '') => {
  if (values.length === 0) return 'none';
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? `${lo}${unit}` : `${lo} to ${hi}${unit}`;
};

export function purpleHomeName(map: BoardMap): string {
  const purple = map.companies.find((c) => c.id === 'purple');
  return map.islands.find((i) => i.id === purple?.home)?.name ?? 'its home island';
}

export function boardFact(map: BoardMap, name: FactName): string {
  switch (name) {
    case 'map-name':
      return map.name;
    case 'islands':
      return String(map.islands.length);
    case 'links':
      return String(map.links.length);
    case 'harbors':
      return countWord(map.harbors.length);
    case 'purple-home':
      return purpleHomeName(map);
    case 'purple-segments':
      return countWord(map.companies.find((c) => c.id === 'purple')?.segments ?? 0);
    case 'segments-total':
      return String(map.companies.reduce((n, c) => n + c.segments, 0));
    case 'ships-total':
      return String(map.companies.reduce((n, c) => n + c.ships, 0));
    case 'value-range':
      return range(map.islands.map((i) => i.value));
    case 'port-range':
      return range(map.islands.map((i) => i.ports));
    case 'link-range':
      return range(map.links.map((l) => l.segments));
    case 'departure-cards':
      return countWord(map.departureCards.length);
    case 'departure-islands': {
      const sizes = map.departureCards.map((c) => Object.keys(c.markers).length);
      return sizes.length && sizes.every((s) => s === sizes[0]) ? countWord(sizes[0]) : range(sizes);
    }
  }
}

/** The companies as the components table lists them (purple last, as on the board). */
export function companyRows(map: BoardMap) {
  return map.companies.map((c) => ({ id: c.id, name: c.name, colour: c.id, swatch: safeColour(c.color), segments: c.segments, ships: c.ships }));
}

/** Each departure card with its islands by name, the double-marker island first. */
export function departureRows(map: BoardMap) {
  const name = (id: string) => map.islands.find((i) => i.id === id)?.name ?? id;
  return map.departureCards.map((card) => ({
    nation: card.nation,
    label: NATION_STYLE[card.nation].label,
    islands: Object.entries(card.markers)
      .sort((a, b) => b[1] - a[1])
      .map(([id, n]) => ({ id, name: name(id), markers: n })),
  }));
}

/** What each variant choice means, said as the rule in force on this site. */
export function variantInForce<K extends keyof Variants>(name: K, choice: Variants[K], map: BoardMap): string {
  const home = purpleHomeName(map);
  const text: { [V in keyof Variants]: Record<Variants[V], string> } = {
    portCard: {
      'replaces-placement': 'On this site, moving the marker takes the place of that phase’s segment.',
      'in-addition': 'On this site, the holder lays the phase’s segment as usual and may also move the marker.',
    },
    tieBreak: {
      'money-then-last-turn': 'On this site, a tie on points goes to the most money, then to the last tied player in turn order who did not take a full turn in the final round.',
      'money-only': 'On this site, a tie on points goes to the most money; a tie on money too is a shared win.',
    },
    purpleHome: {
      always: `On this site, purple always counts as connected to ${home} at scoring, active or not.`,
      'when-active': `On this site, purple counts as connected to ${home} at scoring only if it became active during the game.`,
      never: `On this site, purple counts at ${home} only where purple links actually arrive.`,
    },
    purpleBranch: {
      'home-only': `On this site, every new purple route starts at ${home}.`,
      anywhere: `On this site, purple may also start a new route from any island it already reaches.`,
    },
  };
  return text[name][choice as Variants[K] & string];
}
