import { stringify } from 'yaml';
import type { AnyGameModule, Language } from '../games';
import { MAX_STEP_RULES, MODULE_WALKTHROUGH_FORMAT, MODULE_WALKTHROUGH_VERSION, type ModuleWalkthrough } from '../walkthrough/module-walkthrough';
import type { Session } from './session';

/**
 * The recorder of the module play page: the moves played from a chosen position, grouped into
 * steps (one per turn: a step ends where another seat comes to act; the table's moves join the
 * step they fall in), each with a title and narration in English and French, written as the
 * walkthrough file every game shares (src/walkthrough/module-walkthrough.ts). The start is the
 * game's seeded setup, so the moves before the chosen position go in a first step of their own.
 * What each step expects is read from the game's `facts` after it (the values it changed), and
 * the events from what the game reported: the file replays with every step holding.
 */

export type Words = { en: string; fr: string };
export interface StepText {
  title?: Partial<Words>;
  narration?: Partial<Words>;
}

export interface RecorderDraft {
  title: Words;
  /** The move the recording starts at (the moves before it are the lead-in). */
  from: number;
  /** One step per move instead of one per turn. */
  perMove?: boolean;
  /** The author's words, by the move index a step starts at. */
  text: Record<number, StepText>;
}

export interface DraftStep {
  /** First move (index into the session's moves) and one past the last. */
  from: number;
  to: number;
  /** The seat acting in the step, or null for the table's or the lead-in. */
  seat: number | null;
  lead: boolean;
  /** The words drafted from the moves and events (what the author starts from). */
  drafted: { title: Words; narration: Words };
}

export const emptyRecorderDraft = (from = 0): RecorderDraft => ({ title: { en: '', fr: '' }, from, text: {} });

const LANGS: readonly Language[] = ['en', 'fr'];
const both = (f: (lang: Language) => string): Words => ({ en: f('en'), fr: f('fr') });
const actor = (s: Session, at: number): number | null => {
  const who = s.module.toAct(s.states[at]);
  return who.kind === 'seat' ? who.seat : null;
};

/** Where the recorded steps start: the first move recorded, and each move a different seat makes (the table's never starts one). */
export function stepStarts(s: Session, from: number, perMove = false): number[] {
  const starts: number[] = [];
  let seat: number | null | undefined;
  for (let i = from; i < s.cursor; i++) {
    const who = actor(s, i);
    if (i === from || (who !== null && (perMove || who !== seat))) starts.push(i);
    if (who !== null) seat = who;
  }
  return starts;
}

/** The lead-in's words (the toolkit's own, not a game's). */
const LEAD: Readonly<Record<Language, { title: string; narration: (n: number) => string }>> = {
  en: { title: 'The game so far', narration: (n) => `The ${n} moves played before this walkthrough begins.` },
  fr: { title: 'La partie jusqu’ici', narration: (n) => `Les ${n} coups joués avant que ce pas à pas ne commence.` },
};

function drafted(s: Session, from: number, to: number): DraftStep['drafted'] {
  const hooks = s.module.play;
  const line = (lang: Language) => {
    if (!hooks) return Array.from({ length: to - from }, (_, k) => s.module.moveKey(s.moves[from + k])).join('; ');
    const parts: string[] = [];
    for (let i = from; i < to; i++) {
      parts.push(hooks.describe(s.states[i], s.moves[i], lang).label);
      for (const e of s.events[i]) parts.push(hooks.narrate(s.states[i], e, lang));
    }
    // The game's sentences may or may not end in a stop; each gets one, so they read as sentences.
    return parts.filter(Boolean).map((x) => (/[.!?…]$/.test(x.trim()) ? x.trim() : `${x.trim()}.`)).join(' ');
  };
  const title = (lang: Language) => {
    const seat = actor(s, from);
    const name = seat === null ? null : s.setup.seats[seat]?.name;
    const first = hooks ? hooks.describe(s.states[from], s.moves[from], lang).label : s.module.moveKey(s.moves[from]);
    return name ? `${name}${lang === 'fr' ? '\u00a0: ' : ': '}${first}` : first;
  };
  return { title: both(title), narration: both(line) };
}

