import { boardOf } from '../context';
import { kindIndex } from '../cards';
import { COMPANY_ORDER, companyOf, slotOf } from '../origins';
import { rolloutTables, type RolloutTables } from './tables';
import type { CardId, CardState, CompanyState, EndReason, GameState, IslandState, LinkBuild, Phase, PlayerState, RouteEnd, Step } from '../types';
import type { CompanyId, ShipCompanyId } from '../../map/schema';

/**
 * A game position as numbers that a rollout changes in place: the same facts as a
 * `GameState` (types.ts), field for field, with ids turned into indices. Only
 * `toPosition` makes one and only `toState` reads one back, so no caller ever
 * sees it: it lives for one `playOut`.
 */
export interface Position {
  t: RolloutTables;
  from: GameState;
  replaces: boolean;
  purpleAnywhere: boolean;
  players: number;
  money: number[];
  reserve: number[];
  /** Index into the card arrays below, or -1. */
  card: number[];
  /** Company slot of the ship bought this round, or -1. */
  clipper: number[];
  /** 0, 2 or 3. */
  fiveX: number[];
  round: number;
  phase: Phase;
  step: Step;
  firstPlayer: number;
  turn: number;
  placed: number;
  portMoved: boolean;
  purpleActive: boolean;
  ended: null | { reason: EndReason; round: number; phase: Phase; seat: number };
  cardKind: number[];
  /** 0 available, 1 held, 2 used, 3 out (`STATUS`). */
  cardStatus: number[];
  cardHolder: number[];
  supply: number[];
  spare: number[];
  /** By slot: where each ship stands, a node or -(link + 1), in the order of `ships`. */
  ships: number[][];
  /** By link: the company slot that began it (-1: nobody), the node it was begun from, segments laid. */
  linkCompany: number[];
  linkStart: number[];
  linkLaid: number[];
  markers: number[][];
  /** By island: company slots in the order they arrived, and the same as a bit mask. */
  connected: number[][];
  connectedMask: number[];
  /** Bumped when a segment is laid / when an island gains a company: the keys of the caches below. */
  linksVersion: number;
  connectionsVersion: number;
  /** The index of the Port card in the card arrays (-1 if the game has none). */
  portCard: number;
  // What placements.ts and moves.ts keep between moves (see there).
  /** By slot: the placement set's moves (codes) and their links, `placementCount[slot]` of each. */
  placementCodes: Int32Array[];
  placementLinks: Int32Array[];
  placementCount: Int32Array;
  /** The legal moves of the position as codes (moves.ts), after the first `placementsFirst` (see `moveAt`). */
  list: Int32Array;
  placementsFirst: number;
  origins: number[][];
  originsVersion: number[];
  openLinks: number[][];
  openVersion: number[];
  canStart: number[];
  canStartVersion: number;
}

export const STATUS: readonly CardState['status'][] = ['available', 'held', 'used', 'out'];
const STEPS: readonly Step[] = ['action', 'clipper', 'place'];

/**
 * The position of `state`, or null for anything a rollout does not expect (an id
 * the board lacks, a map whose island ids repeat): `playOut` then plays it the
 * ordinary way, which words whatever is wrong.
 */
