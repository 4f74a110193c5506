import { narrationDrift, type DriftWhat, type NarrationDrift } from './narration-drift';
import { laterStepsList } from './later-steps';
import type { ReplayWords, StepFailure } from '../walkthrough/replay';
import type { Move, RuleId, Violation } from '../engine';
import type { BoardMap } from '../map/schema';
import { replayWalkthrough } from '../walkthrough/replay';
import type { Walkthrough } from '../walkthrough/schema';

/**
 * The project's walkthroughs replayed on the board being edited: one warning per
 * step a change breaks, naming the walkthrough, the step and the engine's reason,
 * with the board elements the step uses so a click selects them. Pure (tested).
 */

export interface WalkthroughRef {
  id: string;
  walkthrough: Walkthrough;
}

/** A problem in the editor's panel: the checker's diagnostics have the same shape. */
export interface EditorProblem {
  severity: 'error' | 'warning';
  code: string;
  /** In English: the checker's or the engine's own sentence. */
  message: string;
  elements: string[];
  /** A walkthrough's problem as data, for a page in another language to put into its words. */
  replay?: ReplayProblem;
}

/** What broke in a walkthrough's replay: its setup, a step (with the engine's rule and sentence), or the steps after the first broken one. */
export type ReplayProblem =
  | { kind: 'setup'; title: string; reason: string }
  | { kind: 'step'; title: string; step: number; stepTitle: string; reason: string; words?: ReplayWords; rule?: RuleId; refusal?: Violation['reason']; setup?: StepFailure['setup'] }
  | { kind: 'later'; title: string; later: number[]; firstStep: number }
  /** A link the walkthrough lays on: gone from the board, or with fewer spaces than it lays (the fix is to give it `needed`). */
  | { kind: 'link'; title: string; link: string; ends: [string, string]; needed: number; spaces: number | null; steps: number[] }
  /** The words of some steps name an island changed since the project's board (narration-drift.ts). */
  | ({ kind: 'narration' } & NarrationDrift);

/**
 * `baseline`: the project's board, which the walkthroughs' words were written for; a step whose
 * words name an island changed since then is a warning too (narration-drift.ts), for the
 * walkthroughs that set up on this board (one that cannot is said in one line; listing every
 * island it names on a board of another sea would only bury that line).
 */
export function walkthroughProblems(map: BoardMap, walkthroughs: readonly WalkthroughRef[], baseline?: BoardMap): EditorProblem[] {
  const out: EditorProblem[] = [];
  const setUp: WalkthroughRef[] = [];
  for (const ref of walkthroughs) {
    const w = ref.walkthrough;
    // What the walkthrough needs of the board, said first: the replay's failures then follow from it.
    out.push(...linkNeeds(map, w));
    let replay;
    try {
      replay = replayWalkthrough(w, map);
    } catch (e) {
      // A board the checker already rejects may not even set up; the checker's errors say why.
      const reason = e instanceof Error ? e.message : String(e);
      out.push({ severity: 'warning', code: 'walkthrough.setup', message: `“${w.title}” cannot be replayed on this board (${reason}).`, elements: [], replay: { kind: 'setup', title: w.title, reason } });
      continue;
    }
    if (!replay.failures.some((f) => f.step === 0)) setUp.push(ref);
    // The first step that breaks is the cause; the steps after it mostly break
    // because of it (money, ships, turns all drift), so they get one line, not dozens.
    const { first, later } = splitAtFirstBrokenStep(replay.failures);
    const seen = new Set<string>();
    for (const f of first) {
      const step = f.step > 0 ? w.steps[f.step - 1] : undefined;
      const key = f.message;
      if (seen.has(key)) continue;
      seen.add(key);
      const where = f.step === 0 ? 'setup' : `step ${f.step} (${step?.title ?? f.id})`;
      out.push({
        severity: 'warning',
        code: 'walkthrough.step',
        message: `“${w.title}”, ${where}: ${f.message}${f.rule ? ` [${f.rule}]` : ''}`,
        elements: f.move ? moveElements(f.move) : (step?.moves ?? []).flatMap(moveElements),
        replay: { kind: 'step', title: w.title, step: f.step, stepTitle: step?.title ?? f.id, reason: f.message, ...(f.words ? { words: f.words } : {}), ...(f.rule ? { rule: f.rule } : {}), ...(f.reason ? { refusal: f.reason } : {}), ...(f.setup ? { setup: f.setup } : {}) },
      });
    }
    if (later.length > 0) {
      out.push({
        severity: 'warning',
        code: 'walkthrough.later-steps',
        message: `“${w.title}”: ${laterStepsText(later, first[0].step)}`,
        elements: [...new Set(later.flatMap((s) => (s > 0 ? (w.steps[s - 1]?.moves ?? []).flatMap(moveElements) : [])))],
        replay: { kind: 'later', title: w.title, later, firstStep: first[0].step },
      });
    }
  }
  if (baseline) out.push(...narrationDrift(baseline, map, setUp).map(driftProblem));
  return out;
}

