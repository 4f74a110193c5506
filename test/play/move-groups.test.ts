import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, type GameState } from '../../src/engine';
import { moveGroups } from '../../src/play/targets';
import { startSession } from '../../src/play/session';
import { sayFrom } from '../../src/i18n/format';
import { fr } from '../../src/i18n/fr';
import { southPacific, threePlayers } from '../game/fixtures';

const map = southPacific();

function phase2(): GameState {
  const s = startSession(threePlayers(), map);
  if (!s.ok) throw new Error(s.error.message);
  let state = s.value.states[0];
  for (let i = 0; i < 3; i++) {
    const r = applyMove(state, { type: 'pass' });
    if (!r.ok) throw new Error(r.violation.message);
    state = r.state;
  }
  return state;
}

describe('the move list’s company groups', () => {
  it('carry the company and its colour in words, for the swatch and a screen reader', () => {
    const state = phase2();
    const groups = moveGroups(state, legalMoves(state));
    const routes = groups.filter((g) => g.id.startsWith('routes-'));
    expect(routes.length).toBeGreaterThan(1);
    for (const g of routes) {
      expect(g.id).toBe(`routes-${g.company}`);
      expect(g.colour).toBe(g.company);
    }
    expect(groups.filter((g) => !g.id.startsWith('routes-')).every((g) => g.company === undefined)).toBe(true);
    const french = moveGroups(state, legalMoves(state), sayFrom(fr)).find((g) => g.company === 'red');
    expect(french?.colour).toBe('rouge');
  });
});
