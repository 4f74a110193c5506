import type { ShipItMove, ShipItState } from './schema';
import { SUITS } from './schema';
import { ACTION_POINTS, ALL_DOMINOES, faults, holdsWarehouse } from './setup';

/**
 * What every move keeps (the soak and the generic suites call this after each move):
 * coins, dominoes and action points conserved, and no two objects on a half-domino.
 * Each broken one is a sentence naming what broke.
 */
export function invariants(before: ShipItState, m: ShipItMove, after: ShipItState): string[] {
  const out: string[] = [];
  for (const f of faults(after)) out.push(`the position is unplayable: ${f.code} ${JSON.stringify(f.values)}`);
  // Coins: the same coins with the same colours and numbers; each chit counted once.
  if (after.coins.length !== before.coins.length || after.coins.some((c, i) => c.id !== before.coins[i].id || c.suit !== before.coins[i].suit || c.value !== before.coins[i].value))
    out.push('the coins changed (a coin appeared, vanished or changed colour or number)');
  const chits = after.coins.reduce((n, c) => n + (c.where === 'chit' ? 1 : 0), 0);
  const counted = SUITS.reduce((n, s) => n + after.chits[s], 0);
  if (chits !== counted) out.push(`${chits} coins are chits but the colours hold ${counted}`);
  for (const c of after.coins)
    if (c.warehoused && !holdsWarehouse(after, c.where)) out.push(`coin ${c.id} on ${c.where} is warehoused off a hub`);
  // Dominoes: the 28, each in the pool, in hand or on the board.
  if (after.dominoes.length !== ALL_DOMINOES.length || after.dominoes.some((d, i) => d.id !== ALL_DOMINOES[i])) out.push('the dominoes are not the 28 of a double-six set');
  // Action points: a new turn has 8 plus chits; otherwise a move costs what the rules say.
  if (m.type === 'end') {
    if (after.turn.ap !== ACTION_POINTS + after.chits[after.turn.colour]) out.push(`the new turn has ${after.turn.ap} points, not ${ACTION_POINTS} plus its chits`);
  } else {
    const spent = before.turn.ap - after.turn.ap;
    const cost = m.type === 'buy' || m.type === 'remove' || m.type === 'freight' ? 1 : m.type === 'pipStop' ? m.value : 0;
    if (m.type === 'official' ? spent < 1 : spent !== cost) out.push(`${m.type} cost ${spent} points`);
    if (after.turn.ap < 0 || after.turn.ap > after.turn.budget) out.push(`the turn has ${after.turn.ap} of ${after.turn.budget} points`);
  }
  for (const s of SUITS) if (after.scores[s] < before.scores[s]) out.push(`${s}'s profit went down`);
  return out;
}
