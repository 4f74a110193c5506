import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { applyMove, cardStatus, legalMoves, type CardId, type GameState } from '../../src/engine';
import { toEvent, toMove, type MachineEvent } from '../../machines/events';
import { exportMachines } from '../../machines/export';
import type { GameContext } from '../../machines/logic';
import { OPTION_CARDS, optionCardMachine } from '../../machines/option-card';
import { purpleMachine } from '../../machines/purple';
import { turnMachine } from '../../machines/turn';
import { tinyGame } from './fixtures';

type Snap = { value: unknown; context: GameContext; status: string };

/** Snapshots are told apart by chart state and the game's progress, not by every detail of the board. */
function coarseKey(snap: Snap): string {
  const g = snap.context.game;
  return JSON.stringify([
    snap.value,
    g.round,
    g.phase,
    g.step,
    g.turn,
    g.placed,
    g.cards.map((c) => c.status),
    g.purpleActive,
    g.ended?.reason ?? null,
    Object.values(g.companies).map((c) => c.supply),
  ]);
}

/**
 * The moves worth exploring: every route segment and card (they change the charts),
 * but only one port placement, port move and ship purchase (they change none).
 */
function representativeMoves(game: GameState) {
  const seen = new Set<string>();
  return legalMoves(game).filter((m) => {
    if (m.type === 'segment.place' || m.type === 'card.take') return true;
    if (seen.has(m.type)) return false;
    seen.add(m.type);
    return true;
  });
}

/** Round 1 in full and round 2's phase 1 (the first time anyone can afford a ship): every chart state lies within. */
const beyondHorizon = (game: GameState) => game.round > 2 || (game.round === 2 && game.phase > 1);

function walk(machine: AnyStateMachine, input: { game: GameState; card?: CardId }) {
  return getShortestPaths(machine, {
    input,
    events: (snap: Snap) => (beyondHorizon(snap.context.game) ? [] : representativeMoves(snap.context.game).map(toEvent)),
    serializeState: (snap: Snap) => coarseKey(snap),
  } as never) as unknown as { state: Snap; steps: { event: MachineEvent }[] }[];
}

interface Replayed {
  /** Every chart state entered along the way, transient ones included. */
  seen: Set<string>;
  /** Each path's end: the chart's snapshot and the pure engine's game after the same moves. */
  ends: { value: unknown; game: GameState; engine: GameState }[];
}

/**
 * Replays each path twice: through the chart (an actor, watched by an inspector so
 * eventless passes through transient states are seen) and through the bare engine.
 */
function replay(machine: AnyStateMachine, input: { game: GameState; card?: CardId }, paths: { steps: { event: MachineEvent }[] }[]): Replayed {
  const seen = new Set<string>();
  const ends: Replayed['ends'] = [];
  // A chart enters its initial states when it starts, before any inspector event.
  for (let node = machine.root as unknown as { id: string; initial?: { target: { id: string }[] } } | undefined; node?.initial; ) {
    node = node.initial.target[0] as typeof node;
    if (node) seen.add(node.id);
  }
  for (const path of paths) {
    const actor = createActor(machine, {
      input,
      inspect: (ev) => {
        if (ev.type === '@xstate.microstep' || ev.type === '@xstate.snapshot') {
          const snap = (ev as { snapshot: { _nodes?: { id: string }[] } }).snapshot;
          for (const node of snap._nodes ?? []) seen.add(node.id);
        }
      },
    });
    actor.start();
    let engine = input.game;
    for (const { event } of path.steps) {
      if (event.type.startsWith('xstate.')) continue;
      actor.send(event);
      const result = applyMove(engine, toMove(event));
      if (result.ok) engine = result.state;
    }
    const snap = actor.getSnapshot() as unknown as Snap;
    ends.push({ value: snap.value, game: snap.context.game, engine });
    actor.stop();
  }
  return { seen, ends };
}

const exported = Object.fromEntries(exportMachines().map((g) => [g.id, g]));

describe('turn-sequence chart (xstate/graph)', () => {
  const start = tinyGame(3);
  const paths = walk(turnMachine, { game: start });
  const { seen, ends } = replay(turnMachine, { game: start }, paths);

  it('reaches every state', () => {
    // The exported chart is the game actor's, whose own chart is this turn region under the id "game".
    const want = exported.game.states.map((s) => s.id.replace(/^game/, 'turn'));
    expect(want.filter((id) => !seen.has(id))).toEqual([]);
  });

  it('agrees with the engine on every shortest path', () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const { value, game, engine } of ends) {
      expect(game).toEqual(engine);
      const v = JSON.stringify(value);
      if (engine.ended) expect(v).toContain('scored');
      else if (engine.phase === 1) expect(v).toContain(engine.step === 'action' ? '"phase1":"action"' : '"phase1":"clipper"');
      else expect(v).toContain(`"phase${engine.phase}":"placing"`);
    }
  });
});

describe('option-card chart (xstate/graph)', () => {
  const start = tinyGame(3);
  // With three players the third 2X card is out; the 5X and Port cards reach "used".
  const cards: CardId[] = ['2x-3', '2x-1', '5x', 'port'];
  const all = new Set<string>();
  for (const card of cards) {
    const { seen, ends } = replay(optionCardMachine, { game: start, card }, walk(optionCardMachine, { game: start, card }));
    seen.forEach((id) => all.add(id));
    it(`card ${card}: every shortest path agrees with the engine`, () => {
      for (const { value, game, engine } of ends) {
        expect(game).toEqual(engine);
        expect(value).toBe(cardStatus(engine, card));
      }
    });
  }
  it('reaches every state over the cards', () => {
    const want = exported['option-card'].states.map((s) => s.id);
    expect(want.filter((id) => !all.has(id))).toEqual([]);
    expect(OPTION_CARDS).toHaveLength(6);
  });
});

describe('purple chart (xstate/graph)', () => {
  const start = tinyGame(3);
  const { seen, ends } = replay(purpleMachine, { game: start }, walk(purpleMachine, { game: start }));
  it('reaches inactive and active, agreeing with the engine', () => {
    expect(exported.purple.states.map((s) => s.id).filter((id) => !seen.has(id))).toEqual([]);
    for (const { value, game, engine } of ends) {
      expect(game).toEqual(engine);
      expect(value).toBe(engine.purpleActive ? 'active' : 'inactive');
    }
  });
});
