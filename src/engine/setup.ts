import { boardIndex } from '../map/board';
import { checkMap } from '../map/check';
import { COMPANY_IDS, MAX_PLAYERS, MIN_PLAYERS, NATIONS, PLAYER_COUNTS, type BoardMap, type CompanyId, type Nation, type PlayerCount } from '../map/schema';
import { err, ok, type Result } from '../map/result';
import { MARKERS_PER_NATION, STARTING_MONEY } from './context';
import { createRng, randomInt, shuffle } from './random';
import type { CardState, CompanyState, Draft, GameState, IslandState, PlayerState, Seat } from './types';
import { DEFAULT_VARIANTS, VARIANT_CHOICES, type Variants } from './variants';

// The player range is the map layer's (its checker counts departure cards against it); the engine's surface offers it.
export { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COUNTS, type PlayerCount } from '../map/schema';
export const isPlayerCount = (n: number): n is PlayerCount => (PLAYER_COUNTS as readonly number[]).includes(n);
/** Why a number of players cannot play, in the words every caller uses. */
export const playerCountProblem = (n: number): string | null => (isPlayerCount(n) ? null : `Clippers is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${n}.`);
/** The same as a setup error, with what it names as data. */
export function playerCountError(n: number): SetupError | null {
  const message = playerCountProblem(n);
  return message === null ? null : { reason: 'player-count', message, values: { min: MIN_PLAYERS, max: MAX_PLAYERS, n } };
}

export interface NewGameOptions {
  map: BoardMap;
  /** In seat order, clockwise. A player without a nation is dealt a departure card by the seed. */
  players: { name: string; nation?: Nation }[];
  /** Seat of the first player; chosen by the seed when absent. */
  firstPlayer?: Seat;
  variants?: Partial<Variants>;
  seed?: number;
}

/** Why no game could be set up. Like chessops' setup errors: reasons, not exceptions. */
export type SetupErrorReason =
  | 'map-invalid'
  | 'player-count'
  | 'nation-duplicate'
  | 'nation-unavailable'
  | 'first-player'
  | 'variant-unknown';

export interface SetupError {
  reason: SetupErrorReason;
  /** In English. */
  message: string;
  /** What the message names, as data, for the words of another language (src/sim/problem-words.ts). */
  values?: SetupValues;
}

export interface SetupValues {
  /** The checker's code and sentence, for `map-invalid`. */
  code?: string;
  text?: string;
  min?: number;
  max?: number;
  /** Players asked for. */
  n?: number;
  /** A variant's name, the value asked for and the choices there are. */
  name?: string;
  value?: string;
  choices?: string;
  nation?: string;
  /** Departure cards the map has. */
  cards?: number;
}

const mapErrors = new WeakMap<BoardMap, SetupError[]>();

function errorsOf(map: BoardMap): SetupError[] {
  let errors = mapErrors.get(map);
  if (!errors) {
    // The drawing's problems (a link through an island) are the designer's, never a reason to refuse a game.
    errors = checkMap(map, { drawing: false })
      .filter((d) => d.severity === 'error')
      .map((d) => ({ reason: 'map-invalid' as const, message: `${d.code}: ${d.message}`, values: { code: d.code, text: d.message } }));
    mapErrors.set(map, errors);
  }
  return errors;
}

/** What setting up a game reads from a map, read once per map: simulations and bots set up many games. */
interface MapSetup {
  /** Each nation's departure card (see `departuresOf`). */
  departures: Map<Nation, number[]>;
  /** The nations with a departure card. */
  cardNations: ReadonlySet<Nation>;
  /** The map's companies in `COMPANY_IDS` order. */
  companies: readonly BoardMap['companies'][number][];
}

let lastSetupMap: BoardMap | null = null;
let lastSetup: MapSetup | null = null;
const setupCache = new WeakMap<BoardMap, MapSetup>();

function setupOf(map: BoardMap): MapSetup {
  if (map === lastSetupMap && lastSetup !== null) return lastSetup;
  let setup = setupCache.get(map);
  if (setup === undefined) {
    setup = {
      departures: departuresOf(map),
      cardNations: new Set(map.departureCards.map((c) => c.nation)),
      companies: COMPANY_IDS.map((id) => map.companies.find((x) => x.id === id)!),
    };
    setupCache.set(map, setup);
  }
  lastSetupMap = map;
  lastSetup = setup;
  return setup;
}

/** Each nation's departure card as island index, count, island index, count, ... in the card's order. */
function departuresOf(map: BoardMap): Map<Nation, number[]> {
  const islandIndex = boardIndex(map).nodeIndex;
  const departures = new Map<Nation, number[]>();
  for (const card of map.departureCards) {
    if (departures.has(card.nation)) continue; // the first card of a nation counts, as `find` did
    departures.set(card.nation, Object.entries(card.markers).flatMap(([island, count]) => [islandIndex.get(island)!, count]));
  }
  return departures;
}

