import type { z } from 'zod';
import type { Result } from '../source/result';

export { ok, err, type Result } from '../source/result';

/**
 * The seam between the toolkit and a game. Every toolkit layer (walkthroughs, saved
 * games, the play shell, the simulator, soak, charts, the site, the CLI) is written
 * against `GameModule` and reaches a game only through the registry (`./index.ts`).
 *
 * Modelled on boardgame.io's `Game` object (one object: setup, moves, turn order,
 * endIf, playerView, ai.enumerate) and on Ludii's split of equipment (the board),
 * rules (the core) and metadata (names, words, rule pages). Each fact is stated once:
 * types come from the zod schemas (`z.infer`), the charts from the flow table, the
 * chart words from the game's words.
 *
 * Nothing here names a game's concepts: seats have identities (a nation, a suit, a
 * colour) that only the game's words name.
 */

// ---------------------------------------------------------------------------------
// Results, refusals, words

/** What a refusal's sentence names: ids and numbers, never words (the catalogue words them). */
export type RefusalValues = Readonly<Record<string, string | number | boolean | null | readonly (string | number)[]>>;

/**
 * Why the core does not list a move: the rule it breaks, a stable code and the values
 * the sentence needs. The verdict of a move is membership in `legalMoves`; a refusal
 * only explains, so a bug in an explainer gives a wrong reason, never a wrong verdict.
 */
export interface Refusal {
  readonly rule: string;
  readonly code: string;
  readonly values: RefusalValues;
}

export type MoveOutcome<S, E> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly refusal: Refusal };

/** The toolkit's languages. A game supplies words for each. */
export type Language = 'en' | 'fr';

/** A noun with what a sentence needs to use it in French as well as English. */
export interface Noun {
  readonly one: string;
  readonly many?: string;
  /** Grammatical gender, for languages that have one. */
  readonly gender?: 'm' | 'f';
  /** Elided article form (French l'…), where it differs. */
  readonly elides?: boolean;
}

/**
 * A game's words in one language. Messages carry `{placeholders}` filled from a
 * refusal's or an event's values by the toolkit's `format` (no per-code functions).
 */
export interface GameWords {
  readonly name: string;
  /** One line: what the game is, for the home page and `rulekit games`. */
  readonly tagline: string;
  /** The seat identities (nations, suits, colours) by id. */
  readonly seats: Readonly<Record<string, Noun>>;
  /** Other nouns the game's messages use, by id (islands are board data, not words). */
  readonly nouns?: Readonly<Record<string, Noun>>;
  /** Refusal sentences by code. */
  readonly refusals: Readonly<Record<string, string>>;
  /** One line per move type, e.g. "{seat} buys {count} dominoes". */
  readonly moves: Readonly<Record<string, string>>;
  /** One line per event type, for narration and the move list. */
  readonly events: Readonly<Record<string, string>>;
  /** Rule titles and one-sentence summaries by rule id. */
  readonly rules: Readonly<Record<string, { readonly title: string; readonly summary: string }>>;
  /** Rules pages (slug → title), in reading order. */
  readonly pages: Readonly<Record<string, string>>;
  /** Flow table words: phases, steps and conditions by id (the charts read these). */
  readonly flow: Readonly<Record<string, string>>;
  /** Variants: name and choice words by id. */
  readonly variants: Readonly<Record<string, { readonly name: string; readonly hint?: string; readonly choices: Readonly<Record<string, string>> }>>;
  /** Ending reasons by id. */
  readonly endings: Readonly<Record<string, string>>;
  /** The simulator's per-game measures by id (`GameModule.measures`). */
  readonly measures?: Readonly<Record<string, string>>;
  /** What the texts leave out, by id in `GameModule.missing`: one sentence each. */
  readonly missing?: Readonly<Record<string, string>>;
}

// ---------------------------------------------------------------------------------
// Seats, variants, rules

export interface SeatSpec {
  readonly min: number;
  readonly max: number;
  /** Identities a seat may take (ids the words name), in the game's order. */
  readonly identities: readonly string[];
}

