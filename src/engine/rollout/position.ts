import { boardOf } from '../context';
import { CARD_IDS, kindIndex } from '../cards';
import { FLOW } from '../flow-table';
import { CARD_STATUSES } from '../types';
import { COMPANY_ORDER, companyOf, slotOf } from '../origins';
import { MAX_PLAYERS } from '../../map/schema';
import { rolloutTables, type RolloutTables } from './tables';
import { fitsCodes } from './codes';
import { listOrigins } from './placements';
import type { CardId, CardState, CompanyState, EndReason, GameState, IslandState, LinkBuild, Phase, PlayerState, RouteEnd, Step } from '../types';
import type { CompanyId, ShipCompanyId } from '../../map/schema';

/**
 * A game position as numbers that a rollout changes in place: the same facts as a
 * `GameState` (types.ts), field for field, with ids turned into indices and lists
 * into fixed-size arrays with a count. Only `toPosition` fills one and only
 * `toState` reads one back, so no caller ever sees it. One per board is lent
 * out and given back (`release`): a rollout lasts a few hundred microseconds, and
 * making the arrays afresh each time took a good part of that.
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
  // What placements.ts and legal.ts keep between moves (see there).
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
}

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
    origins: COMPANY_ORDER.map(() => ints(t.nodes)),
    originCount: ints(slots),
    openLinks: COMPANY_ORDER.map(() => ints(2 * t.links + 8)),
    openCount: ints(slots),
    openVersion: ints(slots),
    canStart: ints(slots),
    canStartVersion: ints(slots),
    balance: ints(t.nodes),
  };
}

/** Gives the position back for the next rollout on its board; it must not be used again. */
export function release(p: Position): void {
  p.from = null as unknown as GameState;
  lendable.set(p.t, p);
}

/**
 * The position of `state`, or null for anything a rollout does not expect (an id
 * the board lacks, a map whose ids repeat, more markers or ships than the map
 * allows): `playOut` then plays it the ordinary way, which words whatever is wrong.
 */
export function toPosition(state: GameState): Position | null {
  const board = boardOf(state);
  const t = rolloutTables(board);
  const n = state.players.length;
  if (t.islands !== state.map.islands.length || state.islands.length !== t.islands || state.links.length !== t.links) return null;
  if (!fitsCodes(board) || board.linkIndex.size !== t.links || !STEPS.includes(state.step) || n > MAX_PLAYERS || state.cards.length > CARDS) return null;
  const p = lendable.get(t) ?? newPosition(t);
  lendable.delete(t);
  if (!fill(p, state)) {
    release(p);
    return null;
  }
  return p;
}

function fill(p: Position, state: GameState): boolean {
  const t = p.t;
  const board = t.board;
  p.from = state;
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
    if (p.cardKind[c] < 0 || p.cardStatus[c] < 0) return false;
    if (card.id === 'port') p.portCard = c;
  }
  for (let seat = 0; seat < p.players; seat++) {
    const x = state.players[seat];
    p.money[seat] = x.money;
    p.reserve[seat] = x.reserve;
    p.card[seat] = x.card === null ? -1 : cards.findIndex((c) => c.id === x.card);
    p.clipper[seat] = x.clipper === null ? -1 : slotOf(x.clipper);
    p.fiveX[seat] = x.fiveXPhase ?? 0;
    if ((x.card !== null && p.card[seat] < 0) || (x.clipper !== null && p.clipper[seat] < 0)) return false;
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
    if (company.ships.length > t.maxShips) return false;
    p.shipCount[slot] = company.ships.length;
    for (let k = 0; k < company.ships.length; k++) {
      const end = company.ships[k];
      const at = 'link' in end ? board.linkIndex.get(end.link) : board.nodeIndex.get(end.node);
      if (at === undefined) return false;
      p.shipPlace[slot * t.maxShips + k] = 'link' in end ? -at - 1 : at;
    }
  }
  for (let li = 0; li < t.links; li++) {
    const build = state.links[li];
    p.linkCompany[li] = build === null ? -1 : slotOf(build.company);
    p.linkStart[li] = build === null ? -1 : startOf(t, li, build);
    p.linkLaid[li] = build === null ? 0 : build.laid;
    if (build !== null && (p.linkCompany[li] < 0 || p.linkStart[li] < 0)) return false;
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
    if (markers.length > t.maxPorts) return false;
    p.markerCount[i] = markers.length;
    for (let k = 0; k < markers.length; k++) p.markerSeat[i * t.maxPorts + k] = markers[k];
    p.connectedCount[i] = companies.length;
    p.connectedMask[i] = 0;
    for (let k = 0; k < companies.length; k++) {
      const slot = slotOf(companies[k]);
      if (slot < 0 || k >= COMPANY_ORDER.length) return false;
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
  return true;
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
  const t = p.t;
  const ids = t.board.nodeIds;
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
  const company = (slot: number): CompanyState => {
    const ships: RouteEnd[] = [];
    for (let k = 0; k < p.shipCount[slot]; k++) {
      const place = p.shipPlace[slot * t.maxShips + k];
      ships.push(place >= 0 ? { node: ids[place] } : { link: t.board.links[-place - 1].id });
    }
    return { supply: p.supply[slot], ships, spare: p.spare[slot] };
  };
  const companies: Record<CompanyId, CompanyState> = { red: company(0), blue: company(1), white: company(2), green: company(3), black: company(4), purple: company(5) };
  const links: (LinkBuild | null)[] = [];
  for (let li = 0; li < t.links; li++) {
    const slot = p.linkCompany[li];
    links.push(slot < 0 ? null : { company: COMPANY_ORDER[slot], start: ids[p.linkStart[li]], laid: p.linkLaid[li] });
  }
  const islands: IslandState[] = [];
  for (let i = 0; i < t.islands; i++) {
    const markers: number[] = [];
    for (let k = 0; k < p.markerCount[i]; k++) markers.push(p.markerSeat[i * t.maxPorts + k]);
    const companies: CompanyId[] = [];
    for (let k = 0; k < p.connectedCount[i]; k++) companies.push(COMPANY_ORDER[p.connectedSlot[i * COMPANY_ORDER.length + k]]);
    islands.push({ markers, companies });
  }
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