export function toPosition(state: GameState): Position | null {
  const board = boardOf(state);
  const t = rolloutTables(board);
  if (t.islands !== state.map.islands.length || state.islands.length !== t.islands || state.links.length !== t.links) return null;
  if (board.linkIndex.size !== t.links) return null;
  if (!STEPS.includes(state.step)) return null;
  const n = state.players.length;
  const cards = state.cards;
  const scratch = scratchOf(t);
  const cardIndex = (id: CardId | null): number => (id === null ? -1 : cards.findIndex((c) => c.id === id));
  const p: Position = {
    t,
    from: state,
    replaces: state.variants.portCard === 'replaces-placement',
    purpleAnywhere: state.variants.purpleBranch === 'anywhere',
    players: n,
    money: ints(state.players, (x) => x.money),
    reserve: ints(state.players, (x) => x.reserve),
    card: ints(state.players, (x) => cardIndex(x.card)),
    clipper: ints(state.players, (x) => (x.clipper === null ? -1 : slotOf(x.clipper))),
    fiveX: ints(state.players, (x) => x.fiveXPhase ?? 0),
    round: state.round,
    phase: state.phase,
    step: state.step,
    firstPlayer: state.firstPlayer,
    turn: state.turn,
    placed: state.placed,
    portMoved: state.portMoved,
    purpleActive: state.purpleActive,
    ended: state.ended === null ? null : { ...state.ended },
    cardKind: ints(cards, (c) => kindIndex(c.kind)),
    cardStatus: ints(cards, (c) => STATUS.indexOf(c.status)),
    cardHolder: ints(cards, (c) => (c.holder === null ? -1 : c.holder)),
    supply: ints(COMPANY_ORDER, (c) => companyOf(state.companies, c).supply),
    spare: ints(COMPANY_ORDER, (c) => companyOf(state.companies, c).spare),
    ships: [],
    linkCompany: ints(state.links, (b) => (b === null ? -1 : slotOf(b.company))),
    linkStart: ints(state.links, (b, li) => (b === null ? -1 : startOf(t, li, b))),
    linkLaid: ints(state.links, (b) => (b === null ? 0 : b.laid)),
    markers: state.islands.map((i) => i.markers.slice()),
    connected: state.islands.map((i) => i.companies.map(slotOf)),
    connectedMask: new Array<number>(t.islands).fill(0),
    linksVersion: 0,
    connectionsVersion: 0,
    portCard: cards.findIndex((c) => c.id === 'port'),
    placementCodes: scratch.placementCodes,
    placementLinks: scratch.placementLinks,
    placementCount: scratch.placementCount,
    list: scratch.list,
    placementsFirst: 0,
    origins: COMPANY_ORDER.map(() => []),
    originsVersion: [-1, -1, -1, -1, -1, -1],
    openLinks: COMPANY_ORDER.map(() => []),
    openVersion: [-1, -1, -1, -1, -1, -1],
    canStart: [0, 0, 0, 0, 0, 0],
    canStartVersion: -1,
  };
  for (const slot of COMPANY_ORDER.keys()) {
    const places: number[] = [];
    for (const end of companyOf(state.companies, COMPANY_ORDER[slot]).ships) {
      const at = 'link' in end ? board.linkIndex.get(end.link) : board.nodeIndex.get(end.node);
      if (at === undefined) return null;
      places.push('link' in end ? -at - 1 : at);
    }
    p.ships.push(places);
  }
  for (let i = 0; i < t.islands; i++) {
    for (const slot of p.connected[i]) {
      if (slot < 0) return null;
      p.connectedMask[i] |= 1 << slot;
    }
  }
  const bad = (a: readonly number[]) => a.includes(-1);
  if (p.card.some((c, seat) => c < 0 && state.players[seat].card !== null) || bad(p.cardKind) || bad(p.cardStatus)) return null;
  if (p.clipper.some((c, seat) => c < 0 && state.players[seat].clipper !== null)) return null;
  if (state.links.some((b, li) => b !== null && (p.linkCompany[li] < 0 || p.linkStart[li] < 0))) return null;
  return p;
}

/** `items.map(f)`, typed as the numbers it makes. */
function ints<T>(items: readonly T[], f: (item: T, i: number) => number): number[] {
  const out: number[] = [];
  for (let i = 0; i < items.length; i++) out.push(f(items[i], i));
  return out;
}

/** The buffers a position lists its moves in, whose contents `startPosition` builds afresh. */
type Scratch = Pick<Position, 'placementCodes' | 'placementLinks' | 'placementCount' | 'list'>;