/** A choice where the texts disagree or are silent, with the default the site documents. */
export interface VariantSpec {
  readonly id: string;
  readonly choices: readonly string[];
  readonly default: string;
  /** The rule id whose paragraph explains it. */
  readonly rule: string;
}

export type VariantChoices = Readonly<Record<string, string>>;

/** Where each rule id is explained: a rules page (slug) and its anchor (the id itself). */
export interface RuleCatalogue {
  readonly ids: readonly string[];
  readonly pageOf: (rule: string) => string | undefined;
}

// ---------------------------------------------------------------------------------
// The flow table (phases, steps, turn order, triggers, endings), read by the game's
// core and drawn by the chart generator (machines/).

/** A condition of the sequence: the rule it stands for and one predicate over the state. */
export interface FlowCondition<S> {
  readonly rule: string;
  readonly test: (state: S) => boolean;
}

/** Where a rule of the table leads. */
export interface FlowRule {
  readonly if?: string;
  readonly then: string;
}

export interface FlowStep {
  /** Move types this step accepts. */
  readonly moves: readonly string[];
  /** Optional steps may be passed over by the player (Ship It!'s four phases). */
  readonly optional?: boolean;
  /** A required step that is passed over while this condition holds (nothing left to do in it: Ship It!'s build with no link bought). */
  readonly passWhen?: string;
}

export type TurnOrderPreset =
  | { readonly preset: 'clockwise'; readonly from: 'first-seat' | 'holder' | 'custom' }
  | { readonly preset: 'rondel' }
  | { readonly preset: 'custom'; readonly rule: string };

/**
 * How a seat chooses its action, where the game fixes that choice as a well-known shape:
 * a rondel of spots walked clockwise, `free` steps at no cost, further for what rule `beyond` says.
 */
export type ChoicePreset = {
  readonly preset: 'rondel';
  readonly spots: readonly string[];
  readonly free: number;
  readonly beyond: string;
  readonly rule: string;
  /** Where the texts give only part of the order: the first `known` spots are in clockwise order, the rest in an order not given. Omitted: all. */
  readonly known?: number;
};

/**
 * A game's order of play as data. Each id (phase, step, condition, operation, ending)
 * has its words in `GameWords.flow` and its rule in the rule catalogue.
 */
export interface FlowTable<S> {
  readonly order: TurnOrderPreset;
  /** How the action of a turn is chosen, if by a preset (a rondel). */
  readonly choice?: ChoicePreset;
  /** Phases of a round (or of a turn) in order, each a list of step ids. */
  readonly phases: readonly { readonly id: string; readonly steps: readonly string[]; readonly rule: string }[];
  readonly steps: Readonly<Record<string, FlowStep>>;
  /** After an accepted move: the first rule whose condition holds applies. */
  readonly afterMove: Readonly<Record<string, readonly FlowRule[]>>;
  /** When every seat has played a phase. */
  readonly phaseOver: Readonly<Record<string, readonly FlowRule[]>>;
  /** Named operations carried out at a phase's begin or end, or triggered mid-turn (a shipment cascade). */
  readonly operations: Readonly<Record<string, { readonly rule: string; readonly at: 'phase-begin' | 'phase-end' | 'triggered' }>>;
  readonly conditions: Readonly<Record<string, FlowCondition<S>>>;
  /** How the game ends: at once, or deferred ("this round and three more"). */
  readonly endings: Readonly<Record<string, { readonly rule: string; readonly deferred?: string }>>;
  /**
   * The step play stands at, as the core sees it (a step id, or an ending id once the game is
   * over). A game that gives it has a live chart: the chart's actor (machines/flow-machine.ts)
   * resolves the names its core resolves by it, starts mid-game from it, and the generic
   * suites hold the actor to it after every move of the corpus.
   */
  readonly at?: (state: S) => string;
}

// ---------------------------------------------------------------------------------
// Scores

export interface ScoreLine {
  /** Word id in the game's words (`nouns`) or a rule id, with values. */
  readonly label: string;
  readonly values?: RefusalValues;
  readonly points: number;
  readonly rule?: string;
  /** A note the rules page promises beside this line (word id). */
  readonly note?: string;
}