/** The steps the recording holds now, with the words drafted for each. */
export function draftSteps(s: Session, d: RecorderDraft): DraftStep[] {
  const from = Math.min(d.from, s.cursor);
  const steps: DraftStep[] = [];
  if (from > 0) steps.push({ from: 0, to: from, seat: null, lead: true, drafted: { title: both((l) => LEAD[l].title), narration: both((l) => LEAD[l].narration(from)) } });
  const starts = stepStarts(s, from, d.perMove);
  starts.forEach((at, k) => {
    const to = starts[k + 1] ?? s.cursor;
    steps.push({ from: at, to, seat: actor(s, at), lead: false, drafted: drafted(s, at, to) });
  });
  return steps;
}

export const writeStepText = (d: RecorderDraft, at: number, field: 'title' | 'narration', lang: Language, value: string): RecorderDraft => ({
  ...d,
  text: { ...d.text, [at]: { ...d.text[at], [field]: { ...d.text[at]?.[field], [lang]: value } } },
});

/** Dotted paths of a fact tree's leaves (numbers, strings, booleans, null); lists are left out. */
function leaves(tree: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (tree !== null && typeof tree === 'object') {
    if (!Array.isArray(tree)) for (const [k, v] of Object.entries(tree)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) out.set(prefix, tree ?? null);
  return out;
}

/** The most facts a step expects: enough to pin what it changed, few enough to read. */
export const MAX_EXPECT = 8;

/** The facts the moves `from`..`to` changed, at their values after them. */
export function changedFacts(module: AnyGameModule, before: unknown, after: unknown): Record<string, unknown> {
  if (!module.facts) return {};
  const a = leaves(module.facts(before));
  const b = leaves(module.facts(after));
  const out: Record<string, unknown> = {};
  for (const [path, value] of b) {
    if (Object.keys(out).length >= MAX_EXPECT) break;
    if (!a.has(path) || a.get(path) !== value) out[path] = value;
  }
  return out;
}

/** The rule paragraphs the moves `from`..`to` follow, as the game names them, in the order met; only ids of its catalogue. */
export function stepRules(s: Session, from: number, to: number): string[] {
  const of = s.module.play?.rulesOf;
  if (!of) return [];
  const known = new Set(s.module.rules.ids);
  const out = new Set<string>();
  for (let i = from; i < to; i++) for (const rule of of(s.states[i], s.moves[i], s.events[i])) if (known.has(rule)) out.add(rule);
  return [...out].slice(0, MAX_STEP_RULES);
}

const stepId = (k: number, lead: boolean) => (lead ? 'before' : `step-${k}`);
const filled = (mine: Partial<Words> | undefined, fallback: Words): Words => {
  const out = { ...fallback };
  for (const lang of LANGS) if (mine?.[lang]?.trim()) out[lang] = mine[lang]!.trim();
  return out;
};

/** The walkthrough the recording makes; null when no move is recorded. */
export function recordedWalkthrough(s: Session, d: RecorderDraft, fallbackTitle: Words): ModuleWalkthrough | null {
  const steps = draftSteps(s, d).filter((x) => x.to > x.from);
  if (steps.every((x) => x.lead)) return null;
  let k = 0;
  return {
    format: MODULE_WALKTHROUGH_FORMAT,
    version: MODULE_WALKTHROUGH_VERSION,
    game: s.module.id,
    title: filled(d.title, fallbackTitle),
    players: s.setup.seats.map((x) => ({ name: x.name })),
    seed: s.setup.seed,
    variants: { ...s.setup.variants },
    steps: steps.map((x) => {
      const types = [...new Set(s.events.slice(x.from, x.to).flat().map((e) => (e as { type?: unknown }).type).filter((t): t is string => typeof t === 'string'))];
      const expect = x.lead ? {} : changedFacts(s.module, s.states[x.from], s.states[x.to]);
      const rules = x.lead ? [] : stepRules(s, x.from, x.to);
      return {
        id: stepId(x.lead ? 0 : ++k, x.lead),
        title: filled(d.text[x.from]?.title, x.drafted.title),
        narration: filled(d.text[x.from]?.narration, x.drafted.narration),
        ...(rules.length ? { rules } : {}),
        moves: s.moves.slice(x.from, x.to),
        ...(Object.keys(expect).length ? { expect } : {}),
        ...(types.length && !x.lead ? { events: types.map((type) => ({ type })) } : {}),
      };
    }),
  } as ModuleWalkthrough;
}

/** The walkthrough as the YAML file `rulekit walkthrough` replays, with a line saying where it came from. */
export function recordedYaml(w: ModuleWalkthrough, header: string): string {
  return `# ${header}\n${stringify(w, { lineWidth: 100 })}`;
}
