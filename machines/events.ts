import type { Move } from '../src/engine';

/**
 * Statechart events are the engine's moves under dotted names. Only `pass` is
 * renamed (`action.pass`), being a phase-1 action; every other name is the move's own.
 */
export type MachineEvent =
  | (Exclude<Move, { type: 'pass' }>)
  | { type: 'action.pass' };

export const MOVE_EVENT_TYPES = [
  'port.place',
  'card.take',
  'action.pass',
  'clipper.buy',
  'clipper.skip',
  'segment.place',
  'port.move',
  'turn.end',
] as const satisfies readonly MachineEvent['type'][];

export function toMove(event: MachineEvent): Move {
  return event.type === 'action.pass' ? { type: 'pass' } : event;
}

export function toEvent(move: Move): MachineEvent {
  return move.type === 'pass' ? { type: 'action.pass' } : move;
}
