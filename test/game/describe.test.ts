import { describe, expect, it } from 'vitest';
import { article, describeMove } from '../../src/game/describe';
import { southPacific } from './fixtures';

const map = southPacific();

describe('the game in words', () => {
  it('puts "an" before a company whose name starts with a vowel, "a" before the others', () => {
    expect(article('American Shipping Line')).toBe('an');
    expect(article('Pacifica')).toBe('a');
    expect(describeMove(map, { type: 'clipper.buy', company: 'red' })).toBe('Buy an American Shipping Line ship ($3)');
    expect(describeMove(map, { type: 'clipper.buy', company: 'green' })).toBe('Buy a Pacifica ship ($3)');
  });
});
