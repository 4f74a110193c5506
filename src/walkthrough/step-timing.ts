import type { GameEvent } from '../engine';

/**
 * Which step each engine event belongs to, as a teacher reads the walkthrough.
 *
 * The engine settles the game in one go: the move that ends a turn also skips the
 * players who may not lay, ends the phase and, after phase 3, ends the round. A
 * walkthrough often narrates those automatic events in steps of their own, with no
 * moves ("Pauline sits out", "cards back, the hook passes"). Those steps must show
 * them, and the step before must not show them yet, or every phase boundary reads
 * one step early. So the automatic events that trail a step's last move are handed
 * on to the move-less steps that follow it, one group per step in order; with no
 * move-less step after it, a step keeps its own automatic events.
 */

/** Events the engine adds on its own after a turn ends, never as the direct result of a move. */
export const AUTOMATIC_EVENTS: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>([
  'turn.skipped',
  'phase.started',
  'clipper.returned',
  'cards.returned',
  'first-player.passed',
]);

const isAutomatic = (e: GameEvent): boolean => AUTOMATIC_EVENTS.has(e.type) || (e.type === 'game.ended' && e.reason === 'no-placement');

export interface StepEvents {
  /** The events the step shows: its own moves' and those handed on to it. */
  shown: GameEvent[];
  /** Automatic events the step's moves caused but a later move-less step shows. */
  handedOn: GameEvent[];
}

/** Splits each step's events into what it shows and what it hands on. `steps[i].moves` is the step's move count. */
export function attributeEvents(steps: readonly { moves: number; events: readonly GameEvent[] }[]): StepEvents[] {
  const out: StepEvents[] = steps.map((s) => ({ shown: [...s.events], handedOn: [] }));
  for (let i = 0; i < steps.length; i++) {
    if (steps[i].moves === 0) continue;
    let quiet = 0;
    while (i + 1 + quiet < steps.length && steps[i + 1 + quiet].moves === 0) quiet++;
    if (quiet === 0) continue;
    const events = steps[i].events;
    let cut = events.length;
    while (cut > 0 && isAutomatic(events[cut - 1])) cut--;
    const trailing = events.slice(cut);
    if (trailing.length === 0) continue;
    out[i] = { shown: events.slice(0, cut), handedOn: trailing };
    const groups = groupAutomatic(trailing);
    for (let g = 0; g < groups.length; g++) {
      const target = i + 1 + Math.min(g, quiet - 1);
      out[target].shown.push(...groups[g]);
    }
  }
  return out;
}

/**
 * One group per thing a teacher narrates: each player sitting out, and the round's end.
 * A phase starting goes with the group before it ("… sits out; phase 3 begins").
 */
export function groupAutomatic(events: readonly GameEvent[]): GameEvent[][] {
  const groups: GameEvent[][] = [];
  let roundEnd = false;
  for (const e of events) {
    const opensRoundEnd: boolean = (e.type === 'clipper.returned' || e.type === 'cards.returned') && !roundEnd;
    if (e.type === 'turn.skipped' || opensRoundEnd || groups.length === 0) {
      groups.push([]);
      roundEnd = opensRoundEnd;
    }
    if (e.type === 'turn.skipped') roundEnd = false;
    groups[groups.length - 1].push(e);
  }
  return groups;
}
