import type { Refusal, Result, SetupOptions } from '../module';
import { cellId, cellsOf, CORNER_LIST, geometry, isCell, pipsOf, OPPOSITE, STEP } from './grid';
import { seeded, shuffle } from './random';
import { refuse } from './refusal';
import { layoutSchema, SUITS, type Coin, type Corner, type Domino, type ShipItState, type Suit, type Tile } from './schema';
import { resolveVariants, type Variants } from './variants';

export const ACTION_POINTS = 8;
export const ALL_DOMINOES: readonly string[] = (() => {
  const ids: string[] = [];
  for (let lo = 0; lo <= 6; lo++) for (let hi = lo; hi <= 6; hi++) ids.push(`${lo}-${hi}`);
  return ids;
})();

/** Clockwise round a 2×2 city from its first tile: right, below, left (in tiles). */
const CLOCKWISE: readonly (readonly [number, number])[] = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];

export interface Drawn {
  readonly suit: Suit;
  readonly value: number;
  readonly tick: Corner;
}

/**
 * The text's city procedure on a drawn sequence: a city grows clockwise from its first
 * tile until a drawn tile's suit is already in it (that tile starts the next city) or it
 * holds three tiles; three cities to a column, the next city one tile width below the
 * previous city's last tile, the next column one tile width right of the columns so far.
 * Returns the tiles (positions in cells) and the city each belongs to.
 */
export function layCities(drawn: readonly Drawn[], cityAnchor: string): { tiles: Tile[]; city: number[]; columns: number } {
  const tiles: Tile[] = [];
  const city: number[] = [];
  let cityIndex = 0;
  let inCity: Suit[] = [];
  let origin: [number, number] = [0, 0]; // the current city's first tile, in cells
  let columnX = 0;
  let citiesInColumn = 1;
  let columns = 1;
  for (const d of drawn) {
    if (tiles.length > 0 && (inCity.includes(d.suit) || inCity.length === 3)) {
      const last = tiles[tiles.length - 1];
      if (citiesInColumn === 3) {
        const right = Math.max(...tiles.map((t) => t.x + 1));
        columnX = right + 1 + 2;
        origin = [columnX, 0];
        citiesInColumn = 1;
        columns++;
      } else {
        origin = [cityAnchor === 'column' ? columnX : last.x, last.y + 4];
        citiesInColumn++;
      }
      cityIndex++;
      inCity = [];
    }
    const [ox, oy] = CLOCKWISE[inCity.length];
    tiles.push({ id: `${d.suit}.${d.value}`, suit: d.suit, value: d.value, x: origin[0] + 2 * ox, y: origin[1] + 2 * oy, tick: d.tick });
    city.push(cityIndex);
    inCity.push(d.suit);
  }
  return { tiles, city, columns };
}

export function drawTiles(random: () => number): Drawn[] {
  const all: { suit: Suit; value: number }[] = [];
  for (const suit of SUITS) for (let value = 0; value <= 5; value++) all.push({ suit, value });
  return shuffle(all, random).map((t) => ({ ...t, tick: CORNER_LIST[Math.floor(random() * 4)] }));
}

/** Players' colours: one each (3–4 players), two each (2 players: a colour and the one two after it). */
export function seatColours(players: SetupOptions<never>['players']): Result<{ colours: Suit[][]; order: Suit[]; unowned: Suit | null }, readonly Refusal[]> {
  const n = players.length;
  if (n < 2 || n > 4) return { ok: false, error: [refuse('setup.players', 'players-count', { count: n, min: 2, max: 4 })] };
  const wanted = players.map((p) => p.identity);
  for (const w of wanted) if (w !== undefined && !(SUITS as readonly string[]).includes(w)) return { ok: false, error: [refuse('setup.colours', 'colour-unknown', { colour: w })] };
  const colours: Suit[][] = [];
  const taken = new Set<Suit>();
  const per = n === 2 ? 2 : 1;
  const take = (s: Suit) => {
    const group = per === 2 ? [s, SUITS[(SUITS.indexOf(s) + 2) % 4]] : [s];
    if (group.some((g) => taken.has(g))) return null;
    group.forEach((g) => taken.add(g));
    return group;
  };
  for (let i = 0; i < n; i++) {
    const w = wanted[i] as Suit | undefined;
    if (w === undefined) continue;
    const group = take(w);
    if (!group) return { ok: false, error: [refuse('setup.colours', 'colour-taken', { colour: w })] };
    colours[i] = group;
  }
  for (let i = 0; i < n; i++) {
    if (colours[i]) continue;
    const free = SUITS.find((s) => take(s) !== null);
    colours[i] = per === 2 ? [free!, SUITS[(SUITS.indexOf(free!) + 2) % 4]] : [free!];
  }
  const order = SUITS.filter((s) => taken.has(s));
  const unowned = SUITS.find((s) => !taken.has(s)) ?? null;
  return { ok: true, value: { colours, order, unowned } };
}

