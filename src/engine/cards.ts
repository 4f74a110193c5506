import type { CardId, CardKind, GameState, PlayerState } from './types';

/**
 * The option cards, one row per kind: everything the rules say about a card lives
 * here, and every other module (engine, bots, simulator, CLI, walkthroughs, board,
 * editor, charts) reads it from here. `allowance` is segments per placement turn
 * in phases 2 and 3; the 5X card's five go in one of the two phases only
 * (`oneInPhase`); `bonus` multiplies the holder's bonuses; `spent` says when the
 * card stops helping before it goes back to the table in phase 4.
 */
export const CARD_KINDS = {
  '2x': { label: '2X', price: 2, allowance: { 2: 2, 3: 2 }, oneInPhase: false, bonus: 2, spent: 'at phase 4', rule: 'card.2x' },
  '3x': { label: '3X', price: 0, allowance: { 2: 3, 3: 3 }, oneInPhase: false, bonus: 0, spent: 'at phase 4', rule: 'card.3x' },
  '5x': { label: '5X', price: 1, allowance: { 2: 5, 3: 5 }, oneInPhase: true, bonus: 1, spent: 'after the phase its holder laid in', rule: 'card.5x.one-phase' },
  port: { label: 'Port', price: 4, allowance: { 2: 1, 3: 1 }, oneInPhase: false, bonus: 1, spent: 'once its marker has moved', rule: 'card.port' },
} as const satisfies Record<CardKind, {
  label: string;
  price: number;
  allowance: { 2: number; 3: number };
  oneInPhase: boolean;
  bonus: number;
  spent: string;
  rule: string;
}>;

/** The six cards of the game, by id, and the kind each is. */
export const CARD_IDS = {
  '2x-1': '2x',
  '2x-2': '2x',
  '2x-3': '2x',
  '3x': '3x',
  '5x': '5x',
  port: 'port',
} as const satisfies Record<CardId, CardKind>;

/** A card's kind follows from its id, so no search of `state.cards` is needed. */
export const CARD_KIND: Readonly<Record<CardId, CardKind>> = CARD_IDS;
/** One column of the card table, by kind (a literal with fixed keys: the hot paths read these). */
const column = <T>(pick: (row: (typeof CARD_KINDS)[CardKind]) => T): Readonly<Record<CardKind, T>> => ({
  '2x': pick(CARD_KINDS['2x']),
  '3x': pick(CARD_KINDS['3x']),
  '5x': pick(CARD_KINDS['5x']),
  port: pick(CARD_KINDS.port),
});
export const CARD_PRICE: Readonly<Record<CardKind, number>> = column((row) => row.price);
export const CARD_LABEL: Readonly<Record<CardKind, string>> = column((row) => row.label);
export const CARD_KIND_LIST: readonly CardKind[] = ['2x', '3x', '5x', 'port'];
/** A card kind as players say it ("2X", "Port"); anything else (a garbage move's card) upper-cased as given. */
export const cardLabel = (kind: unknown): string => (typeof kind === 'string' && Object.hasOwn(CARD_LABEL, kind) ? CARD_LABEL[kind as CardKind] : String(kind).toUpperCase());

// A used Port card no longer helps, but a used 5X still forbids the other phase: so the kind, whatever the status.
// A switch rather than `CARD_IDS[player.card]`, which is the hot paths' megamorphic keyed read (see `slotOf` in origins.ts).
export function cardKindOf(_state: GameState, player: PlayerState): CardKind | null {
  switch (player.card) {
    case '2x-1':
    case '2x-2':
    case '2x-3':
      return '2x';
    case '3x':
      return '3x';
    case '5x':
      return '5x';
    case 'port':
      return 'port';
    default:
      return null;
  }
}

/** A kind's index in `CARD_KIND_LIST`, by a switch for the same reason; -1 for anything else. */
export function kindIndex(kind: unknown): number {
  switch (kind) {
    case '2x':
      return 0;
    case '3x':
      return 1;
    case '5x':
      return 2;
    case 'port':
      return 3;
    default:
      return -1;
  }
}
