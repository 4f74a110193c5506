import { CARD_KIND, CARD_KINDS, cardLabel, type GameEvent, type GameState, type Move, type RuleId } from '../engine';
import { boardIndex, nodeName, purpleHomeOf } from '../map/board';
import type { CompanyId, ReadonlyBoardMap } from '../map/schema';

/**
 * The game in words: moves as a player would say them, events as a table would
 * announce them, and the rule ids a stretch of play illustrates. Shared by the
 * play page (move list, announcements), recording (titles, narration) and the CLI.
 */

export function companyName(map: ReadonlyBoardMap, company: CompanyId): string {
  return map.companies.find((c) => c.id === company)?.name ?? company;
}

/** "a" or "an" before a name, by its first letter (names of companies are the publisher's: "an American Shipping Line ship"). */
export const article = (name: string): string => (/^[aeiou]/i.test(name) ? 'an' : 'a');

/** The company's name with its article: "an American Shipping Line", "a Pacifica". */
export const aCompany = (map: ReadonlyBoardMap, company: CompanyId): string => {
  const name = companyName(map, company);
  return `${article(name)} ${name}`;
};

/** The other end of a link from `from`. */
export function linkTarget(map: ReadonlyBoardMap, link: string, from: string): string {
  const l = map.links.find((x) => x.id === link);
  if (!l) return link;
  return l.from === from ? l.to : l.from;
}

/** "lay black from Gambier towards Pitcairn Island", imperative, for buttons and lists. */
export function describeMove(map: ReadonlyBoardMap, move: Move): string {
  switch (move.type) {
    case 'port.place':
      return `Place a port marker on ${nodeName(map, move.island)}`;
    case 'card.take':
      return `Take the ${cardLabel(move.card)} card`;
    case 'pass':
      return 'Pass';
    case 'clipper.buy':
      return `Buy ${aCompany(map, move.company)} ship ($3)`;
    case 'clipper.skip':
      return 'Buy no ship';
    case 'segment.place':
      return `${move.start ? 'Start a new route: lay' : 'Lay'} ${companyName(map, move.company)} from ${nodeName(map, move.from)} towards ${nodeName(map, linkTarget(map, move.link, move.from))}`;
    case 'port.move':
      return `Move a marker from ${nodeName(map, move.from)} to ${nodeName(map, move.to)} (Port card)`;
    case 'turn.end':
      return 'End the turn';
    default:
      return JSON.stringify(move);
  }
}

/** One sentence per event worth telling; events that only move play on give null. */
export function describeEvent(state: GameState, event: GameEvent): string | null {
  const map = state.map;
  const who = (seat: number) => state.players[seat]?.name ?? `Seat ${seat + 1}`;
  switch (event.type) {
    case 'port.placed':
      return `${who(event.seat)} places a port marker on ${nodeName(map, event.island)}.`;
    case 'port.moved':
      return `${who(event.seat)} moves a port marker from ${nodeName(map, event.from)} to ${nodeName(map, event.to)}.`;
    case 'card.taken':
      return `${who(event.seat)} takes the ${cardLabel(CARD_KIND[event.card])} card${event.price > 0 ? ` for $${event.price}` : ' (free)'}.`;
    case 'passed':
      return `${who(event.seat)} passes.`;
    case 'clipper.bought':
      return `${who(event.seat)} buys ${aCompany(map, event.company)} ship for $3; its route must start this round.`;
    case 'clipper.returned':
      return `${who(event.seat)}'s ${companyName(map, event.company)} ship could not start a route and goes back beside the board.`;
    case 'segment.placed':
      return `${who(event.seat)} lays ${companyName(map, event.company)} from ${nodeName(map, event.from)} towards ${nodeName(map, linkTarget(map, event.link, event.from))} (${event.laid}/${event.of}).`;
    case 'route.started':
      return `${who(event.seat)} starts a new ${companyName(map, event.company)} route from ${nodeName(map, event.from)}.`;
    case 'island.connected':
      return `${companyName(map, event.company)} reaches ${nodeName(map, event.island)}${event.companiesThere > 1 ? ` (${event.companiesThere} companies there now)` : ''}.`;
    case 'bonus.paid':
      return event.amount > 0
        ? `Bonus: ${who(event.seat)} earns $${event.amount} for ${event.rule === 'bonus.first' ? 'the first route into' : 'a new company at'} ${nodeName(map, event.island)}${event.multiplier === 2 ? ' (doubled by the 2X card)' : ''}.`
        : `No bonus for ${who(event.seat)} at ${nodeName(map, event.island)}: the 3X card earns none.`;
    case 'purple.activated':
      return `Purple is active: two companies now reach ${nodeName(map, purpleHomeOf(boardIndex(map)) ?? '')}.`;
    case 'turn.skipped':
      return `${who(event.seat)} lays nothing in phase ${event.phase} (the 5X card was used in the other phase).`;
    case 'phase.started':
      return `Round ${event.round}, phase ${event.phase} begins.`;
    case 'cards.returned':
      return `Round ${event.round} is over: the option cards go back on the table.`;
    case 'first-player.passed':
      return `${who(event.to)} takes the first-player card.`;
    case 'game.ended':
      return event.reason === 'all-laid' ? 'The game is over: every segment has been laid.' : `The game is over: ${who(event.seat)} cannot lay any segment.`;
    default:
      return null;
  }
}

/** Rule ids a stretch of play illustrates, in the order they first apply. */
export function rulesOf(state: GameState, events: readonly GameEvent[]): RuleId[] {
  const out: RuleId[] = [];
  const add = (...ids: RuleId[]) => {
    for (const id of ids) if (!out.includes(id)) out.push(id);
  };
  const harbors = new Set(state.map.harbors.map((h) => h.id));
  for (const e of events) {
    switch (e.type) {
      case 'port.placed':
        add('action.one', 'port.vacant');
        break;
      case 'card.taken': {
        add('card.price', CARD_KINDS[CARD_KIND[e.card]].rule);
        break;
      }
      case 'passed':
        add('action.one');
        break;
      case 'clipper.bought':
        add('clipper.buy', 'clipper.must-start');
        break;
      case 'clipper.returned':
        add('clipper.unstarted');
        break;
      case 'segment.placed':
        add(harbors.has(e.from) && e.laid === 1 ? 'route.from-harbor' : 'route.extend');
        if (e.company === 'purple') add('purple.routes');
        break;
      case 'route.started':
        add(harbors.has(e.from) ? 'route.from-harbor' : 'route.alternate', 'clipper.must-start');
        break;
      case 'bonus.paid':
        add(e.rule);
        if (e.multiplier === 2) add('card.2x');
        if (e.multiplier === 0) add('card.3x');
        break;
      case 'island.connected':
        break;
      case 'purple.activated':
        add('purple.activation');
        break;
      case 'port.moved':
        add('card.port');
        break;
      case 'turn.skipped':
        add(e.rule);
        break;
      case 'cards.returned':
      case 'first-player.passed':
        add('round.end');
        break;
      case 'game.ended':
        add(e.reason === 'all-laid' ? 'end.all-laid' : 'end.no-placement');
        break;
      default:
        break;
    }
  }
  return out;
}
