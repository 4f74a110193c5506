import { boardOf } from '../context';
import { CARD_IDS, kindIndex } from '../cards';
import { FLOW } from '../flow-table';
import { CARD_STATUSES } from '../types';
import { COMPANY_ORDER, companyOf, slotOf } from '../origins';
import { MAX_PLAYERS } from '../../map/schema';
import { rolloutTables, type RolloutTables } from './tables';
import { fitsCodes } from './codes';
import { listOrigins } from './placements';
import type { CardId, CardState, CompanyState, EndReason, GameEvent, GameState, IslandState, LinkBuild, Phase, PlayerState, RouteEnd, Step } from '../types';
import type { CompanyId, ShipCompanyId } from '../../map/schema';

/**
 * The core's position (core.ts): a game as numbers changed in place, the same facts
 * as a `GameState` (types.ts), field for field, with ids turned into indices and
 * lists into fixed-size arrays with a count. `fill` (through `toPosition`, `refill`)
 * makes one from a state and `toState` reads one back. For whole games played on
 * the core one per board is lent out and given back (`release`): a playout lasts a
 * few hundred microseconds, and making the arrays afresh each time took a good part of that.
 */
export interface Position {
  t: RolloutTables;
  from: GameState;
  replaces: boolean;
  purpleAnywhere: boolean;
  players: number;
  // By seat.
  money: Int32Array;
  reserve: Int32Array;
  /** Index into the card arrays below, or -1. */
  card: Int32Array;
  /** Company slot of the ship bought this round, or -1. */
  clipper: Int32Array;
  /** 0, 2 or 3. */
  fiveX: Int32Array;
  round: number;
  phase: Phase;
  step: Step;
  firstPlayer: number;
  turn: number;
  placed: number;
  portMoved: boolean;
  purpleActive: boolean;
  ended: null | { reason: EndReason; round: number; phase: Phase; seat: number };
  // By card, in the state's order.
  cards: number;
  cardKind: Int32Array;
  /** 0 available, 1 held, 2 used, 3 out (`STATUS`). */
  cardStatus: Int32Array;
  cardHolder: Int32Array;
  /** The index of the Port card (-1 if the game has none). */
  portCard: number;
  // By company slot.
  supply: Int32Array;
  spare: Int32Array;
  /** Ship `k` of company `slot` at `shipPlace[slot * t.maxShips + k]`: a node, or -(link + 1); `shipCount[slot]` of them. */
  shipPlace: Int32Array;
  shipCount: Int32Array;
  // By link: the company slot that began it (-1: nobody), the node it was begun from, segments laid.
  linkCompany: Int32Array;
  linkStart: Int32Array;
  linkLaid: Int32Array;
  /** By link: bit `slot` set while company `slot` may begin it (placements.ts `freeFor`), kept as links are laid. */
  linkFree: Int32Array;
  // By island: marker `k` is `markerSeat[i * t.maxPorts + k]`; the companies in the order they arrived, and as a bit mask.
  markerSeat: Int32Array;
  markerCount: Int32Array;
  /** The islands with a vacant port space, in map order, `vacantCount` of them (kept by play.ts). */
  vacant: Int32Array;
  vacantCount: number;
  connectedSlot: Int32Array;
  connectedCount: Int32Array;
  connectedMask: Int32Array;
  /** Bumped when a segment is laid: the key of the caches below. */
  linksVersion: number;
  // What placements.ts and legal.ts (here) keep between moves (see there).
  /** By slot: the placement set's moves (codes) and their links, `placementCount[slot]` of each. */
  placementCodes: Int32Array[];
  placementLinks: Int32Array[];
  placementCount: Int32Array;
  /** The sum of `placementCount`. */
  placementTotal: number;
  /** In a placement turn: how many segments the player may lay in it (cards.ts `allowance`), worked out as it begins. */
  allow: number;
  /** The legal moves of the position as codes (codes.ts), after the first `placementsFirst` (see `moveAt`). */
  list: Int32Array;
  placementsFirst: number;
  /** How many moves `listMoves` counted for the position as it stands, or -1 before it is asked (core.ts). */
  listed: number;
  /** By slot: `originCount[slot]` route origins at `origins[slot]` (placements.ts `routeOrigins`). */
  origins: Int32Array[];
  originCount: Int32Array;
  /** By slot: the links a new route could begin on, as of `openVersion[slot]`. */
  openLinks: Int32Array[];
  openCount: Int32Array;
  openVersion: Int32Array;
  /** By slot: 1 a new route can start, 2 it cannot, as of `canStartVersion[slot]`. */
  canStart: Int32Array;
  canStartVersion: Int32Array;
  /** Scratch for purple's route ends. */
  balance: Int32Array;
  /** Where `play` reports what happens (`GameEvent`s, in `applyMove`'s order), while one is listening; null: nobody is, and nothing is built. */
  emit: ((event: GameEvent) => void) | null;
  /** The state this position was last filled from or read back as (`toState` keeps what has not changed since). */
  last: GameState;
  /** The links and islands changed since `last`, `dirtyLinks`/`dirtyIslands` of them (-1: too many to list, all). */
  dirtyLink: Int32Array;
  dirtyLinks: number;
  dirtyIsland: Int32Array;
  dirtyIslands: number;
  /** What changed since `last`: bit `slot` for a company's supply, spare ships or ships, `DIRTY_PLAYERS`, `DIRTY_CARDS`. */
  dirty: number;
}

