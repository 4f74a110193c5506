import type { CompanyState, EndReason, GameEvent, GameState, MoveResult, Step, Violation } from './types';
import { allowance, copyPlayer, currentSeat, withCompany } from './context';
import { anyPlacementWithoutShip, hasAnyPlacement } from './route';
import type { RuleId } from './rules';

/**
 * The order of play: whose turn, which phase, when a round ends and when the
 * game does. Moves call `finishTurn`; nothing else advances the game.
 */

export const refuse = (rule: RuleId, message: string): MoveResult => ({ ok: false, violation: { rule, message } });

const PHASE_NAME = { 1: 'phase 1 (actions)', 2: 'phase 2 (routes)', 3: 'phase 3 (routes)' } as const;

/** Refuses a move made at the wrong moment, or after the game ended. */
export function wrongMoment(state: GameState, step: Step, what: string): Violation | null {
  if (state.ended) {
    return { rule: END_RULE[state.ended.reason], message: 'The game is over.' };
  }
  if (state.step === step) return null;
  if (state.step === 'clipper' && step === 'action') {
    return { rule: 'action.one', message: `${state.players[currentSeat(state)].name} has already taken a phase-1 action; buy a ship or skip.` };
  }
  const need = step === 'place' ? 'phases 2 and 3' : step === 'clipper' ? 'phase 1, after the action' : 'phase 1';
  return { rule: 'turn.phase', message: `${what} happens in ${need}; it is now ${PHASE_NAME[state.phase]}.` };
}

/** Ends the current player's turn and moves play on until someone has a decision to make. */
export function finishTurn(s: GameState, events: GameEvent[]): void {
  const seat = currentSeat(s);
  if (s.step === 'place') {
    events.push({ type: 'turn.ended', seat, phase: s.phase });
    const player = s.players[seat];
    if (player.fiveXPhase === s.phase && player.card !== null) markCard(s, player.card, 'used');
  }
  s.turn += 1;
  s.placed = 0;
  s.portMoved = false;
  beginTurn(s, events);
}

/** Settles who acts next: skips players who may not lay, ends phases, rounds and the game. */
export function beginTurn(s: GameState, events: GameEvent[]): void {
  for (;;) {
    if (s.turn >= s.players.length) {
      if (s.phase === 3) {
        // A dead board ends the game here, before another phase 1 could sell ships or place markers.
        if (!anyPlacementWithoutShip(s)) {
          endGame(s, events, 'dead-board', (s.firstPlayer + s.players.length - 1) % s.players.length);
          return;
        }
        endRound(s, events);
      }
      else {
        s.phase = (s.phase + 1) as 2 | 3;
        s.turn = 0;
        events.push({ type: 'phase.started', round: s.round, phase: s.phase });
      }
    }
    if (s.phase === 1) {
      s.step = 'action';
      return;
    }
    s.step = 'place';
    const seat = currentSeat(s);
    if (allowance(s, seat) === 0) {
      events.push({ type: 'turn.skipped', seat, phase: s.phase, rule: 'card.5x.one-phase' });
      s.turn += 1;
      continue;
    }
    if (!hasAnyPlacement(s, seat)) endGame(s, events, 'no-placement', seat);
    return;
  }
}

function endRound(s: GameState, events: GameEvent[]): void {
  // Phase 4: cards go back, unstarted ships go back beside the board, the hook passes left.
  const players = s.players.slice();
  for (let seat = 0; seat < players.length; seat++) {
    const p = players[seat];
    if (p.clipper !== null) {
      const c = s.companies[p.clipper];
      s.companies = withCompany(s.companies, p.clipper, { supply: c.supply, ships: c.ships, spare: c.spare + 1 } satisfies CompanyState);
      events.push({ type: 'clipper.returned', seat, company: p.clipper });
    }
    if (p.clipper !== null || p.card !== null || p.fiveXPhase !== null) {
      const reset = copyPlayer(p);
      reset.clipper = null;
      reset.card = null;
      reset.fiveXPhase = null;
      players[seat] = reset;
    }
  }
  s.players = players;
  s.cards = s.cards.map((c) => (c.status === 'held' || c.status === 'used' ? { id: c.id, kind: c.kind, status: 'available', holder: null } : c));
  events.push({ type: 'cards.returned', round: s.round });
  s.firstPlayer = (s.firstPlayer + 1) % s.players.length;
  events.push({ type: 'first-player.passed', to: s.firstPlayer });
  s.round += 1;
  s.phase = 1;
  s.turn = 0;
  events.push({ type: 'phase.started', round: s.round, phase: 1 });
}

/** The rule behind each way a game ends. */
export const END_RULE: Readonly<Record<EndReason, RuleId>> = {
  'all-laid': 'end.all-laid',
  'no-placement': 'end.no-placement',
  'dead-board': 'end.dead-board',
};

export function endGame(s: GameState, events: GameEvent[], reason: EndReason, seat: number): void {
  s.ended = { reason, round: s.round, phase: s.phase, seat };
  events.push({ type: 'game.ended', reason, seat });
}

export function markCard(s: GameState, id: string, status: 'used'): void {
  s.cards = s.cards.map((c) => (c.id === id ? { id: c.id, kind: c.kind, status, holder: c.holder } : c));
}

/** Replaces one player's record on a draft state. */
export function updatePlayer(s: GameState, seat: number, patch: Partial<GameState['players'][number]>): void {
  const players = s.players.slice();
  players[seat] = { ...players[seat], ...patch };
  s.players = players;
}
