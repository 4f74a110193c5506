import type { EndReason, GameState, MoveType, Step, Violation } from './types';
import { currentSeat } from './context';
import { FLOW } from './flow-table';
import type { RuleId } from './rules';
import { because } from './refusals';

/**
 * The flow table's steps read for the explainer: which step a move belongs to, and
 * the words for a move made at the wrong moment. The core (rollout/flow.ts) moves
 * the game on; this only says why a move does not fit now.
 */

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
