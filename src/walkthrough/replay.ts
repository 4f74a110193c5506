import { applyMove, CARD_KIND, cardLabel, currentSeat, newGame, type GameEvent, type GameState, type Move, type RuleId, type SetupError, type Violation } from '../engine';
import type { BoardMap } from '../map/schema';
import type { StepExpectations, Walkthrough, WalkthroughStep } from './schema';
import { replayEn, type ReplayKey } from '../i18n/replay-en';
import { render, sayWith, type Words, type WordValue } from '../i18n/words';

export type ReplayWords = Words<ReplayKey>;
const replayWords = (key: ReplayKey, vars?: Readonly<Record<string, WordValue<ReplayKey>>>): ReplayWords => (vars ? { key, vars } : { key });
/** Words about a replay in the CLI's English. */
export const replayEnglish = (words: ReplayWords): string => render(sayWith(replayEn), words);

export type FailureKind = 'setup' | 'actor' | 'move-refused' | 'expectation';

export interface StepFailure {
  /** 1-based step number as shown to readers; 0 for setup. */
  step: number;
  id: string;
  kind: FailureKind;
  rule?: RuleId;
  /** In English, as the CLI prints it. */
  message: string;
  /** The same as catalogue keys and values (replay-en/fr.ts), for a page in another language; absent for the engine's own sentences. */
  words?: ReplayWords;
  /** A refused move's reason as the engine gave it (code and values), worded in the page's language. */
  reason?: Violation['reason'];
  /** For a set-up the engine refuses: its reason and values, worded in the page's language. */
  setup?: Pick<SetupError, 'reason' | 'values'>;
  move?: Move;
}

export interface StepOutcome {
  number: number;
  step: WalkthroughStep;
  /** State after the step. */
  state: GameState;
  events: GameEvent[];
  failures: StepFailure[];
}

export interface Replay {
  ok: boolean;
  initial: GameState | null;
  steps: StepOutcome[];
  failures: StepFailure[];
}

/** The game a walkthrough starts from on a map: its players, first player, variants and seed. */
export function walkthroughStart(w: Walkthrough, map: BoardMap) {
  return newGame({ map, players: w.players, firstPlayer: w.players.findIndex((p) => p.name === w.firstPlayer), variants: w.variants, seed: w.seed });
}

/**
 * Plays a walkthrough on a map, step by step. A refused move is skipped and play
 * goes on, so an author or designer sees every step that breaks, not just the first.
 */
export function replayWalkthrough(w: Walkthrough, map: BoardMap): Replay {
  const seats = w.players.map((p) => p.name);
  const game = walkthroughStart(w, map);
  if (!game.ok) {
    const failures = game.error.map((e) => ({ step: 0, id: 'setup', kind: 'setup' as const, message: e.message, setup: { reason: e.reason, ...(e.values ? { values: e.values } : {}) } }));
    return { ok: false, initial: null, steps: [], failures };
  }
  let state = game.value;
  const steps: StepOutcome[] = [];
  w.steps.forEach((step, i) => {
    const number = i + 1;
    const failures: StepFailure[] = [];
    const events: GameEvent[] = [];
    const fail = (kind: FailureKind, message: string, extra: Partial<StepFailure> = {}) =>
      failures.push({ step: number, id: step.id, kind, message, ...extra });
    for (const move of step.moves) {
      const who = state.ended ? null : seats[currentSeat(state)];
      if (step.actor !== undefined && who !== null && who !== step.actor) {
        const words = replayWords('replay.actor', { who, actor: step.actor });
        fail('actor', replayEnglish(words), { move, words });
      }
      const result = applyMove(state, move);
      if (!result.ok) {
        fail('move-refused', result.violation.message, { rule: result.violation.rule, move, reason: result.violation.reason });
        continue;
      }
      state = result.state;
      events.push(...result.events);
    }
    for (const words of unmetExpectationWords(state, events, step.expect, seats)) fail('expectation', replayEnglish(words), { words });
    steps.push({ number, step, state, events, failures });
  });
  const failures = steps.flatMap((s) => s.failures);
  return { ok: failures.length === 0, initial: game.value, steps, failures };
}

