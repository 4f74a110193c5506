import { describe, expect, it } from 'vitest';
import { endReason } from '../../src/play/announce';
import { describeEvent } from '../../src/game/describe';
import { newGame, PURPLE_HOME_NOTE, type GameState } from '../../src/engine';
import { messagesFor } from '../../src/i18n';
import { sayFrom } from '../../src/i18n/format';
import { southPacific } from '../game/fixtures';

/** Issue 35: a game that ends because nobody can lay says so, and blames nobody. */
const game = newGame({ map: southPacific(), players: [{ name: 'Teacher', nation: 'english' }, { name: 'Ana', nation: 'french' }, { name: 'Ben', nation: 'japanese' }], firstPlayer: 0, seed: 1 });
if (!game.ok) throw new Error('setup');
const ended = (reason: 'dead-board' | 'no-placement'): GameState => ({ ...game.value, ended: { reason, round: 3, phase: 3, seat: 0 } });

describe('the end of the game in words', () => {
  it('a dead board names nobody, in English and French; a player stuck is named', () => {
    for (const lang of ['en', 'fr'] as const) {
      const say = sayFrom(messagesFor(lang, ['play.', 'game.']));
      const dead = endReason(ended('dead-board'), say);
      expect(dead).not.toContain('Teacher');
      expect(dead).toMatch(lang === 'en' ? /Nobody could lay/ : /Plus personne/);
      expect(endReason(ended('no-placement'), say)).toContain('Teacher');
    }
    const said = describeEvent(game.value, { type: 'game.ended', reason: 'dead-board', seat: 0 } as never);
    expect(said).toMatch(/nobody can lay/);
    expect(said).not.toContain('Teacher');
  });

  it('the score sheet note is the engine’s own words', () => {
    expect(sayFrom(messagesFor('en', ['play.']))('play.score.purpleNote')).toBe(PURPLE_HOME_NOTE);
  });
});
