import { applyMove, CARD_KIND, cardLabel, currentSeat, newGame, type GameEvent, type GameState, type Move, type RuleId } from '../engine';
import type { BoardMap } from '../map/schema';
import type { StepExpectations, Walkthrough, WalkthroughStep } from './schema';

export type FailureKind = 'setup' | 'actor' | 'move-refused' | 'expectation';

export interface StepFailure {
  /** 1-based step number as shown to readers; 0 for setup. */
  step: number;
  id: string;
  kind: FailureKind;
  rule?: RuleId;
  message: string;
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

/**
 * Plays a walkthrough on a map, step by step. A refused move is skipped and play
 * goes on, so an author or designer sees every step that breaks, not just the first.
 */
export function replayWalkthrough(w: Walkthrough, map: BoardMap): Replay {
  const seats = w.players.map((p) => p.name);
  const game = newGame({
    map,
    players: w.players,
    firstPlayer: seats.indexOf(w.firstPlayer),
    variants: w.variants,
    seed: w.seed,
  });
  if (!game.ok) {
    const failures = game.error.map((e) => ({ step: 0, id: 'setup', kind: 'setup' as const, message: e.message }));
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
        fail('actor', `It is ${who}'s turn, not ${step.actor}'s.`, { move });
      }
      const result = applyMove(state, move);
      if (!result.ok) {
        fail('move-refused', result.violation.message, { rule: result.violation.rule, move });
        continue;
      }
      state = result.state;
      events.push(...result.events);
    }
    for (const message of unmetExpectations(state, events, step.expect, seats)) fail('expectation', message);
    steps.push({ number, step, state, events, failures });
  });
  const failures = steps.flatMap((s) => s.failures);
  return { ok: failures.length === 0, initial: game.value, steps, failures };
}

/** Plain-English differences between what the step expects and what the engine did. */
export function unmetExpectations(state: GameState, events: GameEvent[], expect: StepExpectations, seats: string[]): string[] {
  const out: string[] = [];
  const seatOf = (name: string) => seats.indexOf(name);
  const perPlayer = <T>(label: string, want: Record<string, T> | undefined, got: (seat: number) => T, show: (v: T) => string) => {
    for (const [name, value] of Object.entries(want ?? {})) {
      const seat = seatOf(name);
      if (seat < 0) out.push(`${label}: there is no player "${name}".`);
      else if (got(seat) !== value) out.push(`${name} should have ${show(value)} ${label}, but has ${show(got(seat))}.`);
    }
  };
  perPlayer('money', expect.money, (s) => state.players[s].money, (v) => `$${v}`);
  perPlayer('in reserve', expect.reserve, (s) => state.players[s].reserve, (v) => `${v} markers`);
  perPlayer('as option card', expect.cards, (s) => cardKind(state, s), (v) => (v === null ? 'no card' : `the ${cardLabel(v)} card`));
  for (const [company, want] of Object.entries(expect.ships ?? {})) {
    const got = state.companies[company as keyof GameState['companies']].ships.map((e) => ('node' in e ? e.node : e.link));
    if (!sameMultiset(got, want)) out.push(`${company} ships should stand at ${list(want)}, but stand at ${list(got)}.`);
  }
  if (expect.bonuses) {
    const got = events.flatMap((e) =>
      e.type === 'bonus.paid' ? [`${seats[e.seat]} ${e.company} ${e.island} $${e.amount}`] : [],
    );
    const want = expect.bonuses.map((b) => `${b.player} ${b.company} ${b.island} $${b.amount}`);
    if (!sameMultiset(got, want)) out.push(`bonuses should be [${want.join('; ') || 'none'}], but were [${got.join('; ') || 'none'}].`);
  }
  for (const [island, want] of Object.entries(expect.connected ?? {})) {
    const i = state.map.islands.findIndex((x) => x.id === island);
    if (i < 0) {
      out.push(`there is no island "${island}" on this board.`);
      continue;
    }
    const got = state.islands[i].companies;
    if (!sameMultiset(got, want)) out.push(`${island} should be reached by ${list(want)}, but is reached by ${list(got)}.`);
  }
  if (expect.round !== undefined && state.round !== expect.round) out.push(`the round should be ${expect.round}, but is ${state.round}.`);
  if (expect.phase !== undefined && state.phase !== expect.phase) out.push(`the phase should be ${expect.phase}, but is ${state.phase}.`);
  if (expect.firstPlayer !== undefined && seats[state.firstPlayer] !== expect.firstPlayer) {
    out.push(`${expect.firstPlayer} should hold the first-player card, but ${seats[state.firstPlayer]} does.`);
  }
  if (expect.next !== undefined) {
    const who = state.ended ? 'nobody (the game is over)' : seats[currentSeat(state)];
    if (who !== expect.next) out.push(`it should be ${expect.next}'s turn next, but it is ${who}'s.`);
  }
  if (expect.purpleActive !== undefined && state.purpleActive !== expect.purpleActive) {
    out.push(`purple should ${expect.purpleActive ? '' : 'not '}be active.`);
  }
  return out;
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

const list = (xs: readonly string[]) => (xs.length === 0 ? 'nothing' : xs.join(', '));

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
