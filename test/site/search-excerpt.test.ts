import { describe, expect, it } from 'vitest';
import { withoutTrailingId } from '../../src/site/search-excerpt';

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
