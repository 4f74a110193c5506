import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newGame, type GameState } from '../../src/engine';
import { parseMap } from '../../src/map/parse';
import type { BoardMap } from '../../src/map/schema';
import { parseWalkthroughText, type Walkthrough } from '../../src/walkthrough';

const root = fileURLToPath(new URL('../../', import.meta.url));

export function loadMap(path: string): BoardMap {
  const parsed = parseMap(JSON.parse(readFileSync(root + path, 'utf8')));
  if (!parsed.ok) throw new Error(`${path}: ${JSON.stringify(parsed.error)}`);
  return parsed.value;
}

export const defaultMap = () => loadMap('maps/south-pacific.json');

export function firstRound(): Walkthrough {
  const w = parseWalkthroughText(readFileSync(root + 'content/walkthroughs/first-round.yaml', 'utf8'));
  if (!w.ok) throw new Error(JSON.stringify(w.error));
  return w.value;
}

/**
 * A board small enough for the graph walker to reach every chart state within a
 * round or two: tiny supplies end the game fast, and two harbors one segment
 * from Samoa (purple's home) let purple wake in the first round.
 */
export function tinyMap(): BoardMap {
  const base = loadMap('test/fixtures/maps/valid-small.json');
  const supply: Record<string, number> = { red: 2, blue: 1, white: 1, green: 2, black: 1, purple: 1 };
  return {
    ...base,
    name: 'Machines test board',
    companies: base.companies.map((c) => ({ ...c, segments: supply[c.id] })),
    // Red and green can only sail to Samoa, so purple wakes as soon as both have laid a segment.
    links: [
      ...base.links.filter((l) => l.id !== 'red-harbor-hiva-oa' && l.id !== 'green-harbor-hiva-oa'),
      { id: 'red-harbor-samoa', from: 'red-harbor', to: 'samoa', segments: 1, oneWay: false },
      { id: 'green-harbor-samoa', from: 'green-harbor', to: 'samoa', segments: 1, oneWay: false },
    ],
  };
}

export function tinyGame(players = 3): GameState {
  const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'].slice(0, players);
  const game = newGame({ map: tinyMap(), players: names.map((name) => ({ name })), firstPlayer: 0, seed: 1 });
  if (!game.ok) throw new Error(JSON.stringify(game.error));
  return game.value;
}
