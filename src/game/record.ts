import { CARD_KIND, cardLabel, currentSeat, type GameEvent, type GameState, type RuleId } from '../engine';
import type { BoardMap } from '../map/schema';
import { ok, type Result } from '../map/result';
import type { StepExpectations, Walkthrough, WalkthroughStep } from '../walkthrough/schema';
import { nodeName } from '../map/board';
import { aCompany, companyName, describeEvent, rulesOf } from './describe';
import { replaySavedGame, type GameReplay, type ReplayError } from './replay';
import type { SavedGame } from './schema';

/**
 * Turning a game into a walkthrough. The moves are grouped into steps (by default
 * one per player turn), each step gets a title and a narration the author can
 * rewrite, and its expectations are read off the engine's positions: so the
 * exported walkthrough replays under `clippers walkthrough` with every step holding.
 */

export type StepGrouping = 'turn' | 'move';

/** A step before export: moves `from` to `to - 1` of the game. */
export interface DraftStep {
  from: number;
  to: number;
  /** Seat acting in every move of the step. */
  seat: number;
  id: string;
  title: string;
  narration: string;
  rules: RuleId[];
  expect: StepExpectations;
}

export interface StepText {
  title?: string;
  narration?: string;
}

export interface RecordOptions {
  title?: string;
  summary?: string;
  source?: string;
  /** The walkthrough's map id; default: the game's map id, or `custom` for an inline map. */
  mapId?: string;
  grouping?: StepGrouping;
  /** Move indices where steps start, instead of `grouping` (a start is added wherever the actor changes). */
  starts?: readonly number[];
  /** The author's words, by the move index the step starts at. */
  text?: Readonly<Record<number, StepText>>;
  /** Open with a step that shows the set-up (default true, unless steps come before, as in a fork). */
  setupStep?: boolean;
}

/** Who makes move `i`: the seat to act before it. */
const actorOf = (replay: GameReplay, i: number): number => currentSeat(replay.states[i]);

/** Where steps start, from move `from` on: every actor change, plus every move when grouping by move. */
export function stepStarts(replay: GameReplay, grouping: StepGrouping = 'turn', from = 0, extra: readonly number[] = []): number[] {
  const total = replay.states.length - 1;
  const starts: number[] = [];
  for (let i = from; i < total; i++) {
    if (i === from || grouping === 'move' || actorOf(replay, i) !== actorOf(replay, i - 1) || extra.includes(i)) starts.push(i);
  }
  return starts;
}

/** The steps for moves `starts[0]` to the end, with generated words and the engine's expectations. */
export function draftSteps(replay: GameReplay, starts: readonly number[], text: Readonly<Record<number, StepText>> = {}, takenIds: Iterable<string> = []): DraftStep[] {
  const total = replay.states.length - 1;
  const sorted = [...new Set(starts)].filter((s) => s >= 0 && s < total).sort((a, b) => a - b);
  // A step never spans two actors: the walkthrough names one actor per step.
  const cuts = new Set(sorted);
  for (let i = (sorted[0] ?? total) + 1; i < total; i++) if (actorOf(replay, i) !== actorOf(replay, i - 1)) cuts.add(i);
  const all = [...cuts].sort((a, b) => a - b);
  const ids = new Set(takenIds);
  return all.map((from, k) => {
    const to = all[k + 1] ?? total;
    const before = replay.states[from];
    const after = replay.states[to];
    const events = replay.events.slice(from, to).flat();
    const seat = actorOf(replay, from);
    const id = uniqueId(ids, `r${before.round}-p${before.phase}-${slug(before.players[seat].name)}`);
    const words = text[from] ?? {};
    return {
      from,
      to,
      seat,
      id,
      title: words.title?.trim() || titleOf(before, seat, events),
      narration: words.narration?.trim() || narrationOf(after, events),
      rules: rulesOf(before, events),
      expect: expectationsOf(before, after, events, true),
    };
  });
}

export function recordWalkthrough(game: SavedGame, map: BoardMap, options: RecordOptions = {}): Result<Walkthrough, ReplayError> {
  const replay = replaySavedGame(game, map);
  if (!replay.ok) return replay;
  const steps = stepsFor(replay.value, 0, options, []);
  return ok(walkthroughOf(game, options, [...(options.setupStep === false ? [] : [setupStep(replay.value.states[0])]), ...steps]));
}

/** The recorded steps from move `from` on, as walkthrough steps. */
export function stepsFor(replay: GameReplay, from: number, options: RecordOptions, before: readonly WalkthroughStep[]): WalkthroughStep[] {
  const starts = options.starts ? options.starts.filter((s) => s >= from) : stepStarts(replay, options.grouping ?? 'turn', from);
  if (starts.length === 0 || starts[0] !== from) starts.unshift(from);
  return draftSteps(replay, starts, options.text, [...before.map((s) => s.id), 'setup']).map(toStep(replay));
}

export const toStep =
  (replay: GameReplay) =>
  (d: DraftStep): WalkthroughStep => ({
    id: d.id,
    title: d.title,
    actor: replay.states[d.from].players[d.seat].name,
    moves: movesOf(replay, d),
    narration: d.narration,
    rules: d.rules,
    expect: d.expect,
  });