/** `Position.dirty` bits beside the six companies'. */
export const DIRTY_PLAYERS = 1 << 6;
export const DIRTY_CARDS = 1 << 7;

/** Statuses by index: 0 available, 1 held, 2 used, 3 out. */
const STATUS: readonly CardState['status'][] = CARD_STATUSES;
const STEPS = Object.keys(FLOW.steps) as Step[];
const CARDS = Object.keys(CARD_IDS).length;
const ALL_SLOTS = (1 << COMPANY_ORDER.length) - 1;

const lendable = new WeakMap<RolloutTables, Position>();

function newPosition(t: RolloutTables): Position {
  const slots = COMPANY_ORDER.length;
  const placements = 3 * t.links + 8;
  const ints = (n: number) => new Int32Array(n);
  return {
    t,
    from: null as unknown as GameState,
    replaces: true,
    purpleAnywhere: false,
    players: 0,
    money: ints(MAX_PLAYERS),
    reserve: ints(MAX_PLAYERS),
    card: ints(MAX_PLAYERS),
    clipper: ints(MAX_PLAYERS),
    fiveX: ints(MAX_PLAYERS),
    round: 1,
    phase: 1,
    step: 'action',
    firstPlayer: 0,
    turn: 0,
    placed: 0,
    portMoved: false,
    purpleActive: false,
    ended: null,
    cards: 0,
    cardKind: ints(CARDS),
    cardStatus: ints(CARDS),
    cardHolder: ints(CARDS),
    portCard: -1,
    supply: ints(slots),
    spare: ints(slots),
    shipPlace: ints(slots * t.maxShips),
    shipCount: ints(slots),
    linkCompany: ints(t.links),
    linkStart: ints(t.links),
    linkLaid: ints(t.links),
    linkFree: ints(t.links),
    markerSeat: ints(t.islands * t.maxPorts),
    markerCount: ints(t.islands),
    vacant: ints(t.islands),
    vacantCount: 0,
    connectedSlot: ints(t.islands * slots),
    connectedCount: ints(t.islands),
    connectedMask: ints(t.islands),
    linksVersion: 0,
    placementCodes: COMPANY_ORDER.map(() => ints(placements)),
    placementLinks: COMPANY_ORDER.map(() => ints(placements)),
    placementCount: ints(slots),
    placementTotal: 0,
    allow: 1,
    // Room for every placement, a bought ship's starts and every Port card move.
    list: ints(slots * placements + 2 * t.links + t.islands * t.islands + 32),
    placementsFirst: 0,
    listed: -1,
    origins: COMPANY_ORDER.map(() => ints(t.nodes)),
    originCount: ints(slots),
    openLinks: COMPANY_ORDER.map(() => ints(2 * t.links + 8)),
    openCount: ints(slots),
    openVersion: ints(slots),
    canStart: ints(slots),
    canStartVersion: ints(slots),
    balance: ints(t.nodes),
    emit: null,
    last: null as unknown as GameState,
    dirtyLink: ints(8),
    dirtyLinks: 0,
    dirtyIsland: ints(8),
    dirtyIslands: 0,
    dirty: 0,
  };
}

/** Gives the position back for the next rollout on its board; it must not be used again. */
export function release(p: Position): void {
  p.from = null as unknown as GameState;
  p.last = null as unknown as GameState;
  lendable.set(p.t, p);
}

/**
 * The position of `state`, or null for a state the core cannot hold (see
 * `positionProblem`): `playOut` then plays it the ordinary way, which words it.
 */
export function toPosition(state: GameState): Position | null {
  if (shapeProblem(state) !== null) return null;
  const t = rolloutTables(boardOf(state));
  const p = lendable.get(t) ?? newPosition(t);
  lendable.delete(t);
  if (fill(p, state) !== null) {
    release(p);
    return null;
  }
  return p;
}