const DRIFT_WORDS: Record<DriftWhat, string> = { removed: 'removed it', renamed: 'renamed it', value: 'changed its value', ports: 'changed its port spaces', card: 'changed the departure-card markers on it' };

function driftProblem(d: NarrationDrift): EditorProblem {
  const where = d.steps.length === 1 ? `step ${d.steps[0]}` : `steps ${d.steps.join(', ')}`;
  return {
    severity: 'warning',
    code: 'walkthrough.narration',
    message: `“${d.title}” names ${d.island} (${where}), and this board ${d.what.map((w) => DRIFT_WORDS[w]).join(' and ')}: reread those steps.`,
    elements: d.id ? [d.id] : [],
    replay: { kind: 'narration', ...d },
  };
}

/** The failures of the first step that breaks, and the numbers of the later steps that break too. */
export function splitAtFirstBrokenStep<F extends { step: number }>(failures: readonly F[]): { first: F[]; later: number[] } {
  if (failures.length === 0) return { first: [], later: [] };
  const at = Math.min(...failures.map((f) => f.step));
  return { first: failures.filter((f) => f.step === at), later: [...new Set(failures.filter((f) => f.step > at).map((f) => f.step))].sort((a, b) => a - b) };
}

/** "3 later steps (6, 7, 9) no longer play as written either, most likely because of step 5." */
export function laterStepsText(later: readonly number[], firstStep: number): string {
  const list = laterStepsList(later);
  const cause = firstStep === 0 ? 'the setup' : `step ${firstStep}`;
  return `${later.length} later step${later.length === 1 ? '' : 's'} (${list}) no longer play${later.length === 1 ? 's' : ''} as written either, most likely because of ${cause}; fix that first.`;
}

/** The later steps' numbers, the first five and the last when there are many: "2, 3, 4, 5, 6 … 9". */
export { laterStepsList };

/**
 * Each link the walkthrough lays segments on, against the board: a link the board no longer
 * has, or one with fewer route spaces than the walkthrough lays on it ("Link … is already
 * complete" is the replay's word for it, which does not say what to change).
 */
export function linkNeeds(map: BoardMap, w: Walkthrough): EditorProblem[] {
  const laid = new Map<string, { count: number; steps: number[]; ends: Set<string> }>();
  w.steps.forEach((step, i) => {
    for (const move of step.moves ?? []) {
      if (move.type !== 'segment.place') continue;
      const entry = laid.get(move.link) ?? { count: 0, steps: [], ends: new Set<string>() };
      entry.count++;
      if (!entry.steps.includes(i + 1)) entry.steps.push(i + 1);
      entry.ends.add(move.from);
      laid.set(move.link, entry);
    }
  });
  const out: EditorProblem[] = [];
  for (const [id, need] of laid) {
    const link = map.links.find((l) => l.id === id);
    if (link && link.segments >= need.count) continue;
    const ends: [string, string] = link ? [link.from, link.to] : endsOf(id, need.ends);
    const steps = need.steps.join(', ');
    const spaces = link ? link.segments : null;
    out.push({
      severity: 'warning',
      code: link ? 'walkthrough.link-spaces' : 'walkthrough.link-missing',
      message: link
        ? `“${w.title}” lays ${need.count} segments on ${ends[0]}–${ends[1]} (step${need.steps.length === 1 ? '' : 's'} ${steps}), which has ${spaces} space${spaces === 1 ? '' : 's'}: give it ${need.count} spaces.`
        : `“${w.title}” lays ${need.count} segment${need.count === 1 ? '' : 's'} on ${id} (step${need.steps.length === 1 ? '' : 's'} ${steps}), a link this board no longer has: draw it again between ${ends[0]} and ${ends[1]} with ${need.count} space${need.count === 1 ? '' : 's'}.`,
      elements: link ? [id] : ends.filter((e) => e !== ''),
      replay: { kind: 'link', title: w.title, link: id, ends, needed: need.count, spaces, steps: need.steps },
    });
  }
  return out;
}

/** A gone link's ends: the places its segments were laid from, and the other end read from its id ("caroline-flint-island"). */
function endsOf(id: string, from: ReadonlySet<string>): [string, string] {
  const known = [...from];
  if (known.length >= 2) return [known[0], known[1]];
  const one = known[0] ?? '';
  const rest = one && id.startsWith(`${one}-`) ? id.slice(one.length + 1) : one && id.endsWith(`-${one}`) ? id.slice(0, -one.length - 1) : '';
  return [one, rest];
}

/** The board elements a move names: links and their starting point, islands. */
export function moveElements(move: Move): string[] {
  switch (move.type) {
    case 'segment.place':
      return [move.link, move.from];
    case 'port.place':
      return [move.island];
    case 'port.move':
      return [move.from, move.to];
    default:
      return [];
  }
}
