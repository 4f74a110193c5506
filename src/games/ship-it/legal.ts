import type { Refusal, ToAct } from '../module';
import { cellKey, cellsOf, memo, placementFault, placements, slideOuts, spaceKey } from './grid';
import { board, freightReach, frozenBy, isCell, officialReach, regionOf, standing, type Board } from './movement';
import { refuse } from './refusal';
import type { ShipItMove, ShipItState, Suit } from './schema';
import { isOver, seatOf } from './shipment';

/**
 * What may be played, and why a move may not. `legalMoves` is the verdict; `refusalOf`
 * explains a move that is not listed, checking in the order a player would ask.
 */

export function toAct(s: ShipItState): ToAct {
  if (isOver(s)) return { kind: 'ended', ending: { reason: 'second-hub', rule: 'end.second-hub' } };
  if (s.turn.drawing) return { kind: 'chance' };
  if (s.cascade) {
    if (s.cascade.chitFrom.length > 1) return { kind: 'seat', seat: seatOf(s, s.cascade.trigger) };
    return { kind: 'chance' };
  }
  return { kind: 'seat', seat: seatOf(s, s.turn.colour) };
}

/** Colours whose freight the player at turn moves: its own, and the unowned one with 3 players. */
export const movableSuits = (s: ShipItState): Suit[] => (s.unowned ? [s.turn.colour, s.unowned] : [s.turn.colour]);

const PHASE: Readonly<Record<string, number>> = { buy: 1, remove: 1, build: 2, official: 3, pipStop: 4, freight: 4 };

export const inHand = (s: ShipItState): string[] => s.dominoes.filter((d) => d.where === 'hand').map((d) => d.id);
export const poolSize = (s: ShipItState): number => s.dominoes.reduce((n, d) => n + (d.where === 'pool' ? 1 : 0), 0);

/** Dominoes that may be lifted off: placed, carrying nothing, free to slide out straight. */
export function removable(s: ShipItState, b: Board): string[] {
  const out: string[] = [];
  for (const d of s.dominoes) {
    if (d.where !== 'board' || !d.at) continue;
    if (cellsOf(d.at).some(([x, y]) => b.onCell.has(cellKey(x, y)))) continue;
    const at = d.at;
    if (memo(b.g, `slide:${s.variants.slideOut}:${d.id}`, () => slideOuts(b.g, at, s.variants.slideOut).length > 0)) out.push(d.id);
  }
  return out;
}

export function legalMoves(s: ShipItState): ShipItMove[] {
  return listMoves(s, null);
}

/**
 * The legal moves, or only those like `like` (same type; same domino or coin): the
 * verdict on one move lists only its own kind, the same generators either way.
 */
export function listMoves(s: ShipItState, like: ShipItMove | null): ShipItMove[] {
  const act = toAct(s);
  if (act.kind === 'ended') return [];
  const want = (type: ShipItMove['type']) => like === null || like.type === type;
  if (s.turn.drawing) return want('draw') ? s.dominoes.filter((d) => d.where === 'pool').map((d) => ({ type: 'draw', domino: d.id })) : [];
  if (s.cascade) {
    if (s.cascade.chitFrom.length > 1) return want('chit') ? s.cascade.chitFrom.map((coin) => ({ type: 'chit', coin })) : [];
    return want('scatter') ? s.cascade.fist.map((coin) => ({ type: 'scatter', coin })) : [];
  }
  const t = s.turn;
  const out: ShipItMove[] = [];
  const b = board(s);
  if (t.phase === 1 && t.ap >= 1) {
    if (poolSize(s) > 0) {
      if (want('buy')) out.push({ type: 'buy' });
    } else if (!t.removed && want('remove')) for (const domino of removable(s, b)) out.push({ type: 'remove', domino });
  }
  const hand = inHand(s);
  if (hand.length > 0) {
    if (want('build'))
      for (const domino of hand) {
        if (like?.type === 'build' && like.domino !== domino) continue;
        for (const m of memo(b.g, `build:${domino}`, () => placements(b.g, domino).map((p): ShipItMove => ({ type: 'build', domino, x: p.x, y: p.y, dir: p.dir })))) out.push(m);
      }
    return out;
  }
  if (t.phase <= 3 && want('official')) for (const to of officialReach(s, b, t.colour, t.ap).keys()) out.push({ type: 'official', to });
  if (t.pipStop === null) {
    if (want('pipStop')) for (let value = 0; value <= Math.min(6, t.ap); value++) out.push({ type: 'pipStop', value });
  } else if (t.ap >= 1 && want('freight')) {
    const suits = movableSuits(s);
    for (const c of s.coins) {
      if (like?.type === 'freight' && like.coin !== c.id) continue;
      if (!suits.includes(c.suit) || c.warehoused || c.where === 'chit' || c.where === 'fist') continue;
      if (s.variants.freightMoves === 'once' && t.moved.includes(c.id)) continue;
      if (frozenBy(b, c.where, c.suit)) continue;
      for (const to of freightReach(s, b, c.id, c.suit, c.where, t.pipStop)) out.push({ type: 'freight', coin: c.id, to });
    }
  }
  if (want('end')) out.push({ type: 'end' });
  return out;
}

