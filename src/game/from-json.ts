import { z, type ZodIssue } from 'zod';
import { issueText, issueWords } from '../source/schema';
import { mapUnavailableWords, PROBLEM_VALUE_MAX, problemEnglish, problemWords, shortValue, type GameProblemWords } from './problems';
import { quote } from '../source/diagnostic';
import { applyMove, CARD_IDS, CARD_KINDS, CARD_STATUSES, currentSeat, FLOW, legalMoves, MONEY_LIMIT, VARIANT_CHOICES, type GameState, type Move, type Violation } from '../engine';
import { formatPath, parseMap } from '../map/parse';
import { COMPANY_IDS, MAX_PLAYERS, MIN_PLAYERS, NATIONS, SHIP_COMPANY_IDS, type BoardMap } from '../map/schema';
import { err, ok, type Result } from '../map/result';
import { brokenInvariant } from '../soak/invariants';
import { mapOfGame, replaySavedGame, type GameReplay } from './replay';
import { SAVED_GAME_FORMAT, SAVED_GAME_VERSION, savedGameSchema, type SavedGame } from './schema';

/**
 * The one way stored game state comes back to life: the play page's autosave, a
 * `#game=…` link and a persisted game actor's snapshot all hand their parsed JSON
 * here, never cast it. A saved game (`format: clippers-game`) is checked by its
 * schema and then replayed move by move, so what comes back is a position the
 * engine reached. A bare engine state (what an actor snapshot holds) has no moves
 * to replay, so its shape is checked and then the conservation laws the soak run
 * checks after every move: no negative money, no segment on a link the map lacks,
 * no segment or marker made or lost. Like `newGame`, it returns every problem as
 * a reason and the path of the value at fault. Pure: no I/O.
 */

export type GameFromJsonReason =
  /** Not an object at all (null, a number, an array, ...). */
  | 'not-an-object'
  /** Some other kind of file, e.g. a walkthrough or a map. */
  | 'wrong-format'
  /** Written by an older or newer version of the format. */
  | 'stale-version'
  /** A field is missing, of the wrong type or out of range. */
  | 'wrong-shape'
  /** The game's map is named by id and not available here. */
  | 'map-unavailable'
  /** The set-up (players, seed, variants on that map) is refused by the engine. */
  | 'setup-refused'
  /** A stored move is refused by the engine on replay. */
  | 'move-refused'
  /** The state's parts disagree (with each other or with its map), or a value is past what a game can hold. */
  | 'inconsistent'
  /** The position holds together, but play could not go on from it: no legal move, or a listed move refused. */
  | 'cannot-continue';

export interface GameFromJsonError {
  reason: GameFromJsonReason;
  /** The value at fault, e.g. `players[2].money`; empty for the whole document. */
  path: string;
  /** In English. */
  message: string;
  /** The message as catalogue keys and values (problems-en.ts, source-en.ts), for a page in another language. */
  words?: GameProblemWords;
  /** For `move-refused`: the move and the engine's refusal, which a page words in its language. */
  refused?: { index: number; move: Move; violation: Violation };
}

export type GameFromJson =
  | { kind: 'saved'; saved: SavedGame; map: BoardMap; replay: GameReplay; state: GameState }
  | { kind: 'state'; state: GameState };

export interface GameFromJsonOptions {
  /** Finds a map a saved game names by id (bare states carry their map inline). */
  lookup?: (id: string) => BoardMap | null;
}

export function formatGameFromJsonError(e: GameFromJsonError): string {
  return `${e.path ? `${e.path}: ` : ''}${e.message}`;
}

export function gameFromJson(data: unknown, options: GameFromJsonOptions = {}): Result<GameFromJson, GameFromJsonError[]> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail('not-an-object', '', `stored game state must be an object, not ${data === null ? 'null' : Array.isArray(data) ? 'an array' : typeof data}`);
  }
  const record = data as Record<string, unknown>;
  if ('format' in record) return savedFromJson(record, options.lookup ?? (() => null));
  return stateFromJson(record);
}

function savedFromJson(data: Record<string, unknown>, lookup: (id: string) => BoardMap | null): Result<GameFromJson, GameFromJsonError[]> {
  if (data.format !== SAVED_GAME_FORMAT) {
    return failWords('wrong-format', 'format', problemWords('problem.wrong-format', { format: quote(data.format, PROBLEM_VALUE_MAX) }));
  }
  if (data.version !== SAVED_GAME_VERSION) {
    return failWords('stale-version', 'version', problemWords('problem.stale-version', { version: quote(data.version, PROBLEM_VALUE_MAX), current: SAVED_GAME_VERSION }));
  }
  const parsed = savedGameSchema.safeParse(data);
  if (!parsed.success) return err(shapeErrors(parsed.error.issues, data));
  const saved = parsed.data;
  const map = mapOfGame(saved, lookup);
  if (!map.ok) return typeof saved.map === 'string' ? failWords('map-unavailable', 'map', mapUnavailableWords(saved.map)) : fail('map-unavailable', 'map', map.error);
  const replay = replaySavedGame(saved, map.value);
  if (!replay.ok) {
    const e = replay.error;
    if (e.kind === 'setup') return fail('setup-refused', '', e.message);
    const message = problemEnglish(problemWords('problem.with-rule', { text: e.message, rule: e.rule }));
    return err([{ reason: 'move-refused', path: `moves[${e.index}]`, message, refused: { index: e.index, move: e.move, violation: e.violation } }]);
  }
  const states = replay.value.states;
  return ok({ kind: 'saved', saved, map: map.value, replay: replay.value, state: states[states.length - 1] });
}

