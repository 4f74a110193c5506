import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMapText } from '../../src/map/parse';
import { boardFact, companyRows, departureRows, purpleHomeName, variantInForce } from '../../src/site/board-facts';
import { accentProblem, accentVars, firstSentence } from '../../src/site/theme';

/** The rules text states the board's facts from the map: the default board and the fixture's differ, and so must the words. */

const load = (path: string) => {
  const r = parseMapText(readFileSync(new URL(path, import.meta.url), 'utf8'));
  if (!r.ok) throw new Error(path);
  return r.value;
};
const southPacific = load('../../maps/south-pacific.json');
const club = load('../fixtures/publisher/board.json');

describe('board facts', () => {
  it('reads the default board as the rulebook describes it', () => {
    expect(boardFact(southPacific, 'islands')).toBe('38');
    expect(boardFact(southPacific, 'harbors')).toBe('five');
    expect(boardFact(southPacific, 'purple-home')).toBe('American Samoa');
    expect(boardFact(southPacific, 'purple-segments')).toBe('thirteen');
    expect(boardFact(southPacific, 'segments-total')).toBe('142');
    expect(boardFact(southPacific, 'ships-total')).toBe('14');
    expect(boardFact(southPacific, 'port-range')).toBe('2 to 5');
    expect(boardFact(southPacific, 'link-range')).toBe('1 to 4');
    expect(boardFact(southPacific, 'departure-islands')).toBe('six');
  });

  it('follows the publisher’s board: an added island, a renamed purple home', () => {
    expect(boardFact(club, 'islands')).toBe('39');
    expect(boardFact(club, 'links')).toBe(String(southPacific.links.length + 2));
    expect(purpleHomeName(club)).toBe('Tutuila');
    expect(departureRows(club).flatMap((r) => r.islands.map((i) => i.name))).toContain('Viti Levu');
    expect(companyRows(club).map((c) => [c.id, c.segments, c.ships])).toEqual([
      ['red', 32, 4],
      ['blue', 30, 3],
      ['white', 25, 3],
      ['green', 24, 2],
      ['black', 18, 2],
      ['purple', 13, 0],
    ]);
  });

  it('states each variant reading in force, naming the board’s purple home', () => {
    expect(variantInForce('purpleHome', 'when-active', club)).toBe('On this site, purple counts as connected to Tutuila at scoring only if it became active during the game.');
    expect(variantInForce('tieBreak', 'money-only', club)).toMatch(/shared win/);
    expect(variantInForce('portCard', 'in-addition', club)).toMatch(/also move the marker/);
  });
});

describe('theme', () => {
  it('accepts a readable accent and refuses a pale one', () => {
    expect(accentProblem('#7a2e8e')).toBeNull();
    expect(accentProblem('#ffd700')).toMatch(/^the accent colour #ffd700 has a contrast of 1\.\d:1 with the page; links and buttons need at least 4\.5:1$/);
    expect(accentVars('#abc')).toBe('--accent:#aabbcc;--accent-ink:#8896a3');
  });
  it('takes the first sentence of the map’s notes for the footer', () => {
    expect(firstSentence('A reconstruction, not a copy: see below. More text.')).toBe('A reconstruction, not a copy: see below.');
    // Bug: the footer stopped at "(Alan R." on the default board.
    expect(firstSentence('The board of Clippers (Alan R. Moon, 2002), redrawn. Next.')).toBe('The board of Clippers (Alan R. Moon, 2002), redrawn.');
    expect(firstSentence('Values e.g. here. Next')).toBe('Values e.g. here.');
  });
});
