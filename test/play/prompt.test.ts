import { describe, expect, it } from 'vitest';
import { allowance, applyMove, createRng, currentSeat, legalMoves, type GameState, type Move } from '../../src/engine';
import { layAsk, prompt, turnEndNote } from '../../src/play/prompt';
import { startSession } from '../../src/play/session';
import { sayFrom } from '../../src/i18n/format';
import { fr } from '../../src/i18n/fr';
import { frenchSpacingProblems } from '../../src/i18n/typography';
import { southPacific, threePlayers } from '../game/fixtures';

const map = southPacific();
const french = sayFrom(fr);

/** Every placement-turn position of a few random games (every seat a person). */
function placementStates(): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; seed <= 12; seed++) {
    const base = threePlayers();
    const s = startSession({ ...base, seed, players: base.players.map(({ name, nation }) => ({ name, nation })) }, map);
    if (!s.ok) throw new Error(s.error.message);
    let state = s.value.states[0];
    const rng = createRng(seed);
    for (let i = 0; i < 400 && !state.ended; i++) {
      const legal = legalMoves(state);
      if (state.step !== 'action' && state.step !== 'clipper') out.push(state);
      // Favour taking cards and laying, so that card turns come up.
      const pick = legal.find((m) => m.type === 'card.take' && rng() < 0.5) ?? legal[Math.floor(rng() * legal.length)];
      const r = applyMove(state, pick);
      if (!r.ok) throw new Error(r.violation.message);
      state = r.state;
    }
  }
  return out;
}

describe('the laying prompt says what the engine allows', () => {
  const states = placementStates();

  it('says "up to" and "or end your turn" only when the engine lets the turn end, and counts what the card leaves', () => {
    expect(states.length).toBeGreaterThan(50);
    const seen = new Set<string>();
    for (const state of states) {
      const legal = legalMoves(state);
      const ask = layAsk(state, legal);
      seen.add(ask.key);
      const text = prompt(state);
      const mayEnd = legal.some((m) => m.type === 'turn.end');
      const canLay = legal.some((m) => m.type === 'segment.place');
      if (canLay) {
        expect(ask.count).toBe(allowance(state, currentSeat(state)) - state.placed);
        expect(ask.key.includes('.may.'), text).toBe(mayEnd);
        expect(/or end your turn/.test(text), text).toBe(mayEnd);
        expect(/up to/.test(text), text).toBe(mayEnd && ask.count > 1);
        expect(/\bmore\b/.test(text), text).toBe(state.placed > 0);
      }
      expect(text).not.toMatch(/up to 1 /);
      expect(frenchSpacingProblems(prompt(state, french))).toEqual([]);
    }
    // The common turn: no card, nothing laid yet, laying compulsory.
    expect(seen).toContain('play.prompt.lay.must.one');
    // A card's turn: the first segment is due, the rest may follow (2X, 3X or 5X), or the 5X holder may keep it for phase 3.
    expect([...seen].some((k) => /^play\.prompt\.lay\.(must\.many|may\.many|may\.more\.(one|many))$/.test(k))).toBe(true);
  });

  it('asks for exactly one segment at the start of a turn without a card, in both languages', () => {
    const plain = states.find((s) => s.placed === 0 && s.players[currentSeat(s)].card === null && legalMoves(s).some((m) => m.type === 'segment.place'))!;
    const name = plain.players[currentSeat(plain)].name;
    expect(prompt(plain)).toMatch(new RegExp(`^${name}, phase ${plain.phase}: lay 1 segment \\(click a lit route\\)`));
    expect(prompt(plain, french)).toMatch(new RegExp(`^${name}, phase ${plain.phase}\u00a0: posez 1 pion Route \\(cliquez une liaison éclairée\\)`));
  });

  it('with a card allowing several, asks for the first and offers the rest', () => {
    const card = states.find((s) => s.placed === 0 && allowance(s, currentSeat(s)) > 1 && !legalMoves(s).some((m) => m.type === 'turn.end') && legalMoves(s).some((m) => m.type === 'segment.place'));
    expect(card).toBeDefined();
    expect(prompt(card!)).toMatch(/: lay 1 to [2-5] segments \(click a lit route\)/);
    expect(prompt(card!, french)).toMatch(/: posez de 1 à [2-5] pions Route/);
  });
});

/** Where the seat's option card stands once it ends this turn, and its allowance when its phase-3 turn comes (others playing their first legal move), or null if none comes. */
function afterTurnEnd(state: GameState): { card: string | undefined; phase3: number | null } {
  const seat = currentSeat(state);
  const id = state.players[seat].card;
  const r = applyMove(state, { type: 'turn.end' } as Move);
  if (!r.ok) throw new Error(r.violation.message);
  const card = r.state.cards.find((c) => c.id === id)?.status;
  let s = r.state;
  for (let i = 0; i < 100 && !s.ended && s.round === state.round; i++) {
    if (s.phase === 3 && s.step === 'place' && currentSeat(s) === seat) return { card, phase3: allowance(s, seat) };
    const next = applyMove(s, legalMoves(s)[0]);
    if (!next.ok) throw new Error(next.violation.message);
    s = next.state;
  }
  return { card, phase3: null };
}

describe('the End-turn note says what the engine does with a held 5X card', () => {
  const states = placementStates().filter((s) => legalMoves(s).some((m) => m.type === 'turn.end'));

  it('says the card is kept for phase 3 exactly when ending the turn keeps it there, in both languages', () => {
    const noted = states.filter((s) => turnEndNote(s) !== null);
    expect(noted.length).toBeGreaterThan(0);
    const reached: number[] = [];
    for (const s of noted) {
      expect(turnEndNote(s)).toBe('Ending the turn now keeps the 5X card for phase 3.');
      expect(turnEndNote(s, french)).toBe('Finir le tour maintenant garde la carte 5X pour la phase\u00a03.');
      const after = afterTurnEnd(s);
      expect(after.card).toBe('held');
      if (after.phase3 !== null) reached.push(after.phase3);
    }
    // Where the holder's phase-3 turn comes (it does not when nothing can be laid), the five are there.
    expect(reached.length).toBeGreaterThan(0);
    expect(new Set(reached)).toEqual(new Set([5]));
    // The 5X holder who has laid in phase 2 may end the turn too, and that spends the card: no note.
    const laidWith5x = states.filter((s) => s.phase === 2 && s.placed > 0 && allowance(s, currentSeat(s)) === 5);
    expect(laidWith5x.length).toBeGreaterThan(0);
    for (const s of laidWith5x) {
      expect(turnEndNote(s)).toBeNull();
      expect(afterTurnEnd(s).card).toBe('used');
    }
    for (const s of states.filter((x) => allowance(x, currentSeat(x)) !== 5)) expect(turnEndNote(s)).toBeNull();
  });
});
