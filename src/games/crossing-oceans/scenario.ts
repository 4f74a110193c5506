import { isNode, LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { refusalWords, type AnyGameModule, type Language, type Refusal } from '../module';

/**
 * A scenario (a worked example as data): an authored layout in the game's own format,
 * then steps, each with moves that must be refused (tried first, from the step's starting
 * position), moves that are played, and expectations: the game's `facts` by dot path and
 * events that must occur. Nothing here is specific to one game; it reads the module only.
 */

const text = z.object({ en: z.string().min(1), fr: z.string().min(1) }).strict();

export const scenarioStepSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'step ids are lower-case words joined by dashes'),
    title: text,
    narration: text,
    rules: z.array(z.string()).default([]),
    /** Moves tried before this step's moves: each must be refused by the rule and code given. */
    refused: z.array(z.object({ move: z.unknown(), rule: z.string(), code: z.string() }).strict()).default([]),
    moves: z.array(z.unknown()).default([]),
    /** Facts after the step's moves, by dot path (`cash.yellow: 40`). */
    expect: z.record(z.string(), z.unknown()).default({}),
    /** Events the step's moves must produce: a type and some of its values. */
    events: z.array(z.object({ type: z.string() }).catchall(z.unknown())).default([]),
  })
  .strict();

export const scenarioSchema = z
  .object({
    format: z.literal('rulekit-scenario'),
    version: z.literal(1),
    game: z.string(),
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: text,
    summary: text,
    /** Where the example stands in the source text. */
    source: text,
    variants: z.record(z.string(), z.string()).default({}),
    layout: z.unknown(),
    steps: z.array(scenarioStepSchema).min(1),
  })
  .strict();
export type Scenario = z.infer<typeof scenarioSchema>;

export interface StepResult {
  readonly id: string;
  readonly failures: readonly string[];
  /** Position after the step (the last one reached when a move failed). */
  readonly state: unknown;
  readonly events: readonly { readonly type: string; readonly values: Readonly<Record<string, unknown>> }[];
  /** Words of each refused move in each language, for the page and the checks. */
  readonly refusals: readonly Readonly<Record<Language, string>>[];
}

export interface ReplayResult {
  readonly ok: boolean;
  /** Failures before any step (the layout refused). */
  readonly failures: readonly string[];
  readonly steps: readonly StepResult[];
}

function at(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), tree);
}

/** JSON with object keys sorted, so expectations need not list keys in the state's order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v)) ?? 'undefined';
}

function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function describe(r: Refusal): string {
  return `${r.rule}/${r.code} ${JSON.stringify(r.values)}`;
}

/** Plays a scenario through a game module and checks every expectation. */
export function replay(game: AnyGameModule, scenario: Scenario): ReplayResult {
  const start = game.setup({ players: [], seed: 1, variants: scenario.variants, layout: scenario.layout });
  if (!start.ok) return { ok: false, failures: start.error.map((r) => `layout refused: ${describe(r)}`), steps: [] };
  let state: unknown = start.value;
  const steps: StepResult[] = [];
  for (const step of scenario.steps) {
    const failures: string[] = [];
    const where = (what: string) => `step "${step.id}": ${what}`;
    const refusals: Record<Language, string>[] = [];
    step.refused.forEach((r, i) => {
      const out = game.applyMove(state, r.move);
      if (out.ok) failures.push(where(`refused[${i}] ${JSON.stringify(r.move)} was allowed; expected ${r.rule}/${r.code}`));
      else {
        if (out.refusal.rule !== r.rule || out.refusal.code !== r.code) failures.push(where(`refused[${i}] gave ${describe(out.refusal)}; expected ${r.rule}/${r.code}`));
        refusals.push({ en: refusalWords(game, out.refusal, 'en'), fr: refusalWords(game, out.refusal, 'fr') });
      }
    });
    const events: StepResult['events'][number][] = [];
    for (const [i, move] of step.moves.entries()) {
      const out = game.applyMove(state, move);
      if (!out.ok) {
        failures.push(where(`moves[${i}] ${JSON.stringify(move)} refused: ${describe(out.refusal)} — ${refusalWords(game, out.refusal, 'en')}`));
        break;
      }
      state = out.state;
      events.push(...(out.events as StepResult['events'][number][]));
    }
    const facts = game.facts ? game.facts(state) : {};
    for (const [path, want] of Object.entries(step.expect)) {
      const got = at(facts, path);
      if (!same(got, want)) failures.push(where(`expected ${path} = ${JSON.stringify(want)}, found ${JSON.stringify(got)}`));
    }
    for (const { type, ...values } of step.events) {
      const hit = events.some((e) => e.type === type && Object.entries(values).every(([k, v]) => same(e.values[k], v)));
      if (!hit) failures.push(where(`no event ${type} ${JSON.stringify(values)} among ${events.map((e) => e.type).join(', ') || 'none'}`));
    }
    steps.push({ id: step.id, failures, state, events, refusals });
  }
  return { ok: steps.every((s) => s.failures.length === 0), failures: [], steps };
}

/**
 * A scenario file's text, parsed and checked: errors name the file, the line, the element
 * and what it should be.
 */
export function parseScenario(text: string, file: string): { ok: true; value: Scenario } | { ok: false; error: string[] } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length > 0) {
    return { ok: false, error: doc.errors.map((e) => `${file}:${lines.linePos(e.pos[0]).line}: ${e.message}`) };
  }
  const parsed = scenarioSchema.safeParse(doc.toJS());
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    error: parsed.error.issues.map((issue) => {
      const node = doc.getIn(issue.path, true);
      const line = isNode(node) && node.range ? lines.linePos(node.range[0]).line : 1;
      return `${file}:${line}: ${issue.path.join('.') || '(top)'}: ${issue.message}`;
    }),
  };
}
