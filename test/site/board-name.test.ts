import { describe, expect, it } from 'vitest';
import { nameAfterArticle } from '../../src/site/board-name';
import { t } from '../../src/i18n';

describe('a board’s name after the message’s own article', () => {
  it('says “The Harbour Sea board”, not “The The Harbour Sea board”', () => {
    const en = t('en');
    expect(en('board.heading', { name: nameAfterArticle('The Harbour Sea', 'en') })).toBe('The Harbour Sea board');
    expect(en('board.islands.caption', { name: nameAfterArticle('the Harbour Sea', 'en') })).toBe('Islands of the Harbour Sea board');
    expect(en('print.board.title', { board: nameAfterArticle('South Pacific', 'en') })).toBe('The South Pacific board');
    expect(nameAfterArticle('Theodora’s Sea', 'en')).toBe('Theodora’s Sea');
    expect(t('fr')('board.heading', { name: nameAfterArticle('The Harbour Sea', 'fr') })).toBe('Le plateau The Harbour Sea');
  });
});
