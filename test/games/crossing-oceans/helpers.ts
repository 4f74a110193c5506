import { expect } from 'vitest';
import { game } from '../../../src/games/crossing-oceans';
import type { Event, State } from '../../../src/games/crossing-oceans/schema';
import { refusalWords } from '../../../src/games/module';

/** A state from an authored layout (the only way a Crossing Oceans game starts). */
export function start(layout: Record<string, unknown>, variants: Record<string, string> = {}): State {
  const r = game.setup({ players: [], seed: 1, layout, variants });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** Asserts the move is refused by `rule` with `code`, worded in both languages; returns the refusal. */
export function refuses(state: State, move: unknown, rule: string, code: string) {
  const out = game.applyMove(state, move as never);
  if (out.ok) throw new Error(`expected ${JSON.stringify(move)} to be refused by ${rule}/${code}`);
  expect({ rule: out.refusal.rule, code: out.refusal.code }).toEqual({ rule, code });
  for (const lang of ['en', 'fr'] as const) {
    const words = refusalWords(game, out.refusal, lang);
    expect(words, `${code} in ${lang}`).not.toBe(code);
    expect(words, `${code} in ${lang}`).not.toMatch(/[{}]/);
  }
  expect(game.legalMoves(state).map(game.moveKey)).not.toContain(game.moveKey(move as never));
  return out.refusal;
}

/** Asserts the move is allowed; returns the new state and its events. */
export function allows(state: State, move: unknown): { state: State; events: readonly Event[] } {
  const out = game.applyMove(state, move as never);
  if (!out.ok) throw new Error(`expected ${JSON.stringify(move)} to be allowed, refused ${JSON.stringify(out.refusal)}`);
  return { state: out.state, events: out.events };
}

export function cash(state: State, colour: string): number {
  return state.players.find((p) => p.colour === colour)!.cash;
}

export function coalOn(state: State, ship: string): number | undefined {
  return Object.values(state.ports).find((p) => p.ship?.id === ship)?.ship?.coal;
}
