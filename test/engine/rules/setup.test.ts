import { describe, expect, it } from 'vitest';
import { currentSeat, newGame } from '../../../src/engine';
import { HARBOR, archipelago, southPacific } from '../fixtures';
import { checkMap } from '../../../src/map/check';
import { PASS, act, markersAt, refusal, start, takeCard, phase1 } from '../helpers';
import { SHIP_COMPANY_IDS } from '../../../src/map/schema';

const map = archipelago();
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));

describe('setup.players', () => {
  it.each([3, 4, 5])('sets up a game for %i players', (n) => {
    const game = newGame({ map, players: seats(n), seed: 3 });
    expect(game.ok).toBe(true);
    if (game.ok) expect(game.value.players).toHaveLength(n);
  });

  it.each([0, 2, 6])('refuses %i players', (n) => {
    const game = newGame({ map, players: seats(n), seed: 3 });
    expect(game.ok).toBe(false);
    if (!game.ok) expect(game.error.map((e) => e.reason)).toContain('player-count');
  });

  it('refuses a map with checker errors', () => {
    const broken = { ...map, links: [...map.links, { id: 'loop', from: 'alpha', to: 'alpha', segments: 1, oneWay: false }] };
    const game = newGame({ map: broken, players: seats(3) });
    expect(game.ok).toBe(false);
    if (!game.ok) expect(game.error[0]).toMatchObject({ reason: 'map-invalid' });
  });

  it('refuses an unknown variant', () => {
    const game = newGame({ map, players: seats(3), variants: { portCard: 'sometimes' as 'in-addition' } });
    expect(game.ok).toBe(false);
    if (!game.ok) expect(game.error.map((e) => e.reason)).toEqual(['variant-unknown']);
  });
});

describe('setup.money', () => {
  it('gives every player $2', () => {
    expect(start(map, { players: 5 }).players.map((p) => p.money)).toEqual([2, 2, 2, 2, 2]);
  });
});

describe('setup.departure-card', () => {
  // Issue 10.5: the English rules say some starting islands, Funafuti for one, begin with two markers.
  it('on the default map, Funafuti starts with two markers (French and German cards), and every card still doubles its westernmost value-8 island', () => {
    const sp = southPacific();
    const holders = sp.departureCards.filter((c) => 'funafuti' in c.markers).map((c) => c.nation);
    expect(holders).toEqual(['french', 'german']);
    const french = sp.departureCards.find((c) => c.nation === 'french')!;
    expect(french.markers).toEqual({ fiji: 1, funafuti: 1, 'phoenix-island': 1, 'malden-island': 1, 'hiva-oa': 1, australia: 2 });
    const island = (id: string) => sp.islands.find((i) => i.id === id)!;
    for (const card of sp.departureCards) {
      const ids = Object.keys(card.markers);
      const westernmost = ids.reduce((a, b) => (island(a).x <= island(b).x ? a : b));
      expect(card.markers[westernmost], card.id).toBe(2);
      expect(island(westernmost).value, card.id).toBe(8);
    }
    expect(checkMap(sp).filter((d) => d.code.startsWith('card'))).toEqual([]);
    const five = newGame({ map: sp, players: ['A', 'B', 'C', 'D', 'E'].map((name, i) => ({ name, nation: (['french', 'german', 'english', 'japanese', 'american'] as const)[i] })), seed: 1 });
    expect(five.ok && markersAt(five.value, 'funafuti')).toEqual([0, 1]);
  });

  it('puts 7 markers on the 6 islands of the card, 2 on the doubled one, and keeps 5 in reserve', () => {
    // The French parking card doubles on p1; the English one on p2.
    const state = start(map, { nations: ['english', 'french', 'german'] });
    expect(state.players.map((p) => p.nation)).toEqual(['english', 'french', 'german']);
    expect(state.players.map((p) => p.reserve)).toEqual([5, 5, 5]);
    expect(markersAt(state, 'p1').filter((s) => s === 1)).toHaveLength(2);
    expect(markersAt(state, 'p2').filter((s) => s === 0)).toHaveLength(2);
    const english = state.islands.flatMap((island) => island.markers.filter((s) => s === 0));
    expect(english).toHaveLength(7);
    const islandsWithEnglish = state.islands.filter((island) => island.markers.includes(0));
    expect(islandsWithEnglish).toHaveLength(6);
  });

  it('deals the departure cards by the seed when players do not choose', () => {
    const a = start(map, { players: 4, seed: 11 }).players.map((p) => p.nation);
    const b = start(map, { players: 4, seed: 11 }).players.map((p) => p.nation);
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(4);
  });

  it('refuses two players of one nation, and a nation the map has no card for', () => {
    const twice = newGame({ map, players: [{ name: 'A', nation: 'french' }, { name: 'B', nation: 'french' }, { name: 'C' }] });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error.map((e) => e.reason)).toContain('nation-duplicate');
    const threeCards = archipelago({ cards: archipelago().departureCards.slice(0, 3).map((c) => ({ nation: c.nation, markers: c.markers })) });
    const missing = newGame({ map: threeCards, players: [{ name: 'A', nation: 'japanese' }, { name: 'B' }, { name: 'C' }] });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error.map((e) => e.reason)).toContain('nation-unavailable');
    const tooFew = newGame({ map: threeCards, players: seats(4) });
    expect(tooFew.ok).toBe(false);
    if (!tooFew.ok) expect(tooFew.error.map((e) => e.reason)).toContain('nation-unavailable');
  });
});

