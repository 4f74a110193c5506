import type { Position } from './position';
import type { EndReason } from '../types';
import type { ShipCompanyId } from '../../map/schema';
import { COMPANY_ORDER } from '../origins';
import { allowance, currentSeat, hasAnyPlacement } from './turn';

/** The flow table's steps with nobody acting (flow.ts): the next player, phase, round or the end. */

/** flow.ts: `endTurn`, then `beginTurn`. */
export function nextPlayer(p: Position): void {
  const seat = currentSeat(p);
  const emit = p.emit;
  if (emit !== null) emit({ type: 'turn.ended', seat, phase: p.phase });
  // card.5x.one-phase: the turn in the phase the 5X card was laid in spends it.
  if (p.step === 'place' && p.card[seat] >= 0 && p.fiveX[seat] === p.phase) {
    p.cardStatus[p.card[seat]] = 2;
    if (emit !== null) emit({ type: 'card.used', seat, card: p.from.cards[p.card[seat]].id });
  }
  p.turn++;
  p.placed = 0;
  p.portMoved = false;
  for (;;) {
    if (p.turn >= p.players) {
      if (p.phase === 3) {
        if (p.placementTotal === 0) return endGame(p, 'dead-board', (p.firstPlayer + p.players - 1) % p.players);
        endRound(p);
      } else {
        p.phase = (p.phase + 1) as 2 | 3;
        p.turn = 0;
        p.step = 'place';
        if (emit !== null) emit({ type: 'phase.started', round: p.round, phase: p.phase });
      }
    }
    if (p.phase === 1) {
      p.step = 'action';
      return;
    }
    const due = currentSeat(p);
    const allow = allowance(p, due);
    if (p.phase === 3 && allow === 0) {
      if (emit !== null) emit({ type: 'turn.skipped', seat: due, phase: p.phase, rule: 'card.5x.one-phase' });
      p.turn++;
      continue;
    }
    if (!hasAnyPlacement(p, due)) return endGame(p, 'no-placement', due);
    p.step = 'place';
    p.allow = allow;
    return;
  }
}

/** flow.ts `endRound` (phase 4). */
function endRound(p: Position): void {
  const emit = p.emit;
  for (let seat = 0; seat < p.players; seat++) {
    if (p.clipper[seat] >= 0) {
      p.spare[p.clipper[seat]]++;
      if (emit !== null) emit({ type: 'clipper.returned', seat, company: COMPANY_ORDER[p.clipper[seat]] as ShipCompanyId });
    }
    p.clipper[seat] = -1;
    p.card[seat] = -1;
    p.fiveX[seat] = 0;
  }
  for (let c = 0; c < p.cards; c++) {
    if (p.cardStatus[c] === 1 || p.cardStatus[c] === 2) {
      p.cardStatus[c] = 0;
      p.cardHolder[c] = -1;
    }
  }
  if (emit !== null) emit({ type: 'cards.returned', round: p.round });
  p.firstPlayer = (p.firstPlayer + 1) % p.players;
  if (emit !== null) emit({ type: 'first-player.passed', to: p.firstPlayer });
  p.round++;
  p.phase = 1;
  p.turn = 0;
  if (emit !== null) emit({ type: 'phase.started', round: p.round, phase: 1 });
}

export function endGame(p: Position, reason: EndReason, seat: number): void {
  p.ended = { reason, round: p.round, phase: p.phase, seat };
  if (p.emit !== null) p.emit({ type: 'game.ended', reason, seat });
}
