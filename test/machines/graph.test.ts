import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { applyMove, createRng, FLOW_CONDITIONS, holds, legalMoves, newGame, VARIANT_CHOICES, type ConditionName, type GameState, type Move, type Variants } from '../../src/engine';
import type { BoardMap } from '../../src/map/schema';
import { toEvent, toMove, type MachineEvent } from '../../machines/events';
import { exportMachines } from '../../machines/export';
import { gameMachine } from '../../machines/game';
import type { GameContext } from '../../machines/logic';
import { expectRegionsMatch } from './check';
import { defaultMap, tinyGame } from './fixtures';

type Snap = { value: unknown; context: GameContext; status: string; can(e: MachineEvent): boolean; _nodes?: { id: string; on?: Record<string, unknown> }[] };
type Inspected = { type: string; snapshot?: Snap; _transitions?: { source: { id: string }; target?: { id: string }[] }[] };

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

const chartTypes = new Set(exportMachines().flatMap((g) => g.events));
const conditions = Object.keys(FLOW_CONDITIONS) as ConditionName[];

/**
 * What tells two positions apart for the chart: its state value, the flow
 * table's conditions, and the counters those conditions read (whose turn in the
 * phase for `phaseDone`, segments laid this turn for `turnGoesOn`, segments left
 * for `allLaid`), the only things its guards read besides the engine's
 * acceptance of the move itself (which `can()` answers when events are listed).
 * The round is kept so a path can run into a second round (cards come back).
 */
function chartKey(snap: Snap): string {
  const g = snap.context.game;
  return JSON.stringify([snap.value, g.round, g.turn, g.placed, conditions.map((c) => (g.ended ? false : holds(c, g)))]);
}

/**
 * The events to explore from a snapshot: one accepted event per kind of thing
 * that moves a region differently (per company for segments, since purple wakes
 * on two companies; per card kind; one of every other move). Which island or
 * link is chosen moves no chart differently. The board's vocabulary is sifted
 * with the engine's verdict (XState's `can()` costs some 25 times more, and most
 * of the vocabulary is refused), and the chart must agree: `can()` true for every
 * chosen event, false for the first refused event of each type.
 */
function explore(snap: Snap, vocabulary: readonly MachineEvent[]): MachineEvent[] {
  const seen = new Set<string>();
  const refused = new Set<string>();
  const out: MachineEvent[] = [];
  // Event types no active state has an arrow for: the chart refuses them whatever the engine says.
  const handled = new Set((snap._nodes ?? []).flatMap((n) => Object.keys(n.on ?? {})));
  for (const e of vocabulary) {
    if (!handled.has(e.type)) {
      if (refused.has(e.type)) continue;
      refused.add(e.type);
      if (snap.can(e) || applyMove(snap.context.game, toMove(e)).ok) throw new Error(`the chart and the engine disagree on ${JSON.stringify(e)}`);
      continue;
    }
    const key = e.type === 'segment.place' ? `${e.type} ${e.company} ${e.start === true}` : e.type === 'card.take' ? `${e.type} ${e.card}` : e.type;
    if (seen.has(key)) continue;
    if (applyMove(snap.context.game, toMove(e)).ok) {
      if (!snap.can(e)) throw new Error(`the chart refuses ${JSON.stringify(e)}, which the engine accepts`);
      seen.add(key);
      out.push(e);
    } else if (!refused.has(e.type)) {
      refused.add(e.type);
      if (snap.can(e)) throw new Error(`the chart takes ${JSON.stringify(e)}, which the engine refuses`);
    }
  }
  return out;
}

const beyondHorizon = (game: GameState) => game.round > 1;

/** The state ids an actor passes through, eventless steps and its start included. */
function recorder(seen: Set<string>) {
  return (ev: unknown) => {
    const e = ev as Inspected;
    if (e.type !== '@xstate.microstep' && e.type !== '@xstate.snapshot') return;
    for (const n of e.snapshot?._nodes ?? []) seen.add(n.id);
    for (const t of e._transitions ?? []) {
      seen.add(t.source.id);
      for (const target of t.target ?? []) seen.add(target.id);
    }
  };
}