/** Why a move is not among the legal ones (null when it is, as far as the rules say). */
export function refusalOf(s: ShipItState, m: ShipItMove): Refusal | null {
  const act = toAct(s);
  if (act.kind === 'ended') return refuse('end.second-hub', 'game-over');
  const chanceMove = m.type === 'draw' || m.type === 'scatter';
  if (act.kind === 'chance') {
    const due = s.turn.drawing ? 'draw' : 'scatter';
    if (m.type !== due) return refuse(due === 'draw' ? 'buy.draw' : 'ship.redistribute', 'waiting-for-table', { move: due });
  }
  if (act.kind === 'seat' && chanceMove) return refuse(m.type === 'draw' ? 'buy.draw' : 'ship.redistribute', 'not-a-table-move', { move: m.type });
  if (s.cascade && s.cascade.chitFrom.length > 1 && m.type !== 'chit') return refuse('ship.chit', 'chit-first', { colour: s.cascade.trigger });
  const t = s.turn;
  switch (m.type) {
    case 'draw':
      return s.dominoes.some((d) => d.id === m.domino && d.where === 'pool') ? null : refuse('buy.draw', 'not-in-pool', { domino: m.domino });
    case 'scatter':
      return s.cascade!.fist.includes(m.coin) ? null : refuse('ship.redistribute', 'not-in-fist', { coin: m.coin });
    case 'chit':
      if (!s.cascade || s.cascade.chitFrom.length <= 1) return refuse('ship.chit', 'no-chit-choice');
      return s.cascade.chitFrom.includes(m.coin) ? null : refuse('ship.chit', 'chit-not-own', { coin: m.coin, colour: s.cascade.trigger });
    case 'end':
      return inHand(s).length > 0 ? refuse('build.all', 'build-first', { count: inHand(s).length }) : null;
    default:
  }
  const phase = PHASE[m.type];
  if (phase < t.phase) return refuse('turn.phases', 'phase-passed', { move: m.type, phase, current: t.phase });
  const hand = inHand(s);
  if (hand.length > 0 && m.type !== 'build' && phase > 1) return refuse('build.all', 'build-first', { count: hand.length });
  const b = board(s);
  switch (m.type) {
    case 'buy':
      if (poolSize(s) === 0) return refuse('buy.cost', 'pool-empty');
      return t.ap < 1 ? refuse('turn.points', 'points-short', { cost: 1, left: t.ap }) : null;
    case 'remove': {
      if (poolSize(s) > 0) return refuse('remove.empty-pool', 'remove-pool-not-empty', { pool: poolSize(s) });
      if (t.removed) return refuse('remove.once', 'remove-once');
      if (t.ap < 1) return refuse('turn.points', 'points-short', { cost: 1, left: t.ap });
      const d = s.dominoes.find((x) => x.id === m.domino);
      if (!d || d.where !== 'board') return refuse('remove.slide', 'remove-not-placed', { domino: m.domino });
      if (cellsOf(d.at!).some(([x, y]) => b.onCell.has(cellKey(x, y)))) return refuse('remove.holding', 'remove-holding', { domino: m.domino });
      if (slideOuts(b.g, d.at!, s.variants.slideOut).length === 0) return refuse('remove.slide', 'remove-stuck', { domino: m.domino });
      return null;
    }
    case 'build': {
      if (!hand.includes(m.domino)) return refuse('build.all', 'build-not-bought', { domino: m.domino });
      const fault = placementFault(b.g, m, m.domino);
      if (fault === 'overlap') return refuse('build.overlap', 'build-overlap', { domino: m.domino, x: m.x, y: m.y });
      if (fault === 'touch') return refuse('build.touch', 'build-not-touching', { domino: m.domino, x: m.x, y: m.y });
      if (fault === 'double') return refuse('build.touch', 'build-double-dir', { domino: m.domino });
      return null;
    }
    case 'official': {
      const from = s.officials[t.colour];
      if (m.to === from) return refuse('official.cost', 'official-no-move', { to: m.to });
      const by = standing(b, m.to);
      if (by !== undefined) return refuse('official.share', 'space-taken', { to: m.to, by });
      const reach = officialReach(s, b, t.colour, Infinity);
      const cost = reach.get(m.to);
      if (cost === undefined) return refuse('official.gaps', 'official-unreachable', { to: m.to });
      return cost > t.ap ? refuse('turn.points', 'points-short', { cost, left: t.ap }) : null;
    }
    case 'pipStop':
      if (t.pipStop !== null) return refuse('freight.pip-stop', 'pip-stop-set', { value: t.pipStop });
      return m.value > t.ap ? refuse('turn.points', 'points-short', { cost: m.value, left: t.ap }) : null;
    case 'freight': {
      const c = s.coins.find((x) => x.id === m.coin);
      if (!c) return refuse('freight.own', 'coin-unknown', { coin: m.coin });
      if (t.pipStop === null) return refuse('freight.pip-stop', 'pip-stop-first');
      if (!movableSuits(s).includes(c.suit)) return refuse(s.unowned ? 'freight.unowned' : 'freight.own', 'freight-not-own', { coin: m.coin, suit: c.suit, colour: t.colour });
      if (c.warehoused) return refuse('warehouse.no-move', 'freight-warehoused', { coin: m.coin });
      if (c.where === 'chit' || c.where === 'fist') return refuse('freight.own', 'coin-off-board', { coin: m.coin });
      if (s.variants.freightMoves === 'once' && t.moved.includes(c.id)) return refuse('freight.load-cost', 'freight-moved', { coin: m.coin });
      if (t.ap < 1) return refuse('freight.load-cost', 'points-short', { cost: 1, left: t.ap });
      const frozen = frozenBy(b, c.where, c.suit);
      if (frozen) return refuse('region.freeze', 'freight-frozen', { coin: m.coin, by: frozen });
      if (freightReach(s, b, c.id, c.suit, c.where, t.pipStop).has(m.to)) return null;
      const by = standing(b, m.to);
      if (by !== undefined) return refuse('freight.occupied', 'space-taken', { to: m.to, by });
      if (isCell(m.to)) {
        const r = regionOf(b, m.to);
        const by = r === undefined ? undefined : b.regionOfficials.get(r)?.find((o) => o !== c.suit);
        if (by && !b.regionOfficials.get(r!)!.includes(c.suit)) return refuse('region.block', 'region-closed', { to: m.to, by, suit: c.suit });
      }
      const k = spaceKey(b.g, m.to);
      if (k === undefined || !b.g.nb.has(k)) return refuse('official.gaps', 'space-unknown', { to: m.to });
      if (freightReach(s, b, c.id, c.suit, c.where, 7).has(m.to)) return refuse('freight.pip-stop', 'freight-stops-short', { coin: m.coin, to: m.to, pipStop: t.pipStop });
      return refuse('access.tick', 'freight-unreachable', { coin: m.coin, to: m.to });
    }
  }
}