// Safe integers only: past 2^53 a JSON number no longer says which whole number it is.
const seat = z.number().int().nonnegative().safe();
const nonNegative = z.number().int().nonnegative().safe();
const routeEnd = z.union([z.object({ node: z.string() }).strict(), z.object({ link: z.string() }).strict()]);
const companyState = z.object({ supply: nonNegative, ships: z.array(routeEnd), spare: nonNegative }).strict();
const cardId = z.enum(Object.keys(CARD_IDS) as [keyof typeof CARD_IDS, ...(keyof typeof CARD_IDS)[]]);

/** The engine's `GameState` as data (src/engine/types.ts); the map is checked by the map's own parser. */
const gameStateSchema = z
  .object({
    map: z.unknown(),
    variants: z
      .object(Object.fromEntries(Object.entries(VARIANT_CHOICES).map(([k, choices]) => [k, z.enum(choices as [string, ...string[]])])))
      .strict(),
    seed: z.number().int().safe(),
    players: z
      .array(
        z
          .object({
            name: z.string().min(1),
            nation: z.enum(NATIONS),
            money: z.number().int().safe(),
            reserve: nonNegative,
            card: cardId.nullable(),
            clipper: z.enum(SHIP_COMPANY_IDS).nullable(),
            fiveXPhase: z.union([z.literal(2), z.literal(3)]).nullable(),
          })
          .strict(),
      )
      .min(MIN_PLAYERS)
      .max(MAX_PLAYERS),
    round: z.number().int().positive().safe(),
    phase: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    step: z.enum(['action', 'clipper', 'place']),
    firstPlayer: seat,
    turn: nonNegative,
    placed: nonNegative,
    portMoved: z.boolean(),
    cards: z.array(z.object({ id: cardId, kind: z.enum(['2x', '3x', '5x', 'port']), status: z.enum(CARD_STATUSES), holder: seat.nullable() }).strict()),
    companies: z.object(Object.fromEntries(COMPANY_IDS.map((c) => [c, companyState])) as Record<(typeof COMPANY_IDS)[number], typeof companyState>).strict(),
    links: z.array(z.object({ company: z.enum(COMPANY_IDS), start: z.string(), laid: z.number().int().positive().safe() }).strict().nullable()),
    islands: z.array(z.object({ markers: z.array(seat), companies: z.array(z.enum(COMPANY_IDS)) }).strict()),
    purpleActive: z.boolean(),
    ended: z
      .object({ reason: z.enum(['all-laid', 'no-placement', 'dead-board']), round: z.number().int().positive().safe(), phase: z.union([z.literal(1), z.literal(2), z.literal(3)]), seat })
      .strict()
      .nullable(),
  })
  .strict();

function stateFromJson(data: Record<string, unknown>): Result<GameFromJson, GameFromJsonError[]> {
  const parsed = gameStateSchema.safeParse(data);
  if (!parsed.success) return err(shapeErrors(parsed.error.issues, data));
  const map = parseMap(parsed.data.map);
  if (!map.ok) return err(map.error.map((e) => ({ reason: 'wrong-shape' as const, path: e.path ? `map.${e.path}` : 'map', message: e.message, ...(e.words ? { words: e.words } : {}) })));
  const state = { ...parsed.data, map: map.value } as unknown as GameState;
  const problems = inconsistencies(state);
  if (problems.length === 0) problems.push(...playProblems(state));
  return problems.length ? err(problems) : ok({ kind: 'state', state });
}

// The most segments any card allows in one placement turn (the 5X card's five).
const MOST_PLACED = Math.max(...Object.values(CARD_KINDS).flatMap((row) => [row.allowance[2], row.allowance[3]]));

/**
 * Values past what a game can reach, which the engine and its rollout do not expect:
 * money the rollout's 32-bit integers would wrap, rounds no supply lasts, more
 * segments in one turn than any card allows, a phase whose turns are all over but
 * which has not moved on, a step of another phase.
 */
function limitProblems(state: GameState, bad: (path: string, words: GameProblemWords) => void): void {
  const over = (path: string, value: number, max: number) => bad(path, problemWords('problem.state.over-limit', { value, max }));
  state.players.forEach((p, i) => {
    if (p.money > MONEY_LIMIT) over(`players[${i}].money`, p.money, MONEY_LIMIT);
  });
  // A round that does not end the game lays at least one segment: no game has more rounds than segments, plus one.
  const rounds = state.map.companies.reduce((sum, c) => sum + c.segments, 0) + 1;
  if (state.round > rounds) over('round', state.round, rounds);
  if (state.ended !== null && state.ended.round > state.round) over('ended.round', state.ended.round, state.round);
  if (state.placed > MOST_PLACED) over('placed', state.placed, MOST_PLACED);
  if (state.ended === null && state.turn >= state.players.length) {
    bad('turn', problemWords('problem.state.turn-over', { turn: state.turn, players: state.players.length }));
  }
  if (!(FLOW.steps[state.step].phases as readonly number[]).includes(state.phase)) {
    bad('step', problemWords('problem.state.wrong-step', { step: state.step, phase: state.phase }));
  }
}

