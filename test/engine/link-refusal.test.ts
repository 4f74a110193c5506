import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, linkRefusal, newGame, type GameState, type Move } from '../../src/engine';
import { loadGame } from '../../src/games';
import { corpusSteps } from '../corpus/corpus';
import { COMPANY_IDS } from '../../src/map/schema';
import { refusalSentence } from '../../src/i18n/refusals';
import { southPacific } from './fixtures';

const map = southPacific();
const clippers = await loadGame('clippers');

function phase2(): GameState {
  const setup = newGame({ map, players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], seed: 3, firstPlayer: 0 });
  if (!setup.ok) throw new Error(setup.error[0].message);
  let state = setup.value;
  // Everyone passes phase 1 ($2 buys no ship): phase 2, no route has left its harbor yet.
  for (let i = 0; i < 3; i++) {
    const r = applyMove(state, { type: 'pass' });
    if (!r.ok) throw new Error(r.violation.message);
    state = r.state;
  }
  expect(state.phase).toBe(2);
  return state;
}

const id = (name: string) => map.islands.find((i) => i.name === name)!.id;
const linkBetween = (a: string, b: string) => map.links.find((l) => (l.from === id(a) && l.to === id(b)) || (l.from === id(b) && l.to === id(a)))!;

describe('why no company can lay on a link (linkRefusal)', () => {
  it('names no company when no company’s route comes near the link', () => {
    const state = phase2();
    const link = linkBetween('Wake Island', 'Guam');
    const v = linkRefusal(state, link.id)!;
    expect(v.rule).toBe('route.extend');
    expect(v.reason?.code).toBe('link.unreached');
    const names = [link.from, link.to].map((end) => map.islands.find((i) => i.id === end)!.name);
    expect(v.message).toBe(`No company can lay on ${names[0]} – ${names[1]} now: no route ends at ${names[0]} or ${names[1]}, and a route grows only from its end.`);
    expect(v.message).not.toMatch(/\b(red|blue|white|green|black|purple)\b/);
    expect(refusalSentence(v, 'fr')).toMatch(/^Aucune compagnie ne peut poser sur .+ pour l’instant\u00a0: aucune route ne s’arrête à .+ ni à .+/);
    // And every company is truly refused there, from either end: the engine, not the page, says so.
    for (const company of COMPANY_IDS) for (const from of [link.from, link.to]) expect(applyMove(state, { type: 'segment.place', company, link: link.id, from }).ok).toBe(false);
  });

  it('names a company only when its route, ship or harbor is at the link, at every position of a recorded game', () => {
    let named = 0;
    let neutral = 0;
    for (const { before: state } of corpusSteps<GameState, Move>(clippers, 1)) {
      if (state.step !== 'place') continue;
      for (const link of map.links) {
        const v = linkRefusal(state, link.id);
        if (!v?.reason) continue;
        const ends = [link.from, link.to];
        const near = (c: string) =>
          state.companies[c as 'red'].ships.some((e) => ('node' in e ? ends.includes(e.node) : e.link === link.id)) ||
          map.harbors.some((h) => h.company === c && ends.includes(h.id)) ||
          map.islands.some((island, i) => ends.includes(island.id) && state.islands[i].companies.includes(c as 'red')) ||
          state.links[map.links.indexOf(link)]?.company === c;
        if (v.reason.code === 'extend.no-route-end') {
          expect(near(v.reason.values.company!), `${v.message} on ${link.id}`).toBe(true);
          named++;
        }
        if (v.reason.code === 'link.unreached') {
          expect(COMPANY_IDS.filter((c) => c !== 'purple' && near(c))).toEqual([]);
          neutral++;
        }
      }
    }
    expect(named).toBeGreaterThan(0);
    expect(neutral).toBeGreaterThan(0);
  });

  it('gives a refusal every company gets alike as it is (phase 1: the wrong moment)', () => {
    const setup = newGame({ map, players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], seed: 3, firstPlayer: 0 });
    if (!setup.ok) throw new Error('set-up');
    expect(linkRefusal(setup.value, map.links[0].id)?.rule).toBe('turn.phase');
  });

  it('is null where some company may lay, and refuses a link the board lacks', () => {
    const state = phase2();
    const legal = legalMoves(state).find((m) => m.type === 'segment.place') as Extract<Move, { type: 'segment.place' }>;
    expect(linkRefusal(state, legal.link)).toBeNull();
    expect(linkRefusal(state, 'atlantis')?.reason?.code).toBe('segment.no-such-link');
  });

  it('names the company the player chose when asked to', () => {
    const state = phase2();
    const link = linkBetween('Wake Island', 'Guam');
    const v = linkRefusal(state, link.id, 'green')!;
    expect(v.message).toMatch(/No green route ends at/);
  });
});
