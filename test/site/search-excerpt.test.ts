import { describe, expect, it } from 'vitest';
import { resultExcerpt, withEllipses, withoutTrailingId } from '../../src/site/search-excerpt';

describe('a search result’s excerpt', () => {
  it('stops before the rule id its record ends with, matched or not', () => {
    expect(withoutTrailingId('Until then nobody may lay purple. purple.activation', 'purple.activation')).toBe('Until then nobody may lay purple.');
    expect(withoutTrailingId('may lay <mark>purple</mark>. <mark>purple.activation</mark>', 'purple.activation')).toBe('may lay <mark>purple</mark>.');
  });

  it('keeps the id where the paragraph itself says it, and other ids', () => {
    expect(withoutTrailingId('see purple.activation for when', 'purple.activation')).toBe('see purple.activation for when');
    expect(withoutTrailingId('ends here. purpleXactivation', 'purple.activation')).toBe('ends here. purpleXactivation');
  });
});

describe('an excerpt cut mid-sentence', () => {
  const content = 'Purple is not a player’s company. Once two companies reach Hawaii, anyone may lay purple, from Hawaii or an island it reaches. Until then nobody may.';

  it('gets "…" where it starts or ends inside a sentence', () => {
    expect(withEllipses('companies reach <mark>Hawaii</mark>, anyone may lay purple', content)).toBe('…companies reach <mark>Hawaii</mark>, anyone may lay purple…');
    expect(withEllipses('Once two companies reach <mark>Hawaii</mark>, anyone may', content)).toBe('Once two companies reach <mark>Hawaii</mark>, anyone may…');
    expect(withEllipses('an island it reaches. Until then nobody may.', content)).toBe('…an island it reaches. Until then nobody may.');
  });

  it('drops a comma or colon where it is cut, marked or not', () => {
    expect(withEllipses('Once two companies reach <mark>Hawaii</mark>,', content)).toBe('Once two companies reach <mark>Hawaii</mark>…');
  });

  it('leaves whole sentences and the whole text alone', () => {
    expect(withEllipses('Purple is not a player’s company.', content)).toBe('Purple is not a player’s company.');
    expect(withEllipses('Until then nobody may.', content)).toBe('Until then nobody may.');
    expect(withEllipses(content, content)).toBe(content);
    expect(withEllipses('Le violet n’est à personne\u00a0!', 'Le violet n’est à personne\u00a0! Puis il grandit.')).toBe('Le violet n’est à personne\u00a0!');
  });

  it('judges an excerpt it cannot find in the content by itself', () => {
    expect(withEllipses('reach <mark>Hawaii</mark> first', 'other words')).toBe('…reach <mark>Hawaii</mark> first…');
    expect(withEllipses('Hawaii is first.', 'other words')).toBe('Hawaii is first.');
  });

  it('does not count a rule paragraph’s trailing id as more of the sentence', () => {
    const record = 'Until then nobody may lay purple. purple.activation';
    expect(resultExcerpt('nobody may lay <mark>purple</mark>. purple.activation', record, 'purple.activation')).toBe('…nobody may lay <mark>purple</mark>.');
    expect(resultExcerpt('Until then nobody may lay <mark>purple</mark>', record, 'purple.activation')).toBe('Until then nobody may lay <mark>purple</mark>…');
    expect(resultExcerpt('Until then nobody may lay <mark>purple</mark>', 'Until then nobody may lay purple', undefined)).toBe('Until then nobody may lay <mark>purple</mark>');
  });
});