// One set per board, lent to one position at a time (`release` gives it back): a rollout
// is over in a few hundred microseconds, and making these buffers took a third of that.
const lendable = new WeakMap<RolloutTables, Scratch>();

function scratchOf(t: RolloutTables): Scratch {
  const lent = lendable.get(t);
  if (lent !== undefined) {
    lendable.delete(t);
    return lent;
  }
  const size = 3 * t.links + 8;
  return {
    placementCodes: COMPANY_ORDER.map(() => new Int32Array(size)),
    placementLinks: COMPANY_ORDER.map(() => new Int32Array(size)),
    placementCount: new Int32Array(COMPANY_ORDER.length),
    list: new Int32Array(COMPANY_ORDER.length * size + t.islands * t.islands + 16),
  };
}

/** Gives the position's buffers back for the next one; the position must not be used again. */
export function release(p: Position): void {
  lendable.set(p.t, { placementCodes: p.placementCodes, placementLinks: p.placementLinks, placementCount: p.placementCount, list: p.list });
}

/** The node link `li` was begun from, as `startNode` (origins.ts) reads it; -1 if neither end has that id. */
function startOf(t: RolloutTables, li: number, build: LinkBuild): number {
  const ids = t.board.nodeIds;
  if (ids[t.linkFrom[li]] === build.start) return t.linkFrom[li];
  return ids[t.linkTo[li]] === build.start ? t.linkTo[li] : -1;
}

/**
 * The position as a `GameState`, built as `applyMove` builds states (the same
 * fields in the same order, so the JSON is the same byte for byte); the parts a
 * rollout does not change are the starting state's own.
 */
export function toState(p: Position): GameState {
  const s = p.from;
  const ids = p.t.board.nodeIds;
  const linkIds = p.t.board.links;
  const cardId = (i: number): CardId | null => (i < 0 ? null : s.cards[i].id);
  const players: PlayerState[] = s.players.map((x, seat) => ({
    name: x.name,
    nation: x.nation,
    money: p.money[seat],
    reserve: p.reserve[seat],
    card: cardId(p.card[seat]),
    clipper: p.clipper[seat] < 0 ? null : (COMPANY_ORDER[p.clipper[seat]] as ShipCompanyId),
    fiveXPhase: p.fiveX[seat] === 0 ? null : (p.fiveX[seat] as 2 | 3),
  }));
  const cards: CardState[] = s.cards.map((c, i) => ({ id: c.id, kind: c.kind, status: STATUS[p.cardStatus[i]], holder: p.cardHolder[i] < 0 ? null : p.cardHolder[i] }));
  const company = (slot: number): CompanyState => ({
    supply: p.supply[slot],
    ships: p.ships[slot].map((place): RouteEnd => (place >= 0 ? { node: ids[place] } : { link: linkIds[-place - 1].id })),
    spare: p.spare[slot],
  });
  const companies: Record<CompanyId, CompanyState> = { red: company(0), blue: company(1), white: company(2), green: company(3), black: company(4), purple: company(5) };
  const links: (LinkBuild | null)[] = [];
  for (let li = 0; li < p.linkCompany.length; li++) {
    const slot = p.linkCompany[li];
    links.push(slot < 0 ? null : { company: COMPANY_ORDER[slot], start: ids[p.linkStart[li]], laid: p.linkLaid[li] });
  }
  const islands: IslandState[] = p.markers.map((markers, i) => ({ markers: markers.slice(), companies: p.connected[i].map((slot) => COMPANY_ORDER[slot]) }));
  return {
    map: s.map,
    variants: s.variants,
    seed: s.seed,
    players,
    round: p.round,
    phase: p.phase,
    step: p.step,
    firstPlayer: p.firstPlayer,
    turn: p.turn,
    placed: p.placed,
    portMoved: p.portMoved,
    cards,
    companies,
    links,
    islands,
    purpleActive: p.purpleActive,
    ended: p.ended === null ? null : { ...p.ended },
  };
}
