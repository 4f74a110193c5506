import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseModuleWalkthrough, replayModuleWalkthrough, stepProblemText } from '../../src/walkthrough/module-walkthrough';
import { game as takeAway } from '../fixtures/games/take-away';

/** The walkthrough format every game shares, replayed over a fixture game the registry does not know. */
const games = async (id: string) => (id === 'take-away' ? takeAway : null);
const FILE = 'test/fixtures/games/take-away/walkthroughs/first-game.yaml';
const text = readFileSync(FILE, 'utf8');

describe('a walkthrough of any game (rulekit-walkthrough)', () => {
  it('replays steps, checks refusals and expectations, and reports the step that breaks', async () => {
    const parsed = await parseModuleWalkthrough(text, { file: FILE, games });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const good = replayModuleWalkthrough(parsed.value);
    // The seed makes a heap of 8: Ann, Bob, Ann, Bob each take two, so Bob (seat 1) takes the last.
    expect(good.steps.map((s) => s.problems)).toEqual([[], []]);
    expect(good.ok).toBe(true);

    const broken = await parseModuleWalkthrough(
      text.replace('expect: { heap: 6 }', 'expect: { heap: 5 }').replace('rule: take.count, code: take.count', 'rule: end.last-stone').replace('events: [{ type: took, count: 2 }]', 'events: [{ type: took, count: 1 }]'),
      { file: FILE, games },
    );
    if (!broken.ok) throw new Error('still parses');
    const replay = replayModuleWalkthrough(broken.value);
    expect(replay.ok).toBe(false);
    expect(replay.steps[0].problems.map((p) => stepProblemText(takeAway, p))).toEqual([
      'refused[0] is refused as Take 1 or 2 stones, not 3. [take.count/take.count], not by end.last-stone',
      'expect heap = 5, the game has 6',
      'no event took {"count":1} among took',
    ]);
  });

  it('names the line of a move the game does not know, and of an unknown game', async () => {
    const badMove = await parseModuleWalkthrough(text.replace('moves: [{ type: take, count: 2 }]', 'moves: [{ type: grab, count: 2 }]'), { file: FILE, games });
    expect(badMove.ok).toBe(false);
    if (!badMove.ok) expect(badMove.error[0]).toMatchObject({ file: FILE, line: 11 });
    const badGame = await parseModuleWalkthrough(text.replace('game: take-away', 'game: chess'), { file: FILE, games });
    expect(badGame.ok).toBe(false);
    if (!badGame.ok) expect(badGame.error[0]).toMatchObject({ line: 3, code: 'walkthrough.game' });
  });

  it('says a move the rules refuse stops the step', async () => {
    const parsed = await parseModuleWalkthrough(text.replace('{ type: take, count: 2 }, { type: take, count: 2 }, { type: take, count: 2 }]', '{ type: take, count: 2 }, { type: take, count: 7 }]'), { file: FILE, games });
    if (!parsed.ok) throw new Error('parses');
    const replay = replayModuleWalkthrough(parsed.value);
    expect(replay.steps[1].problems[0]).toMatchObject({ kind: 'move-refused', move: 1, refusal: { rule: 'take.count', code: 'take.count' } });
  });
});
