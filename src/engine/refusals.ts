import type { CompanyId } from '../map/schema';
import { cardLabel } from './cards';
import type { RuleId } from './rules';
import type { CardKind, MoveType, Phase, Step, Violation } from './types';

/**
 * Why a move is refused, as data: a stable code and the values its sentence names
 * (players, islands, links, companies, amounts). The engine words it in English
 * here, in `message`, as it always has; another language words the same code and
 * values from its own catalogue (src/i18n/refusals-fr.ts) where it is shown, so a
 * French player reads which link and which island, not only the rule.
 *
 * Values are names as the board spells them and ids as moves carry them: an
 * island's name, a link's id, a company id (`red`), a card kind (`2x`).
 */
export interface RefusalValues {
  /** Why a position cannot be played (`state.unplayable`). */
  problem?: string;
  /** A player's name. */
  player?: string;
  company?: CompanyId | string;
  /** The company a harbor belongs to. */
  owner?: CompanyId | string;
  /** A link id. */
  link?: string;
  /** Island or harbor names (an id where the board has no such place). */
  island?: string;
  from?: string;
  to?: string;
  home?: string;
  /** Where a company's ships stand, in their order: a place's name, or the id of the link a ship is part-way along. */
  ships?: readonly ({ place: string } | { link: string })[];
  card?: CardKind | string;
  price?: number;
  money?: number;
  ports?: number;
  phase?: Phase;
  /** The phase the 5X card was laid in. */
  used?: number;
  move?: MoveType | string;
  step?: Step;
  /** Whatever a garbage move held where a move type should be. */
  type?: string;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const MOVE_WORDS: Readonly<Record<MoveType, string>> = {
  'port.place': 'Placing a port marker',
  'card.take': 'Taking an option card',
  pass: 'Passing',
  'clipper.buy': 'Buying a ship',
  'clipper.skip': 'Declining a ship',
  'segment.place': 'Laying a route segment',
  'port.move': 'Moving a port marker',
  'turn.end': 'Ending a placement turn',
};
const STEP_WORDS: Readonly<Record<Step, string>> = { action: 'phase 1', clipper: 'phase 1, after the action', place: 'phases 2 and 3' };
const PHASE_NAME: Readonly<Record<Phase, string>> = { 1: 'phase 1 (actions)', 2: 'phase 2 (routes)', 3: 'phase 3 (routes)' };

/** What a move type is called in a sentence ("Laying a route segment"), or the type itself. */
const moveWords = (type: string): string => MOVE_WORDS[type as MoveType] ?? type;

/** Every refusal's English sentence, by code. A catalogue for another language has one entry per code. */
export const REFUSALS_EN = {
  'move.not-object': () => 'A move must be an object with a "type".',
  'move.unknown-type': (v: RefusalValues) => `Unknown move type "${v.type}".`,
  'move.not-listed': (v: RefusalValues) => `A "${v.type}" move like this one is not among the moves the rules allow now.`,
  'state.unplayable': (v: RefusalValues) => `This position cannot be played: its ${v.problem} do not match the board or the rules' tables.`,
  'game.over': () => 'The game is over.',
  'moment.action-taken': (v: RefusalValues) => `${v.player} has already taken a phase-1 action; buy a ship or skip.`,
  'moment.wrong-step': (v: RefusalValues) => `${moveWords(v.move ?? '')} happens in ${STEP_WORDS[v.step ?? 'action']}; it is now ${PHASE_NAME[v.phase ?? 1]}.`,
  'port.unknown-island': (v: RefusalValues) => `There is no island "${v.island}" on this board.`,
  'port.no-reserve': (v: RefusalValues) => `${v.player} has no port markers left in reserve.`,
  'port.full': (v: RefusalValues) => `${v.island} has no vacant port space (${v.ports} of ${v.ports} taken).`,
  'card.none-left': (v: RefusalValues) => `No ${cardLabel(v.card)} card is left on the table this round.`,
  'card.too-dear': (v: RefusalValues) => `The ${cardLabel(v.card)} card costs $${v.price}; ${v.player} has $${v.money}.`,
  'clipper.no-such-company': (v: RefusalValues) => `"${v.company}" has no ships to buy; choose red, blue, white, green or black.`,
  'clipper.none-waiting': (v: RefusalValues) => `No ${v.company} ship is waiting beside the board.`,
  'clipper.too-dear': (v: RefusalValues) => `A ship costs $${v.price}; ${v.player} has $${v.money}.`,
  'clipper.no-supply': (v: RefusalValues) =>
    `A ${v.company} ship bought now could never start its route (${v.company} has no segments left); the rules forbid wasting a ship.`,
  'clipper.no-free-link': (v: RefusalValues) =>
    `A ${v.company} ship bought now could never start its route (no free link leaves the ${v.company} harbor or any island ${v.company} reaches); the rules forbid wasting a ship.`,
  'segment.no-such-company': (v: RefusalValues) => `There is no company "${v.company}".`,
  'segment.no-such-link': (v: RefusalValues) => `There is no link "${v.link}" on this board.`,
  'segment.wrong-end': (v: RefusalValues) => `Link ${v.link} joins ${v.from} and ${v.to}, not "${v.island}".`,
  'allowance.5x-other-phase': (v: RefusalValues) => `${v.player} used the 5X card in phase ${v.used}, so lays nothing in phase ${v.phase}.`,
  'allowance.5x': () => 'The 5X card allows at most five segments.',
  'allowance.2x': () => 'The 2X card allows at most two segments in this phase.',
  'allowance.3x': () => 'The 3X card allows at most three segments in this phase.',
  'allowance.one': (v: RefusalValues) => `${v.player} has laid this phase’s segment; without an option card a player lays one per phase.`,
  'ship.start-now': (v: RefusalValues) => `${v.player} bought a ${v.company} ship and must start its new route with this last placement of the round.`,
  'ship.keep-open': (v: RefusalValues) => `${v.player} bought a ${v.company} ship; this segment would leave its new route no way to start.`,
  'route.supply-out': (v: RefusalValues) => `${cap(String(v.company))} has laid all its segments.`,
  'purple.inactive': (v: RefusalValues) => `Purple is not active yet: two different companies must first be connected to ${v.home}.`,
  'link.other-company': (v: RefusalValues) => `${cap(String(v.company))} has already begun link ${v.link}; another company cannot enter it.`,
  'link.complete': (v: RefusalValues) => `Link ${v.link} is already complete.`,
  'link.begun-elsewhere': (v: RefusalValues) => `Link ${v.link} was begun from ${v.from}; it can only be continued in that direction.`,
  'start.mid-link': (v: RefusalValues) => `A new route cannot start part-way along link ${v.link}.`,
  'extend.no-ship-on-link': (v: RefusalValues) => `No ${v.company} ship stands on link ${v.link}.`,
  'link.harbor-other': (v: RefusalValues) => `Link ${v.link} leaves the ${v.owner} harbor; only ${v.owner} may build it.`,
  'link.harbor-inward': (v: RefusalValues) => `Link ${v.link} can only be built away from the harbor, not into it.`,
  'link.one-way': (v: RefusalValues) => `The ${v.from} – ${v.to} link has an arrow: it may only be built from ${v.from} to ${v.to}.`,
  'link.double': (v: RefusalValues) => `${cap(String(v.company))} already built the other link between ${v.from} and ${v.to}; one company cannot build both.`,
  'link.closed': (v: RefusalValues) => `Link ${v.link} cannot be built from ${v.from}.`,
  'purple.no-ships': () => 'Purple has no ships: its routes begin without buying one, so nothing is "started" with a ship.',
  'purple.origin-anywhere': (v: RefusalValues) => `Purple routes start from ${v.home} or an island purple already reaches; ${v.from} is neither.`,
  'purple.origin-ends': (v: RefusalValues) =>
    `New purple routes start only from ${v.home}; elsewhere purple extends a route from its end, and no purple route ends at ${v.from}.`,
  'start.needs-ship': (v: RefusalValues) => `Starting a new ${v.company} route needs a ${v.company} ship bought this round.`,
  'start.wrong-place': (v: RefusalValues) => `A new ${v.company} route starts from its harbor or an island ${v.company} already reaches; ${v.from} is neither.`,
  'extend.no-route-end': (v: RefusalValues) =>
    `No ${v.company} route ends at ${v.from} (its ships stand at ${(v.ships ?? []).map((s) => ('place' in s ? s.place : `link ${s.link}`)).join(', ') || 'nowhere'}). Extend a route from its ship.`,
  'link.unreached': (v: RefusalValues) => `No company can lay on ${v.from} – ${v.to} now: no route ends at ${v.from} or ${v.to}, and a route grows only from its end.`,
  'port-move.no-marker': (v: RefusalValues) => `${v.player} has no port marker on "${v.island}" to move.`,
  'port-move.full': (v: RefusalValues) => `${v.island} has no vacant port space.`,
  'port-card.not-held': (v: RefusalValues) => `${v.player} does not hold the Port card this round.`,
  'port-card.used': (v: RefusalValues) => `${v.player} has already used the Port card this round.`,
  'port-card.after-segment': (v: RefusalValues) =>
    `Under the "replaces-placement" variant the move replaces this phase’s segment, and ${v.player} has already laid one.`,
  'port-card.must-start': (v: RefusalValues) => `${v.player} must use this last placement to start the route of the ${v.company} ship they bought.`,
  'turn.must-lay': (v: RefusalValues) => `${v.player} must lay at least one segment: some segment can still be laid.`,
  'turn.must-start': (v: RefusalValues) => `${v.player} bought a ${v.company} ship and must start its route before the round’s placements end.`,
} satisfies Record<string, (v: RefusalValues) => string>;

export type RefusalCode = keyof typeof REFUSALS_EN;
export const REFUSAL_CODES = Object.keys(REFUSALS_EN) as RefusalCode[];

/** A refusal for `rule`: the English sentence of `code`, and the code and values for other languages. */
export function because(rule: RuleId, code: RefusalCode, values: RefusalValues = {}): Violation {
  return { rule, message: REFUSALS_EN[code](values), reason: { code, values } };
}