/** The only way to a playable game: validates everything and returns the state after setup. */
export function newGame(options: NewGameOptions): Result<GameState, SetupError[]> {
  const { map } = options;
  const seed = options.seed ?? 1;
  const rng = createRng(seed);
  const problems: SetupError[] = errorsOf(map).slice();
  const n = options.players.length;
  const countError = playerCountError(n);
  if (countError) problems.push(countError);
  const variants = { ...DEFAULT_VARIANTS, ...options.variants };
  // The defaults need no checking; reading a record by a varying key is slow where many games are set up (see `slotOf`).
  for (const key of options.variants === undefined ? [] : (Object.keys(variants) as (keyof Variants)[])) {
    const choices = VARIANT_CHOICES[key] as readonly string[] | undefined;
    if (!choices || !choices.includes(variants[key])) {
      const value = String(variants[key]);
      const list = choices?.join(', ') ?? '(no such variant)';
      problems.push({ reason: 'variant-unknown', message: `Unknown variant ${key}=${value}; choose one of ${list}.`, values: { name: key, value, choices: list } });
    }
  }
  const known = setupOf(map);
  const cardNations = known.cardNations;
  const named = options.players.map((p) => p.nation).filter((x): x is Nation => x !== undefined);
  for (const nation of named) {
    if (named.indexOf(nation) !== named.lastIndexOf(nation)) {
      problems.push({ reason: 'nation-duplicate', message: `Two players chose ${nation}; each nation plays once.`, values: { nation } });
      break;
    }
  }
  for (const nation of named) {
    if (!cardNations.has(nation)) problems.push({ reason: 'nation-unavailable', message: `This map has no ${nation} departure card.`, values: { nation } });
  }
  const free = shuffle(NATIONS.filter((nat) => cardNations.has(nat) && !named.includes(nat)), rng);
  const nations = options.players.map((p) => p.nation ?? free.shift());
  if (nations.some((x) => x === undefined)) {
    problems.push({ reason: 'nation-unavailable', message: `This map has ${cardNations.size} departure cards, too few for ${n} players.`, values: { cards: cardNations.size, n } });
  }
  const firstPlayer = options.firstPlayer ?? randomInt(rng, Math.max(n, 1));
  if (!Number.isInteger(firstPlayer) || firstPlayer < 0 || firstPlayer >= n) {
    problems.push({ reason: 'first-player', message: `The first player must be a seat from 0 to ${n - 1}.`, values: { max: n - 1 } });
  }
  if (problems.length > 0) return err(problems);

  const islands: Draft<IslandState>[] = map.islands.map(() => ({ markers: [], companies: [] }));
  const departures = known.departures;
  const players: PlayerState[] = options.players.map((p, seat) => {
    const nation = nations[seat]!;
    const markers = departures.get(nation)!;
    let placed = 0;
    for (let i = 0; i < markers.length; i += 2) {
      const count = markers[i + 1];
      for (let k = 0; k < count; k++) islands[markers[i]].markers.push(seat);
      placed += count;
    }
    return { name: p.name, nation, money: STARTING_MONEY, reserve: MARKERS_PER_NATION - placed, card: null, clipper: null, fiveXPhase: null };
  });
  const company = (c: BoardMap['companies'][number]): CompanyState => ({
    supply: c.segments,
    ships: c.id === 'purple' ? [] : [{ node: c.harbor! }],
    spare: c.id === 'purple' ? 0 : c.ships - 1,
  });
  // In COMPANY_IDS order whatever the map's order, so every state's record has one shape (a literal: no keyed stores).
  const [red, blue, white, green, black, purple] = known.companies;
  const companies: Record<CompanyId, CompanyState> = {
    red: company(red),
    blue: company(blue),
    white: company(white),
    green: company(green),
    black: company(black),
    purple: company(purple),
  };
  const cards: CardState[] = [
    { id: '2x-1', kind: '2x', status: 'available', holder: null },
    { id: '2x-2', kind: '2x', status: 'available', holder: null },
    { id: '2x-3', kind: '2x', status: n === 5 ? 'available' : 'out', holder: null },
    { id: '3x', kind: '3x', status: 'available', holder: null },
    { id: '5x', kind: '5x', status: 'available', holder: null },
    { id: 'port', kind: 'port', status: 'available', holder: null },
  ];
  const state: Draft<GameState> = {
    map,
    variants,
    seed,
    players,
    round: 1,
    phase: 1,
    step: 'action',
    firstPlayer,
    turn: 0,
    placed: 0,
    portMoved: false,
    cards,
    companies,
    links: map.links.map(() => null),
    islands,
    purpleActive: false,
    ended: null,
  };
  // Phase 1 begins with the first player's action (the flow table's first step).
  return ok(state);
}
