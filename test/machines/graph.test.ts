import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { applyMove, createRng, legalMoves, newGame, VARIANT_CHOICES, type GameState, type Move, type Variants } from '../../src/engine';
import type { BoardMap } from '../../src/map/schema';
import { toEvent, toMove, type MachineEvent } from '../../machines/events';
import { exportMachines } from '../../machines/export';
import { gameMachine } from '../../machines/game';
import type { GameContext } from '../../machines/logic';
import { expectRegionsMatch } from './check';
import { defaultMap, tinyGame } from './fixtures';

type Snap = { value: unknown; context: GameContext; status: string; can(e: MachineEvent): boolean; _nodes?: { id: string }[] };

/**
 * Every event the chart could be sent on this board, built from the chart's own
 * event types and the board's vocabulary (islands, cards, companies, links), not
 * from `legalMoves`: the chart's `can()` says which it takes.
 */
function vocabulary(map: BoardMap): MachineEvent[] {
  const moves: Move[] = [{ type: 'pass' }, { type: 'clipper.skip' }, { type: 'turn.end' }];
  for (const island of map.islands) moves.push({ type: 'port.place', island: island.id });
  for (const card of ['2x', '3x', '5x', 'port'] as const) moves.push({ type: 'card.take', card });
  for (const company of ['red', 'blue', 'white', 'green', 'black'] as const) moves.push({ type: 'clipper.buy', company });
  for (const link of map.links) {
    for (const from of [link.from, link.to]) {
      for (const company of ['red', 'blue', 'white', 'green', 'black', 'purple'] as const) {
        moves.push({ type: 'segment.place', company, link: link.id, from });
        if (company !== 'purple') moves.push({ type: 'segment.place', company, link: link.id, from, start: true });
      }
    }
  }
  for (const a of map.islands) for (const b of map.islands) if (a !== b) moves.push({ type: 'port.move', from: a.id, to: b.id });
  return moves.map(toEvent);
}

const chartTypes = new Set(exportMachines()[0].events);

function coarseKey(snap: Snap): string {
  const g = snap.context.game;
  return JSON.stringify([snap.value, g.round, g.phase, g.step, g.turn, g.placed, g.cards.map((c) => c.status), g.purpleActive, g.ended?.reason ?? null, Object.values(g.companies).map((c) => c.supply), g.players.map((p) => p.money > 3)]);
}

/** Keeps every segment and card event, and one of each other kind (they move no chart differently). */
function representative(events: MachineEvent[]): MachineEvent[] {
  const seen = new Set<string>();
  return events.filter((e) => {
    if (e.type === 'segment.place' || e.type === 'card.take') return true;
    if (seen.has(e.type)) return false;
    seen.add(e.type);
    return true;
  });
}

const beyondHorizon = (game: GameState) => game.round > 2;

describe('the game chart under xstate/graph', () => {
  const start = tinyGame(3);
  const rich = structuredClone(start);
  // Money for the Port card and ships in round 1, so every card state lies within two rounds.
  rich.players.forEach((p) => (p.money = 9));
  const all = vocabulary(start.map);
  const seen = new Set<string>();
  let pathCount = 0;
  for (const input of [start, rich]) {
    const paths = getShortestPaths(gameMachine, {
      input: { game: input },
      events: (snap: Snap) => (beyondHorizon(snap.context.game) ? [] : representative(all.filter((e) => chartTypes.has(e.type) && snap.can(e)))),
      serializeState: (snap: Snap) => coarseKey(snap),
    } as never) as unknown as { steps: { event: MachineEvent }[] }[];
    pathCount += paths.length;
    it(`replays each of its ${paths.length} shortest paths identically on the engine, every region agreeing`, () => {
      expect(paths.length).toBeGreaterThan(20);
      for (const path of paths) {
        const actor = createActor(gameMachine, {
          input: { game: input },
          inspect: (ev) => {
            if (ev.type === '@xstate.snapshot' || ev.type === '@xstate.microstep') for (const n of (ev as unknown as { snapshot: Snap }).snapshot._nodes ?? []) seen.add(n.id);
          },
        });
        actor.start();
        for (const n of (actor.getSnapshot() as unknown as Snap)._nodes ?? []) seen.add(n.id);
        let engine = input;
        for (const { event } of path.steps) {
          if (event.type.startsWith('xstate.')) continue;
          actor.send(event);
          const result = applyMove(engine, toMove(event));
          expect(result.ok).toBe(true);
          if (result.ok) engine = result.state;
        }
        const snap = actor.getSnapshot() as unknown as Snap;
        expect(snap.context.game).toEqual(engine);
        expectRegionsMatch(snap.value, engine, JSON.stringify(path.steps.map((s) => s.event)));
        actor.stop();
      }
    });
  }

  it('reaches every state of every region', () => {
    expect(pathCount).toBeGreaterThan(40);
    const want = exportMachines().flatMap((g) => g.states.map((s) => s.id));
    expect(want.filter((id) => !seen.has(id))).toEqual([]);
  });
});

/** Every variant combination, one per game in turn. */
function variantsFor(g: number): Variants {
  const keys = Object.keys(VARIANT_CHOICES) as (keyof Variants)[];
  let k = g;
  const v = {} as Record<string, string>;
  for (const key of keys) {
    const choices = VARIANT_CHOICES[key];
    v[key] = choices[k % choices.length];
    k = Math.floor(k / choices.length);
  }
  return v as unknown as Variants;
}

describe('the game chart in 1,000 random games', () => {
  it('can() is the engine’s acceptance for listed and unlisted moves, and every region agrees with the engine, in every variant', () => {
    const map = defaultMap();
    const vocab = vocabulary(map);
    let checked = 0;
    for (let g = 0; g < 1000; g++) {
      const players = ['A', 'B', 'C', 'D', 'E'].slice(0, 3 + (g % 3)).map((name) => ({ name }));
      const game = newGame({ map, players, seed: g, variants: variantsFor(g) });
      if (!game.ok) throw new Error(JSON.stringify(game.error));
      const rng = createRng(g);
      const actor = createActor(gameMachine, { input: { game: game.value } });
      actor.start();
      const full = g % 50 === 0;
      for (let step = 0; !actor.getSnapshot().context.game.ended; step++) {
        const snap = actor.getSnapshot();
        const engine = snap.context.game;
        const moves = legalMoves(engine);
        const sample = full ? moves : [moves[Math.floor(rng() * moves.length)]];
        for (const m of sample) {
          expect(snap.can(toEvent(m))).toBe(true);
          checked++;
        }
        const other = vocab[Math.floor(rng() * vocab.length)];
        expect(snap.can(other), JSON.stringify(other)).toBe(applyMove(engine, toMove(other)).ok);
        const move = moves[Math.floor(rng() * moves.length)];
        actor.send(toEvent(move));
        const after = actor.getSnapshot();
        if (full || step % 7 === 0 || after.context.game.ended) expectRegionsMatch(after.value, after.context.game, `game ${g} step ${step}`);
      }
      expect(actor.getSnapshot().value).toMatchObject({ turn: { over: 'scored' } });
      actor.stop();
    }
    expect(checked).toBeGreaterThan(100_000);
  }, 240_000);
});