export interface SeatScore {
  readonly seat: number;
  readonly total: number;
  readonly lines: readonly ScoreLine[];
}

export interface ScoreSheet {
  readonly seats: readonly SeatScore[];
  /** More than one where the tie-break leaves a tie. */
  readonly winners: readonly number[];
  readonly decidedBy?: string;
}

export interface Ending {
  /** Id in the flow table's `endings` and the words' `endings`. */
  readonly reason: string;
  readonly rule: string;
}

// ---------------------------------------------------------------------------------
// Who acts

/** Whose decision the game waits for: a seat, the table (a chance move), or nobody (ended). */
export type ToAct = { readonly kind: 'seat'; readonly seat: number } | { readonly kind: 'chance' } | { readonly kind: 'ended'; readonly ending: Ending };

/**
 * Chance as moves of the table (boardgame.io's `random`, made explicit so saved games
 * and walkthroughs record outcomes and replay exactly): at a chance node
 * `legalMoves` lists the outcomes and `weights` says how likely each is.
 */
export interface Chance<S, M> {
  readonly weights: (state: S, outcomes: readonly M[]) => readonly number[];
}

// ---------------------------------------------------------------------------------
// The fast core (optional): one mutable position, written once (chessops' `Position`).

export interface Core<S, M, P, E> {
  /** A validated position, or the reasons the state cannot be played. */
  readonly fromState: (state: S) => Result<P, readonly Refusal[]>;
  readonly toState: (position: P) => S;
  readonly listMoves: (position: P) => readonly M[];
  /** Plays a listed move in place; `events`, when given, receives what happened. */
  readonly play: (position: P, move: M, events?: (event: E) => void) => void;
  readonly clone: (position: P) => P;
}

// ---------------------------------------------------------------------------------
// Bots

export interface BotHooks<S, M> {
  /** Value of a position for every seat (higher is better), for search and greedy play. */
  readonly evaluate: (state: S) => readonly number[];
  /** Optional cheaper move ordering or pruning for playouts. */
  readonly policy?: (state: S, moves: readonly M[]) => readonly M[];
  /**
   * The playout policy: a weight (above zero) for each listed move of a seat, so that random
   * play (the simulator's random bot, the soak, search playouts) plays the game rather than
   * wanders; absent, every listed move is equally likely. It only weighs listed moves, as
   * Ludii's playouts specialise only move choice, so it can never make a move legal.
   */
  readonly weights?: (state: S, moves: readonly M[]) => readonly number[];
  /** Hidden information resampled for a seat (determinisation), seeded by `random` in [0, 1). */
  readonly determinise?: (state: S, seat: number, random: () => number) => S;
}

// ---------------------------------------------------------------------------------
// Play: what the toolkit's play page needs of a game to offer its moves and tell its events

/** One choice that narrows a group of moves (which piece, where to, which way round). */
export interface MoveChoice {
  /** Equal for every move that agrees on this choice, so the picker can tell the options apart. */
  readonly key: string;
  readonly label: string;
}

/**
 * A listed move as the play page offers it: in a group (one per kind of action), reached by
 * a few choices, with its cost shown before it is played and the spaces it lights on the
 * drawing. Words in the page's language; what is hidden from the players is never in them.
 */
export interface MoveDescription {
  readonly group: MoveChoice;
  /** Choices from the group to this move, in order; empty for the only move of its group. */
  readonly steps: readonly MoveChoice[];
  /** The move in one line, for the list of moves played. */
  readonly label: string;
  /** What it costs in the game's points (the words say which points), when it costs any. */
  readonly cost?: string;
  /** Spaces of the drawing (`data-space` ids) the move concerns, the one it goes to last. */
  readonly targets?: readonly string[];
}

