import type { MoveOutcome } from '../module';
import { carryGeometry, isCell } from './grid';
import { listMoves, refusalOf } from './legal';
import { board, officialReach } from './movement';
import { refuse } from './refusal';
import { moveSchema, type ShipItEvent, type ShipItMove, type ShipItState } from './schema';
import { ACTION_POINTS, isHub } from './setup';
import { arrive, hubSum, place, settle, ship, SHIP_AT, takeChit, type Draft } from './shipment';

/** The identity of a move, for membership and saved games. */
export function moveKey(m: ShipItMove): string {
  switch (m.type) {
    case 'buy':
    case 'end':
      return m.type;
    case 'draw':
    case 'remove':
      return `${m.type}:${m.domino}`;
    case 'build':
      return `build:${m.domino}@${m.x},${m.y}${m.dir}`;
    case 'official':
      return `official:${m.to}`;
    case 'pipStop':
      return `pipStop:${m.value}`;
    case 'freight':
      return `freight:${m.coin}>${m.to}`;
    case 'chit':
    case 'scatter':
      return `${m.type}:${m.coin}`;
  }
}

function draft(s: ShipItState): Draft {
  return {
    ...s,
    coins: s.coins.map((c) => ({ ...c })),
    scores: { ...s.scores },
    chits: { ...s.chits },
    hubs: { ...s.hubs },
    officials: { ...s.officials },
    turn: { ...s.turn },
  };
}

/**
 * Plays a move: refused (rule, code, values) unless it is listed by `legalMoves`;
 * otherwise the new state and what happened. Never throws on a move it is given.
 */
export function applyMove(s: ShipItState, input: ShipItMove): MoveOutcome<ShipItState, ShipItEvent> {
  const parsed = moveSchema.safeParse(input);
  if (!parsed.success) return { ok: false, refusal: refuse('moves', 'move-invalid', { message: parsed.error.issues[0]?.message ?? '' }) };
  const m = parsed.data;
  const key = moveKey(m);
  if (!listMoves(s, m).some((x) => moveKey(x) === key)) {
    return { ok: false, refusal: refusalOf(s, m) ?? refuse('moves', 'move-not-listed', { move: key }) };
  }
  return { ok: true, ...play(s, m) };
}

/** Plays a listed move (no check): the core of `applyMove`, and of playouts. */
export function play(s: ShipItState, m: ShipItMove): { state: ShipItState; events: ShipItEvent[] } {
  const d = draft(s);
  const t = d.turn;
  const events: ShipItEvent[] = [];
  const setDomino = (id: string, change: Partial<ShipItState['dominoes'][number]>) => {
    d.dominoes = s.dominoes.map((x) => (x.id === id ? { ...x, ...change } : x));
  };
  switch (m.type) {
    case 'buy':
      t.ap -= 1;
      t.drawing = true;
      break;
    case 'draw':
      setDomino(m.domino, { where: 'hand' });
      carryGeometry(s.dominoes, d.dominoes);
      t.drawing = false;
      events.push({ type: 'drew', colour: t.colour, domino: m.domino });
      break;
    case 'remove':
      t.ap -= 1;
      t.removed = true;
      setDomino(m.domino, { where: s.variants.removedDomino === 'pool' ? 'pool' : 'hand', at: null });
      break;
    case 'build':
      setDomino(m.domino, { where: 'board', at: { x: m.x, y: m.y, dir: m.dir } });
      t.phase = 2;
      break;
    case 'official': {
      const cost = officialCost(s, m.to);
      t.ap -= cost;
      t.phase = 3;
      d.officials[t.colour] = m.to;
      if (!isCell(m.to) && isHub(d, m.to)) {
        const doubled = d.coins.filter((c) => c.where === m.to && c.suit === t.colour && (d.variants.doubling === 'each-arrival' || c.doublings === 0));
        if (doubled.length) {
          for (const c of doubled) c.doublings++;
          events.push({ type: 'doubled', colour: t.colour, tile: m.to, coins: doubled.map((c) => c.id) });
          const suit = m.to.slice(0, m.to.indexOf('.')) as ShipItState['turn']['colour'];
          if (hubSum(d, suit) >= SHIP_AT) ship(d, suit, t.colour, events);
        }
      }
      break;
    }
    case 'pipStop':
      t.ap -= m.value;
      t.pipStop = m.value;
      t.phase = 4;
      break;
    case 'freight': {
      t.ap -= 1;
      t.moved = [...t.moved, m.coin];
      const coin = d.coins.find((c) => c.id === m.coin)!;
      coin.where = m.to;
      if (!isCell(m.to) && isHub(d, m.to)) arrive(d, coin, m.to, events);
      break;
    }
    case 'chit':
      takeChit(d, m.coin, events);
      settle(d, events);
      break;
    case 'scatter':
      place(d, m.coin, events);
      settle(d, events);
      break;
    case 'end': {
      const i = d.order.indexOf(t.colour);
      const colour = d.order[(i + 1) % d.order.length];
      const budget = ACTION_POINTS + d.chits[colour];
      d.turn = { colour, phase: 1, ap: budget, budget, removed: false, pipStop: null, moved: [], drawing: false };
      d.turns++;
      break;
    }
  }
  return { state: d, events };
}

/** Spaces an official crosses to reach `to` (shortest way). */
function officialCost(s: ShipItState, to: string): number {
  return officialReach(s, board(s), s.turn.colour, s.turn.ap).get(to)!;
}
