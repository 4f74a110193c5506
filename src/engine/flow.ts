import type { CompanyState, Draft, EndReason, GameEvent, GameState, MoveType, Refusal, Step, Violation } from './types';
import { copyPlayer, currentSeat, draft, withCompany } from './context';
import { FLOW, FLOW_CONDITIONS, holds, type ConditionName, type FlowCondition, type FlowRule } from './flow-table';
import { spentAtTurnEnd } from './cards';
import type { RuleId } from './rules';
import { because, type RefusalCode, type RefusalValues } from './refusals';

/**
 * The interpreter of the flow table (`flow-table.ts`): whether a move fits the
 * moment, and where the game goes after an accepted one. Moves only change the
 * board, money and cards; nothing else advances the game.
 */

export const refuse = (rule: RuleId, code: RefusalCode, values?: RefusalValues): Refusal => ({ ok: false, violation: because(rule, code, values) });

/** The step whose moves include `type`, from the table. */
const STEP_OF: Readonly<Record<MoveType, Step>> = Object.fromEntries(
  (Object.keys(FLOW.steps) as Step[]).flatMap((step) => FLOW.steps[step].moves.map((m) => [m, step])),
) as Record<MoveType, Step>;

/**
 * A move type's index in `MOVE_TYPES`, or -1 for any other value (a move's `type`
 * may be anything). A switch, so that every move reads the table's facts by index:
 * a record read with a varying key is V8's megamorphic keyed lookup, and a Map's
 * lookup hashes (see `slotOf` in origins.ts).
 */
export function moveTypeIndex(type: unknown): number {
  switch (type) {
    case 'port.place': return 0;
    case 'card.take': return 1;
    case 'pass': return 2;
    case 'clipper.buy': return 3;
    case 'clipper.skip': return 4;
    case 'segment.place': return 5;
    case 'port.move': return 6;
    case 'turn.end': return 7;
    default: return -1;
  }
}
const MOVE_TYPES = Object.keys(FLOW.afterMove) as MoveType[];
if (MOVE_TYPES.length !== 8 || MOVE_TYPES.some((type, i) => moveTypeIndex(type) !== i)) throw new Error('flow.ts: moveTypeIndex does not follow the flow table’s move types');
const STEP_BY_INDEX: readonly Step[] = MOVE_TYPES.map((type) => STEP_OF[type]);

/** The step whose moves include `type`, for any value: undefined for what no step accepts. */
export function stepOfType(type: unknown): Step | undefined {
  const i = moveTypeIndex(type);
  return i < 0 ? undefined : STEP_BY_INDEX[i];
}

/** The rule behind each way a game ends. */
export const END_RULE: Readonly<Record<EndReason, RuleId>> = {
  'all-laid': 'end.all-laid',
  'no-placement': 'end.no-placement',
  'dead-board': 'end.dead-board',
};

/** Refuses a move made at the wrong moment, or after the game ended; null if the table accepts its type now. */
export function momentProblem(state: GameState, type: MoveType): Violation | null {
  if (state.ended) return because(END_RULE[state.ended.reason], 'game.over');
  const step = STEP_OF[type];
  if (step === undefined || state.step === step) return null;
  if (state.step === 'clipper' && step === 'action') {
    return because('action.one', 'moment.action-taken', { player: state.players[currentSeat(state)].name });
  }
  return because('turn.phase', 'moment.wrong-step', { move: type, step, phase: state.phase });
}

/**
 * A rule list of the table made ready to interpret: each condition's predicate
 * looked up and its phases as a bit mask, once, when this module loads (the lists
 * are read after every move).
 */
interface ReadyRule<T extends string> {
  rule: FlowRule<T>;
  test: FlowCondition['test'] | null;
  /** Bit `1 << phase` set for each phase the rule applies in; every bit when it names none. */
  phases: number;
}

function ready<T extends string>(rules: readonly FlowRule<T>[]): readonly ReadyRule<T>[] {
  const last = rules[rules.length - 1];
  if (last === undefined || last.if !== undefined || last.phases !== undefined) throw new Error('flow table: a rule list must end with an unconditional rule');
  return rules.map((rule) => ({
    rule,
    test: rule.if === undefined ? null : (FLOW_CONDITIONS[rule.if] as FlowCondition).test,
    phases: rule.phases === undefined ? ~0 : rule.phases.reduce((mask, phase) => mask | (1 << phase), 0),
  }));
}

const PHASE_OVER = { 1: ready(FLOW.phaseOver[1]), 2: ready(FLOW.phaseOver[2]), 3: ready(FLOW.phaseOver[3]) };
const DUE_TO_LAY = ready(FLOW.dueToLay);

/** The first rule that applies in this phase and whose condition holds for the player whose turn it is. */
function firstRule<T extends string>(rules: readonly ReadyRule<T>[], s: GameState): FlowRule<T> {
  const seat = currentSeat(s);
  const phase = 1 << s.phase;
  for (let i = 0; ; i++) {
    const r = rules[i];
    if ((r.phases & phase) !== 0 && (r.test === null || r.test(s, seat))) return r.rule;
  }
}

