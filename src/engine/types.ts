import type { BoardMap, CompanyId, DeepReadonly, Nation, ShipCompanyId } from '../map/schema';

export type { DeepReadonly } from '../map/schema';
import type { RuleId } from './rules';
import type { RefusalCode, RefusalValues } from './refusals';
import type { Variants } from './variants';

export type Seat = number;
export type CardKind = '2x' | '3x' | '5x' | 'port';
export type CardId = '2x-1' | '2x-2' | '2x-3' | '3x' | '5x' | 'port';

/**
 * A state being built (`newGame`): its fields and its arrays may be written, while
 * what they hold stays readonly; the engine alone uses this type.
 */
export type Draft<T> = { -readonly [K in keyof T]: T[K] extends ReadonlyArray<infer U> ? U[] : T[K] };

/** A card's statuses, in one list: the type below, the saved-game schema and the rollout read it. */
export const CARD_STATUSES = ['available', 'held', 'used', 'out'] as const;

// The shapes below are written plainly and handed out deeply readonly (the exported types after them).
interface CardData {
  id: CardId;
  kind: CardKind;
  /** `out`: removed at setup (one 2X with 3 or 4 players). `used`: spent before phase 4 (Port card moved, 5X phase over). */
  status: (typeof CARD_STATUSES)[number];
  holder: Seat | null;
}

interface PlayerData {
  name: string;
  nation: Nation;
  money: number;
  /** Port markers not yet on the board. */
  reserve: number;
  card: CardId | null;
  /** A ship bought this round whose route has not started yet. */
  clipper: ShipCompanyId | null;
  /** The phase in which this player laid segments with the 5X card this round. */
  fiveXPhase: 2 | 3 | null;
}

/** Where a route ends: on a node (island or harbor), or part-way along a link. */
export type RouteEnd = { readonly node: string } | { readonly link: string };

interface CompanyData {
  /** Segments not yet laid. */
  supply: number;
  /** Ships on the board, each the end of one route. Always empty for purple. */
  ships: RouteEnd[];
  /** Ships still beside the board, for sale in phase 1. */
  spare: number;
}

/** A link that a company has begun: built from `start`, `laid` of its segments placed. */
interface LinkBuildData {
  company: CompanyId;
  start: string;
  laid: number;
}

interface IslandData {
  /** Seats of the players whose port markers stand here, one entry per marker. */
  markers: Seat[];
  /** Companies connected here, in the order they arrived. */
  companies: CompanyId[];
}

export type Phase = 1 | 2 | 3;
/** Phase 1 has two steps per player: the action, then the optional clipper purchase. */
export type Step = 'action' | 'clipper' | 'place';

/**
 * `all-laid`: every segment is on the board. `no-placement`: the player due to lay
 * could not. `dead-board`: at the end of a round nobody could lay a segment without
 * buying a ship, so no new round is played.
 */
export type EndReason = 'all-laid' | 'no-placement' | 'dead-board';

interface GameData {
  map: BoardMap;
  variants: Variants;
  seed: number;
  players: PlayerData[];
  round: number;
  phase: Phase;
  step: Step;
  /** Holder of the first-player card. */
  firstPlayer: Seat;
  /** How many players have finished their turn in this phase. */
  turn: number;
  /** Segments laid in the current placement turn. */
  placed: number;
  /** Port card used in the current placement turn. */
  portMoved: boolean;
  cards: CardData[];
  companies: Record<CompanyId, CompanyData>;
  /** Aligned with `map.links`: null while nobody has begun the link. */
  links: (LinkBuildData | null)[];
  /** Aligned with `map.islands`. */
  islands: IslandData[];
  purpleActive: boolean;
  ended: null | { reason: EndReason; round: number; phase: Phase; seat: Seat };
}

export type CardState = DeepReadonly<CardData>;
export type PlayerState = DeepReadonly<PlayerData>;
export type CompanyState = DeepReadonly<CompanyData>;
export type LinkBuild = DeepReadonly<LinkBuildData>;
export type IslandState = DeepReadonly<IslandData>;
/**
 * A game position: plain JSON data, and a value, typed so that no caller can change
 * it in place (copy it, e.g. through JSON, to edit it): `applyMove` returns a new
 * state sharing the unchanged parts, and the engine caches what it derives from a
 * state's arrays (`links`, `islands`, a company's `ships`) by their identity.
 */
export type GameState = DeepReadonly<GameData>;

// Moves are data. The acting player is always the one whose turn it is.
export type Move =
  | { type: 'port.place'; island: string }
  | { type: 'card.take'; card: CardKind }
  | { type: 'pass' }
  | { type: 'clipper.buy'; company: ShipCompanyId }
  | { type: 'clipper.skip' }
  /**
   * Lay one segment of `company` on `link`, travelling away from node `from`
   * (for a half-built link, `from` is the end it was begun from).
   * `start: true` starts a new route with the ship this player bought.
   */
  | { type: 'segment.place'; company: CompanyId; link: string; from: string; start?: boolean }
  | { type: 'port.move'; from: string; to: string }
  | { type: 'turn.end' };

export type MoveType = Move['type'];

export interface Violation {
  rule: RuleId;
  /** In English. */
  message: string;
  /** The same as data, for the words of another language (refusals.ts). Absent in violations saved before it existed. */
  reason?: { code: RefusalCode; values: RefusalValues };
}

export type GameEvent =
  | { type: 'port.placed'; seat: Seat; island: string }
  | { type: 'port.moved'; seat: Seat; from: string; to: string }
  | { type: 'card.taken'; seat: Seat; card: CardId; price: number }
  | { type: 'card.used'; seat: Seat; card: CardId }
  | { type: 'passed'; seat: Seat }
  | { type: 'clipper.bought'; seat: Seat; company: ShipCompanyId }
  | { type: 'clipper.returned'; seat: Seat; company: ShipCompanyId }
  | { type: 'segment.placed'; seat: Seat; company: CompanyId; link: string; from: string; laid: number; of: number }
  | { type: 'route.started'; seat: Seat; company: ShipCompanyId; from: string }
  | { type: 'ship.moved'; company: ShipCompanyId; to: RouteEnd }
  | { type: 'island.connected'; seat: Seat; company: CompanyId; island: string; companiesThere: number }
  | { type: 'bonus.paid'; seat: Seat; company: CompanyId; island: string; amount: number; rule: 'bonus.first' | 'bonus.new-company'; multiplier: number }
  | { type: 'purple.activated'; seat: Seat }
  | { type: 'turn.ended'; seat: Seat; phase: Phase }
  | { type: 'turn.skipped'; seat: Seat; phase: Phase; rule: RuleId }
  | { type: 'phase.started'; round: number; phase: Phase }
  | { type: 'cards.returned'; round: number }
  | { type: 'first-player.passed'; to: Seat }
  | { type: 'game.ended'; reason: EndReason; seat: Seat };

export type Refusal = { ok: false; violation: Violation };
export type MoveResult = { ok: true; state: GameState; events: GameEvent[] } | Refusal;
