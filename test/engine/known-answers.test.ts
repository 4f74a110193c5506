import { describe, expect, it } from 'vitest';
import { applyMove, currentSeat, legalMoves, type GameState, type Move } from '../../src/engine';
import type { Nation } from '../../src/map/schema';
import { southPacific } from './fixtures';
import { act, seg, start, takeCard, placePort, PASS } from './helpers';

/**
 * Known answers on the default map (maps/south-pacific.json): how many moves
 * `legalMoves` offers at chosen points, each number worked out by hand from the
 * map and the rules (the `why` of each row) and only then checked against the
 * engine. When they disagreed, the reasoning and the rules were checked before
 * either side was changed.
 *
 * Facts of the default map the derivations use:
 * - 38 islands; the five departure cards cover 29 different islands (Funafuti is on
 *   the French and the German card), and no card
 *   fills an island (every 1-marker island has at least 2 spaces, every
 *   2-marker island 5), so at the start all 38 islands have a vacant space.
 * - Each harbor has two links: blue → Hawaii, Christmas Island; red → Malden
 *   Island, Nuku Hiva; green → Hiva Oa, Mururoa; white → Manihi, Tahiti;
 *   black → Gambier, Pitcairn Island. So 10 first segments in all.
 * - Players start with $2: the Port card ($4) and ships ($3) are out of reach.
 *
 * ADD A ROW FOR EVERY BUG FIXED: a point on this map where the bug changed the
 * number (or the kinds) of legal moves, with the hand derivation of the right one.
 */

interface Row {
  /** What the point is. */
  at: string;
  /** The moves from the start of the game that reach it. */
  moves: Move[];
  /** The number of legal moves there, and how many of each type. */
  count: number;
  byType: Partial<Record<Move['type'], number>>;
  /** The hand derivation. */
  why: string;
}

const NATIONS: Nation[] = ['english', 'japanese', 'french', 'german', 'american'];

const WORKED_EXAMPLE_PHASE_1: Move[] = [placePort('new-guinea'), takeCard('5x'), takeCard('3x')];
const PAULINE_PHASE_2: Move[] = [
  seg('black', 'gambier-pitcairn-island', 'gambier'),
  seg('green', 'green-harbor-hiva-oa', 'green-harbor'),
  seg('green', 'hiva-oa-caroline', 'hiva-oa'),
  seg('red', 'red-harbor-malden-island', 'red-harbor'),
  seg('red', 'red-harbor-malden-island', 'red-harbor'),
];
const BENJAMIN_BLACK = seg('black', 'black-harbor-gambier', 'black-harbor');
const JEAN_LUC_PHASE_2: Move[] = [
  seg('red', 'malden-island-starbuck-island', 'malden-island'),
  seg('green', 'caroline-flint-island', 'caroline'),
  seg('green', 'caroline-flint-island', 'caroline'),
];
const BENJAMIN_PHASE_3 = seg('green', 'flint-island-manihi', 'flint-island');
const JEAN_LUC_PHASE_3: Move[] = [0, 1, 2].map(() => seg('white', 'white-harbor-manihi', 'white-harbor'));