describe('setup.option-cards', () => {
  it.each([3, 4])('removes one 2X card with %i players', (n) => {
    const state = start(map, { players: n });
    expect(state.cards.filter((c) => c.status === 'available').map((c) => c.id)).toEqual(['2x-1', '2x-2', '3x', '5x', 'port']);
    expect(state.cards.find((c) => c.id === '2x-3')?.status).toBe('out');
  });

  it('lays out all six cards with 5 players', () => {
    const state = start(map, { players: 5 });
    expect(state.cards.every((c) => c.status === 'available')).toBe(true);
  });

  it('so a third 2X can be taken with 5 players but not with 4', () => {
    const takeTwo = (n: number) => phase1(phase1(start(map, { players: n }), takeCard('2x')), takeCard('2x'));
    const five = act(takeTwo(5), takeCard('2x'));
    expect(five.players[2].card).toBe('2x-3');
    expect(refusal(takeTwo(4), takeCard('2x')).rule).toBe('card.available');
  });
});

describe('setup.ships', () => {
  it('puts one ship of each company on its harbor and the rest beside the board; purple has none', () => {
    const state = start(map);
    for (const company of SHIP_COMPANY_IDS) {
      const entry = map.companies.find((c) => c.id === company)!;
      expect(state.companies[company]).toEqual({ supply: entry.segments, ships: [{ node: HARBOR[company] }], spare: entry.ships - 1 });
    }
    expect(state.companies.purple).toEqual({ supply: 5, ships: [], spare: 0 });
    expect(state.purpleActive).toBe(false);
  });
});

describe('setup.first-player', () => {
  it('lets the players choose the first player', () => {
    const state = start(map, { players: 4, firstPlayer: 2 });
    expect(state.firstPlayer).toBe(2);
    expect(currentSeat(state)).toBe(2);
    expect(currentSeat(act(state, PASS))).toBe(3);
  });

  it('otherwise the seed chooses one, the same for the same seed', () => {
    const chosen = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => {
      const game = newGame({ map, players: seats(4), seed });
      if (!game.ok) throw new Error('setup');
      return game.value.firstPlayer;
    });
    expect(chosen.every((seat) => seat >= 0 && seat < 4)).toBe(true);
    expect(new Set(chosen).size).toBeGreaterThan(1);
    const again = newGame({ map, players: seats(4), seed: 5 });
    expect(again.ok && again.value.firstPlayer).toBe(chosen[4]);
  });

  it.each([-1, 3, 1.5])('refuses first player %s with 3 players', (seat) => {
    const game = newGame({ map, players: seats(3), firstPlayer: seat });
    expect(game.ok).toBe(false);
    if (!game.ok) expect(game.error.map((e) => e.reason)).toEqual(['first-player']);
  });
});
