import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadModuleProject } from '../../src/project';
import { exampleGame, exampleGameSchema } from '../../src/shell/example-game';
import { recordOf, sessionFromData } from '../../src/shell/record';
import { forkAt, positionOf } from '../../src/shell/session';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * "Play on from here": a worked example's game, opened on the play page at any step, is the
 * position the example shows there (the replay's own), with the moves before it kept for undo.
 */
describe('a worked example as a game for the play page', async () => {
  const loaded = await loadModuleProject(`${ROOT}content/ship-it`, ROOT);
  if (!loaded.ok) throw new Error(loaded.error.map((d) => d.message).join('\n'));
  const { game, walkthroughs } = loaded.value;

  it('covers every Ship It! example, each of which names its players', () => {
    expect(walkthroughs.length).toBeGreaterThan(3);
    for (const w of walkthroughs) expect(exampleGame(game, w.parsed, w.replay, w.id), w.id).not.toBeNull();
  });

  for (const w of walkthroughs)
    it(`${w.id}: opened at each step, the play page's position is the example's after that step`, () => {
      const example = exampleGame(game, w.parsed, w.replay, 'title')!;
      // What the site writes and the page reads back: JSON, then the page's checks.
      const read = exampleGameSchema.parse(JSON.parse(JSON.stringify(example)));
      expect(read.cursors).toHaveLength(w.parsed.walkthrough.steps.length + 1);
      const session = sessionFromData(game, read.game);
      if (!session.ok) throw new Error(JSON.stringify(session.error));
      expect(session.value.setup.seats.map((s) => s.name)).toEqual(w.parsed.walkthrough.players.map((p) => p.name));
      expect(session.value.setup.seats.every((s) => s.bot === null)).toBe(true);
      read.cursors.forEach((cursor, step) => {
        const at = forkAt({ ...session.value, cursor });
        const expected = step === 0 ? w.replay.initial : w.replay.steps[step - 1].state;
        expect(positionOf(at), `step ${step}`).toEqual(expected);
        // The branch keeps the moves before the step (undo goes back through the example) and none after.
        expect(at.moves).toHaveLength(cursor);
        expect(recordOf(at).moves).toEqual(example.game.moves.slice(0, cursor));
      });
    });

  it('is not offered for an example that names no players (nobody to seat)', () => {
    const w = walkthroughs[0];
    const nobody = { ...w.parsed, walkthrough: { ...w.parsed.walkthrough, players: [] } };
    expect(exampleGame(game, nobody, w.replay, 'title')).toBeNull();
  });

  it('stops a step at a move the rules refuse, as the replay does', () => {
    const w = walkthroughs.find((x) => x.parsed.walkthrough.steps.some((s) => s.moves.length > 0))!;
    const i = w.parsed.walkthrough.steps.findIndex((s) => s.moves.length > 0);
    const steps = w.parsed.walkthrough.steps.map((s, j) => (j === i ? { ...s, moves: [{ type: 'no-such-move' }, ...s.moves] as typeof s.moves } : s));
    const broken = exampleGame(game, { ...w.parsed, walkthrough: { ...w.parsed.walkthrough, steps } }, w.replay, 'title')!;
    // Nothing of step i is played; the steps after it play on from where it stopped, so they may stop too, but never count a refused move.
    expect(broken.cursors[i + 1]).toBe(broken.cursors[i]);
    expect(sessionFromData(game, broken.game).ok).toBe(true);
  });
});
