import { readFileSync } from 'node:fs';
import { createRng, legalMoves, applyMove, type Move } from '../../src/engine';
import { parseMapText } from '../../src/map/parse';
import type { BoardMap } from '../../src/map/schema';
import { parseWalkthroughText, type Walkthrough } from '../../src/walkthrough';
import type { SavedGame } from '../../src/game/schema';
import { setUpGame } from '../../src/game/replay';

export function southPacific(): BoardMap {
  const parsed = parseMapText(readFileSync(new URL('../../maps/south-pacific.json', import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error('default map does not parse');
  return parsed.value;
}

export function firstRound(): Walkthrough {
  const parsed = parseWalkthroughText(readFileSync(new URL('../../content/walkthroughs/first-round.yaml', import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error('first round does not parse');
  return parsed.value;
}

export function threePlayers(moves: Move[] = []): SavedGame {
  return {
    format: 'clippers-game',
    version: 1,
    map: 'south-pacific',
    variants: {},
    seed: 7,
    players: [
      { name: 'Ana', nation: 'english' },
      { name: 'Bo', nation: 'japanese' },
      { name: 'Cy', nation: 'french', bot: 'greedy' },
    ],
    firstPlayer: 'Ana',
    moves: moves as SavedGame['moves'],
  };
}

/** A game of `count` random legal moves from `base`'s set-up. */
export function randomGame(map: BoardMap, base: SavedGame, count: number, seed = 1): SavedGame {
  const setup = setUpGame(base, map);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const rng = createRng(seed);
  const moves: Move[] = [];
  while (moves.length < count && !state.ended) {
    const legal = legalMoves(state);
    const move = legal[Math.floor(rng() * legal.length)];
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(r.violation.message);
    state = r.state;
    moves.push({ ...move });
  }
  return { ...base, moves: moves as SavedGame['moves'] };
}
