import { format, refusalWords, type AnyGameModule, type BoardDrawing, type Language } from '../../games';
import type { ModuleProjectWalkthrough } from '../../project/module-project';
import { t } from '../../i18n';
import { MODULE_PAGES, moduleRuleHref } from './nav';
import { trackStates, type TrackState } from '../../statecharts/track';
import { runFlow, flowMachine, moveTypeOf } from '../../../machines/flow-machine';
import { liveTurnChart } from './turn-chart';

/**
 * A worked example as the walkthrough page shows it, computed at build time from the
 * replay (the engine's own verdicts and words): per step its narration, the rules it
 * shows, the moves the rules refuse there (with the refusal's words and the rule's
 * link), and the game's facts after it, flattened to dotted paths, marked where changed.
 */
export interface ExampleFact {
  path: string;
  value: string;
  /** The value before the step, where it changed. */
  before?: string;
}

export interface ExampleStep {
  id: string;
  title: string;
  narration: string;
  rules: { id: string; title: string; href: string | null }[];
  tries: { move: string; refusal: string; rule: string; href: string | null }[];
  /** What the walkthrough expects after the step (its `expect`), as the engine has it. */
  checks: ExampleFact[];
  facts: ExampleFact[];
  changed: number;
  /** The table after the step as the game draws it (SVG markup), for a game that offers a drawing. */
  board?: string;
}

export interface ExamplePayload {
  id: string;
  title: string;
  summary: string;
  source: string;
  steps: ExampleStep[];
  /** The steps that no longer hold, in words (shown on the page, for --allow-broken builds). */
  broken: string[];
  /** Where the steps' drawn tables are, when only the first is in the payload (`withBoardsApart`). */
  boardsUrl?: string;
  /**
   * Where the turn stands after each step (index 0: the start), as the turn chart's actor
   * has it, run through the example's moves when the site is built; with the chart's states
   * to draw. Absent for a game whose core does not say where play stands (`flow.at`).
   */
  turn?: {
    states: TrackState[];
    at: string[];
    chart: string;
    /** The example's game (`game.json`), through which the page runs the actor itself once the reader steps. */
    game?: { id: string; url: string };
  };
  /** The play page opening this example's game (`…/play/?walkthrough=<id>`); each step adds `&step=<n>`. Absent: no play page, or nobody to seat. */
  play?: string;
}

/**
 * The payload a page hydrates, with the drawn tables after the first left to `url`
 * (example-boards.ts writes them there): the first shows at once, the rest come once the
 * page has started. A payload without drawings is returned as it is.
 */
export function withBoardsApart(p: ExamplePayload, url: string): ExamplePayload {
  if (!p.steps.some((s) => s.board !== undefined)) return p;
  return { ...p, boardsUrl: url, steps: p.steps.map((s, i) => (i === 0 ? s : { ...s, board: undefined })) };
}

type Words = { en: string; fr?: string };
const pick = (w: Words | undefined, lang: Language): string => (w === undefined ? '' : lang === 'fr' ? (w.fr ?? w.en) : w.en);

/** A worked example's title in a language (its English where it has no other). */
export const exampleTitle = (w: ModuleProjectWalkthrough, lang: Language): string => pick(w.parsed.walkthrough.title, lang);

/** Facts as dotted paths with printable values (a list joined, an empty one and null said as "none"). */
export function flattenFacts(tree: unknown, say: (key: 'msite.wt.yes' | 'msite.wt.no' | 'msite.wt.none') => string, prefix = ''): { path: string; value: string }[] {
  if (tree !== null && typeof tree === 'object' && !Array.isArray(tree)) {
    return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => flattenFacts(v, say, prefix ? `${prefix}.${k}` : k));
  }
  const show = (v: unknown): string =>
    v === null || v === undefined ? say('msite.wt.none') : typeof v === 'boolean' ? say(v ? 'msite.wt.yes' : 'msite.wt.no') : Array.isArray(v) ? (v.length === 0 ? say('msite.wt.none') : v.map((x) => (typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x))).join(', ')) : String(v);
  return [{ path: prefix, value: show(tree) }];
}

/** Who acts in a position, as the seat id its words name (for the move's sentence), if the game's facts say it. */
const actingSeat = (game: AnyGameModule, state: unknown): string | undefined => {
  const seat = game.facts?.(state)?.seat;
  return typeof seat === 'string' && seat in game.words.en.seats ? seat : undefined;
};

