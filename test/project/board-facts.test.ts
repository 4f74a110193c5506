import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMapText } from '../../src/map/parse';
import { boardFact, countWord, FACT_GENDER, companyRows, departureRows, exampleIsland, purpleHomeName, scoreSum, variantInForce } from '../../src/site/board-facts';
import { stepPage } from '../../src/site/walkthroughs';
import { componentProblems } from '../../src/project/check';
import { toolkitBoard } from '../../src/project/board-words';
import { fileURLToPath } from 'node:url';
import { accentProblem, accentVars, firstSentence } from '../../src/site/theme';

/** The rules text states the board's facts from the map: the default board and the fixture's differ, and so must the words. */

const load = (path: string) => {
  const r = parseMapText(readFileSync(new URL(path, import.meta.url), 'utf8'));
  if (!r.ok) throw new Error(path);
  return r.value;
};
const southPacific = load('../../maps/south-pacific.json');
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const club = load('../fixtures/publisher/board.json');

describe('counts in words agree with their noun', () => {
  it('writes one and none in the feminine for a feminine French noun, and leaves English alone', () => {
    // Known answers: « une carte », « aucune île », « un port », « aucun pion ».
    expect(countWord(1, 'fr', 'feminine')).toBe('une');
    expect(countWord(0, 'fr', 'feminine')).toBe('aucune');
    expect(countWord(1, 'fr')).toBe('un');
    expect(countWord(0, 'fr', 'masculine')).toBe('aucun');
    expect(countWord(2, 'fr', 'feminine')).toBe('deux');
    expect(countWord(21, 'fr', 'feminine')).toBe('21');
    expect(countWord(1, 'en', 'feminine')).toBe('one');
  });

  it('counts departure cards and their islands in the feminine on a French page', () => {
    expect(FACT_GENDER.fr['departure-cards']).toBe('feminine');
    const oneCard = { ...southPacific, departureCards: southPacific.departureCards.slice(0, 1) };
    expect(boardFact(oneCard, 'departure-cards', 'fr')).toBe('une');
    expect(boardFact(oneCard, 'departure-cards', 'en')).toBe('one');
    const oneIsland = { ...southPacific, departureCards: southPacific.departureCards.map((c) => ({ ...c, markers: { [Object.keys(c.markers)[0]]: 1 } })) };
    expect(boardFact(oneIsland, 'departure-islands', 'fr')).toBe('une');
    expect(boardFact(oneIsland, 'departure-markers', 'fr')).toBe('un');
    // The text can say which noun it puts after a count.
    expect(boardFact(oneIsland, 'departure-markers', 'fr', 'feminine')).toBe('une');
  });
});

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
    expect(boardFact(southPacific, 'departure-markers')).toBe('seven');
    expect(boardFact(southPacific, 'reserve-markers')).toBe('five');
    const bigCard = { ...southPacific, departureCards: southPacific.departureCards.map((c, i) => (i === 0 ? { ...c, markers: { ...c.markers, tokelau: 1 } } : c)) };
    expect([boardFact(bigCard, 'departure-markers'), boardFact(bigCard, 'reserve-markers')]).toEqual(['7 to 8', '4 to 5']);
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

describe('examples in the rules text', () => {
  it('name an island as the board names it, or the island of nearest value on a board without it', () => {
    expect(exampleIsland(southPacific, 'tahiti', 4)?.name).toBe('Tahiti');
    expect(exampleIsland(club, 'tahiti', 4)?.name).toBe('Otaheite');
    const withoutFiji = { ...club, islands: club.islands.filter((i) => i.id !== 'fiji') };
    const stand_in = exampleIsland(withoutFiji, 'fiji', 6);
    expect(stand_in?.value).toBe(6);
    expect(stand_in?.id).not.toBe('fiji');
  });

  it('work a score out from the board’s values', () => {
    const terms = [
      { id: 'fiji', near: 6, companies: 2 },
      { id: 'funafuti', near: 4, companies: 1 },
    ];
    expect(scoreSum(southPacific, 5, terms)).toEqual({ text: '5 + 6 × 2 + 4 × 1 = 21', total: 21 });
    const cheaperFiji = { ...club, islands: club.islands.map((i) => (i.id === 'fiji' ? { ...i, value: 5 } : i)) };
    expect(scoreSum(cheaperFiji, 5, terms).text).toBe('5 + 5 × 2 + 4 × 1 = 19');
  });

  it('find the walkthrough step a sentence is about, or none', () => {
    const round = { id: 'first-round', walkthrough: { steps: [{ id: 'setup' }, { id: 'benjamin-new-guinea' }] } };
    const other = { id: 'club', walkthrough: { steps: [{ id: 'setup' }] } };
    const entries = [other, round] as unknown as Parameters<typeof stepPage>[0];
    expect(stepPage(entries, 'benjamin-new-guinea')).toEqual({ walkthrough: 'first-round', step: 2 });
    expect(stepPage(entries, 'setup')).toEqual({ walkthrough: 'club', step: 1 });
    expect(stepPage(entries, 'pauline-5x')).toBeNull();
  });

  it('flag components a section cannot use before the build would fail on them', () => {
    const project = { map: club, walkthroughs: [] };
    const text = ['<Fact of="islands" /> and <Fact of="isles" />', '<InForce variant="purpleBranch" /><InForce variant="purple" />', '<Island id="kermadec" near={5} /> <Island id="atlantis" near={5} />', '<RoundStep step="pauline-5x">x</RoundStep>', '<Chart />'].join('\n');
    expect(componentProblems(text, 'rules/overview.mdx', project).map((d) => `${d.line}:${d.column} ${d.severity} ${d.code}`)).toEqual([
      '1:27 error rules.unknown-fact',
      '2:35 error rules.unknown-variant',
      '3:35 warning rules.island-not-on-board',
      '4:1 warning rules.step-not-in-project',
      '5:1 error rules.unknown-component',
    ]);
  });

  it('refuse an <Island id> on neither board (a typo), and let one of the toolkit’s board stand in on a board without it', () => {
    const known = toolkitBoard(ROOT)!;
    const withoutGambier = { map: { ...club, islands: club.islands.filter((i) => i.id !== 'gambier') }, walkthroughs: [] };
    const text = ['<Island id="gambier" near={2} />', 'and <Island id="kermadek" near={5} />'].join('\n');
    const problems = componentProblems(text, 'rules/overview.mdx', withoutGambier, known);
    expect(problems.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code}`)).toEqual(['rules/overview.mdx:1:1 warning rules.island-not-on-board', 'rules/overview.mdx:2:5 error rules.unknown-island']);
    expect(problems[1].message).toBe('<Island id="kermadek">: no island has this id, on your board or the toolkit\'s');
    expect(problems[1].fix).toMatch(/did you mean "kermadec"\?$/);
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
    expect(firstSentence('Une reconstitution\u00a0: voir\nplus bas. Suite.')).toBe('Une reconstitution\u00a0: voir plus bas.');
    expect(firstSentence('Values e.g. here. Next')).toBe('Values e.g. here.');
  });
});
