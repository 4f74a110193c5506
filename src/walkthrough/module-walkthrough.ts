import { z } from 'zod';
import { format, isGameId, loadGame, refusalWords, type AnyGameModule, type GameId, type Language, type Refusal } from '../games';
import { parseYamlSource } from '../source/yaml';
import { parseWithSchema } from '../source/schema';
import { diagnosticAt, type SourceDiagnostic } from '../source/diagnostic';
import { err, ok, type Result } from '../source/result';

/**
 * The walkthrough format every game shares (`format: rulekit-walkthrough`, `game: <id>`):
 * a start (an authored layout in the game's own format, or players and a seed for the
 * game's setup) and steps. Each step may first try moves the rules must refuse (with the
 * rule, and the code, the refusal must give), then plays its moves, then checks what it
 * expects: the game's `facts` by dotted path (`cash.yellow: 40`) and events that must have
 * happened. The envelope is the toolkit's; moves and the layout are checked by the game's
 * own schemas, so every error still names its line. Nothing here knows any game.
 */

export const MODULE_WALKTHROUGH_FORMAT = 'rulekit-walkthrough' as const;
export const MODULE_WALKTHROUGH_VERSION = 1 as const;

const text = z.string().min(1).max(4000);
/** The most rule paragraphs a step may cite. */
export const MAX_STEP_RULES = 20;
const words = z.object({ en: text, fr: text.optional() }).strict();
const id = z.string().regex(/^[a-z0-9-]+$/, 'an id is lower-case words joined by dashes');

function schemaFor(game: AnyGameModule) {
  const step = z
    .object({
      id,
      title: words,
      narration: words,
      rules: z.array(z.string()).max(MAX_STEP_RULES).default([]),
      /** Moves tried before the step's own, from the same position: each must be refused by this rule (and code). */
      refused: z.array(z.object({ move: z.unknown(), rule: z.string(), code: z.string().optional() }).strict()).max(20).default([]),
      moves: z.array(game.schemas.move).max(200).default([]),
      /** The game's facts after the step, by dotted path. */
      expect: z.record(z.string(), z.unknown()).default({}),
      /** Events the step's moves must make happen: a type and some of its values. */
      events: z.array(z.object({ type: z.string() }).catchall(z.unknown())).max(50).default([]),
    })
    .strict();
  return z
    .object({
      format: z.literal(MODULE_WALKTHROUGH_FORMAT),
      version: z.literal(MODULE_WALKTHROUGH_VERSION),
      game: z.literal(game.id),
      id: id.optional(),
      title: words,
      summary: words.optional(),
      /** Where the example comes from in the source text. */
      source: words.optional(),
      players: z.array(z.object({ name: z.string().min(1).max(40), identity: z.string().optional() }).strict()).max(8).default([]),
      seed: z.number().int().default(1),
      variants: z.record(z.string(), z.string()).default({}),
      layout: (game.schemas.layout ?? z.unknown()).optional(),
      steps: z.array(step).min(1).max(200),
    })
    .strict()
    .superRefine((w, ctx) => {
      const seen = new Set<string>();
      w.steps.forEach((s, i) => {
        if (seen.has(s.id)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['steps', i, 'id'], message: `two steps are called "${s.id}"` });
        seen.add(s.id);
      });
    });
}

export type ModuleWalkthrough = z.infer<ReturnType<typeof schemaFor>>;

export interface ParsedModuleWalkthrough {
  game: AnyGameModule;
  walkthrough: ModuleWalkthrough;
}

/** The `format` and `game` a file says it has, before anything else is read. */
export function walkthroughGameOf(value: unknown): { format: string | undefined; game: string | undefined } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { format: undefined, game: undefined };
  const v = value as Record<string, unknown>;
  return { format: typeof v.format === 'string' ? v.format : undefined, game: typeof v.game === 'string' ? v.game : undefined };
}

/** Parses a walkthrough of any registered game (or of a game `games` finds), every problem at its line. */
export async function parseModuleWalkthrough(
  input: string | Uint8Array,
  options: { file?: string; maxBytes?: number; games?: (id: string) => Promise<AnyGameModule | null> } = {},
): Promise<Result<ParsedModuleWalkthrough, SourceDiagnostic[]>> {
  const source = parseYamlSource(input, { file: options.file, ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}) });
  if (!source.ok) return source;
  const { game: gameId } = walkthroughGameOf(source.value.value);
  const resolve = options.games ?? ((g: string) => (isGameId(g) ? loadGame(g as GameId) : Promise.resolve(null)));
  const game = typeof gameId === 'string' ? await resolve(gameId) : null;
  if (game === null) {
    const where = source.value.locate(['game']);
    const said = `"game" must name a game the kit carries (run \`rulekit games\`), not ${JSON.stringify(gameId ?? null).slice(0, 60)}.`;
    return err([diagnosticAt(where, 'walkthrough.game', { key: 'source.text', vars: { text: said } }, { file: options.file, path: 'game' })]);
  }
  const parsed = parseWithSchema(schemaFor(game), source.value, { code: 'walkthrough' });
  if (!parsed.ok) return parsed;
  return ok({ game, walkthrough: parsed.value });
}

