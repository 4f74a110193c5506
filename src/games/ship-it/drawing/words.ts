import type { Language } from '../../module';
import type { Suit } from '../schema';

/** The drawing's own words: the suit letters a reader sees on every piece, and the panel's. */
export interface DrawingWords {
  /** One letter per colour, so that colour is never the only cue (the text's RD/GR/BL/BK, shortened). */
  readonly letter: Readonly<Record<Suit, string>>;
  readonly board: string;
  readonly turn: string;
  readonly points: string;
  readonly pipStop: string;
  readonly none: string;
  readonly pool: string;
  readonly toBuild: string;
  readonly colour: string;
  readonly player: string;
  /** The column of each colour's action points: left of this turn's for the colour playing, a turn's worth for the others. */
  readonly pointsHead: string;
  readonly profit: string;
  readonly chits: string;
  readonly hub: string;
  readonly out: string;
  /** The key under the panel, one entry each, in two columns when they fit (the first half, then the second). */
  readonly key: readonly string[];
  readonly faceDown: string;
  readonly faceUp: string;
  readonly official: string;
  readonly pawn: string;
  readonly region: string;
  readonly tick: string;
  readonly over: string;
}

export const DRAWING_WORDS: Readonly<Record<Language, DrawingWords>> = {
  en: {
    letter: { red: 'R', green: 'G', blue: 'B', black: 'K' },
    board: 'The table',
    turn: 'To play: {colour}',
    points: '{left} of {budget} action points left',
    pipStop: 'pip-stop {value}',
    none: 'none',
    pool: 'Pool: {count} face down',
    toBuild: 'To build: {list}',
    colour: 'Colour',
    player: 'Player',
    pointsHead: 'Points',
    profit: 'Profit',
    chits: 'Chits',
    hub: 'Hub',
    out: 'out',
    key: ['R? load, face down', 'R6 warehoused load', 'pawn: shipping hub', 'square: official', 'triangle: suit tick', 'hatched: region'],
    faceDown: 'face down',
    faceUp: 'warehoused, worth {value}',
    official: '{colour} official',
    pawn: '{colour} hub',
    region: '{colour} official’s region',
    tick: 'suit tick',
    over: 'Game over',
  },
  fr: {
    letter: { red: 'R', green: 'V', blue: 'B', black: 'N' },
    board: 'La table',
    turn: 'Au tour de : {colour}',
    points: 'points d’action restants : {left} sur {budget}',
    pipStop: 'seuil {value}',
    none: 'aucune',
    pool: 'Pioche : {count} face cachée',
    toBuild: 'À construire : {list}',
    colour: 'Couleur',
    player: 'Joueur',
    pointsHead: 'Points',
    profit: 'Profit',
    chits: 'Jetons',
    hub: 'Port',
    out: 'sorti',
    key: ['R? fret caché', 'R6 fret entreposé', 'pion : port', 'carré : fonctionnaire', 'triangle : coin marqué', 'hachures : région'],
    faceDown: 'face cachée',
    faceUp: 'entreposé, vaut {value}',
    official: 'fonctionnaire {colour}',
    pawn: 'port {colour}',
    region: 'région du fonctionnaire {colour}',
    tick: 'coin marqué',
    over: 'Partie terminée',
  },
};

export const fill = (template: string, values: Readonly<Record<string, string | number>>): string => template.replace(/\{(\w+)\}/g, (w, k: string) => (k in values ? String(values[k]) : w));
