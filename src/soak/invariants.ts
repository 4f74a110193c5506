import { CARD_PRICE, CLIPPER_PRICE, legalMovesView, RULE_IDS, type AcceptedMove, type GameState, type Move, type RuleId, type Rng } from '../engine';
import { COMPANY_IDS, type ReadonlyBoardMap } from '../map/schema';

/**
 * What must hold after every move of every game, as plain functions that
 * return the broken invariant in words (or null): the soak run and the tests
 * call the same checks. Pure; nothing here throws on a broken game.
 */

const RULES = new Set<string>(RULE_IDS);

/** Segments, markers, ships conserved; money never negative; no island over its port spaces. */
export function brokenInvariant(state: GameState, map: ReadonlyBoardMap): string | null {
  for (const entry of map.companies) {
    let laid = 0;
    for (const build of state.links) if (build !== null && build.company === entry.id) laid += build.laid;
    const supply = state.companies[entry.id].supply;
    if (supply + laid !== entry.segments) return `segments: ${entry.id} has ${supply} in supply + ${laid} laid ≠ ${entry.segments}`;
    if (entry.id === 'purple') {
      if (state.companies.purple.ships.length !== 0 || state.companies.purple.spare !== 0) return 'ships: purple has ships';
      continue;
    }
    const held = state.players.filter((p) => p.clipper === entry.id).length;
    const cs = state.companies[entry.id];
    if (cs.ships.length + cs.spare + held !== entry.ships) return `ships: ${entry.id} has ${cs.ships.length} on the board + ${cs.spare} spare + ${held} held ≠ ${entry.ships}`;
  }
  const onBoard = state.players.map(() => 0);
  for (let i = 0; i < state.islands.length; i++) {
    const markers = state.islands[i].markers;
    if (markers.length > map.islands[i].ports) return `ports: ${map.islands[i].id} holds ${markers.length} markers on ${map.islands[i].ports} port spaces`;
    for (const seat of markers) onBoard[seat]++;
  }
  for (let seat = 0; seat < state.players.length; seat++) {
    const player = state.players[seat];
    if (player.reserve + onBoard[seat] !== 12) return `markers: seat ${seat} has ${player.reserve} in reserve + ${onBoard[seat]} on the board ≠ 12`;
    if (player.money < 0) return `money: seat ${seat} has $${player.money}`;
  }
  return null;
}

/**
 * Never stuck: a game that has not ended always has a legal move. The rule that
 * guarantees it is the end rule: a player due to lay who cannot lay ends the game
 * rather than waiting (the engine's other duties, such as a bought ship's, bind only
 * while they can be met).
 */
export const NEVER_STUCK_RULE: RuleId = 'end.no-placement';

export function brokenProgress(state: GameState): string | null {
  if (state.ended !== null || legalMovesView(state).length > 0) return null;
  return `never stuck [${NEVER_STUCK_RULE}]: round ${state.round}, phase ${state.phase}, step ${state.step}, turn ${state.turn}: no legal move and the game has not ended`;
}

/** The invariants the soak checks after every move, as its summary names them. */
export const SOAK_INVARIANTS: readonly string[] = [
  'segments, ships and markers conserved',
  'money never negative, changed only as the events say',
  'no island over its port spaces',
  'listed moves accepted',
  'unlisted moves refused with a documented rule, never thrown',
  `never stuck [${NEVER_STUCK_RULE}]`,
  'termination',
  'a score sheet that adds up',
];

/** Money changes only by card and ship prices and by bonuses, as the move's events say. */
export function brokenMoney(before: GameState, result: AcceptedMove): string | null {
  const expected = before.players.map((p) => p.money);
  for (const e of result.events) {
    if (e.type === 'bonus.paid') expected[e.seat] += e.amount;
    if (e.type === 'card.taken') {
      const card = before.cards.find((c) => c.id === e.card);
      if (!card) return `money: ${e.card} taken but not on offer`;
      if (e.price !== CARD_PRICE[card.kind]) return `money: ${e.card} sold for $${e.price}`;
      expected[e.seat] -= e.price;
    }
    if (e.type === 'clipper.bought') expected[e.seat] -= CLIPPER_PRICE;
  }
  const actual = result.state.players.map((p) => p.money);
  return actual.every((money, seat) => money === expected[seat]) ? null : `money: ${actual.join(',')} after ${JSON.stringify(result.events)}; expected ${expected.join(',')}`;
}

/** A refusal must name a rule the engine documents. */
export const isKnownRule = (rule: string): boolean => RULES.has(rule);

/** A move's identity from the fields the engine reads, so a mutation equal to a listed move counts as listed. */
export function moveKey(move: unknown): string {
  if (typeof move !== 'object' || move === null) return `!${typeof move}:${String(move)}`;
  const m = move as Partial<Record<'type' | 'company' | 'link' | 'from' | 'to' | 'island' | 'card' | 'start', unknown>>;
  return [m.type, m.company, m.link, m.from, m.to, m.island, m.card, m.start === true].map(String).join('|');
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

export const GARBAGE_MOVES: readonly unknown[] = [
  null,
  undefined,
  42,
  'pass',
  [],
  {},
  { type: 'sail' },
  { type: 'toString' },
  { type: '__proto__' },
  { type: 'segment.place' },
  { type: 'segment.place', company: 'red', link: 7, from: null },
  { type: 'segment.place', company: '__proto__', link: 'x', from: 'y' },
  { type: 'segment.place', company: '__proto__', link: 'red-harbor-malden-island', from: 'red-harbor' },
  { type: 'port.place', island: { id: 'fiji' } },
  { type: 'port.move' },
  { type: 'card.take', card: 5 },
  { type: 'card.take' },
  { type: 'clipper.buy', company: 'purple' },
  { type: 'clipper.buy', company: 'constructor' },
];

/** Moves that look like legal ones but differ in one field, moves of the wrong phase, and garbage. */
export function mutations(legal: readonly Move[], map: ReadonlyBoardMap, rng: Rng): unknown[] {
  const link = pick(rng, map.links);
  const island = pick(rng, map.islands).id;
  const out: unknown[] = [
    { type: 'segment.place', company: pick(rng, COMPANY_IDS), link: link.id, from: rng() < 0.5 ? link.from : link.to, ...(rng() < 0.3 ? { start: true } : {}) },
    { type: 'port.place', island },
    { type: 'port.move', from: pick(rng, map.islands).id, to: island },
    { type: 'card.take', card: pick(rng, ['2x', '3x', '5x', 'port', '4x']) },
    { type: 'clipper.buy', company: pick(rng, [...COMPANY_IDS, 'orange']) },
    { type: 'clipper.skip' },
    { type: 'pass' },
    { type: 'turn.end' },
    pick(rng, GARBAGE_MOVES),
  ];
  const segments = legal.filter((x): x is Extract<Move, { type: 'segment.place' }> => x.type === 'segment.place');
  if (segments.length > 0) {
    const s = pick(rng, segments);
    const l = map.links.find((x) => x.id === s.link);
    if (l) out.push({ ...s, from: s.from === l.from ? l.to : l.from });
    out.push({ ...s, company: pick(rng, COMPANY_IDS.filter((c) => c !== s.company)) });
    out.push(s.start ? { type: s.type, company: s.company, link: s.link, from: s.from } : { ...s, start: true });
    out.push({ ...s, link: pick(rng, map.links).id });
  }
  return out;
}
