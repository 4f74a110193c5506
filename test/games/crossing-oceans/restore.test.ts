import { describe, expect, it } from 'vitest';
import { game } from '../../../src/games/crossing-oceans';
import { start } from './helpers';

const layout = { startPlayer: 'blue', players: [{ colour: 'blue', supply: ['OREGON'] }], ports: { a: { ship: { id: 'ARIZONA', owner: 'blue', coal: 1 } } }, turn: { seat: 'blue' } };

describe('Crossing Oceans states and layouts', () => {
  it('a state survives a save and restore unchanged', () => {
    const s = start(layout);
    const back = game.restore(JSON.parse(JSON.stringify(s)));
    expect(back).toEqual({ ok: true, value: s });
  });

  it('refuses what cannot be played, with the reason', () => {
    const bad = game.restore({ players: [] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error[0]).toMatchObject({ code: 'state.invalid' });
    const twice = game.setup({ players: [], seed: 1, layout: { ...layout, players: [{ colour: 'blue', supply: ['ARIZONA'] }] } });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error[0]).toMatchObject({ code: 'layout.ship-twice', values: { ship: 'ARIZONA' } });
  });

  it('lets a layout add facts the excerpt lacks, never change one it gives', () => {
    expect(start({ ...layout, ships: { OREGON: { income: 50 } } }).ships.OREGON).toEqual({ kind: 'steamship', income: 50 });
    const r = game.setup({ players: [], seed: 1, layout: { ...layout, ships: { ARIZONA: { speed: 20 } } } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]).toMatchObject({ code: 'layout.fact-conflict', values: { ship: 'ARIZONA', fact: 'speed', value: '20', known: '15' } });
  });

  it('keeps a docked ship under its own flag', () => {
    const r = game.setup({ players: [], seed: 1, layout: { ...layout, docks: { blue: 'ARIZONA' }, ports: {} } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]).toMatchObject({ code: 'layout.docks-flag' });
  });
});

describe('where the excerpt runs out', () => {
  it('ends play with the missing fact as the reason, instead of guessing', () => {
    // From House (somewhere in positions 4 to 7) no destination's distance is known.
    const s = start({ startPlayer: 'blue', players: [{ colour: 'blue', captain: 'house' }], turn: { seat: 'blue', step: 'rondel' } });
    expect(game.legalMoves(s)).toEqual([]);
    expect(game.toAct(s)).toEqual({ kind: 'ended', ending: { reason: 'excerpt-ends', rule: 'turn.missing' } });
    expect(game.facts!(s).gap).toMatchObject({ rule: 'rondel.order', code: 'missing.rondel-order' });
    // A position the excerpt can carry on from has no gap.
    expect(game.facts!(start({ ...s, players: [{ colour: 'blue', captain: 'coal' }] })).gap).toBe(null);
  });

  it('offers a sample position that plays to the countdown’s end', () => {
    const [sample] = game.samples!();
    expect(sample.countdown).toBe(3);
  });
});
