import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { game } from '../../../src/games/ship-it/index';
import { formatDiagnostic } from '../../../src/source/diagnostic';
import { parseModuleWalkthrough, replayModuleWalkthrough, stepProblemText } from '../../../src/walkthrough/module-walkthrough';

const DIR = join(import.meta.dirname, '../../../content/ship-it/walkthroughs');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.yaml')).sort();

async function replay(text: string, file: string) {
  const parsed = await parseModuleWalkthrough(text, { file, games: async () => game });
  if (!parsed.ok) throw new Error(parsed.error.map(formatDiagnostic).join('\n'));
  return { parsed: parsed.value, replay: replayModuleWalkthrough(parsed.value) };
}

describe('Ship It!’s known-answer walkthroughs', () => {
  it('are the text’s figure 2 (both ways), Black’s doubling, figure 3 (closed and opened) and a worked first round of four players', () => {
    expect(FILES).toEqual(['black-doubling.yaml', 'figure-2-north.yaml', 'figure-2-south.yaml', 'figure-3-closed.yaml', 'figure-3.yaml', 'first-round.yaml']);
  });

  for (const file of FILES)
    it(`${file}: every step holds, with narration in English and French`, async () => {
      const { parsed, replay: r } = await replay(readFileSync(join(DIR, file), 'utf8'), file);
      expect(r.steps.flatMap((s) => s.problems.map((p) => `${s.id}: ${stepProblemText(game, p)}`))).toEqual([]);
      expect(r.ok).toBe(true);
      for (const step of parsed.walkthrough.steps) expect(step.narration.fr, step.id).toBeTruthy();
    });

  it('a changed figure breaks the step it concerns (the expectations are not empty words)', async () => {
    const text = readFileSync(join(DIR, 'black-doubling.yaml'), 'utf8').replace('scores.black: 24', 'scores.black: 32');
    const { replay: r } = await replay(text, 'black-doubling.yaml');
    expect(r.ok).toBe(false);
    expect(r.steps.find((s) => s.problems.length > 0)?.id).toBe('ship');
  });
});
