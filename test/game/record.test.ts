import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { exportFork, gameFromWalkthrough } from '../../src/game/fork';
import { draftSteps, expectationsOf, recordWalkthrough, stepStarts } from '../../src/game/record';
import { replaySavedGame } from '../../src/game/replay';
import { parseWalkthroughText, replayWalkthrough, unmetExpectations } from '../../src/walkthrough';
import { currentSeat, legalMoves } from '../../src/engine';
import { firstRound, randomGame, southPacific, threePlayers } from './fixtures';

const map = southPacific();

describe('recording a game as a walkthrough', () => {
  it('a recorded walkthrough replays with every expectation holding, through YAML and back', () => {
    for (const seed of [1, 2, 3]) {
      const game = randomGame(map, threePlayers(), 90, seed);
      const w = recordWalkthrough(game, map);
      expect(w.ok).toBe(true);
      if (!w.ok) return;
      const reread = parseWalkthroughText(stringify(w.value));
      expect(reread.ok).toBe(true);
      if (!reread.ok) return;
      const replay = replayWalkthrough(reread.value, map);
      expect(replay.failures).toEqual([]);
      expect(replay.steps.flatMap((s) => s.step.moves)).toEqual(game.moves);
    }
  });

  it('fills expectations from the engine exactly, and they fail when the position differs', () => {
    const game = randomGame(map, threePlayers(), 60, 5);
    const r = replaySavedGame(game, map);
    if (!r.ok) throw new Error(r.error.message);
    const steps = draftSteps(r.value, stepStarts(r.value));
    const names = game.players.map((p) => p.name);
    for (const step of steps) {
      const after = r.value.states[step.to];
      const events = r.value.events.slice(step.from, step.to).flat();
      expect(unmetExpectations(after, events, step.expect, names)).toEqual([]);
      expect(step.expect.money).toEqual(Object.fromEntries(after.players.map((p) => [p.name, p.money])));
      if (!after.ended) expect(step.expect.next).toBe(names[currentSeat(after)]);
      // The same expectations against the position before the step do not all hold (something changed).
      const before = r.value.states[step.from];
      expect(unmetExpectations(before, [], step.expect, names).length + (step.expect.bonuses?.length ?? 0)).toBeGreaterThan(0);
    }
  });

  it('groups by turn (one actor per step) or by move, and keeps the author’s words', () => {
    const game = randomGame(map, threePlayers(), 30, 8);
    const r = replaySavedGame(game, map);
    if (!r.ok) throw new Error(r.error.message);
    const byTurn = draftSteps(r.value, stepStarts(r.value, 'turn'));
    const byMove = draftSteps(r.value, stepStarts(r.value, 'move'));
    expect(byMove).toHaveLength(30);
    expect(byTurn.length).toBeLessThan(30);
    for (const s of byTurn) for (let i = s.from; i < s.to; i++) expect(currentSeat(r.value.states[i])).toBe(s.seat);
    // Asking for one big step still cuts where the actor changes.
    const merged = draftSteps(r.value, [0]);
    expect(merged.map((s) => s.from)).toEqual(byTurn.map((s) => s.from));
    const w = recordWalkthrough(game, map, { grouping: 'move', text: { 0: { title: 'Ana opens', narration: 'Ana looks at the board.' } }, title: 'Mine' });
    expect(w.ok && w.value.title).toBe('Mine');
    expect(w.ok && w.value.steps[1]).toMatchObject({ title: 'Ana opens', narration: 'Ana looks at the board.', actor: 'Ana' });
    expect(w.ok && new Set(w.value.steps.map((s) => s.id)).size).toBe(w.ok ? w.value.steps.length : -1);
  });

  it('names the rules from what happened', () => {
    const w = firstRound();
    const game = gameFromWalkthrough(w);
    const rec = recordWalkthrough(game, map);
    if (!rec.ok) throw new Error(rec.error.message);
    const rules = new Set(rec.value.steps.flatMap((s) => s.rules));
    for (const id of ['bonus.first', 'card.price', 'card.5x.one-phase', 'card.3x', 'route.from-harbor', 'route.extend', 'port.vacant', 'round.end']) {
      expect(rules, id).toContain(id);
    }
    const benjamin = rec.value.steps.find((s) => s.moves.some((m) => m.type === 'segment.place' && m.link === 'black-harbor-gambier'));
    expect(benjamin?.expect.bonuses).toEqual([{ player: 'Benjamin', company: 'black', island: 'gambier', amount: 2 }]);
    expect(benjamin?.title).toMatch(/^Round 1, phase 2: Benjamin lays .* to Gambier$/);
  });

  it('a setup step shows the table before any move', () => {
    const game = threePlayers();
    const w = recordWalkthrough(game, map);
    expect(w.ok && w.value.steps).toHaveLength(1);
    const r = replaySavedGame(game, map);
    if (!r.ok) throw new Error('setup');
    expect(expectationsOf(r.value.states[0], r.value.states[0], [], false)).toMatchObject({ round: 1, phase: 1, next: 'Ana' });
  });
});

describe('forking a walkthrough', () => {
  const original = firstRound();

  it('a game from step k holds exactly the moves of the first k steps', () => {
    const g = gameFromWalkthrough(original, 4, 'first-round');
    expect(g.moves).toEqual(original.steps.slice(0, 4).flatMap((s) => s.moves));
    expect(g.origin).toEqual({ walkthrough: original.title, id: 'first-round', step: 4, moves: 3 });
    const r = replaySavedGame(g, map);
    expect(r.ok).toBe(true);
  });

  it('exports the original steps up to the fork, then the new line, replaying cleanly', () => {
    const g = gameFromWalkthrough(original, 4);
    const r = replaySavedGame(g, map);
    if (!r.ok) throw new Error(r.error.message);
    // Play a different move from the original's next one.
    const state = r.value.states.at(-1)!;
    const theirs = JSON.stringify(original.steps[4].moves[0]);
    const mine = legalMoves(state).find((m) => JSON.stringify(m) !== theirs)!;
    const fork = { ...g, moves: [...g.moves, { ...mine }] as typeof g.moves };
    const w = exportFork(fork, map, original);
    expect(w.ok).toBe(true);
    if (!w.ok) return;
    expect(w.value.steps.slice(0, 4)).toEqual(original.steps.slice(0, 4));
    expect(w.value.steps.length).toBe(5);
    expect(w.value.steps[4].moves).toEqual([mine]);
    expect(w.value.title).toMatch(/what if/);
    const replay = replayWalkthrough(w.value, map);
    expect(replay.failures).toEqual([]);
  });

  it('refuses to export as a fork a game that no longer starts with the original steps', () => {
    const g = gameFromWalkthrough(original, 3);
    const changed = { ...g, moves: [{ type: 'pass' as const }, ...g.moves.slice(1)] };
    const w = exportFork(changed, map, original);
    expect(!w.ok && w.error.kind).toBe('origin');
  });
});