/**
 * Can play go on from this position as the engine lists it? A game that has not
 * ended must have a legal move, and every move listed must be accepted: otherwise
 * the page would show a position nobody can leave, or offer moves it then refuses.
 */
function playProblems(state: GameState): GameFromJsonError[] {
  if (state.ended !== null) return [];
  const player = shortValue(state.players[currentSeat(state)].name);
  const legal = legalMoves(state);
  const stop = (words: GameProblemWords): GameFromJsonError[] => [{ reason: 'cannot-continue', path: '', message: problemEnglish(words), words }];
  if (legal.length === 0) return stop(problemWords('problem.state.stuck', { player, round: state.round, phase: state.phase }));
  for (const move of legal) {
    const result = applyMove(state, move);
    if (!result.ok) return stop(problemWords('problem.state.listed-refused', { player, move: move.type, rule: result.violation.rule }));
  }
  return [];
}

/** Cross-references the schema cannot see; each names the value at fault. */
function inconsistencies(state: GameState): GameFromJsonError[] {
  const out: GameFromJsonError[] = [];
  const bad = (path: string, message: string) => out.push({ reason: 'inconsistent', path, message });
  const { map } = state;
  const seats = state.players.length;
  const nodes = new Set([...map.islands.map((i) => i.id), ...map.harbors.map((h) => h.id)]);
  const linkIds = new Set(map.links.map((l) => l.id));
  state.players.forEach((p, i) => {
    if (p.money < 0) bad(`players[${i}].money`, `${shortValue(p.name)} has $${p.money}; money is never negative`);
  });
  if (state.firstPlayer >= seats) bad('firstPlayer', `seat ${state.firstPlayer} does not exist in a ${seats}-player game`);
  if (state.turn > seats) bad('turn', `${state.turn} turns finished in a phase of ${seats} players`);
  state.cards.forEach((c, i) => {
    if (CARD_IDS[c.id] !== c.kind) bad(`cards[${i}].kind`, `card ${c.id} is a ${CARD_IDS[c.id]} card, not ${c.kind}`);
    if (c.holder !== null && c.holder >= seats) bad(`cards[${i}].holder`, `seat ${c.holder} does not exist in a ${seats}-player game`);
  });
  if (state.links.length !== map.links.length) bad('links', `${state.links.length} link entries for a map of ${map.links.length} links`);
  state.links.forEach((build, i) => {
    const link = map.links[i];
    if (build === null) return;
    if (!link) return bad(`links[${i}]`, `a ${build.company} segment lies on link ${i + 1}, which the map does not have`);
    if (build.laid > link.segments) bad(`links[${i}].laid`, `${build.laid} segments laid on ${link.id}, which has ${link.segments} spaces`);
    if (build.start !== link.from && build.start !== link.to) bad(`links[${i}].start`, `${link.id} runs ${link.from}–${link.to}; it cannot be begun from ${quote(build.start, PROBLEM_VALUE_MAX)}`);
  });
  if (state.islands.length !== map.islands.length) bad('islands', `${state.islands.length} island entries for a map of ${map.islands.length} islands`);
  state.islands.forEach((island, i) => {
    island.markers.forEach((s, j) => {
      if (s >= seats) bad(`islands[${i}].markers[${j}]`, `seat ${s} does not exist in a ${seats}-player game`);
    });
  });
  for (const id of COMPANY_IDS) {
    state.companies[id].ships.forEach((end, j) => {
      const where = 'node' in end ? end.node : end.link;
      if (!('node' in end ? nodes : linkIds).has(where)) bad(`companies.${id}.ships[${j}]`, `a ${id} ship is at ${quote(where, PROBLEM_VALUE_MAX)}, which is not on the map`);
    });
  }
  limitProblems(state, (path, words) => out.push({ reason: 'inconsistent', path, message: problemEnglish(words), words }));
  if (out.length) return out;
  // The soak run's conservation laws assume the cross-references above hold.
  const broken = brokenInvariant(state, map);
  if (broken) bad('', `the position breaks a rule of the game: ${broken}`);
  return out;
}

function fail(reason: GameFromJsonReason, path: string, message: string): Result<never, GameFromJsonError[]> {
  return err([{ reason, path, message }]);
}

function failWords(reason: GameFromJsonReason, path: string, words: GameProblemWords): Result<never, GameFromJsonError[]> {
  return err([{ reason, path, message: problemEnglish(words), words }]);
}

const shapeErrors = (issues: readonly ZodIssue[], data: unknown): GameFromJsonError[] =>
  issues.map((i) => ({ reason: 'wrong-shape' as const, path: formatPath(i.path), message: issueText(i), words: issueWords(i, data) }));
