import type { CompanyState, EndReason, GameEvent, GameState, MoveResult, MoveType, Step, Violation } from './types';
import { copyPlayer, currentSeat, withCompany } from './context';
import { FLOW, FLOW_CONDITIONS, type FlowRule } from './flow-table';
import type { RuleId } from './rules';

/**
 * The interpreter of the flow table (`flow-table.ts`): whether a move fits the
 * moment, and where the game goes after an accepted one. Moves only change the
 * board, money and cards; nothing else advances the game.
 */

export const refuse = (rule: RuleId, message: string): MoveResult => ({ ok: false, violation: { rule, message } });

const PHASE_NAME = { 1: 'phase 1 (actions)', 2: 'phase 2 (routes)', 3: 'phase 3 (routes)' } as const;
const MOVE_WORDS: Readonly<Record<MoveType, string>> = {
  'port.place': 'Placing a port marker',
  'card.take': 'Taking an option card',
  pass: 'Passing',
  'clipper.buy': 'Buying a ship',
  'clipper.skip': 'Declining a ship',
  'segment.place': 'Laying a route segment',
  'port.move': 'Moving a port marker',
  'turn.end': 'Ending a placement turn',
};

/** The step whose moves include `type`, from the table. */
const STEP_OF: Readonly<Record<MoveType, Step>> = Object.fromEntries(
  (Object.keys(FLOW.steps) as Step[]).flatMap((step) => FLOW.steps[step].moves.map((m) => [m, step])),
) as Record<MoveType, Step>;

/** The rule behind each way a game ends. */
export const END_RULE: Readonly<Record<EndReason, RuleId>> = {
  'all-laid': 'end.all-laid',
  'no-placement': 'end.no-placement',
  'dead-board': 'end.dead-board',
};

/** Refuses a move made at the wrong moment, or after the game ended; null if the table accepts its type now. */
export function momentProblem(state: GameState, type: MoveType): Violation | null {
  if (state.ended) return { rule: END_RULE[state.ended.reason], message: 'The game is over.' };
  const step = STEP_OF[type];
  if (step === undefined || state.step === step) return null;
  if (state.step === 'clipper' && step === 'action') {
    return { rule: 'action.one', message: `${state.players[currentSeat(state)].name} has already taken a phase-1 action; buy a ship or skip.` };
  }
  const need = step === 'place' ? 'phases 2 and 3' : step === 'clipper' ? 'phase 1, after the action' : 'phase 1';
  return { rule: 'turn.phase', message: `${MOVE_WORDS[type]} happens in ${need}; it is now ${PHASE_NAME[state.phase]}.` };
}

/** Kept for callers that ask by step (the moves ask by type through `momentProblem`). */
export function wrongMoment(state: GameState, step: Step, what: string): Violation | null {
  const type = FLOW.steps[step].moves[0];
  const problem = momentProblem(state, type);
  return problem && problem.rule === 'turn.phase' ? { rule: 'turn.phase', message: problem.message.replace(MOVE_WORDS[type], what) } : problem;
}

function firstRule<T extends string>(rules: readonly FlowRule<T>[], s: GameState, seat: number): T {
  for (const rule of rules) if (rule.if === undefined || FLOW_CONDITIONS[rule.if].test(s, seat)) return rule.then;
  throw new Error('flow table: a rule list must end with an unconditional rule');
}

/** Moves the game on after an accepted move of `type` (on the draft `s`). */
export function advance(s: GameState, events: GameEvent[], type: MoveType): void {
  const seat = currentSeat(s);
  const next = firstRule(FLOW.afterMove[type], s, seat);
  if (next === 'clipper') s.step = 'clipper';
  else if (next === 'end') endGame(s, events, 'all-laid', seat);
  else if (next === 'next-player') nextPlayer(s, events);
  // 'same-turn': the player goes on.
}

/** Ends the current player's turn and moves play on until someone has a decision to make. */
export function nextPlayer(s: GameState, events: GameEvent[]): void {
  const seat = currentSeat(s);
  if (s.step === 'place') {
    events.push({ type: 'turn.ended', seat, phase: s.phase });
    const player = s.players[seat];
    if (player.fiveXPhase === s.phase && player.card !== null) {
      markCard(s, player.card, 'used');
      events.push({ type: 'card.used', seat, card: player.card });
    }
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
      const then = firstRule(FLOW.phaseOver[s.phase], s, currentSeat(s));
      if (then === 'end') {
        // A dead board ends the game here, before another phase 1 could sell ships or place markers.
        endGame(s, events, 'dead-board', (s.firstPlayer + s.players.length - 1) % s.players.length);
        return;
      }
      if (then === 'phase 4') endRound(s, events);
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
    const due = firstRule(FLOW.dueToLay, s, seat);
    if (due === 'skip') {
      events.push({ type: 'turn.skipped', seat, phase: s.phase, rule: FLOW_CONDITIONS.sitsOut.rule });
      s.turn += 1;
      continue;
    }
    if (due === 'end') endGame(s, events, 'no-placement', seat);
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