export type StepProblem =
  | { kind: 'setup'; refusals: readonly Refusal[] }
  | { kind: 'move-refused'; move: number; refusal: Refusal }
  | { kind: 'refusal-missing'; index: number; rule: string; code?: string }
  | { kind: 'refusal-rule'; index: number; rule: string; code?: string; refusal: Refusal }
  | { kind: 'expectation'; path: string; expected: unknown; actual: unknown }
  | { kind: 'event-missing'; event: { type: string } & Record<string, unknown>; seen: readonly string[] };

export interface ModuleStepOutcome {
  /** 1-based; 0 for the start. */
  number: number;
  id: string;
  problems: StepProblem[];
  /** The position after the step (after the last move that was accepted). */
  state: unknown;
  events: unknown[];
  /** The words of each refused move, in each language (what a reader is shown). */
  refusals: Readonly<Record<Language, string>>[];
}

export interface ModuleReplay {
  initial: unknown | null;
  steps: ModuleStepOutcome[];
  ok: boolean;
}

const at = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), tree);

/** JSON with object keys sorted, so an expectation need not list keys in the state's order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v)) ?? 'undefined';
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Replays every step, checking refusals, expectations and events; a refused move stops that step's remaining moves, not the replay. */
export function replayModuleWalkthrough({ game, walkthrough: w }: ParsedModuleWalkthrough): ModuleReplay {
  const made = game.setup({ players: w.players, seed: w.seed, variants: w.variants, layout: w.layout });
  if (!made.ok) {
    return { initial: null, ok: false, steps: [{ number: 0, id: 'start', problems: [{ kind: 'setup', refusals: made.error }], state: null, events: [], refusals: [] }] };
  }
  let state: unknown = made.value;
  const steps: ModuleStepOutcome[] = w.steps.map((step, i) => {
    const problems: StepProblem[] = [];
    const events: unknown[] = [];
    const refusals: Record<Language, string>[] = [];
    step.refused.forEach((r, index) => {
      const tried = game.applyMove(state, r.move);
      if (tried.ok) problems.push({ kind: 'refusal-missing', index, rule: r.rule, code: r.code });
      else {
        if (tried.refusal.rule !== r.rule || (r.code !== undefined && tried.refusal.code !== r.code)) problems.push({ kind: 'refusal-rule', index, rule: r.rule, code: r.code, refusal: tried.refusal });
        refusals.push({ en: refusalWords(game, tried.refusal, 'en'), fr: refusalWords(game, tried.refusal, 'fr') });
      }
    });
    for (const [index, move] of step.moves.entries()) {
      const result = game.applyMove(state, move);
      if (!result.ok) {
        problems.push({ kind: 'move-refused', move: index, refusal: result.refusal });
        break;
      }
      state = result.state;
      events.push(...result.events);
    }
    const facts = game.facts ? game.facts(state) : {};
    for (const [path, expected] of Object.entries(step.expect)) {
      const actual = at(facts, path);
      if (!same(actual, expected)) problems.push({ kind: 'expectation', path, expected, actual });
    }
    const happened = events as { type: string; values?: Record<string, unknown> }[];
    for (const { type, ...values } of step.events) {
      const hit = happened.some((e) => e.type === type && Object.entries(values).every(([k, v]) => same((e.values ?? (e as Record<string, unknown>))[k], v)));
      if (!hit) problems.push({ kind: 'event-missing', event: { type, ...values }, seen: happened.map((e) => e.type) });
    }
    return { number: i + 1, id: step.id, problems, state, events, refusals };
  });
  return { initial: made.value, steps, ok: steps.every((s) => s.problems.length === 0) };
}

/** A step's problem in English, for the command line and test messages. */
export function stepProblemText(game: AnyGameModule, p: StepProblem): string {
  const words = (r: Refusal) => {
    const template = game.words.en.refusals[r.code];
    return `${template ? format(template, r.values, game.words.en) : r.code} [${r.rule}/${r.code}]`;
  };
  const want = (rule: string, code?: string) => (code ? `${rule}/${code}` : rule);
  switch (p.kind) {
    case 'setup':
      return `the start cannot be set up: ${p.refusals.map(words).join('; ')}`;
    case 'move-refused':
      return `moves[${p.move}] is refused: ${words(p.refusal)}`;
    case 'refusal-missing':
      return `refused[${p.index}] should be refused by ${want(p.rule, p.code)}, but the rules allow it`;
    case 'refusal-rule':
      return `refused[${p.index}] is refused as ${words(p.refusal)}, not by ${want(p.rule, p.code)}`;
    case 'expectation':
      return `expect ${p.path} = ${JSON.stringify(p.expected)}, the game has ${JSON.stringify(p.actual)}`;
    case 'event-missing': {
      const { type, ...values } = p.event;
      return `no event ${type} ${JSON.stringify(values)} among ${p.seen.join(', ') || 'none'}`;
    }
  }
}