/** `state`'s position in `reuse` when it is of the same board (else a new one), or null for a state the core cannot hold. */
export function refill(reuse: Position | null, state: GameState): Position | null {
  if (shapeProblem(state) !== null) return null;
  const t = rolloutTables(boardOf(state));
  const p = reuse !== null && reuse.t === t ? reuse : newPosition(t);
  return fill(p, state) === null ? p : null;
}

/**
 * Why the core cannot hold `state`, or null: a state whose arrays do not match its
 * map, a map whose ids repeat or that codes cannot number, an id the board or the
 * card table lacks. None of these comes out of `newGame` and the moves, and a saved
 * game with one is refused when it is read (src/game/from-json.ts).
 */
export function positionProblem(state: GameState): string | null {
  const shape = shapeProblem(state);
  if (shape !== null) return shape;
  return fill(newPosition(rolloutTables(boardOf(state))), state);
}

function shapeProblem(state: GameState): string | null {
  const board = boardOf(state);
  const t = rolloutTables(board);
  if (t.islands !== state.map.islands.length || state.islands.length !== t.islands) return 'islands';
  if (state.links.length !== t.links || board.linkIndex.size !== t.links) return 'links';
  if (!fitsCodes(board)) return 'board-size';
  if (!STEPS.includes(state.step)) return 'step';
  if (state.players.length > MAX_PLAYERS || state.players.length < 1) return 'players';
  if (state.cards.length > CARDS) return 'cards';
  return null;
}

/** A copy of `p` that plays on by itself (module.ts `Core.clone`). */
export function clonePosition(p: Position): Position {
  const copy = { ...p };
  for (const key of Object.keys(copy) as (keyof Position)[]) {
    const v = copy[key];
    if (v instanceof Int32Array) (copy as Record<string, unknown>)[key] = v.slice();
    else if (Array.isArray(v)) (copy as Record<string, unknown>)[key] = v.map((a: Int32Array) => a.slice());
  }
  copy.ended = p.ended === null ? null : { ...p.ended };
  copy.emit = null;
  return copy;
}

/** Fills `p` from `state`; the problem that stopped it, or null. */
function fill(p: Position, state: GameState): string | null {
  const t = p.t;
  const board = t.board;
  p.from = state;
  p.last = state;
  p.listed = -1;
  p.dirtyLinks = 0;
  p.dirtyIslands = 0;
  p.dirty = 0;
  p.emit = null;
  p.replaces = state.variants.portCard === 'replaces-placement';
  p.purpleAnywhere = state.variants.purpleBranch === 'anywhere';
  p.players = state.players.length;
  const cards = state.cards;
  p.cards = cards.length;
  p.portCard = -1;
  for (let c = 0; c < cards.length; c++) {
    const card = cards[c];
    p.cardKind[c] = kindIndex(card.kind);
    p.cardStatus[c] = STATUS.indexOf(card.status);
    p.cardHolder[c] = card.holder === null ? -1 : card.holder;
    if (p.cardKind[c] < 0 || p.cardStatus[c] < 0) return 'card';
    if (card.id === 'port') p.portCard = c;
  }
  for (let seat = 0; seat < p.players; seat++) {
    const x = state.players[seat];
    p.money[seat] = x.money;
    p.reserve[seat] = x.reserve;
    p.card[seat] = x.card === null ? -1 : cards.findIndex((c) => c.id === x.card);
    p.clipper[seat] = x.clipper === null ? -1 : slotOf(x.clipper);
    p.fiveX[seat] = x.fiveXPhase ?? 0;
    if ((x.card !== null && p.card[seat] < 0) || (x.clipper !== null && p.clipper[seat] < 0)) return 'player';
  }
  p.round = state.round;
  p.phase = state.phase;
  p.step = state.step;
  p.firstPlayer = state.firstPlayer;
  p.turn = state.turn;
  p.placed = state.placed;
  p.portMoved = state.portMoved;
  p.purpleActive = state.purpleActive;
  p.ended = state.ended === null ? null : { ...state.ended };
  for (let slot = 0; slot < COMPANY_ORDER.length; slot++) {
    const company = companyOf(state.companies, COMPANY_ORDER[slot]);
    p.supply[slot] = company.supply;
    p.spare[slot] = company.spare;
    if (company.ships.length > t.maxShips) return 'ships';
    p.shipCount[slot] = company.ships.length;
    for (let k = 0; k < company.ships.length; k++) {
      const end = company.ships[k];
      const at = 'link' in end ? board.linkIndex.get(end.link) : board.nodeIndex.get(end.node);
      if (at === undefined) return 'ship';
      p.shipPlace[slot * t.maxShips + k] = 'link' in end ? -at - 1 : at;
    }
  }
  for (let li = 0; li < t.links; li++) {
    const build = state.links[li];
    p.linkCompany[li] = build === null ? -1 : slotOf(build.company);
    p.linkStart[li] = build === null ? -1 : startOf(t, li, build);
    p.linkLaid[li] = build === null ? 0 : build.laid;
    if (build !== null && (p.linkCompany[li] < 0 || p.linkStart[li] < 0)) return 'link';
  }
  for (let li = 0; li < t.links; li++) {
    let free = 0;
    if (p.linkCompany[li] === -1) {
      const twin = t.twin[li];
      free = ALL_SLOTS;
      if (twin >= 0 && p.linkCompany[twin] >= 0) free &= ~(1 << p.linkCompany[twin]);
    }
    p.linkFree[li] = free;
  }
  for (let i = 0; i < t.islands; i++) {
    const { markers, companies } = state.islands[i];
    if (markers.length > t.maxPorts) return 'markers';
    p.markerCount[i] = markers.length;
    for (let k = 0; k < markers.length; k++) p.markerSeat[i * t.maxPorts + k] = markers[k];
    p.connectedCount[i] = companies.length;
    p.connectedMask[i] = 0;
    for (let k = 0; k < companies.length; k++) {
      const slot = slotOf(companies[k]);
      if (slot < 0 || k >= COMPANY_ORDER.length) return 'island';
      p.connectedSlot[i * COMPANY_ORDER.length + k] = slot;
      p.connectedMask[i] |= 1 << slot;
    }
  }
  p.vacantCount = 0;
  for (let i = 0; i < t.islands; i++) if (p.markerCount[i] < t.ports[i]) p.vacant[p.vacantCount++] = i;
  p.linksVersion = 0;
  for (let slot = 0; slot < COMPANY_ORDER.length; slot++) {
    listOrigins(p, slot);
    p.openVersion[slot] = -1;
    p.canStartVersion[slot] = -1;
  }
  p.placementsFirst = 0;
  return null;
}

