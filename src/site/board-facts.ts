import { NATION_STYLE } from '../board/colors';
import { safeColour } from '../map/colour';
import { MARKERS_PER_NATION, type Variants } from '../engine';
import { boardIndex, nodeName, purpleHomeOf } from '../map/board';
import type { BoardMap } from '../map/schema';
import type { Language } from '../i18n/languages';

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
  'departure-markers',
  'reserve-markers',
] as const;
export type FactName = (typeof FACTS)[number];

const WORDS: { readonly [L in Language]: readonly string[] } = {
  en: ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'],
  fr: ['aucun', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf', 'vingt'],
};
/** The grammatical gender of the noun a count goes with: French writes « une carte », « aucune île », « un port ». */
export type Gender = 'masculine' | 'feminine';
/** The words that change with the noun's gender, per language (English has none). */
const FEMININE: { readonly [L in Language]: Readonly<Record<number, string>> } = { en: {}, fr: { 0: 'aucune', 1: 'une' } };

/** Small counts in words, as a rulebook writes them, agreeing with the noun's gender; larger ones in figures. */
/** A count that starts a sentence: "Twelve short sections", « Douze sections ». */
export const countWordCapital = (n: number, lang: Language = 'en', gender: Gender = 'masculine'): string => {
  const word = countWord(n, lang, gender);
  return word.charAt(0).toUpperCase() + word.slice(1);
};

export const countWord = (n: number, lang: Language = 'en', gender: Gender = 'masculine'): string => {
  if (!(Number.isInteger(n) && n >= 0 && n < WORDS[lang].length)) return String(n);
  return (gender === 'feminine' ? FEMININE[lang][n] : undefined) ?? WORDS[lang][n];
};

/**
 * The gender of the noun each counted fact goes with in the rules text, per language:
 * the French pages say « <Fact of="departure-cards" /> cartes Départ », « … îles ».
 * A fact not listed is masculine (« ports », « pions », « comptoirs »).
 */
export const FACT_GENDER: { readonly [L in Language]: Partial<Record<FactName, Gender>> } = {
  en: {},
  fr: { 'departure-cards': 'feminine', 'departure-islands': 'feminine' },
};

const range = (values: number[], lang: Language = 'en', gender: Gender = 'masculine') => {
  if (values.length === 0) return lang === 'fr' ? countWord(0, lang, gender) : 'none';
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? `${lo}` : `${lo} ${lang === 'fr' ? 'à' : 'to'} ${hi}`;
};

const cardMarkers = (card: BoardMap['departureCards'][number]) => Object.values(card.markers).reduce((n, m) => n + m, 0);
/** One number in words when every card agrees ("seven"), a range otherwise ("6 to 7"). */
const countOrRange = (values: number[], lang: Language = 'en', gender: Gender = 'masculine') =>
  values.length && values.every((v) => v === values[0]) ? countWord(values[0], lang, gender) : range(values, lang, gender);

export function purpleHomeName(map: BoardMap, lang: Language = 'en'): string {
  const home = purpleHomeOf(boardIndex(map));
  return home !== null ? nodeName(map, home) : lang === 'fr' ? 'son île d’attache' : 'its home island';
}

/**
 * A fact in `lang`'s words: counts up to twenty spelled out, agreeing with the noun
 * the text puts after them (`FACT_GENDER`, or `gender` when the text says otherwise),
 * ranges as “1 to 5” or « 1 à 5 ».
 */
export function boardFact(map: BoardMap, name: FactName, lang: Language = 'en', gender: Gender = FACT_GENDER[lang][name] ?? 'masculine'): string {
  switch (name) {
    case 'map-name':
      return map.name;
    case 'islands':
      return String(map.islands.length);
    case 'links':
      return String(map.links.length);
    case 'harbors':
      return countWord(map.harbors.length, lang, gender);
    case 'purple-home':
      return purpleHomeName(map, lang);
    case 'purple-segments':
      return countWord(map.companies.find((c) => c.id === 'purple')?.segments ?? 0, lang, gender);
    case 'segments-total':
      return String(map.companies.reduce((n, c) => n + c.segments, 0));
    case 'ships-total':
      return String(map.companies.reduce((n, c) => n + c.ships, 0));
    case 'value-range':
      return range(map.islands.map((i) => i.value), lang);
    case 'port-range':
      return range(map.islands.map((i) => i.ports), lang);
    case 'link-range':
      return range(map.links.map((l) => l.segments), lang);
    case 'departure-cards':
      return countWord(map.departureCards.length, lang, gender);
    case 'departure-islands':
      return countOrRange(map.departureCards.map((c) => Object.keys(c.markers).length), lang, gender);
    case 'departure-markers':
      return countOrRange(map.departureCards.map(cardMarkers), lang, gender);
    case 'reserve-markers':
      return countOrRange(map.departureCards.map((c) => MARKERS_PER_NATION - cardMarkers(c)), lang, gender);
  }
}

/** The companies as the components table lists them (purple last, as on the board). */
export function companyRows(map: BoardMap) {
  return map.companies.map((c) => ({ id: c.id, name: c.name, colour: c.id, swatch: safeColour(c.color), segments: c.segments, ships: c.ships }));
}

/** Each departure card with its islands by name, the double-marker island first. */
export function departureRows(map: BoardMap) {
  const name = (id: string) => nodeName(map, id);
  return map.departureCards.map((card) => ({
    nation: card.nation,
    label: NATION_STYLE[card.nation].label,
    islands: Object.entries(card.markers)
      .sort((a, b) => b[1] - a[1])
      .map(([id, n]) => ({ id, name: name(id), markers: n })),
  }));
}

/** What each variant choice means, said as the rule in force on this site, in `lang`. */
export function variantInForce<K extends keyof Variants>(name: K, choice: Variants[K], map: BoardMap, lang: Language = 'en'): string {
  const home = purpleHomeName(map, lang);
  const text: { readonly [L in Language]: { [V in keyof Variants]: Record<Variants[V], string> } } = {
    en: {
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
    },
    fr: {
      portCard: {
        'replaces-placement': 'Sur ce site, déplacer le comptoir remplace le pion Route de la phase.',
        'in-addition': 'Sur ce site, le détenteur pose son pion Route de la phase comme d’habitude et peut en plus déplacer le comptoir.',
      },
      tieBreak: {
        'money-then-last-turn': 'Sur ce site, l’égalité de points se départage à l’argent, puis en faveur du dernier ex aequo, dans l’ordre du tour, à ne pas avoir joué un tour complet lors du dernier tour.',
        'money-only': 'Sur ce site, l’égalité de points se départage à l’argent ; à argent égal aussi, la victoire est partagée.',
      },
      purpleHome: {
        always: `Sur ce site, le violet compte toujours comme relié à ${home} au décompte, qu’il soit actif ou non.`,
        'when-active': `Sur ce site, le violet ne compte comme relié à ${home} au décompte que s’il est devenu actif pendant la partie.`,
        never: `Sur ce site, le violet ne compte à ${home} que là où de vraies liaisons violettes arrivent.`,
      },
      purpleBranch: {
        'home-only': `Sur ce site, toute nouvelle route violette part de ${home}.`,
        anywhere: `Sur ce site, le violet peut aussi ouvrir une nouvelle route depuis n’importe quelle île qu’il dessert déjà.`,
      },
    },
  };
  return text[lang][name][choice as Variants[K] & string];
}

/**
 * The island an example in the rules text is about: `id` when the board has it
 * (under whatever name the publisher gave it), otherwise the board's island whose
 * value is nearest `near` (ties: the first by name), so the example stays true on
 * any board. Null only for a board without islands.
 */
export function exampleIsland(map: BoardMap, id: string, near: number): BoardMap['islands'][number] | null {
  const own = map.islands.find((i) => i.id === id);
  if (own) return own;
  const byName = [...map.islands].sort((a, b) => a.name.localeCompare(b.name));
  let best: BoardMap['islands'][number] | null = null;
  for (const island of byName) if (!best || Math.abs(island.value - near) < Math.abs(best.value - near)) best = island;
  return best;
}

export interface ScoreTerm {
  /** The island (see `exampleIsland`). */
  id: string;
  near: number;
  /** Different companies connected to it. */
  companies: number;
}

/** An end-of-game score worked out on this board: `5 + 6 × 2 + 4 × 1 = 21`. */
export function scoreSum(map: BoardMap, money: number, terms: readonly ScoreTerm[]): { text: string; total: number } {
  const parts = terms.map((t) => ({ value: exampleIsland(map, t.id, t.near)?.value ?? 0, companies: t.companies }));
  const total = money + parts.reduce((n, p) => n + p.value * p.companies, 0);
  return { text: `${[String(money), ...parts.map((p) => `${p.value} × ${p.companies}`)].join(' + ')} = ${total}`, total };
}
