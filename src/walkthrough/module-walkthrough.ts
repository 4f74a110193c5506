import { z } from 'zod';
import { format, isGameId, loadGame, type AnyGameModule, type ExpectationFailure, type GameId, type Refusal } from '../games';
import { parseYamlSource } from '../source/yaml';
import { parseWithSchema } from '../source/schema';
import { diagnosticAt, type SourceDiagnostic } from '../source/diagnostic';
import { err, ok, type Result } from '../source/result';

/**
 * The walkthrough format every game shares (`format: rulekit-walkthrough`, `game: <id>`):
 * a start (players, seed, variants, or an authored layout in the game's own format) and
 * steps, each with moves in the game's move vocabulary, what it expects afterwards in the
 * game's expectation vocabulary, and optionally a move the rules refuse (with the rule the
 * refusal must name). The envelope is the toolkit's; every game-shaped part is checked by
 * the game's own schemas, so an error still names its line.
 */

export const MODULE_WALKTHROUGH_FORMAT = 'rulekit-walkthrough' as const;
export const MODULE_WALKTHROUGH_VERSION = 1 as const;

const text = z.string().min(1).max(4000);
const words = z.object({ en: text, fr: text.optional() }).strict();

function schemaFor(game: AnyGameModule) {
  const expect = game.walkthrough?.expect ?? z.never();
  const step = z
    .object({
      id: z.string().regex(/^[a-z0-9-]+$/, 'a step id is lower-case words joined by dashes'),
      title: words,
      narration: words,
      moves: z.array(game.schemas.move).max(200).default([]),
      /** A move the rules refuse here, and the rule the refusal names (a teaching step: "this would not be allowed"). */
      refused: z.array(z.object({ move: z.unknown(), rule: z.string() }).strict()).max(20).default([]),
      expect: expect.optional(),
      rules: z.array(z.string()).max(20).default([]),
    })
    .strict();
  return z
    .object({
      format: z.literal(MODULE_WALKTHROUGH_FORMAT),
      version: z.literal(MODULE_WALKTHROUGH_VERSION),
      game: z.literal(game.id),
      id: z.string().regex(/^[a-z0-9-]+$/).optional(),
      title: words,
      summary: words.optional(),
      /** Where the example comes from, and what had to be reconstructed. */
      source: words.optional(),
      start: z
        .object({
          players: z.array(z.object({ name: z.string().min(1).max(40), identity: z.string().optional() }).strict()).max(8).default([]),
          seed: z.number().int().default(1),
          variants: z.record(z.string()).default({}),
          layout: (game.schemas.layout ?? z.unknown()).optional(),
        })
        .strict(),
      steps: z.array(step).min(1).max(200),
    })
    .strict();
}

export type ModuleWalkthrough = z.infer<ReturnType<typeof schemaFor>>;

export interface ParsedModuleWalkthrough {
  game: AnyGameModule;
  walkthrough: ModuleWalkthrough;
}

/** Which game a walkthrough file is for, or null for a file of the earlier Clippers-only format. */
export function walkthroughGameOf(value: unknown): { format: string | undefined; game: string | undefined } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { format: undefined, game: undefined };
  const v = value as Record<string, unknown>;
  return { format: typeof v.format === 'string' ? v.format : undefined, game: typeof v.game === 'string' ? v.game : undefined };
}

/** Parses a walkthrough of any registered game, every problem at its line. */
export async function parseModuleWalkthrough(
  input: string | Uint8Array,
  options: { file?: string; maxBytes?: number; games?: (id: string) => Promise<AnyGameModule | null> } = {},
): Promise<Result<ParsedModuleWalkthrough, SourceDiagnostic[]>> {
  const source = parseYamlSource(input, { file: options.file, ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}) });
  if (!source.ok) return source;
  const { game: id } = walkthroughGameOf(source.value.value);
  const resolve = options.games ?? ((g: string) => (isGameId(g) ? loadGame(g as GameId) : Promise.resolve(null)));
  const game = typeof id === 'string' ? await resolve(id) : null;
  if (game === null) {
    const where = source.value.locate(['game']);
    return err([
      diagnosticAt(where, 'walkthrough.game', { key: 'source.text', vars: { text: `"game" must name a game the kit carries (run \`rulekit games\`), not ${JSON.stringify(id ?? null).slice(0, 60)}.` } }, { file: options.file, path: 'game' }),
    ]);
  }
  const parsed = parseWithSchema(schemaFor(game), source.value, { code: 'walkthrough' });
  if (!parsed.ok) return parsed;
  return ok({ game, walkthrough: parsed.value });
}

export type StepProblem =
  | { kind: 'setup'; refusals: readonly Refusal[] }
  | { kind: 'move-refused'; move: number; refusal: Refusal }
  | { kind: 'refusal-missing'; index: number; rule: string }
  | { kind: 'refusal-rule'; index: number; rule: string; refusal: Refusal }
  | { kind: 'expectation'; failure: ExpectationFailure };

export interface ModuleStepOutcome {
  number: number;
  id: string;
  problems: StepProblem[];
  /** The position after the step (after the last move that was accepted). */
  state: unknown;
  events: unknown[];
}

export interface ModuleReplay {
  initial: unknown | null;
  steps: ModuleStepOutcome[];
  ok: boolean;
}

/** Replays every step, checking its refusals and expectations; a refused move stops that step's remaining moves, not the replay. */
export function replayModuleWalkthrough({ game, walkthrough: w }: ParsedModuleWalkthrough): ModuleReplay {
  const made = game.setup({ players: w.start.players, seed: w.start.seed, variants: w.start.variants, layout: w.start.layout });
  if (!made.ok) {
    return { initial: null, ok: false, steps: [{ number: 0, id: 'start', problems: [{ kind: 'setup', refusals: made.error }], state: null, events: [] }] };
  }
  let state: unknown = made.value;
  const steps: ModuleStepOutcome[] = w.steps.map((step, i) => {
    const problems: StepProblem[] = [];
    const events: unknown[] = [];
    step.refused.forEach((r, index) => {
      const tried = game.applyMove(state, r.move);
      if (tried.ok) problems.push({ kind: 'refusal-missing', index, rule: r.rule });
      else if (tried.refusal.rule !== r.rule) problems.push({ kind: 'refusal-rule', index, rule: r.rule, refusal: tried.refusal });
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
    if (step.expect !== undefined && game.walkthrough) for (const failure of game.walkthrough.check(state, step.expect)) problems.push({ kind: 'expectation', failure });
    return { number: i + 1, id: step.id, problems, state, events };
  });
  return { initial: made.value, steps, ok: steps.every((s) => s.problems.length === 0) };
}

/** A step's problem in English, for the command line. */
export function stepProblemText(game: AnyGameModule, p: StepProblem): string {
  const words = (r: Refusal) => `${game.words.en.refusals[r.code] ? format(game.words.en.refusals[r.code], r.values) : r.code} [${r.rule}]`;
  switch (p.kind) {
    case 'setup':
      return `the start cannot be set up: ${p.refusals.map(words).join('; ')}`;
    case 'move-refused':
      return `move ${p.move + 1} is refused: ${words(p.refusal)}`;
    case 'refusal-missing':
      return `refused[${p.index}] should be refused by rule ${p.rule}, but the rules allow it`;
    case 'refusal-rule':
      return `refused[${p.index}] is refused by rule ${p.refusal.rule} (${words(p.refusal)}), not ${p.rule}`;
    case 'expectation':
      return `expect.${p.failure.path}: expected ${JSON.stringify(p.failure.expected)}, the game has ${JSON.stringify(p.failure.actual)}`;
  }
}
