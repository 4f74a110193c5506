import { z } from 'zod';
import { COMPANY_IDS, MAX_PLAYERS, MIN_PLAYERS, NATIONS } from '../map/schema';
import { RULE_IDS, VARIANT_CHOICES, type RuleId, type Variants } from '../engine';

/**
 * A walkthrough is a scripted stretch of play for teaching: who sits where, then
 * steps, each with who acts, the moves in the engine's own vocabulary, narration
 * in plain words, and what the board should look like afterwards. Authors write
 * YAML; this schema is the source of truth (the site's content collection uses it too).
 */

const name = z.string().min(1);
const ruleId = z.string().refine((id): id is RuleId => (RULE_IDS as string[]).includes(id), {
  message: 'not an engine rule id (see src/engine/rules.ts)',
});

const company = z.enum(COMPANY_IDS);

/**
 * Words a reader sees, in one language or several: a plain string is English;
 * `{ en: …, fr: … }` gives a translation (English required, as the root language).
 */
const localText = z.union([
  z.string().min(1),
  z.object({ en: z.string().min(1), fr: z.string().min(1).optional() }).strict(),
]);
type LocalText = z.infer<typeof localText>;
const cardKind = z.enum(['2x', '3x', '5x', 'port']);

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('port.place'), island: z.string() }).strict(),
  z.object({ type: z.literal('card.take'), card: cardKind }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('clipper.buy'), company: z.enum(['red', 'blue', 'white', 'green', 'black']) }).strict(),
  z.object({ type: z.literal('clipper.skip') }).strict(),
  z
    .object({ type: z.literal('segment.place'), company, link: z.string(), from: z.string(), start: z.boolean().optional() })
    .strict(),
  z.object({ type: z.literal('port.move'), from: z.string(), to: z.string() }).strict(),
  z.object({ type: z.literal('turn.end') }).strict(),
]);

const bonusSchema = z
  .object({ player: name, company, island: z.string(), amount: z.number().int().nonnegative() })
  .strict();

export const expectSchema = z
  .object({
    /** Money per player name. */
    money: z.record(name, z.number().int()).optional(),
    /** Markers in reserve per player name. */
    reserve: z.record(name, z.number().int()).optional(),
    /** Option card held per player name (null: none). */
    cards: z.record(name, cardKind.nullable()).optional(),
    /** Where each listed company's ships stand: node ids, or link ids for ships part-way along a link. */
    ships: z.record(company, z.array(z.string())).optional(),
    /** Exactly the bonuses settled during this step (amount 0: withheld by the 3X card). */
    bonuses: z.array(bonusSchema).optional(),
    /** Islands and the companies connected there, for the islands listed. */
    connected: z.record(z.string(), z.array(company)).optional(),
    round: z.number().int().positive().optional(),
    phase: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    /** Who holds the first-player card after the step. */
    firstPlayer: name.optional(),
    /** Whose turn it is after the step. */
    next: name.optional(),
    purpleActive: z.boolean().optional(),
  })
  .strict();

export const stepSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'step ids are lower-case words joined by dashes'),
    title: localText,
    /** The player who makes the moves; absent for steps that only explain. */
    actor: name.optional(),
    moves: z.array(moveSchema).default([]),
    /** Read aloud by teachers. Markdown links are allowed. A string, or `{ en: …, fr: … }`. */
    narration: localText,
    /** Rule ids the step illustrates: the page links each to its paragraph. */
    rules: z.array(ruleId).default([]),
    expect: expectSchema.default({}),
  })
  .strict();

/**
 * Rule variants as a walkthrough, a publisher's project or a saved game states them:
 * any of the engine's variants (VARIANT_CHOICES), each optional; one schema for all three.
 */
export const variantsSchema = z
  .object(
    Object.fromEntries(Object.entries(VARIANT_CHOICES).map(([name, choices]) => [name, z.enum(choices as [string, ...string[]]).optional()])) as unknown as {
      [K in keyof Variants]: z.ZodOptional<z.ZodType<Variants[K]>>;
    },
  )
  .strict();