/** The node link `li` was begun from, as `startNode` (origins.ts) reads it; -1 if neither end has that id. */
function startOf(t: RolloutTables, li: number, build: LinkBuild): number {
  const ids = t.board.nodeIds;
  if (ids[t.linkFrom[li]] === build.start) return t.linkFrom[li];
  return ids[t.linkTo[li]] === build.start ? t.linkTo[li] : -1;
}

/**
 * The position as a `GameState`, built as `applyMove` always built states (the same
 * fields in the same order, so the JSON is the same byte for byte). The parts no move
 * changed since the last state of this position (`p.last`) are that state's own objects:
 * a move changes one link and an island or two, and copying a board's worth of links
 * and islands after every move was most of a game's time.
 */
export function toState(p: Position): GameState {
  const last = p.last;
  const s = p.from;
  const t = p.t;
  let players = last.players as PlayerState[];
  for (let seat = 0, end = (p.dirty & DIRTY_PLAYERS) === 0 ? 0 : players.length; seat < end; seat++) {
    const x = players[seat];
    const card = p.card[seat] < 0 ? null : s.cards[p.card[seat]].id;
    const clipper = p.clipper[seat] < 0 ? null : (COMPANY_ORDER[p.clipper[seat]] as ShipCompanyId);
    const fiveXPhase = p.fiveX[seat] === 0 ? null : (p.fiveX[seat] as 2 | 3);
    if (x.money === p.money[seat] && x.reserve === p.reserve[seat] && x.card === card && x.clipper === clipper && x.fiveXPhase === fiveXPhase) continue;
    if (players === last.players) players = players.slice();
    players[seat] = { name: x.name, nation: x.nation, money: p.money[seat], reserve: p.reserve[seat], card, clipper, fiveXPhase };
  }
  let cards = last.cards as CardState[];
  for (let i = 0, end = (p.dirty & DIRTY_CARDS) === 0 ? 0 : cards.length; i < end; i++) {
    const c = cards[i];
    const status = STATUS[p.cardStatus[i]];
    const holder = p.cardHolder[i] < 0 ? null : p.cardHolder[i];
    if (c.status === status && c.holder === holder) continue;
    if (cards === last.cards) cards = cards.slice();
    cards[i] = { id: c.id, kind: c.kind, status, holder };
  }
  const was = last.companies;
  const dirty = p.dirty;
  const red = (dirty & 1) === 0 ? was.red : companyState(p, 0, was.red);
  const blue = (dirty & 2) === 0 ? was.blue : companyState(p, 1, was.blue);
  const white = (dirty & 4) === 0 ? was.white : companyState(p, 2, was.white);
  const green = (dirty & 8) === 0 ? was.green : companyState(p, 3, was.green);
  const black = (dirty & 16) === 0 ? was.black : companyState(p, 4, was.black);
  const purple = (dirty & 32) === 0 ? was.purple : companyState(p, 5, was.purple);
  const companies: Record<CompanyId, CompanyState> =
    red === was.red && blue === was.blue && white === was.white && green === was.green && black === was.black && purple === was.purple
      ? (was as Record<CompanyId, CompanyState>)
      : { red, blue, white, green, black, purple };
  let links = last.links as (LinkBuild | null)[];
  if (p.dirtyLinks < 0) {
    links = [];
    for (let li = 0; li < t.links; li++) links.push(linkBuild(p, li));
  } else if (p.dirtyLinks > 0) {
    links = links.slice();
    for (let k = 0; k < p.dirtyLinks; k++) links[p.dirtyLink[k]] = linkBuild(p, p.dirtyLink[k]);
  }
  let islands = last.islands as IslandState[];
  if (p.dirtyIslands < 0) {
    islands = [];
    for (let i = 0; i < t.islands; i++) islands.push(islandState(p, i));
  } else if (p.dirtyIslands > 0) {
    islands = islands.slice();
    for (let k = 0; k < p.dirtyIslands; k++) islands[p.dirtyIsland[k]] = islandState(p, p.dirtyIsland[k]);
  }
  const state: GameState = {
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
    ended: p.ended === null ? null : { reason: p.ended.reason, round: p.ended.round, phase: p.ended.phase, seat: p.ended.seat },
  };
  p.last = state;
  p.dirtyLinks = 0;
  p.dirtyIslands = 0;
  p.dirty = 0;
  return state;
}