const bySuit = <T>(f: (s: Suit) => T): Record<Suit, T> => ({ red: f('red'), green: f('green'), blue: f('blue'), black: f('black') });

function firstTurn(order: readonly Suit[], chits: Record<Suit, number>): ShipItState['turn'] {
  const colour = order[0];
  const budget = ACTION_POINTS + chits[colour];
  return { colour, phase: 1, ap: budget, budget, removed: false, pipStop: null, moved: [], drawing: false };
}

/** The seeded setup, exactly as the text lays it out. */
export function setup(options: SetupOptions<never>): Result<ShipItState, readonly Refusal[]> {
  const variants = resolveVariants(options.variants);
  if (!variants.ok) return { ok: false, error: [refuse('variants', 'variant-unknown', { variant: variants.id, choice: variants.choice })] };
  const seats = seatColours(options.players);
  if (!seats.ok) return seats;
  if (options.layout !== undefined) return fromLayout(options.layout, variants.value, options.players.length);
  const random = seeded(options.seed);
  const { tiles } = layCities(drawTiles(random), variants.value.cityAnchor);
  const values = bySuit(() => shuffle([1, 2, 3, 4, 5], random));
  const coins: Coin[] = [];
  for (const t of tiles) {
    if (t.value === 1) continue;
    const suit = SUITS[coins.length % 4];
    coins.push({ id: `c${coins.length}`, suit, value: values[suit].pop()!, where: t.id, warehoused: false, doublings: 0, known: [] });
  }
  const chits = bySuit(() => 0);
  const { colours, order, unowned } = seats.value;
  return {
    ok: true,
    value: {
      game: 'ship-it',
      variants: variants.value,
      players: options.players.map((p, i) => ({ name: p.name, colours: colours[i] })),
      order,
      unowned,
      tiles,
      dominoes: ALL_DOMINOES.map((id) => ({ id, where: 'pool', at: null })),
      coins,
      officials: bySuit((s) => `${s}.0`),
      hubs: bySuit(() => 1),
      scores: bySuit(() => 0),
      chits,
      turn: firstTurn(order, chits),
      cascade: null,
      shipments: 0,
      turns: 0,
    },
  };
}

/** An authored position (the text's figures, tests): checked as a restored state is. */
export function fromLayout(input: unknown, variants: Variants, playerCount?: number): Result<ShipItState, readonly Refusal[]> {
  const parsed = layoutSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues.map((i) => refuse('layout', 'layout-invalid', { path: i.path.join('.'), message: i.message })) };
  const l = parsed.data;
  if (playerCount !== undefined && playerCount !== l.players.length)
    return { ok: false, error: [refuse('layout', 'layout-players', { count: l.players.length, expected: playerCount })] };
  const taken = l.players.flatMap((p) => p.colours);
  const order = SUITS.filter((s) => taken.includes(s));
  const tiles: Tile[] = l.tiles.map((t) => ({ ...t, id: `${t.suit}.${t.value}` }));
  const placed = new Map<string, Domino>();
  const errors: Refusal[] = [];
  for (const d of l.dominoes) {
    const id = `${Math.min(d.a, d.b)}-${Math.max(d.a, d.b)}`;
    if (placed.has(id)) errors.push(refuse('layout', 'layout-domino-twice', { domino: id }));
    const at = d.a <= d.b ? { x: d.x, y: d.y, dir: d.dir } : { x: d.x + STEP[d.dir][0], y: d.y + STEP[d.dir][1], dir: OPPOSITE[d.dir] };
    const [lo, hi] = pipsOf(id);
    placed.set(id, { id, where: 'board', at: lo === hi && (at.dir === 'W' || at.dir === 'N') ? { x: at.x + STEP[at.dir][0], y: at.y + STEP[at.dir][1], dir: OPPOSITE[at.dir] } : at });
  }
  const pool = new Set(l.pool ?? ALL_DOMINOES.filter((id) => !placed.has(id)));
  const dominoes: Domino[] = ALL_DOMINOES.map((id) => placed.get(id) ?? { id, where: 'pool', at: null });
  for (const d of dominoes) if (d.where === 'pool' && !pool.has(d.id)) errors.push(refuse('layout', 'layout-domino-missing', { domino: d.id }));
  const coins: Coin[] = l.coins.map((c, i) => ({ id: `c${i}`, suit: c.suit, value: c.value, where: c.at, warehoused: c.warehoused, doublings: 0, known: [] }));
  const hubs = bySuit((s) => (l.hubs[s] === undefined ? 1 : l.hubs[s]!));
  const chits = bySuit((s) => l.chits[s] ?? 0);
  const colour = l.turn?.colour ?? order[0];
  const budget = ACTION_POINTS + chits[colour];
  const state: ShipItState = {
    game: 'ship-it',
    variants,
    players: l.players,
    order,
    unowned: SUITS.find((s) => !taken.includes(s)) ?? null,
    tiles,
    dominoes,
    coins,
    officials: bySuit((s) => l.officials[s] ?? `${s}.0`),
    hubs,
    scores: bySuit((s) => l.scores[s] ?? 0),
    chits,
    turn: { colour, phase: l.turn?.phase ?? 1, ap: l.turn?.ap ?? budget, budget: l.turn?.ap ?? budget, removed: false, pipStop: l.turn?.pipStop ?? null, moved: [], drawing: false },
    cascade: null,
    shipments: 0,
    turns: 0,
  };
  errors.push(...faults(state));
  return errors.length ? { ok: false, error: errors } : { ok: true, value: state };
}