const walkthroughBase = z
  .object({
    /** `rulekit-walkthrough` with `game: clippers`, or the earlier `clippers-walkthrough`, which still opens. */
    format: z.enum(['rulekit-walkthrough', 'clippers-walkthrough']),
    version: z.literal(1),
    game: z.literal('clippers').optional(),
    title: localText,
    summary: z.union([z.literal(''), localText]).default(''),
    /** Where the play comes from, e.g. a rulebook's worked example. */
    source: z.union([z.literal(''), localText]).default(''),
    /** Map id: `maps/<map>.json`. */
    map: z.string().regex(/^[a-z0-9-]+$/),
    variants: variantsSchema.default({}),
    seed: z.number().int().default(1),
    players: z.array(z.object({ name, nation: z.enum(NATIONS) }).strict()).min(MIN_PLAYERS).max(MAX_PLAYERS),
    firstPlayer: name,
    steps: z.array(stepSchema).min(1),
  })
  .strict();

export const walkthroughSchema = walkthroughBase
  .superRefine((w, ctx) => {
    const names = new Set(w.players.map((p) => p.name));
    if (!names.has(w.firstPlayer)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['firstPlayer'], message: `"${w.firstPlayer}" is not one of the players` });
    }
    const ids = new Set<string>();
    w.steps.forEach((step, i) => {
      if (ids.has(step.id)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['steps', i, 'id'], message: `duplicate step id "${step.id}"` });
      ids.add(step.id);
      if (step.actor !== undefined && !names.has(step.actor)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['steps', i, 'actor'], message: `"${step.actor}" is not one of the players` });
      }
      if (step.moves.length > 0 && step.actor === undefined) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['steps', i, 'actor'], message: 'a step with moves names its actor' });
      }
    });
  })
  // The rest of the toolkit reads English strings; the other languages ride along in `translations`.
  .transform((w): Walkthrough => {
    const translations: WalkthroughTranslations = {};
    const english = (v: LocalText | '', put: (lang: TranslatedLanguage, text: string) => void): string => {
      if (typeof v === 'string') return v;
      for (const lang of TRANSLATED) if (v[lang]) put(lang, v[lang]);
      return v.en;
    };
    const of = (lang: TranslatedLanguage) => (translations[lang] ??= { steps: {} });
    const title = english(w.title, (l, text) => (of(l).title = text));
    const summary = english(w.summary, (l, text) => (of(l).summary = text));
    const source = english(w.source, (l, text) => (of(l).source = text));
    const steps = w.steps.map((step) => ({
      ...step,
      title: english(step.title, (l, text) => ((of(l).steps[step.id] ??= {}).title = text)),
      narration: english(step.narration, (l, text) => ((of(l).steps[step.id] ??= {}).narration = text)),
    }));
    return { ...w, title, summary, source, steps, ...(Object.keys(translations).length > 0 ? { translations } : {}) };
  });

const TRANSLATED = ['fr'] as const;
export type TranslatedLanguage = (typeof TRANSLATED)[number];

/** A walkthrough's words in another language, by step id; what is missing stays English. */
export type WalkthroughTranslations = {
  [L in TranslatedLanguage]?: { title?: string; summary?: string; source?: string; steps: Record<string, { title?: string; narration?: string }> };
};

type Parsed = z.infer<z.ZodEffects<typeof walkthroughBase>>;
export type WalkthroughStep = Omit<z.infer<typeof stepSchema>, 'title' | 'narration'> & { title: string; narration: string };
export type Walkthrough = Omit<Parsed, 'title' | 'summary' | 'source' | 'steps'> & {
  title: string;
  summary: string;
  source: string;
  steps: WalkthroughStep[];
  translations?: WalkthroughTranslations;
};
export type StepExpectations = z.infer<typeof expectSchema>;
