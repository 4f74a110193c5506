import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { game } from '../../../src/games/ship-it/index';

const here = fileURLToPath(new URL('.', import.meta.url));
const tests = readdirSync(here)
  .filter((f) => f.endsWith('.test.ts') && f !== 'coverage.test.ts')
  .map((f) => readFileSync(here + f, 'utf8'))
  .join('\n');

describe('every rule of the catalogue is tested', () => {
  it('each rule id appears in a test name or an expected refusal', () => {
    const untested = game.rules.ids.filter((id) => !tests.includes(id));
    expect(untested).toEqual([]);
  });
});