/** The differences between what the step expects and what the engine did, as words (replay-en/fr.ts). */
export function unmetExpectationWords(state: GameState, events: GameEvent[], expect: StepExpectations, seats: string[]): ReplayWords[] {
  const out: ReplayWords[] = [];
  const seatOf = (name: string) => seats.indexOf(name);
  const perPlayer = <T>(label: ReplayKey, key: ReplayKey, want: Record<string, T> | undefined, got: (seat: number) => T, show: (v: T) => WordValue<ReplayKey>) => {
    for (const [name, value] of Object.entries(want ?? {})) {
      const seat = seatOf(name);
      if (seat < 0) out.push(replayWords('replay.no-player', { label: replayWords(label), name }));
      else if (got(seat) !== value) out.push(replayWords(key, { name, want: show(value), got: show(got(seat)) }));
    }
  };
  perPlayer('replay.label.money', 'replay.money', expect.money, (s) => state.players[s].money, (v) => v);
  perPlayer('replay.label.reserve', 'replay.reserve', expect.reserve, (s) => state.players[s].reserve, (v) => v);
  perPlayer('replay.label.card', 'replay.card', expect.cards, (s) => cardKind(state, s), (v) => (v === null ? replayWords('replay.card.none') : replayWords('replay.card.kind', { card: cardLabel(v) })));
  for (const [company, want] of Object.entries(expect.ships ?? {})) {
    const got = state.companies[company as keyof GameState['companies']].ships.map((e) => ('node' in e ? e.node : e.link));
    if (!sameMultiset(got, want)) out.push(replayWords('replay.ships', { company: companyWords(company), want: list(want), got: list(got) }));
  }
  if (expect.bonuses) {
    const bonus = (player: string, company: string, island: string, amount: number) => replayWords('replay.bonus', { player, company, island, amount });
    const got = events.flatMap((e) => (e.type === 'bonus.paid' ? [bonus(seats[e.seat], e.company, e.island, e.amount)] : []));
    const want = expect.bonuses.map((b) => bonus(b.player, b.company, b.island, b.amount));
    const key = (w: ReplayWords) => replayEnglish(w);
    if (!sameMultiset(got.map(key), want.map(key))) out.push(replayWords('replay.bonuses', { want: joined(want, '; ', 'replay.none'), got: joined(got, '; ', 'replay.none') }));
  }
  for (const [island, want] of Object.entries(expect.connected ?? {})) {
    const i = state.map.islands.findIndex((x) => x.id === island);
    if (i < 0) {
      out.push(replayWords('replay.no-island', { island }));
      continue;
    }
    const got = state.islands[i].companies;
    if (!sameMultiset(got, want)) out.push(replayWords('replay.connected', { island, want: companies(want), got: companies(got) }));
  }
  if (expect.round !== undefined && state.round !== expect.round) out.push(replayWords('replay.round', { want: expect.round, got: state.round }));
  if (expect.phase !== undefined && state.phase !== expect.phase) out.push(replayWords('replay.phase', { want: expect.phase, got: state.phase }));
  if (expect.firstPlayer !== undefined && seats[state.firstPlayer] !== expect.firstPlayer) {
    out.push(replayWords('replay.first-player', { want: expect.firstPlayer, got: seats[state.firstPlayer] }));
  }
  if (expect.next !== undefined) {
    const who = state.ended ? null : seats[currentSeat(state)];
    if (who !== expect.next) out.push(replayWords('replay.next', { want: expect.next, got: who ?? replayWords('replay.nobody') }));
  }
  if (expect.purpleActive !== undefined && state.purpleActive !== expect.purpleActive) {
    out.push(replayWords(expect.purpleActive ? 'replay.purple.active' : 'replay.purple.inactive'));
  }
  return out;
}

/** The same differences in plain English, as the CLI prints them. */
export function unmetExpectations(state: GameState, events: GameEvent[], expect: StepExpectations, seats: string[]): string[] {
  return unmetExpectationWords(state, events, expect, seats).map(replayEnglish);
}

function cardKind(state: GameState, seat: number) {
  const id = state.players[seat].card;
  return id === null ? null : CARD_KIND[id];
}

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((v, i) => v === y[i]);
}

/** Items joined with `sep` in either language (`replay.join` nests), or `none` for no item. */
function joined(items: readonly WordValue<ReplayKey>[], sep: ', ' | '; ', none: ReplayKey): WordValue<ReplayKey> {
  if (items.length === 0) return replayWords(none);
  const key = sep === '; ' ? 'replay.join.list' : 'replay.join';
  return items.reduceRight((rest, first) => replayWords(key, { first, rest }));
}
const list = (xs: readonly string[]) => joined(xs, ', ', 'replay.nothing');
const companyWords = (id: string): WordValue<ReplayKey> => (`replay.company.${id}` in replayEn ? replayWords(`replay.company.${id}` as ReplayKey) : id);
const companies = (ids: readonly string[]) => joined(ids.map(companyWords), ', ', 'replay.nothing.company');

/** The players' standing after a replay, for summaries and `--json`. */
export function playerSummary(w: Walkthrough, state: GameState | null) {
  return w.players.map((p, seat) => {
    const ps = state?.players[seat];
    return {
      name: p.name,
      nation: p.nation,
      money: ps?.money ?? null,
      reserve: ps?.reserve ?? null,
      card: state ? cardKind(state, seat) : null,
      clipper: ps?.clipper ?? null,
      firstPlayer: state ? state.firstPlayer === seat : false,
    };
  });
}