/** The French rules' worked first round: Benjamin (English, first), Pauline (Japanese), Jean-Luc (French). */
const threePlayers: Row[] = [
  {
    at: 'start: Benjamin’s phase-1 action',
    moves: [],
    count: 42,
    byType: { 'port.place': 38, 'card.take': 3, pass: 1 },
    why: '38 islands, none full = 38 markers; cards 2X ($2), 3X (free), 5X ($1) but not Port ($4 > $2) = 3; pass = 1',
  },
  {
    at: 'Pauline’s action, after Benjamin’s third marker on New Guinea',
    moves: WORKED_EXAMPLE_PHASE_1.slice(0, 1),
    count: 42,
    byType: { 'port.place': 38, 'card.take': 3, pass: 1 },
    why: 'New Guinea holds 3 of its 5 spaces, still vacant: 38; the same 3 cards; pass',
  },
  {
    at: 'Jean-Luc’s action, after Pauline took 5X',
    moves: WORKED_EXAMPLE_PHASE_1.slice(0, 2),
    count: 41,
    byType: { 'port.place': 38, 'card.take': 2, pass: 1 },
    why: '38; 2X and 3X (5X is Pauline’s); pass. No ship step: nobody has $3',
  },
  {
    at: 'phase 2 starts: Benjamin',
    moves: WORKED_EXAMPLE_PHASE_1,
    count: 10,
    byType: { 'segment.place': 10 },
    why: 'each of the 5 ships at its harbor, 2 links each = 10; purple inactive; no turn.end before a segment (must lay)',
  },
  {
    at: 'Pauline (5X) after Benjamin’s black segment to Gambier',
    moves: [...WORKED_EXAMPLE_PHASE_1, BENJAMIN_BLACK],
    count: 11,
    byType: { 'segment.place': 10, 'turn.end': 1 },
    why: 'black at Gambier: on to Pitcairn or Rurutu = 2; the other 4 harbors 2 each = 8; turn.end: the 5X holder may keep the card for phase 3',
  },
  {
    at: 'Jean-Luc (3X) after Pauline’s five segments',
    moves: [...WORKED_EXAMPLE_PHASE_1, BENJAMIN_BLACK, ...PAULINE_PHASE_2],
    count: 10,
    byType: { 'segment.place': 10 },
    why:
      'blue 2 (harbor); red at Malden: Caroline, Starbuck, Christmas = 3 (Nuku Hiva→Malden is one-way into Malden); ' +
      'green at Caroline: Flint, Malden = 2; white 2 (harbor); black at Pitcairn: Mururoa = 1 (Gambier link taken, harbor never entered)',
  },
  {
    at: 'Jean-Luc after his red segment to Starbuck',
    moves: [...WORKED_EXAMPLE_PHASE_1, BENJAMIN_BLACK, ...PAULINE_PHASE_2, JEAN_LUC_PHASE_2[0]],
    count: 10,
    byType: { 'segment.place': 9, 'turn.end': 1 },
    why: 'red at Starbuck: Penrhyn, Christmas = 2; blue 2, green 2, white 2, black 1; turn.end (one laid, 3X allows fewer)',
  },
  {
    at: 'phase 3 starts: Benjamin, green at Flint Island',
    moves: [...WORKED_EXAMPLE_PHASE_1, BENJAMIN_BLACK, ...PAULINE_PHASE_2, ...JEAN_LUC_PHASE_2],
    count: 10,
    byType: { 'segment.place': 10 },
    why: 'green at Flint: Manihi, Tahiti, Penrhyn = 3; red 2, blue 2, white 2, black 1',
  },
  {
    at: 'Jean-Luc in phase 3 (Pauline’s turn skipped: 5X used)',
    moves: [...WORKED_EXAMPLE_PHASE_1, BENJAMIN_BLACK, ...PAULINE_PHASE_2, ...JEAN_LUC_PHASE_2, BENJAMIN_PHASE_3],
    count: 10,
    byType: { 'segment.place': 10 },
    why: 'green at Manihi: Mururoa, Hiva Oa, Tahiti = 3 (white’s harbor link is white’s, and harbors are never entered); red 2, blue 2, white 2, black 1',
  },
  {
    at: 'round 2: Pauline first, with $9',
    moves: [...WORKED_EXAMPLE_PHASE_1, BENJAMIN_BLACK, ...PAULINE_PHASE_2, ...JEAN_LUC_PHASE_2, BENJAMIN_PHASE_3, ...JEAN_LUC_PHASE_3],
    count: 43,
    byType: { 'port.place': 38, 'card.take': 4, pass: 1 },
    why: 'all cards back on the table, and $9 buys any of the 4 kinds; 38 islands still have space',
  },
  {
    at: 'round 2: Pauline’s ship decision after passing',
    moves: [...WORKED_EXAMPLE_PHASE_1, BENJAMIN_BLACK, ...PAULINE_PHASE_2, ...JEAN_LUC_PHASE_2, BENJAMIN_PHASE_3, ...JEAN_LUC_PHASE_3, PASS],
    count: 6,
    byType: { 'clipper.buy': 5, 'clipper.skip': 1 },
    why: 'every company has a ship waiting (red 3, blue 2, white 2, green 1, black 1) and $9 ≥ $3: 5 buys + skip',
  },
];

