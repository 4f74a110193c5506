import { DIRTY_CARDS, DIRTY_PLAYERS, type Position } from './position';
import type { EndReason, MoveType } from '../types';
import type { ShipCompanyId } from '../../map/schema';
import { COMPANY_ORDER } from '../origins';
import { END_REASON_OF, FLOW, FLOW_CONDITIONS, type ConditionName, type FlowCondition, type FlowRule } from '../flow-table';
import { allowance, currentSeat, spentAtTurnEnd } from './turn';

/**
 * The flow table (flow-table.ts) interpreted on the core's position: what follows
 * a move, who is due next, what skips a player, ends a phase, a round or the game.
 * The only place the game moves on by itself.
 */

/** A rule list of the table made ready: each condition's predicate looked up and its phases as a bit mask, once. */
interface ReadyRule<T extends string> {
  then: T;
  reason: EndReason | undefined;
  test: FlowCondition['test'] | null;
  /** Bit `1 << phase` set for each phase the rule applies in; every bit when it names none. */
  phases: number;
}

function ready<T extends string>(rules: readonly FlowRule<T>[]): readonly ReadyRule<T>[] {
  const last = rules[rules.length - 1];
  if (last === undefined || last.if !== undefined || last.phases !== undefined) throw new Error('flow table: a rule list must end with an unconditional rule');
  return rules.map((rule) => ({
    then: rule.then,
    reason: rule.if === undefined ? undefined : END_REASON_OF[rule.if as ConditionName],
    test: rule.if === undefined ? null : (FLOW_CONDITIONS[rule.if] as FlowCondition).test,
    phases: rule.phases === undefined ? ~0 : rule.phases.reduce((mask, phase) => mask | (1 << phase), 0),
  }));
}

// Made on first use: this module and the table's predicates import each other.
let table: {
  afterMove: readonly (readonly ReadyRule<string>[])[];
  phaseOver: readonly (readonly ReadyRule<string>[])[];
  dueToLay: readonly ReadyRule<string>[];
} | null = null;

function tables() {
  // By move type in code order (codes.ts: the table's own order of `afterMove`), by phase.
  table ??= {
    afterMove: (Object.keys(FLOW.afterMove) as MoveType[]).map((type) => ready<string>(FLOW.afterMove[type])),
    phaseOver: [[], ready<string>(FLOW.phaseOver[1]), ready<string>(FLOW.phaseOver[2]), ready<string>(FLOW.phaseOver[3])],
    dueToLay: ready<string>(FLOW.dueToLay),
  };
  return table;
}

/** The first rule that applies in this phase and whose condition holds for the player whose turn it is. */
function firstRule(rules: readonly ReadyRule<string>[], p: Position): ReadyRule<string> {
  const seat = currentSeat(p);
  const phase = 1 << p.phase;
  for (let i = 0; ; i++) {
    const r = rules[i];
    if ((r.phases & phase) !== 0 && (r.test === null || r.test(p, seat))) return r;
  }
}

/** After a move of type `type` (its code, codes.ts) by `seat`: the table's `afterMove`. */
export function afterMove(p: Position, type: number, seat: number): void {
  const rule = firstRule(tables().afterMove[type], p);
  switch (rule.then) {
    case 'same-turn':
      return;
    case 'clipper':
      p.step = 'clipper';
      return;
    case 'end':
      return endGame(p, rule.reason!, seat);
    default:
      return nextPlayer(p);
  }
}

/** The current player's turn is over (a 5X card laid this phase is now spent); the next player is due. */
function nextPlayer(p: Position): void {
  const seat = currentSeat(p);
  const emit = p.emit;
  // Reported in phase 1 too, so the charts can show the turn passing there as well.
  if (emit !== null) emit({ type: 'turn.ended', seat, phase: p.phase });
  if (spentAtTurnEnd(p, seat)) {
    p.cardStatus[p.card[seat]] = 2;
    p.dirty |= DIRTY_CARDS;
    if (emit !== null) emit({ type: 'card.used', seat, card: p.from.cards[p.card[seat]].id });
  }
  p.turn++;
  p.placed = 0;
  p.portMoved = false;
  const { phaseOver, dueToLay } = tables();
  for (;;) {
    if ((FLOW_CONDITIONS.phaseDone as FlowCondition).test(p, seat)) {
      const over = firstRule(phaseOver[p.phase], p);
      // A dead board ends the game here, once the round's last player is done, before another phase 1.
      if (over.then === 'end') return endGame(p, over.reason!, (p.firstPlayer + p.players - 1) % p.players);
      if (over.then === 'phase 4') endRound(p);
      else {
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
    const rule = firstRule(dueToLay, p);
    if (rule.then === 'skip') {
      if (emit !== null) emit({ type: 'turn.skipped', seat: due, phase: p.phase, rule: FLOW_CONDITIONS.sitsOut.rule });
      p.turn++;
      continue;
    }
    if (rule.then === 'end') return endGame(p, rule.reason!, due);
    p.step = 'place';
    p.allow = allowance(p, due);
    return;
  }
}

/** Phase 4 (rule round.end): cards go back, unstarted ships go back beside the board, the first-player card passes left. */
function endRound(p: Position): void {
  const emit = p.emit;
  p.dirty |= DIRTY_PLAYERS | DIRTY_CARDS;
  for (let seat = 0; seat < p.players; seat++) {
    if (p.clipper[seat] >= 0) {
      p.spare[p.clipper[seat]]++;
      p.dirty |= 1 << p.clipper[seat];
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

function endGame(p: Position, reason: EndReason, seat: number): void {
  p.ended = { reason, round: p.round, phase: p.phase, seat };
  if (p.emit !== null) p.emit({ type: 'game.ended', reason, seat });
}