export interface PlayHooks<S, M, E> {
  readonly describe: (state: S, move: M, lang: Language) => MoveDescription;
  /** What an event of a move means, in one sentence (`before`: the state the move was played from). */
  readonly narrate: (before: S, event: E, lang: Language) => string;
  /**
   * The move a player means by pointing at a space of the drawing while choosing among
   * `candidates` (the listed moves still open): offered so that a move the rules refuse is
   * answered with the refusal's words. Null when the space means nothing there.
   */
  readonly pointed?: (state: S, candidates: readonly M[], space: string) => M | null;
  /**
   * A refusal worded for the position it was made in (pieces and spaces named as the picker names
   * them, not by their ids); without it the page uses `refusalWords`.
   */
  readonly refusal?: (state: S, refusal: Refusal, lang: Language) => string;
  /** What the seat to act has to spend now, in one line (its identity, points left…), shown beside its moves. */
  readonly status?: (state: S, lang: Language) => string;
  /**
   * The rule paragraphs (ids of the catalogue) a move and what it caused follow, the move's own
   * first: a step the recorder makes from them cites them, as an authored step does.
   */
  readonly rulesOf?: (before: S, move: M, events: readonly E[]) => readonly string[];
}

// ---------------------------------------------------------------------------------
// The module

export interface SetupOptions<B> {
  readonly players: readonly { readonly name: string; readonly identity?: string }[];
  readonly variants?: Partial<Readonly<Record<string, string>>>;
  readonly seed: number;
  /** The board, for a game with a board file; absent: the game's default. (A game without a board has `B = undefined`.) */
  readonly board?: B;
  /** An authored starting position (walkthroughs, tests): the game's own format. */
  readonly layout?: unknown;
}

/**
 * One game. `S` state, `M` move, `E` event, `B` board (`never` or `undefined` for a game without a board file). Every function is
 * pure and never throws on data it did not make itself (a refusal or a `Result` instead).
 */
export interface GameModule<S = unknown, M = unknown, E = unknown, B = unknown> {
  readonly id: string;
  /** Format version of its states and moves, for saved games. */
  readonly version: number;
  readonly seats: SeatSpec;
  readonly variants: readonly VariantSpec[];
  readonly schemas: {
    readonly state: z.ZodType<S, z.ZodTypeDef, unknown>;
    readonly move: z.ZodType<M, z.ZodTypeDef, unknown>;
    /** The authored-layout format, for a game that has one. */
    readonly layout?: z.ZodType<unknown, z.ZodTypeDef, unknown>;
  };
  readonly board?: {
    readonly schema: z.ZodType<B, z.ZodTypeDef, unknown>;
    /** The default board, if the game ships one. */
    readonly default?: B;
  };
  /**
   * Declared as a method so that a game without a board file (`B = never`) is still an
   * `AnyGameModule` (a method's parameter is compared both ways; a property's is not).
   */
  setup(options: SetupOptions<B>): Result<S, readonly Refusal[]>;
  /**
   * A restored state (a saved game, a link) held to the bounds the core can represent;
   * refused with reasons if play could not continue from it.
   */
  readonly restore: (state: unknown) => Result<S, readonly Refusal[]>;
  readonly toAct: (state: S) => ToAct;
  readonly legalMoves: (state: S) => readonly M[];
  readonly applyMove: (state: S, move: M) => MoveOutcome<S, E>;
  /** The identity of a move for membership (a stable string). */
  readonly moveKey: (move: M) => string;
  readonly score: (state: S) => ScoreSheet;
  /**
   * What a reader sees on the table, by name, derived from the state (money per seat, a
   * token's place): walkthrough expectations and the site's panels name these paths.
   */
  readonly facts?: (state: S) => Readonly<Record<string, unknown>>;
  readonly flow: FlowTable<S>;
  readonly rules: RuleCatalogue;
  readonly words: Readonly<Record<Language, GameWords>>;
  readonly chance?: Chance<S, M>;
  /** What `seat` may see (hidden information removed); `null` is a spectator. */
  readonly playerView?: (state: S, seat: number | null) => S;
  readonly core?: Core<S, M, unknown, E>;
  readonly bots?: BotHooks<S, M>;
  /**
   * What must hold after every move besides the toolkit's own checks (things conserved, no two
   * pieces on one space): each broken one in words. The soak and the generic suites call it.
   */
  readonly invariants?: (before: S, move: M, after: S) => readonly string[];
  /**
   * What makes an authored layout (`schemas.layout`, already read) unplayable, for
   * `rulekit check --game <id>`: refusals whose values carry `path`, the data path (keys
   * and indices) of the element concerned, so the checker can give its line and column.
   */
  readonly layoutFaults?: (layout: unknown) => readonly Refusal[];
  /** The position as a text picture, for `rulekit setup --game <id>`: lines of fixed-width text. */
  readonly picture?: (state: S) => readonly string[];
  /** What the simulator reports per finished game besides wins and length (ids worded in `GameWords.measures`). */
  readonly measures?: (final: S, events: readonly E[]) => Readonly<Record<string, number>>;
  /** What the texts leave out, declared rather than invented (word ids in `nouns` or plain ids). */
  readonly missing?: readonly string[];
  /**
   * Positions the generic suites (round trip, listed moves accepted, never stuck) start from
   * besides `setup`'s: authored positions of the game's examples, for a game without a setup.
   */
  readonly samples?: () => readonly S[];
  /** How the play page offers its moves and tells its events; a game without it has no play page. */
  readonly play?: PlayHooks<S, M, E>;
}

