import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, type GameState, type Move } from '../../src/engine';
import { loadGame } from '../../src/games';
import { corpusSteps } from '../corpus/corpus';
import { REFUSAL_WORDS, refusalSentence } from '../../src/i18n/refusals';
import { REFUSALS_EN } from '../../src/engine/refusals';
import { contract, format, sayFrom } from '../../src/i18n/format';
import { fr } from '../../src/i18n/fr';
import { en } from '../../src/i18n/en';
import { describeMove, describeEvent } from '../../src/game/describe';
import { harborName, harborOfName } from '../../src/map/board';
import { botLabel } from '../../src/play/bots';
import { BOT_NAMES } from '../../src/sim/bots';
import { frenchSpacingProblems } from '../../src/i18n/typography';
import { southPacific } from '../engine/fixtures';

const french = sayFrom(fr);
const english = sayFrom(en);
const map = southPacific();
const clippers = await loadGame('clippers');
const harbor = map.harbors.find((h) => h.company === 'black')!;
const link = map.links.find((l) => l.from === harbor.id || l.to === harbor.id)!;
const island = link.from === harbor.id ? link.to : link.from;
const islandName = map.islands.find((i) => i.id === island)!.name;

describe('French contractions before a place', () => {
  it('contracts de and à with le and les, and leaves anything else', () => {
    expect(contract('de', 'le port d’attache')).toBe('du port d’attache');
    expect(contract('à', 'le port d’attache')).toBe('au port d’attache');
    expect(contract('de', 'les îles')).toBe('des îles');
    expect(contract('à', 'les îles')).toBe('aux îles');
    expect(contract('De', 'le port')).toBe('Du port');
    expect(contract('de', 'Guam')).toBe('de Guam');
    expect(contract('à', 'la liaison x')).toBe('à la liaison x');
    expect(contract('de', 'lendemain')).toBe('de lendemain');
    // In a message, only a value put after the preposition: a « le » the message itself writes is its own.
    expect(format('afin de le poser de {from}', { from: 'le port' })).toBe('afin de le poser du port');
    expect(format('Lay from {from}', { from: 'the red harbor' })).toBe('Lay from the red harbor');
  });

  it('names a move and an event from a harbor with « du port d’attache » in French, as before in English', () => {
    const move: Move = { type: 'segment.place', company: 'black', link: link.id, from: harbor.id };
    // The company by its colour, as the board shows it (issue 35).
    expect(describeMove(map, move, french)).toBe(`Poser pour la compagnie noire du port d’attache de la compagnie noire vers ${islandName}`);
    expect(describeMove(map, move, english)).toBe(`Lay black from the black harbor towards ${islandName}`);
  });
});

describe('a harbor in a French refusal', () => {
  it('is named in French, with the preposition contracted', () => {
    expect(harborOfName(harborName('red'))).toBe('red');
    expect(harborOfName('Wake Island')).toBeNull();
    const values = { company: 'red', from: 'Wake Island', ships: [{ place: harborName('red') }, { link: 'a-b' }] };
    const text = REFUSAL_WORDS.fr['extend.no-route-end'](values);
    expect(text).toBe('Aucune route de la compagnie rouge ne s’arrête à Wake Island (ses clippers sont au port d’attache de la compagnie rouge, sur la liaison a-b). Prolongez une route depuis son clipper.');
    expect(REFUSALS_EN['extend.no-route-end'](values)).toContain('the red harbor');
    expect(REFUSAL_WORDS.fr['link.one-way']({ link: 'x', from: harborName('blue'), to: 'Hawaii' })).toContain('seulement du port d’attache de la compagnie bleue vers Hawaii');
    expect(frenchSpacingProblems(text)).toEqual([]);
  });

  it('never reads English or « de le » / « à le » at any position of the recorded games', () => {
    let checked = 0;
    for (const { before, move } of corpusSteps<GameState, Move>(clippers, 4)) {
      const legal = legalMoves(before);
      const result = applyMove(before, move);
      if (result.ok) for (const e of result.events) expect(describeEvent(result.state, e, french) ?? '').not.toMatch(/(?<![\p{L}])(de|à) les? |\bthe \w+ harbor\b/u);
      for (const m of legal.slice(0, 6)) expect(describeMove(map, m, french)).not.toMatch(/(?<![\p{L}])(de|à) les? |\bthe \w+ harbor\b/u);
      const tries: Move[] = [];
      for (const m of legal.slice(0, 4)) if (m.type === 'segment.place') tries.push({ ...m, company: m.company === 'red' ? 'blue' : 'red' }, { ...m, start: true });
      for (const l of map.links.slice(0, 12)) for (const from of [l.from, l.to]) tries.push({ type: 'segment.place', company: 'red', link: l.id, from });
      for (const m of tries) {
        const r = applyMove(before, m);
        if (r.ok) continue;
        const text = refusalSentence(r.violation, 'fr')!;
        expect(text).not.toMatch(/\bthe \w+ harbor\b|(?<![\p{L}])(de|à) les? /u);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});

describe('the bots’ names', () => {
  it('are one display name per bot in each language; the ids stay', () => {
    expect(BOT_NAMES.map((b) => botLabel(b, english))).toEqual(['Random', 'Greedy', 'Search']);
    expect(BOT_NAMES.map((b) => botLabel(b, french))).toEqual(['Hasard', 'Glouton', 'Chercheur']);
    expect(english('play.botBadge', { bot: botLabel('greedy', english) })).toBe('Greedy bot');
    expect(french('play.botBadge', { bot: botLabel('greedy', french) })).toBe('robot Glouton');
    expect(botLabel('nobody', french)).toBe('nobody');
    // The hint names the search bot by the same name.
    expect(english('play.hint.why', { playouts: '2,000', name: 'Ana', points: 15 })).toMatch(/^The Search bot /);
    expect(french('play.hint.why', { playouts: '2 000', name: 'Ana', points: 15 })).toMatch(/^Le robot Chercheur /);
  });
});
