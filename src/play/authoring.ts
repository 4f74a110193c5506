import { err, ok, type Result } from '../map/result';
import { draftSteps, recordWalkthrough, stepStarts, type DraftStep, type StepGrouping, type StepText } from '../game/record';
import { exportFork, type ForkError } from '../game/fork';
import type { GameReplay, ReplayError } from '../game/replay';
import type { Walkthrough } from '../walkthrough/schema';
import { savedGameOf, type PlaySession } from './session';

/**
 * Authoring by playing: the moves played so far, grouped into steps (by default
 * one per player turn; the author may split a step or join it to the one before),
 * each with the author's title and narration. The expectations and rule ids come
 * from the engine (src/game/record.ts), so the export replays with every step holding.
 */

export interface AuthorDraft {
  title: string;
  summary: string;
  grouping: StepGrouping;
  /** Move indices where the author started a step the grouping would not. */
  splits: number[];
  /** Move indices where the grouping starts a step the author joined to the one before. */
  joins: number[];
  /** The author's words, by the move index a step starts at. */
  text: Record<number, StepText>;
}

export const emptyDraft = (title = ''): AuthorDraft => ({ title, summary: '', grouping: 'turn', splits: [], joins: [], text: {} });

/** The session's played moves as a replay (what the recorder reads). */
export function replayOf(s: PlaySession): GameReplay {
  return { states: s.states.slice(0, s.cursor + 1), events: s.events.slice(0, s.cursor) as GameReplay['events'], moves: s.moves.slice(0, s.cursor) };
}

/** First move the author's steps cover: after the kept steps of a fork, else 0. */
export const firstRecorded = (s: PlaySession): number => s.game.origin?.moves ?? 0;

/** Where steps start: the grouping's starts, plus the author's splits, less their joins (a change of actor always starts a step). */
export function starts(s: PlaySession, d: AuthorDraft): number[] {
  const from = firstRecorded(s);
  const base = stepStarts(replayOf(s), d.grouping, from);
  const set = new Set([...base, ...d.splits.filter((i) => i > from && i < s.cursor)]);
  for (const j of d.joins) if (j !== from) set.delete(j);
  return [...set].sort((a, b) => a - b);
}

/** The steps as they will be exported, with drafted words where the author wrote none. */
export function draftOf(s: PlaySession, d: AuthorDraft): DraftStep[] {
  if (s.cursor <= firstRecorded(s)) return [];
  return draftSteps(replayOf(s), starts(s, d), d.text);
}

/** Join step starting at `at` to the one before (undone by `split`). */
export function join(d: AuthorDraft, at: number): AuthorDraft {
  return { ...d, joins: [...new Set([...d.joins, at])], splits: d.splits.filter((x) => x !== at) };
}

/** Start a new step at move `at`. */
export function split(d: AuthorDraft, at: number): AuthorDraft {
  return { ...d, splits: [...new Set([...d.splits, at])], joins: d.joins.filter((x) => x !== at) };
}

export function writeText(d: AuthorDraft, at: number, text: StepText): AuthorDraft {
  return { ...d, text: { ...d.text, [at]: { ...d.text[at], ...text } } };
}

export type ExportError = ReplayError | ForkError | { kind: 'empty'; index: null; rule: null; message: string };

/**
 * The walkthrough the session records: a fork keeps the original's steps up to
 * the fork word for word; anything else is recorded from the set-up.
 */
export function exportWalkthrough(s: PlaySession, d: AuthorDraft, original: Walkthrough | null, mapId?: string): Result<Walkthrough, ExportError> {
  if (s.cursor === 0) return err({ kind: 'empty', index: null, rule: null, message: 'Play at least one move before recording a walkthrough.' });
  const game = savedGameOf(s);
  const options = {
    title: d.title,
    ...(d.summary.trim() ? { summary: d.summary.trim() } : {}),
    starts: starts(s, d),
    text: d.text,
    ...(mapId ? { mapId } : {}),
  };
  if (game.origin && original) return exportFork(game, s.map, original, options);
  const w = recordWalkthrough(game, s.map, { source: 'Recorded on the play page', ...options });
  return w.ok ? ok(w.value) : w;
}