// ---------------------------------------------------------------------------------
// Widgets: small interactive pieces of a rules page, driven by the game's engine

export interface WidgetContext {
  readonly lang: Language;
  /** The site's home in that language (`/`, `/fr/`), for links to rule paragraphs (`<home>rules/<page>/#<rule>`). */
  readonly home: string;
  /** What the rules page wrote on the element (`<Widget name="…" ships="…" />`). */
  readonly props: Readonly<Record<string, unknown>>;
}

/** Mounts one widget into an element of a built page, in the browser. */
export type SiteWidget = (element: HTMLElement, context: WidgetContext) => void;

// ---------------------------------------------------------------------------------
// Drawings: a picture of a position for the site's pages, offered beside the module

export interface DrawingContext {
  readonly lang: Language;
  /** Spaces to light (the play page's targets of the move being chosen), by the ids the drawing gives them in `data-space`. */
  readonly lit?: readonly string[];
}

/**
 * A position as an inline `<svg>` element (markup), for the pages that show a game's table
 * (the worked examples). Pure: the same state gives the same markup. The site passes a
 * spectator's view (`playerView(state, null)`), so hidden information is never drawn; the
 * drawing should still draw what is hidden as hidden. Values a reader checks carry
 * `data-fact="<facts path>"` so a test can hold them to the module's `facts`.
 */
export type BoardDrawing = (state: unknown, context: DrawingContext) => string;

/** Any registered module, as the toolkit holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any>;

/**
 * Fills `{name}` placeholders from values; an unknown placeholder stays visible, so a test
 * can find it. `{name:kind}` words an id through `words`: `kind` `seat` reads the seats,
 * any other kind the noun `kind.id` (a column, a port); an id without a noun stays as it is.
 */
export function format(template: string, values: RefusalValues = {}, words?: Pick<GameWords, 'seats' | 'nouns'>): string {
  const word = (kind: string, id: string): string => (kind === 'seat' ? words?.seats[id] : words?.nouns?.[`${kind}.${id}`])?.one ?? id;
  return template.replace(/\{([a-zA-Z0-9_.-]+)(?::([a-zA-Z0-9_-]+))?\}/g, (whole, key: string, kind: string | undefined) => {
    const v = values[key];
    if (v === undefined || v === null) return whole;
    const items = (Array.isArray(v) ? v : [v]).map((x) => (kind === undefined ? String(x) : word(kind, String(x))));
    return items.join(', ');
  });
}

/** The words of a refusal in a language; the rule id and code stay with it. */
export function refusalWords(game: AnyGameModule, refusal: Refusal, language: Language): string {
  const template = game.words[language].refusals[refusal.code] ?? game.words.en.refusals[refusal.code];
  return template === undefined ? refusal.code : format(template, refusal.values, game.words[language]);
}

/** A small seeded generator (mulberry32): the same seed gives the same sequence on every machine. Games draw their chance from it. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Fisher–Yates shuffle drawing from `random`; the input is left as it was. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
