import { describe, expect, it } from 'vitest';
import { article, describeEvent, describeMove } from '../../src/game/describe';
import { t } from '../../src/i18n';
import { newGame } from '../../src/engine';
import { southPacific } from './fixtures';

const map = southPacific();

describe('the game in words', () => {
  it('puts "an" before a company whose name starts with a vowel, "a" before the others', () => {
    expect(article('American Shipping Line')).toBe('an');
    expect(article('Pacifica')).toBe('a');
  });

  it('names a ship purchase without an article to get wrong, in English and French', () => {
    expect(describeMove(map, { type: 'clipper.buy', company: 'red' })).toBe('Buy a red ship ($3)');
    expect(describeMove(map, { type: 'clipper.buy', company: 'green' }, t('fr'))).toBe('Acheter un clipper de la compagnie verte (3 $)');
  });

  it('says moves and events in the language it is given', () => {
    const fr = t('fr');
    expect(describeMove(map, { type: 'card.take', card: 'port' }, fr)).toBe('Prendre la carte Comptoir');
    expect(describeMove(map, { type: 'pass' }, fr)).toBe('Passer');
    const harbor = map.harbors[0];
    expect(describeMove(map, { type: 'port.place', island: harbor.id }, fr)).toMatch(/^Poser un comptoir sur le port d’attache /);
    const game = newGame({ map, players: [{ name: 'Ana', nation: 'french' }, { name: 'Ben', nation: 'english' }, { name: 'Chloé', nation: 'american' }], firstPlayer: 0, seed: 1 });
    if (!game.ok) throw new Error('set-up');
    expect(describeEvent(game.value, { type: 'passed', seat: 1 } as never, fr)).toBe('Ben passe.');
    expect(describeEvent(game.value, { type: 'passed', seat: 1 } as never)).toBe('Ben passes.');
  });
});