const fourPlayers: Row[] = [
  { at: 'start', moves: [], count: 42, byType: { 'port.place': 38, 'card.take': 3, pass: 1 }, why: 'as with 3 players: 38 + 3 cards + pass' },
  {
    at: 'seat 1 after seat 0 filled Pitcairn Island',
    moves: [placePort('pitcairn-island')],
    count: 41,
    byType: { 'port.place': 37, 'card.take': 3, pass: 1 },
    why: 'Pitcairn has 2 spaces: the English marker and seat 0’s new one fill it: 37; 3 cards; pass',
  },
  {
    at: 'seat 3 after two 2X cards were taken',
    moves: [placePort('pitcairn-island'), takeCard('2x'), takeCard('2x')],
    count: 40,
    byType: { 'port.place': 37, 'card.take': 2, pass: 1 },
    why: 'with 4 players the third 2X is out of the game: only 3X and 5X remain',
  },
  {
    at: 'phase 2 starts',
    moves: [placePort('pitcairn-island'), takeCard('2x'), takeCard('2x'), takeCard('5x')],
    count: 10,
    byType: { 'segment.place': 10 },
    why: '5 harbors × 2 links',
  },
  {
    at: 'seat 1 (2X) after seat 0’s first red segment towards Malden Island',
    moves: [placePort('pitcairn-island'), takeCard('2x'), takeCard('2x'), takeCard('5x'), seg('red', 'red-harbor-malden-island', 'red-harbor')],
    count: 9,
    byType: { 'segment.place': 9 },
    why: 'red’s only ship is part-way along its 2-segment link: continue it = 1 (Nuku Hiva needs a ship at the harbor); the other 4 harbors × 2 = 8',
  },
  {
    at: 'seat 1 after completing red to Malden with the first of its two segments',
    moves: [
      placePort('pitcairn-island'),
      takeCard('2x'),
      takeCard('2x'),
      takeCard('5x'),
      seg('red', 'red-harbor-malden-island', 'red-harbor'),
      seg('red', 'red-harbor-malden-island', 'red-harbor'),
    ],
    count: 12,
    byType: { 'segment.place': 11, 'turn.end': 1 },
    why: 'red at Malden: Caroline, Starbuck, Christmas = 3; 4 harbors × 2 = 8; turn.end (one of two laid)',
  },
];

const fivePlayers: Row[] = [
  { at: 'start', moves: [], count: 42, byType: { 'port.place': 38, 'card.take': 3, pass: 1 }, why: '38 + 3 cards + pass' },
  {
    at: 'seat 2 after two 2X cards were taken',
    moves: [takeCard('2x'), takeCard('2x')],
    count: 42,
    byType: { 'port.place': 38, 'card.take': 3, pass: 1 },
    why: 'with 5 players all three 2X cards are in play: 2X, 3X, 5X remain',
  },
  {
    at: 'seat 3 after all three 2X cards',
    moves: [takeCard('2x'), takeCard('2x'), takeCard('2x')],
    count: 41,
    byType: { 'port.place': 38, 'card.take': 2, pass: 1 },
    why: '3X and 5X remain',
  },
  {
    at: 'seat 4 after 3X too',
    moves: [takeCard('2x'), takeCard('2x'), takeCard('2x'), takeCard('3x')],
    count: 40,
    byType: { 'port.place': 38, 'card.take': 1, pass: 1 },
    why: 'only 5X remains (Port costs $4)',
  },
  {
    at: 'phase 2 starts: seat 0 with 2X',
    moves: [takeCard('2x'), takeCard('2x'), takeCard('2x'), takeCard('3x'), PASS],
    count: 10,
    byType: { 'segment.place': 10 },
    why: '5 harbors × 2 links',
  },
  {
    at: 'seat 0 after green reached Hiva Oa',
    moves: [takeCard('2x'), takeCard('2x'), takeCard('2x'), takeCard('3x'), PASS, seg('green', 'green-harbor-hiva-oa', 'green-harbor')],
    count: 12,
    byType: { 'segment.place': 11, 'turn.end': 1 },
    why: 'green at Hiva Oa: Nuku Hiva, Caroline, Manihi = 3; 4 harbors × 2 = 8; turn.end (2X, one laid)',
  },
];