function movesOf(replay: GameReplay, d: DraftStep): WalkthroughStep['moves'] {
  return replay.moves.slice(d.from, d.to).map((m) => ({ ...m })) as WalkthroughStep['moves'];
}

export function walkthroughOf(game: SavedGame, options: RecordOptions, steps: WalkthroughStep[]): Walkthrough {
  return {
    format: 'clippers-walkthrough',
    version: 1,
    title: options.title?.trim() || game.title || `A game of ${game.players.map((p) => p.name).join(', ')}`,
    summary: options.summary ?? '',
    source: options.source ?? 'Recorded on the play page',
    map: options.mapId ?? (typeof game.map === 'string' ? game.map : 'custom'),
    variants: game.variants,
    seed: game.seed,
    players: game.players.map((p) => ({ name: p.name, nation: p.nation })),
    firstPlayer: game.firstPlayer,
    steps,
  };
}

export function setupStep(state: GameState): WalkthroughStep {
  const names = state.players.map((p) => p.name);
  return {
    id: 'setup',
    title: 'Setting up the table',
    moves: [],
    narration: `${names.join(', ')} each take $2 and put seven port markers on the islands of their departure card. ${names[state.firstPlayer]} takes the first-player card.`,
    rules: ['setup.money', 'setup.departure-card', 'setup.first-player'],
    expect: expectationsOf(state, state, [], false),
  };
}

/** What the engine says holds after a step, in the walkthrough's vocabulary. */
export function expectationsOf(before: GameState, after: GameState, events: readonly GameEvent[], withBonuses: boolean): StepExpectations {
  const names = after.players.map((p) => p.name);
  const per = <T>(f: (seat: number) => T) => Object.fromEntries(names.map((n, s) => [n, f(s)]));
  const expect: StepExpectations = {
    money: per((s) => after.players[s].money),
    reserve: per((s) => after.players[s].reserve),
    cards: per((s) => {
      const id = after.players[s].card;
      return id === null ? null : (after.cards.find((c) => c.id === id)?.kind ?? null);
    }),
  };
  const ships: NonNullable<StepExpectations['ships']> = {};
  for (const company of Object.keys(after.companies) as (keyof GameState['companies'])[]) {
    if (company === 'purple' || after.companies[company].ships === before.companies[company].ships) continue;
    ships[company] = after.companies[company].ships.map((e) => ('node' in e ? e.node : e.link));
  }
  if (Object.keys(ships).length > 0) expect.ships = ships;
  if (withBonuses) {
    expect.bonuses = events.flatMap((e) =>
      e.type === 'bonus.paid' ? [{ player: names[e.seat], company: e.company, island: e.island, amount: e.amount }] : [],
    );
  }
  const connected: Record<string, NonNullable<StepExpectations['connected']>[string]> = {};
  after.map.islands.forEach((island, i) => {
    if (after.islands[i].companies !== before.islands[i].companies) connected[island.id] = [...after.islands[i].companies];
  });
  if (Object.keys(connected).length > 0) expect.connected = connected;
  expect.round = after.round;
  expect.phase = after.phase;
  expect.firstPlayer = names[after.firstPlayer];
  if (!after.ended) expect.next = names[currentSeat(after)];
  expect.purpleActive = after.purpleActive;
  return expect;
}

function titleOf(state: GameState, seat: number, events: readonly GameEvent[]): string {
  const map = state.map;
  const name = state.players[seat].name;
  const when = `Round ${state.round}, phase ${state.phase}`;
  const laid = events.filter((e): e is Extract<GameEvent, { type: 'segment.placed' }> => e.type === 'segment.placed');
  if (laid.length > 0) {
    const companies = [...new Set(laid.map((e) => companyName(map, e.company)))];
    const last = laid[laid.length - 1];
    const where = last.laid === last.of ? ` to ${nodeName(map, lastTarget(state, last))}` : '';
    return `${when}: ${name} lays ${laid.length === 1 ? companies[0] : `${laid.length} segments (${companies.join(', ')})`}${where}`;
  }
  for (const e of events) {
    if (e.type === 'port.placed') return `${when}: ${name} places a marker on ${nodeName(map, e.island)}`;
    if (e.type === 'card.taken') return `${when}: ${name} takes the ${cardLabel(CARD_KIND[e.card])} card`;
    if (e.type === 'passed') return `${when}: ${name} passes`;
    if (e.type === 'port.moved') return `${when}: ${name} moves a marker to ${nodeName(map, e.to)}`;
    if (e.type === 'clipper.bought') return `${when}: ${name} buys ${aCompany(map, e.company)} ship`;
  }
  return `${when}: ${name} ends the turn`;
}

function lastTarget(state: GameState, e: Extract<GameEvent, { type: 'segment.placed' }>): string {
  const link = state.map.links.find((l) => l.id === e.link);
  return link ? (link.from === e.from ? link.to : link.from) : e.link;
}

/** Draft narration: what happened, plainly; the author rewrites it in their own words. */
function narrationOf(after: GameState, events: readonly GameEvent[]): string {
  const lines = events.map((e) => describeEvent(after, e)).filter((x): x is string => x !== null);
  return lines.length > 0 ? lines.join(' ') : 'Nothing changes on the board.';
}

function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'player'
  );
}

function uniqueId(taken: Set<string>, base: string): string {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}