/** A move in words: the game's sentence for its type, with any placeholder it cannot fill left out. */
export function moveWords(game: AnyGameModule, move: unknown, state: unknown, lang: Language): string {
  const m = (move ?? {}) as Record<string, unknown>;
  const template = typeof m.type === 'string' ? (game.words[lang].moves[m.type] ?? game.words.en.moves[m.type]) : undefined;
  if (template === undefined) return JSON.stringify(move);
  const values = Object.fromEntries(Object.entries({ ...m, seat: actingSeat(game, state) }).filter(([, v]) => typeof v === 'string' || typeof v === 'number'));
  return format(template, values as Record<string, string | number>, game.words[lang])
    .replace(/\{[^}]+\}\s*/g, '')
    .replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

/**
 * `draw`, when the game offers a drawing, draws the table after each step as a spectator
 * sees it (the game's `playerView` for nobody), so hidden information stays hidden.
 */
export function examplePayload(game: AnyGameModule, w: ModuleProjectWalkthrough, lang: Language, home: string, draw?: BoardDrawing | null): ExamplePayload {
  const say = t(lang);
  const board = (state: unknown): { board?: string } => (draw && state !== null ? { board: draw(game.playerView ? game.playerView(state, null) : state, { lang }) } : {});
  const { walkthrough } = w.parsed;
  const rule = (id: string) => ({ id, title: game.words[lang].rules[id]?.title ?? id, href: moduleRuleHref(game, id, home) });
  const start = w.replay.initial;
  let before = start === null ? [] : flattenFacts(game.facts?.(start) ?? {}, say);
  const steps: ExampleStep[] = [
    { id: 'start', title: say('msite.wt.start'), narration: say('msite.wt.start.text'), rules: [], tries: [], checks: [], facts: before, changed: 0, ...board(start) },
  ];
  let position: unknown = start;
  walkthrough.steps.forEach((step, i) => {
    const outcome = w.replay.steps[i];
    const tries = step.refused.flatMap((r) => {
      const tried = game.applyMove(position, r.move);
      if (tried.ok) return [];
      return [{ move: moveWords(game, r.move, position, lang), refusal: refusalWords(game, tried.refusal, lang), rule: tried.refusal.rule, href: moduleRuleHref(game, tried.refusal.rule, home) }];
    });
    const now = flattenFacts(game.facts?.(outcome.state) ?? {}, say);
    const was = new Map(before.map((f) => [f.path, f.value]));
    const facts: ExampleFact[] = now.map((f) => (was.get(f.path) !== f.value ? { ...f, before: was.get(f.path) ?? say('msite.wt.none') } : f));
    const checks = Object.keys(step.expect).flatMap((path) => {
      const prefix = `${path}.`;
      return now.filter((f) => f.path === path || f.path.startsWith(prefix));
    });
    steps.push({ id: step.id, title: pick(step.title, lang), narration: pick(step.narration, lang), rules: step.rules.map(rule), tries, checks, facts, changed: facts.filter((f) => f.before !== undefined).length, ...board(outcome.state) });
    before = now;
    position = outcome.state;
  });
  const turn = exampleTurn(game, w, lang, home);
  return {
    ...(turn ? { turn } : {}),
    id: w.id,
    title: exampleTitle(w, lang),
    summary: pick(walkthrough.summary, lang),
    source: pick(walkthrough.source, lang),
    steps,
    broken: w.replay.ok ? [] : w.replay.steps.flatMap((s) => s.problems.map((p) => `${s.number}: ${p.kind}`)),
  };
}

/**
 * The turn chart's actor run through the example's moves (each step's, up to a refused one,
 * as the replay plays them): where it stands after each step, for the track beside the table.
 */
function exampleTurn(game: AnyGameModule, w: ModuleProjectWalkthrough, lang: Language, home: string): ExamplePayload['turn'] {
  const chart = liveTurnChart(game, lang);
  const start = w.replay.initial;
  if (!chart || start === null) return undefined;
  const machine = flowMachine(game.flow, chart);
  const sent: { type: string; state: unknown }[] = [];
  const ends: number[] = [];
  let position = start;
  for (const step of w.parsed.walkthrough.steps) {
    for (const move of step.moves) {
      const r = game.applyMove(position, move);
      if (!r.ok) break;
      sent.push({ type: moveTypeOf(move), state: r.state });
      position = r.state;
    }
    ends.push(sent.length);
  }
  const leaves = runFlow(machine, game.flow, chart, start, sent);
  return { states: trackStates(chart), at: [leaves[0], ...ends.map((n) => leaves[n])], chart: `${home}${MODULE_PAGES.chart}` };
}
