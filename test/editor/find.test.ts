import { describe, expect, it } from 'vitest';
import { findMatch, findOptions } from '../../src/components/editor/FindElement';
import { t } from '../../src/i18n';
import { defaultMap } from './edits';

describe('find by name in the editor', () => {
  const map = defaultMap();
  const options = findOptions(map, t('en'));

  it('offers every island, harbor and link, links by their ends’ names', () => {
    expect(options.length).toBe(map.islands.length + map.harbors.length + map.links.length);
    const link = map.links.find((l) => l.from === 'tahiti' || l.to === 'tahiti')!;
    expect(options.find((o) => o.value === link.id)!.label).toMatch(/Tahiti/);
  });

  it('finds a whole label, a part of a name, without minding case or accents', () => {
    const tahiti = options.find((o) => o.value === 'tahiti')!;
    expect(findMatch(options, tahiti.label)).toBe('tahiti');
    expect(findMatch(options, 'TAHI')).toBe('tahiti');
    expect(findMatch(options, 'nuku')).toBe('nuku-hiva');
    const french = findOptions({ ...map, islands: map.islands.map((i) => (i.id === 'fiji' ? { ...i, name: 'Îles Fidji' } : i)) }, t('fr'));
    expect(findMatch(french, 'iles fid')).toBe('fiji');
    expect(findMatch(options, 'atlantis')).toBeNull();
    expect(findMatch(options, '  ')).toBeNull();
  });
});
