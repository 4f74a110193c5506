import { describe, expect, it } from 'vitest';
import { game } from '../../../src/games/ship-it';
import { determinise } from '../../../src/games/ship-it/view';
import { seeded } from '../../../src/games/ship-it/random';
import { pickWeighted, playoutWeights } from '../../../src/games/ship-it/policy';
import type { ShipItMove, ShipItState } from '../../../src/games/ship-it/schema';
import { PLAY } from '../../../src/games/ship-it/play';

/**
 * Ship It!'s play hooks (play.ts) over whole random games: every listed move and every event
 * in words in both languages with no placeholder left; a move's words never depend on a
 * face-down number (the same words when the hidden numbers are dealt again); costs as the
 * rules charge them; pointing at a space while moving one load asks for that load's move there.
 */

function positions(seed: number, count: number): { states: ShipItState[]; events: { before: ShipItState; event: unknown }[] } {
  const r = game.setup({ players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], seed });
  if (!r.ok) throw new Error('setup refused');
  let s = r.value;
  const random = seeded(seed);
  const states: ShipItState[] = [];
  const events: { before: ShipItState; event: unknown }[] = [];
  for (let i = 0; i < count && game.toAct(s).kind !== 'ended'; i++) {
    const legal = game.legalMoves(s);
    const move = pickWeighted(legal, playoutWeights(s, legal), random) as ShipItMove;
    const o = game.applyMove(s, move);
    if (!o.ok) throw new Error('refused');
    states.push(s);
    for (const e of o.events) events.push({ before: s, event: e });
    s = o.state;
  }
  return { states, events };
}

const { states, events } = positions(4, 1500);

describe('Ship It!’s play hooks', () => {
  it('words every listed move and every event, in English and French, with nothing left unfilled', () => {
    expect(events.some((e) => (e.event as { type: string }).type === 'shipped')).toBe(true);
    for (const lang of ['en', 'fr'] as const) {
      for (const s of states.filter((_, i) => i % 7 === 0))
        for (const m of game.legalMoves(s)) {
          const d = PLAY.describe(s, m, lang);
          for (const text of [d.group.label, d.label, d.cost ?? '', ...d.steps.map((x) => x.label)]) expect(text, JSON.stringify(m)).not.toMatch(/[{}]|undefined|NaN/);
        }
      for (const { before, event } of events) expect(PLAY.narrate(before, event as never, lang)).not.toMatch(/[{}]|undefined|NaN/);
      for (const s of states) expect(PLAY.status!(s, lang)).not.toMatch(/[{}]|undefined|NaN/);
    }
  });

  it('counts doubled loads in words, one load or several, never “load(s)”', () => {
    // An official reaching a hub where its colour's loads lie: made from a warehousing's hub and colour.
    const at = events.find((e) => (e.event as { type: string }).type === 'warehoused')!;
    const w = at.event as { tile: string; coin: string };
    const colour = at.before.coins.find((c) => c.id === w.coin)!.suit;
    const doubled = (coins: string[]) => ({ type: 'doubled', colour, tile: w.tile, coins }) as never;
    expect(PLAY.narrate(at.before, doubled(['a']), 'en')).toMatch(/: the \S+ load there doubles\.$/);
    expect(PLAY.narrate(at.before, doubled(['a', 'b']), 'en')).toMatch(/: the 2 \S+ loads there double\.$/);
    expect(PLAY.narrate(at.before, doubled(['a']), 'fr')).toMatch(/le chargement \S+ qui s’y trouve double\.$/);
    expect(PLAY.narrate(at.before, doubled(['a', 'b']), 'fr')).toMatch(/les 2 chargements \S+ qui s’y trouvent doublent\.$/);
    for (const lang of ['en', 'fr'] as const) for (const n of [1, 2, 3]) expect(PLAY.narrate(at.before, doubled(Array.from({ length: n }, (_, i) => `c${i}`)), lang)).not.toMatch(/\(s\)/);
  });

  it('never words a face-down number: the same words when the hidden numbers are dealt again', () => {
    for (const s of states.filter((_, i) => i % 11 === 0)) {
      const seat = game.toAct(s).kind === 'seat' ? (game.toAct(s) as { seat: number }).seat : 0;
      const other = determinise(s, seat, seeded(99));
      const words = (x: ShipItState) => game.legalMoves(x).map((m) => JSON.stringify(PLAY.describe(x, m, 'en')));
      if (game.legalMoves(s).some((m) => m.type === 'chit')) continue;
      expect(words(other)).toEqual(words(s));
    }
  });

  it('shows what a move costs before it is played', () => {
    const s = states.find((x) => game.legalMoves(x).some((m) => m.type === 'official' || m.type === 'freight'))!;
    for (const m of game.legalMoves(s)) {
      const d = PLAY.describe(s, m, 'en');
      const o = game.applyMove(s, m);
      if (!o.ok) throw new Error('refused');
      const spent = s.turn.ap - o.state.turn.ap;
      if (m.type === 'end' || o.state.turn.colour !== s.turn.colour) continue;
      expect(d.cost ?? '0', JSON.stringify(m)).toBe(spent === 0 ? '0' : spent === 1 ? '1 action point' : `${spent} action points`);
    }
  });

  it('reads a pointed space as the move of the load being moved there, refused in words if the rules refuse it', () => {
    const s = states.find((x) => game.legalMoves(x).some((m) => m.type === 'freight'))!;
    const moves = game.legalMoves(s).filter((m): m is Extract<ShipItMove, { type: 'freight' }> => m.type === 'freight');
    const one = moves.filter((m) => m.coin === moves[0].coin);
    const far = s.tiles.map((t) => t.id).find((id) => !one.some((m) => m.to === id))!;
    const meant = PLAY.pointed!(s, one, far);
    expect(meant).toEqual({ type: 'freight', coin: moves[0].coin, to: far });
    const o = game.applyMove(s, meant!);
    expect(o.ok).toBe(false);
    // Two loads open at once: pointing does not guess which.
    const two = moves.filter((m) => m.coin !== moves[0].coin);
    if (two.length) expect(PLAY.pointed!(s, [...one, ...two], far)).toBeNull();
  });
});

describe('Ship It!’s refusals on the play page', () => {
  it('name loads, spaces and colours as a player sees them, never by their ids', () => {
    const s = states.find((x) => game.legalMoves(x).some((m) => m.type === 'freight'))!;
    const m = game.legalMoves(s).find((x): x is Extract<ShipItMove, { type: 'freight' }> => x.type === 'freight')!;
    const far = s.tiles.map((t) => t.id).find((id) => !game.legalMoves(s).some((x) => x.type === 'freight' && x.coin === m.coin && x.to === id))!;
    const o = game.applyMove(s, { type: 'freight', coin: m.coin, to: far });
    expect(o.ok).toBe(false);
    if (o.ok) return;
    for (const lang of ['en', 'fr'] as const) {
      const text = PLAY.refusal!(s, o.refusal, lang);
      expect(text).not.toMatch(/\bc\d+\b|\b(red|green|blue|black)\.\d\b|[{}]/);
      expect(text).toMatch(lang === 'en' ? /^The load on .+ has no way to / : /^Le chargement sur .+ n’a aucun chemin vers /);
    }
  });
});