/** Company `slot` as a `CompanyState`: `was` itself when nothing changed. */
function companyState(p: Position, slot: number, was: CompanyState): CompanyState {
  const t = p.t;
  const ids = t.board.nodeIds;
  const count = p.shipCount[slot];
  const first = slot * t.maxShips;
  let same = was.supply === p.supply[slot] && was.spare === p.spare[slot] && was.ships.length === count;
  for (let k = 0; same && k < count; k++) {
    const place = p.shipPlace[first + k];
    const end = was.ships[k];
    same = place >= 0 ? 'node' in end && end.node === ids[place] : 'link' in end && end.link === t.board.links[-place - 1].id;
  }
  if (same) return was;
  const ships: RouteEnd[] = [];
  for (let k = 0; k < count; k++) {
    const place = p.shipPlace[first + k];
    ships.push(place >= 0 ? { node: ids[place] } : { link: t.board.links[-place - 1].id });
  }
  return { supply: p.supply[slot], ships, spare: p.spare[slot] };
}

function linkBuild(p: Position, li: number): LinkBuild | null {
  const slot = p.linkCompany[li];
  return slot < 0 ? null : { company: COMPANY_ORDER[slot], start: p.t.board.nodeIds[p.linkStart[li]], laid: p.linkLaid[li] };
}

function islandState(p: Position, i: number): IslandState {
  const markers: number[] = [];
  for (let k = 0; k < p.markerCount[i]; k++) markers.push(p.markerSeat[i * p.t.maxPorts + k]);
  const companies: CompanyId[] = [];
  for (let k = 0; k < p.connectedCount[i]; k++) companies.push(COMPANY_ORDER[p.connectedSlot[i * COMPANY_ORDER.length + k]]);
  return { markers, companies };
}

/** Link `li` changed: `toState` builds it again. */
export function touchLink(p: Position, li: number): void {
  if (p.dirtyLinks < 0) return;
  if (p.dirtyLinks === p.dirtyLink.length) p.dirtyLinks = -1;
  else p.dirtyLink[p.dirtyLinks++] = li;
}

/** Island `i`'s markers or companies changed: `toState` builds it again. */
export function touchIsland(p: Position, i: number): void {
  if (p.dirtyIslands < 0) return;
  for (let k = 0; k < p.dirtyIslands; k++) if (p.dirtyIsland[k] === i) return;
  if (p.dirtyIslands === p.dirtyIsland.length) p.dirtyIslands = -1;
  else p.dirtyIsland[p.dirtyIslands++] = i;
}
