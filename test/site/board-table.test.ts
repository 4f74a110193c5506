import { describe, expect, it } from 'vitest';
import { boardTables, describeLink, type LinkEntry } from '../../src/site/board-table';
import { t } from '../../src/i18n';
import { english } from '../../src/i18n/english';
import { parseMap } from '../../src/map/parse';
import mapJson from '../../maps/south-pacific.json';

const map = (() => {
  const m = parseMap(mapJson);
  if (!m.ok) throw new Error('map');
  return m.value;
})();
const { islands, harbors } = boardTables(map, english);
const en = (l: LinkEntry) => describeLink(l, english);
const island = (id: string) => islands.find((i) => i.id === id)!;

describe('board tables', () => {
  it('lists every island and harbor', () => {
    expect(islands).toHaveLength(map.islands.length);
    expect(harbors.map((h) => h.company).sort()).toEqual(['black', 'blue', 'green', 'red', 'white']);
  });

  it('gives each island its links in words', () => {
    const malden = island('malden-island');
    expect(malden).toMatchObject({ name: 'Malden Island', value: 2, ports: 3, purpleHome: false });
    const texts = malden.links.map(en);
    expect(texts).toContain('Nuku Hiva (3 spaces, one way, towards here)');
    expect(texts).toContain('red harbor (2 spaces)');
    expect(island('nuku-hiva').links.map(en)).toContain('Malden Island (3 spaces, one way, from here)');
    expect(island('tahiti').links.map(en)).toContain('Rurutu (2 spaces, double)');
    expect(island('american-samoa').purpleHome).toBe(true);
  });

  it('says whose departure cards start there', () => {
    expect(island('australia').starts).toEqual([{ nation: 'french', label: 'French', markers: 2 }]);
    expect(island('new-guinea').starts).toEqual([{ nation: 'english', label: 'English', markers: 2 }]);
  });

  it('describes harbors', () => {
    const red = harbors.find((h) => h.company === 'red')!;
    expect(red).toMatchObject({ companyName: 'American Shipping Line', segments: 32, ships: 4 });
    expect(red.links.map(en)).toEqual(['Malden Island (2 spaces)', 'Nuku Hiva (2 spaces)']);
  });

  it('says it all in the page’s language', () => {
    const fr = t('fr');
    const tables = boardTables(map, fr);
    const malden = tables.islands.find((i) => i.id === 'malden-island')!;
    const texts = malden.links.map((l) => describeLink(l, fr));
    expect(texts).toContain('Nuku Hiva (3\u00a0cases, sens unique, vers ici)');
    expect(texts).toContain('port de la compagnie rouge (2\u00a0cases)');
    expect(tables.islands.find((i) => i.id === 'australia')!.starts).toEqual([{ nation: 'french', label: 'France', markers: 2 }]);
  });
});
