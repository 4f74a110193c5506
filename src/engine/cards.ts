import type { CardId, CardKind, GameState, PlayerState, Seat } from './types';

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

/** `CARD_KINDS[kind]` read by name, for the same reason. */
function kindRow(kind: CardKind): (typeof CARD_KINDS)[CardKind] {
  switch (kind) {
    case '2x':
      return CARD_KINDS['2x'];
    case '3x':
      return CARD_KINDS['3x'];
    case '5x':
      return CARD_KINDS['5x'];
    default:
      return CARD_KINDS.port;
  }
}

/**
 * The 5X card's one fact: the phase its holder lays in this round, or null while
 * not yet chosen. The card is spent (`used`) once that phase's turn is over.
 */
export const fiveXPhase = (state: GameState, seat: Seat): 2 | 3 | null => state.players[seat].fiveXPhase;

/** How many segments the player may lay in this placement turn in all (before any are laid). */
export function allowance(state: GameState, seat: Seat): number {
  const player = state.players[seat];
  const kind = cardKindOf(state, player);
  if (kind === null) return 1;
  const row = kindRow(kind);
  const phase = state.phase === 3 ? 3 : 2;
  if (row.oneInPhase && player.fiveXPhase !== null && player.fiveXPhase !== phase) return 0;
  return row.allowance[phase];
}

/** Bonus multiplier of the player's card this round. */
export function bonusMultiplier(state: GameState, seat: Seat): number {
  const kind = cardKindOf(state, state.players[seat]);
  return kind === null ? 1 : kindRow(kind).bonus;
}

/**
 * Is this placement turn the player's last chance this round to lay segments?
 * Phase 3 always is; in phase 2 the 5X holder who lays anything gives up phase 3.
 */
export function isLastChance(state: GameState, seat: Seat): boolean {
  if (state.phase === 3) return true;
  return cardKindOf(state, state.players[seat]) === '5x';
}

/*
 * The 5X card's rule (card.5x.one-phase), all of it: the first segment its holder
 * lays fixes the phase; the holder may end a phase-2 turn without laying, keeping
 * the five for phase 3; the turn in that phase spends the card; in the other phase
 * the holder sits out.
 */

/** Does the player sit this placement phase out (the 5X card was laid in the other)? */
export const sitsOut = (state: GameState, seat: Seat): boolean => allowance(state, seat) === 0;

/** The phase a segment laid now fixes for the player's 5X card, or null if it fixes nothing. */
export function fiveXClaim(state: GameState, player: PlayerState): 2 | 3 | null {
  if (player.fiveXPhase !== null || cardKindOf(state, player) !== '5x') return null;
  return state.phase === 3 ? 3 : 2;
}

/** May the player end this placement turn without laying, to lay with the 5X card in phase 3? */
export const mayWaitForPhase3 = (state: GameState, seat: Seat): boolean =>
  state.phase === 2 && cardKindOf(state, state.players[seat]) === '5x';

/** Would ending this placement turn now keep the player's 5X card for phase 3 (nothing laid with it yet, phase 2)? */
export const turnEndKeepsFiveX = (state: GameState, seat: Seat): boolean =>
  mayWaitForPhase3(state, seat) && state.players[seat].fiveXPhase === null && state.placed === 0;

/** Does the end of this placement turn spend the player's card (the 5X card, in the phase it was laid in)? */
export const spentAtTurnEnd = (state: GameState, seat: Seat): boolean => state.players[seat].fiveXPhase === state.phase;
