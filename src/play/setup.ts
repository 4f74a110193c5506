import { newGame, DEFAULT_VARIANTS, type SetupError, type Variants } from '../engine';
import { DIAGNOSTIC_CODES, type DiagnosticCode } from '../map/diagnostics';
import { NATIONS, type BoardMap, type Nation } from '../map/schema';
import { err, ok, type Result } from '../map/result';
import type { SavedGame } from '../game/schema';
import type { BotName } from '../sim/bots';
import type { Say } from '../i18n/format';
import { english } from '../i18n/english';

/**
 * The set-up form as data: which board, who sits where (name, nation, a bot or a
 * person), the variants and who starts. `gameOfSetup` turns it into a saved game
 * with no moves, or the problems to show next to the fields, in the engine's words.
 */

export type BoardChoice = 'site' | 'editor' | 'file';

export interface SeatForm {
  name: string;
  nation: Nation;
  /** `human` for a person at this seat. */
  player: 'human' | BotName;
}

export interface SetupForm {
  board: BoardChoice;
  seats: SeatForm[];
  variants: Variants;
  /** Seat index of the first player. */
  first: number;
  seed: number;
}

const NAMES = ['Ana', 'Ben', 'Chloé', 'Dev', 'Emma'];

export function defaultSetup(map: BoardMap, variants: Variants = DEFAULT_VARIANTS, count = 3): SetupForm {
  const nations = nationsOf(map);
  return {
    board: 'site',
    seats: Array.from({ length: count }, (_, i) => ({ name: NAMES[i], nation: nations[i % nations.length], player: 'human' as const })),
    variants: { ...variants },
    first: 0,
    seed: 1,
  };
}

/** Nations with a departure card on this map, in the usual order. */
export const nationsOf = (map: BoardMap): Nation[] => NATIONS.filter((n) => map.departureCards.some((c) => c.nation === n));

/** Adds a seat (up to five) with a free nation and name. */
export function addSeat(form: SetupForm, map: BoardMap, say: Say = english): SetupForm {
  if (form.seats.length >= 5) return form;
  const used = new Set(form.seats.map((s) => s.nation));
  const names = new Set(form.seats.map((s) => s.name));
  const nation = nationsOf(map).find((n) => !used.has(n)) ?? NATIONS[0];
  const name = NAMES.find((n) => !names.has(n)) ?? say('play.setup.player', { n: form.seats.length + 1 });
  return { ...form, seats: [...form.seats, { name, nation, player: 'human' }] };
}

export function removeSeat(form: SetupForm, seat: number): SetupForm {
  if (form.seats.length <= 3) return form;
  const seats = form.seats.filter((_, i) => i !== seat);
  return { ...form, seats, first: Math.min(form.first >= seat && form.first > 0 ? form.first - 1 : form.first, seats.length - 1) };
}

export function updateSeat(form: SetupForm, seat: number, patch: Partial<SeatForm>): SetupForm {
  return { ...form, seats: form.seats.map((s, i) => (i === seat ? { ...s, ...patch } : s)) };
}

export interface SetupProblem {
  /** `seats.1.name`, `first`, `board`… the field to show it beside. */
  field: string;
  message: string;
}

/** The saved game this set-up starts, checked by the engine's own set-up. */
export function gameOfSetup(form: SetupForm, map: BoardMap, mapRef: string | BoardMap, say: Say = english, nationName: (n: Nation) => string = (n) => n): Result<SavedGame, SetupProblem[]> {
  const problems: SetupProblem[] = [];
  const names = form.seats.map((s) => s.name.trim());
  names.forEach((n, i) => {
    if (n === '') problems.push({ field: `seats.${i}.name`, message: say('play.setup.nameMissing', { n: i + 1 }) });
    else if (n.length > 40) problems.push({ field: `seats.${i}.name`, message: say('play.setup.nameLong', { n: i + 1, max: 40 }) });
    else if (names.indexOf(n) !== i) problems.push({ field: `seats.${i}.name`, message: say('play.setup.nameTwice', { name: n }) });
  });
  form.seats.forEach((s, i) => {
    const first = form.seats.findIndex((x) => x.nation === s.nation);
    if (first !== i) problems.push({ field: `seats.${i}.nation`, message: say('play.setup.nationTwice', { name: names[first], nation: nationName(s.nation) }) });
  });
  if (problems.length === 0) {
    const setup = newGame({ map, players: form.seats.map((s, i) => ({ name: names[i], nation: s.nation })), firstPlayer: form.first, variants: form.variants, seed: form.seed });
    if (!setup.ok) for (const e of setup.error) problems.push({ field: e.reason === 'map-invalid' ? 'board' : e.reason === 'first-player' ? 'first' : 'seats', message: setupProblemText(e, say, nationName) });
  }
  if (problems.length > 0) return err(problems);
  return ok({
    format: 'clippers-game',
    version: 1,
    title: say('play.setup.title', { names: names.join(say('play.setup.and')) }),
    map: mapRef,
    variants: { ...form.variants },
    seed: form.seed,
    players: form.seats.map((s, i) => ({ name: names[i], nation: s.nation, ...(s.player === 'human' ? {} : { bot: s.player }) })),
    firstPlayer: names[form.first],
    moves: [],
  });
}

/**
 * The engine's reason for refusing a set-up, in the page's language, from the values it
 * gives: the two the form can meet (a board the checker refuses, chosen in "New game";
 * a nation kept from another board that has no card for it). Others keep the engine's words.
 */
function setupProblemText(e: SetupError, say: Say, nationName: (n: Nation) => string): string {
  const v = e.values ?? {};
  if (e.reason === 'map-invalid' && v.code !== undefined && Object.hasOwn(DIAGNOSTIC_CODES, v.code)) {
    return say('play.setup.boardInvalid', { summary: say(`editor.check.${v.code as DiagnosticCode}`) });
  }
  if (e.reason === 'nation-unavailable' && v.nation !== undefined && (NATIONS as readonly string[]).includes(v.nation)) {
    return say('play.setup.noCard', { nation: nationName(v.nation as Nation) });
  }
  return e.message;
}