describe('the game chart under xstate/graph', () => {
  // Money for the Port card and ships in round 1, so every state of every region lies within one round.
  const input = tinyGame(3);
  input.players.forEach((p) => (p.money = 9));
  const all = vocabulary(input.map).filter((e) => chartTypes.has(e.type));
  const seen = new Set<string>();
  let paths: { steps: { event: MachineEvent }[] }[] = [];

  it('finds a few hundred shortest paths, each replayed identically on the engine with every region agreeing at every step, and a chart started at each position agreeing too', () => {
    paths = getShortestPaths(gameMachine, {
      input: { game: input },
      events: (snap: Snap) => (beyondHorizon(snap.context.game) ? [] : explore(snap, all)),
      serializeState: (snap: Snap) => chartKey(snap),
    } as never) as unknown as { steps: { event: MachineEvent }[] }[];
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.length).toBeLessThan(2000);
    // Replaying the longest paths replays every shorter one that is a prefix of them, step by step.
    const keys = paths.map((p) => p.steps.filter((s) => !s.event.type.startsWith('xstate.')).map((s) => JSON.stringify(s.event)).join('\n'));
    const sorted = [...keys].sort();
    const leaves = paths.filter((_, i) => {
      const next = sorted[sorted.indexOf(keys[i]) + 1];
      return next === undefined || !next.startsWith(keys[i] + '\n');
    });
    const resumedAt = new Set<string>();
    for (const path of leaves) {
      const actor = createActor(gameMachine, { input: { game: input }, inspect: recorder(seen) });
      actor.start();
      let engine = input;
      const done: MachineEvent[] = [];
      for (const { event } of path.steps) {
        if (event.type.startsWith('xstate.')) continue;
        done.push(event);
        const where = JSON.stringify(done);
        actor.send(event);
        const result = applyMove(engine, toMove(event));
        expect(result.ok, where).toBe(true);
        if (!result.ok) break;
        engine = result.state;
        const snap = actor.getSnapshot() as unknown as Snap;
        expectRegionsMatch(snap.value, engine, where);
        if (resumedAt.has(where)) continue;
        resumedAt.add(where);
        expect(snap.context.game).toEqual(engine);
        // Picked up part-way (a saved game, a walkthrough step), a chart must start where the game stands.
        const resumed = createActor(gameMachine, { input: { game: engine }, inspect: recorder(seen) });
        resumed.start();
        expectRegionsMatch(resumed.getSnapshot().value, engine, `resumed after ${where}`);
        resumed.stop();
      }
      actor.stop();
    }
    console.log(`${paths.length} shortest paths; ${leaves.length} replayed, ${resumedAt.size} positions checked`);
  });

  it('reaches every state of every region, including those a chart only enters as it starts', () => {
    expect(paths.length).toBeGreaterThan(100);
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

const combinations = Object.values(VARIANT_CHOICES).reduce((n, c) => n * c.length, 1);
// `npm test` plays each variant combination once, 3, 4 and 5 players in turn; `npm run test:charts` plays 1,000 games
// (692 s seen at load 20 on 2 cores beside a site build: the time limit only catches a hang).
const GAMES = Number(process.env.CHART_GAMES ?? combinations);

describe(`the game chart in ${GAMES} random games`, () => {
  it('can() is the engine’s acceptance for listed and unlisted moves, and every region agrees with the engine, in every variant and at every player count', () => {
    const map = defaultMap();
    const vocab = vocabulary(map);
    const played = new Set<string>();
    const counts = new Set<number>();
    let checked = 0;
    for (let g = 0; g < GAMES; g++) {
      const count = 3 + (g % 3);
      const variants = variantsFor(g);
      played.add(JSON.stringify(variants));
      counts.add(count);
      const players = ['A', 'B', 'C', 'D', 'E'].slice(0, count).map((name) => ({ name }));
      const game = newGame({ map, players, seed: g, variants });
      if (!game.ok) throw new Error(JSON.stringify(game.error));
      const rng = createRng(g);
      const actor = createActor(gameMachine, { input: { game: game.value } });
      actor.start();
      const full = g % 8 === 0;
      for (let step = 0; !actor.getSnapshot().context.game.ended; step++) {
        const snap = actor.getSnapshot();
        const engine = snap.context.game;
        const moves = legalMoves(engine);
        const sample = full ? moves : [moves[Math.floor(rng() * moves.length)]];
        for (const m of sample) {
          expect(snap.can(toEvent(m))).toBe(true);
          checked++;
        }
        for (let k = 0; k < 3; k++) {
          const other = vocab[Math.floor(rng() * vocab.length)];
          expect(snap.can(other), JSON.stringify(other)).toBe(applyMove(engine, toMove(other)).ok);
        }
        const move = moves[Math.floor(rng() * moves.length)];
        actor.send(toEvent(move));
        const after = actor.getSnapshot();
        expectRegionsMatch(after.value, after.context.game, `game ${g} step ${step}`);
      }
      expect(actor.getSnapshot().value).toMatchObject({ turn: { over: 'scored' } });
      actor.stop();
    }
    if (GAMES >= combinations) expect([played.size, [...counts].sort()]).toEqual([combinations, [3, 4, 5]]);
    console.log(`${GAMES} games, ${checked} moves checked`);
    expect(checked).toBeGreaterThan(GAMES * 50);
  }, Math.max(60_000, GAMES * 1000));
});