const map = southPacific();

function reach(players: number, moves: readonly Move[]): GameState {
  let state = start(map, { players, nations: NATIONS.slice(0, players) });
  for (const move of moves) state = act(state, move);
  return state;
}

const countByType = (moves: readonly Move[]): Partial<Record<Move['type'], number>> => {
  const out: Partial<Record<Move['type'], number>> = {};
  for (const m of moves) out[m.type] = (out[m.type] ?? 0) + 1;
  return out;
};

describe.each([
  [3, threePlayers],
  [4, fourPlayers],
  [5, fivePlayers],
] as const)('legal moves on the default map with %i players', (players, rows) => {
  it.each(rows.map((row) => [row.at, row] as const))('%s', (_, row) => {
    const legal = legalMoves(reach(players, row.moves));
    expect(countByType(legal), row.why).toEqual(row.byType);
    expect(legal, row.why).toHaveLength(row.count);
  });
});

describe('the worked first round of the French rules', () => {
  it('ends with Benjamin $6, Pauline $9, Jean-Luc $2 and the first-player card with Pauline', () => {
    const state = reach(3, threePlayers[threePlayers.length - 2].moves);
    expect(state.players.map((p) => p.money)).toEqual([6, 9, 2]);
    expect(state).toMatchObject({ round: 2, phase: 1, firstPlayer: 1 });
    expect(currentSeat(state)).toBe(1);
  });
});

/**
 * Perft (chessops' habit): the number of move sequences of depth 1, 2 and 3 from named
 * points of the worked round, counted through `legalMoves` and `applyMove`. Every row
 * was computed on 2026-11-27 with the JSON engine as it was before issue 30 (its own
 * legal.ts and apply.ts), and the facade over the core gave the same numbers then.
 * Checked by hand: "ship decision" at depth 2 is 6 × 42 = 252 (Pauline's 5 buys and
 * the skip, each followed by Jean-Luc's $2 action: 38 islands with room, the 2X, 3X and
 * 5X cards, and pass; neither a ship nor a skip changes a marker or a card).
 */
const PERFT: { at: string; moves: Move[]; counts: [number, number, number] }[] = [
  { at: 'start: Benjamin’s phase-1 action', moves: [], counts: [42, 1759, 73449] },
  { at: 'phase 2 starts: Benjamin', moves: WORKED_EXAMPLE_PHASE_1, counts: [10, 103, 996] },
  { at: 'Pauline (5X) after Benjamin’s black segment', moves: [...WORKED_EXAMPLE_PHASE_1, BENJAMIN_BLACK], counts: [11, 112, 1070] },
  {
    at: 'Jean-Luc in phase 3 (Pauline’s turn skipped)',
    moves: [...WORKED_EXAMPLE_PHASE_1, BENJAMIN_BLACK, ...PAULINE_PHASE_2, ...JEAN_LUC_PHASE_2, BENJAMIN_PHASE_3],
    counts: [10, 102, 1303],
  },
  {
    at: 'round 2: Pauline’s ship decision after passing',
    moves: [...WORKED_EXAMPLE_PHASE_1, BENJAMIN_BLACK, ...PAULINE_PHASE_2, ...JEAN_LUC_PHASE_2, BENJAMIN_PHASE_3, ...JEAN_LUC_PHASE_3, PASS],
    counts: [6, 252, 10806],
  },
];

function perft(state: GameState, depth: number): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const move of legalMoves(state)) {
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(`listed move refused: ${r.violation.message}`);
    n += perft(r.state, depth - 1);
  }
  return n;
}

describe('perft: move sequences from the worked round', () => {
  it.each(PERFT.map((row) => [row.at, row] as const))('%s', (_, row) => {
    const state = reach(3, row.moves);
    expect([perft(state, 1), perft(state, 2), perft(state, 3)]).toEqual(row.counts);
  });
});