/**
 * What makes a state unplayable: pieces overlapping, objects off the board or sharing
 * a half-domino, pieces lost or duplicated. Held by `restore` and by layouts.
 */
export function faults(s: ShipItState): Refusal[] {
  const out: Refusal[] = [];
  const seenTiles = new Set<string>();
  const cells = new Map<string, string>();
  for (const t of s.tiles) {
    if (seenTiles.has(t.id)) out.push(refuse('layout', 'layout-tile-twice', { tile: t.id }));
    seenTiles.add(t.id);
    for (let dx = 0; dx < 2; dx++)
      for (let dy = 0; dy < 2; dy++) {
        const c = cellId(t.x + dx, t.y + dy);
        if (cells.has(c)) out.push(refuse('layout', 'layout-overlap', { cell: c, a: cells.get(c)!, b: t.id }));
        cells.set(c, t.id);
      }
  }
  if (s.dominoes.length !== ALL_DOMINOES.length || ALL_DOMINOES.some((id, i) => s.dominoes[i].id !== id))
    out.push(refuse('layout', 'layout-dominoes', { count: s.dominoes.length }));
  for (const d of s.dominoes) {
    if ((d.where === 'board') !== (d.at !== null)) out.push(refuse('layout', 'layout-domino-place', { domino: d.id }));
    if (!d.at) continue;
    for (const [x, y] of cellsOf(d.at)) {
      const c = cellId(x, y);
      if (cells.has(c)) out.push(refuse('layout', 'layout-overlap', { cell: c, a: cells.get(c)!, b: d.id }));
      cells.set(c, d.id);
    }
  }
  if (out.length) return out;
  const g = geometry(s.tiles, s.dominoes, s.variants.tickAccess);
  const onCell = new Map<string, string>();
  const stand = (what: string, space: string) => {
    if (isCell(space)) {
      if (!g.halfAt.has(space)) out.push(refuse('layout', 'layout-off-link', { piece: what, space }));
      else if (onCell.has(space)) out.push(refuse('layout', 'layout-shared', { space, a: onCell.get(space)!, b: what }));
      onCell.set(space, what);
    }
  };
  for (const suit of SUITS) stand(`official.${suit}`, s.officials[suit]);
  for (const c of s.coins) {
    if (c.where === 'chit' || c.where === 'fist') continue;
    stand(c.id, c.where);
    if (c.warehoused && !(g.tiles.has(c.where) && holdsWarehouse(s, c.where)))
      out.push(refuse('layout', 'layout-warehoused-off-hub', { coin: c.id, space: c.where }));
  }
  return out;
}

/**
 * Whether face-up loads may stand on a tile: a hub, or the 5 a hub left by the shipment
 * that ended the game (its loads stay where they were shipped from).
 */
export function holdsWarehouse(s: ShipItState, tile: string): boolean {
  const dot = tile.indexOf('.');
  return isHub(s, tile) || (dot > 0 && s.hubs[tile.slice(0, dot) as Suit] === null && tile.slice(dot + 1) === '5');
}

/** Whether a tile id is where a hub pawn stands. */
export function isHub(s: ShipItState, tile: string): boolean {
  const dot = tile.indexOf('.');
  if (dot < 0) return false;
  return s.hubs[tile.slice(0, dot) as Suit] === Number(tile.slice(dot + 1));
}