/** The reason a game ends, from the condition that ended it (`allLaid` → `all-laid`). */
export const END_REASON_OF: Readonly<Partial<Record<ConditionName, EndReason>>> = {
  allLaid: 'all-laid',
  cannotLay: 'no-placement',
  boardDead: 'dead-board',
};

/**
 * What the game does with nobody acting, one operation per thing the flow table
 * names. The engine's interpreter below and the turn-sequence chart (machines/)
 * both call these on a draft, so they cannot drift apart.
 */
export const FLOW_OPS = {
  /** The current player's next step begins (the action, the ship purchase, the placement turn). */
  startStep(s: Draft<GameState>, _events: GameEvent[], step: Step): void {
    s.step = step;
  },
  /** The current player's turn is over, in any phase (a 5X card laid this phase is now spent); the next player is due. */
  endTurn(s: Draft<GameState>, events: GameEvent[]): void {
    const seat = currentSeat(s);
    // Reported in phase 1 too, so the charts can show the turn passing there as well.
    events.push({ type: 'turn.ended', seat, phase: s.phase });
    if (s.step === 'place') {
      const player = s.players[seat];
      if (player.card !== null && spentAtTurnEnd(s, seat)) {
        markCard(s, player.card, 'used');
        events.push({ type: 'card.used', seat, card: player.card });
      }
    }
    s.turn += 1;
    s.placed = 0;
    s.portMoved = false;
  },
  /** The player due to lay sits this phase out (rule card.5x.one-phase). */
  skipTurn(s: Draft<GameState>, events: GameEvent[]): void {
    events.push({ type: 'turn.skipped', seat: currentSeat(s), phase: s.phase, rule: FLOW_CONDITIONS.sitsOut.rule });
    s.turn += 1;
  },
  /** Everyone has had this phase: the next one starts with the first player. */
  nextPhase(s: Draft<GameState>, events: GameEvent[]): void {
    s.phase = (s.phase + 1) as 2 | 3;
    s.turn = 0;
    s.step = 'place';
    events.push({ type: 'phase.started', round: s.round, phase: s.phase });
  },
  /** Phase 4 (rule round.end). */
  endRound,
  /** The game is over, for the reason the condition gives. */
  endGame(s: Draft<GameState>, events: GameEvent[], because: ConditionName): void {
    const reason = END_REASON_OF[because];
    if (reason === undefined) throw new Error(`flow table: "${because}" does not end a game`);
    // A dead board is found once the round's last player is done.
    const seat = reason === 'dead-board' ? (s.firstPlayer + s.players.length - 1) % s.players.length : currentSeat(s);
    endGame(s, events, reason, seat);
  },
};

export type FlowOpName = keyof typeof FLOW_OPS;

/** One flow operation on a game, as a new state and what it made happen (for the charts, which step through the table). */
export function flowOp(state: GameState, op: FlowOpName, arg?: Step | ConditionName): { state: GameState; events: GameEvent[] } {
  const s = draft(state);
  const events: GameEvent[] = [];
  (FLOW_OPS[op] as (s: Draft<GameState>, events: GameEvent[], arg?: Step | ConditionName) => void)(s, events, arg);
  return { state: s, events };
}

/** Settles who acts next: skips players who may not lay, ends phases, rounds and the game. */
export function beginTurn(s: Draft<GameState>, events: GameEvent[]): void {
  for (;;) {
    if (holds('phaseDone', s)) {
      const over = firstRule(PHASE_OVER[s.phase], s);
      if (over.then === 'end') {
        // A dead board ends the game here, before another phase 1 could sell ships or place markers.
        FLOW_OPS.endGame(s, events, over.if!);
        return;
      }
      if (over.then === 'phase 4') FLOW_OPS.endRound(s, events);
      else FLOW_OPS.nextPhase(s, events);
    }
    if (s.phase === 1) {
      FLOW_OPS.startStep(s, events, 'action');
      return;
    }
    const due = firstRule(DUE_TO_LAY, s);
    if (due.then === 'skip') {
      FLOW_OPS.skipTurn(s, events);
      continue;
    }
    if (due.then === 'end') FLOW_OPS.endGame(s, events, due.if!);
    else FLOW_OPS.startStep(s, events, 'place');
    return;
  }
}

function endRound(s: Draft<GameState>, events: GameEvent[]): void {
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

export function endGame(s: Draft<GameState>, events: GameEvent[], reason: EndReason, seat: number): void {
  s.ended = { reason, round: s.round, phase: s.phase, seat };
  events.push({ type: 'game.ended', reason, seat });
}

export function markCard(s: Draft<GameState>, id: string, status: 'used'): void {
  s.cards = s.cards.map((c) => (c.id === id ? { id: c.id, kind: c.kind, status, holder: c.holder } : c));
}

/** Replaces one player's record on a draft state. */
export function updatePlayer(s: Draft<GameState>, seat: number, patch: Partial<GameState['players'][number]>): void {
  const players = s.players.slice();
  players[seat] = { ...players[seat], ...patch };
  s.players = players;
}
