import { CARD_KIND, CARD_KINDS, CLIPPER_PRICE, cardLabel as engineCardLabel, type CardKind, type GameEvent, type GameState, type Move, type RuleId } from '../engine';
import type { Say } from '../i18n/format';
import { english } from '../i18n/english';
import { boardIndex, nodeName, purpleHomeOf } from '../map/board';
import type { CompanyId, ReadonlyBoardMap } from '../map/schema';

/**
 * The game in words: moves as a player would say them, events as a table would
 * announce them, and the rule ids a stretch of play illustrates. Shared by the
 * play page (move list, announcements), recording (titles, narration) and the CLI.
 */

/** `nodeName` in the language of `say`: an island's name, a harbor as « le port d’attache rouge », else the id. */
export function placeName(map: ReadonlyBoardMap, id: string, say: Say = english): string {
  const harbor = map.harbors.find((h) => h.id === id);
  if (harbor && !map.islands.some((i) => i.id === id)) return say('game.harbor', { company: say(`company.${harbor.company}`) });
  return nodeName(map, id);
}

/** A card's name: the multipliers are the same in every language, the Port card is not. */
export const cardName = (kind: CardKind, say: Say = english): string => (kind === 'port' ? say('game.card.port') : engineCardLabel(kind));

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

/** "Lay black from Gambier towards Pitcairn Island", imperative, for buttons and lists; in the language of `say`. */
export function describeMove(map: ReadonlyBoardMap, move: Move, say: Say = english): string {
  const place = (id: string) => placeName(map, id, say);
  switch (move.type) {
    case 'port.place':
      return say('game.move.port', { island: place(move.island) });
    case 'card.take':
      return say('game.move.card', { card: cardName(move.card, say) });
    case 'pass':
      return say('game.move.pass');
    case 'clipper.buy':
      // Moves name a company by its colour, as the board shows it (and the hint repeats these words).
      return say('game.move.buy', { company: say(`company.${move.company}`), price: CLIPPER_PRICE });
    case 'clipper.skip':
      return say('game.move.skip');
    case 'segment.place':
      return say(move.start ? 'game.move.start' : 'game.move.lay', { company: say(`company.${move.company}`), from: place(move.from), to: place(linkTarget(map, move.link, move.from)) });
    case 'port.move':
      return say('game.move.portMove', { from: place(move.from), to: place(move.to) });
    case 'turn.end':
      return say('game.move.end');
    default:
      return JSON.stringify(move);
  }
}

/** One sentence per event worth telling, in the language of `say`; events that only move play on give null. */
export function describeEvent(state: GameState, event: GameEvent, say: Say = english): string | null {
  const map = state.map;
  const who = (seat: number) => state.players[seat]?.name ?? say('game.seat', { n: seat + 1 });
  const place = (id: string) => placeName(map, id, say);
  const co = (company: CompanyId) => companyName(map, company);
  switch (event.type) {
    case 'port.placed':
      return say('game.event.port', { who: who(event.seat), island: place(event.island) });
    case 'port.moved':
      return say('game.event.portMove', { who: who(event.seat), from: place(event.from), to: place(event.to) });
    case 'card.taken': {
      const card = cardName(CARD_KIND[event.card], say);
      return event.price > 0 ? say('game.event.card', { who: who(event.seat), card, price: event.price }) : say('game.event.card.free', { who: who(event.seat), card });
    }
    case 'passed':
      return say('game.event.pass', { who: who(event.seat) });
    case 'clipper.bought':
      return say('game.event.buy', { who: who(event.seat), company: co(event.company), price: CLIPPER_PRICE });
    case 'clipper.returned':
      return say('game.event.returned', { who: who(event.seat), company: co(event.company) });
    case 'segment.placed':
      return say('game.event.lay', { who: who(event.seat), company: co(event.company), from: place(event.from), to: place(linkTarget(map, event.link, event.from)), laid: event.laid, of: event.of });
    case 'route.started':
      return say('game.event.route', { who: who(event.seat), company: co(event.company), from: place(event.from) });
    case 'island.connected':
      return event.companiesThere > 1
        ? say('game.event.reach.many', { company: co(event.company), island: place(event.island), count: event.companiesThere })
        : say('game.event.reach', { company: co(event.company), island: place(event.island) });
    case 'bonus.paid': {
      if (event.amount <= 0) return say('game.event.bonus.none', { who: who(event.seat), island: place(event.island) });
      const first = event.rule === 'bonus.first';
      const doubled = event.multiplier === 2;
      const key = first ? (doubled ? 'game.event.bonus.first.doubled' : 'game.event.bonus.first') : doubled ? 'game.event.bonus.new.doubled' : 'game.event.bonus.new';
      return say(key, { who: who(event.seat), amount: event.amount, island: place(event.island) });
    }
    case 'purple.activated':
      return say('game.event.purple', { island: place(purpleHomeOf(boardIndex(map)) ?? '') });
    case 'turn.skipped':
      return say('game.event.skip', { who: who(event.seat), phase: event.phase });
    case 'phase.started':
      return say('game.event.phase', { round: event.round, phase: event.phase });
    case 'cards.returned':
      return say('game.event.cards', { round: event.round });
    case 'first-player.passed':
      return say('game.event.first', { who: who(event.to) });
    case 'game.ended':
      // A dead board is nobody's doing: naming the seat the engine records would blame whoever just laid.
      return event.reason === 'all-laid' ? say('game.event.end.allLaid') : event.reason === 'dead-board' ? say('game.event.end.dead') : say('game.event.end.stuck', { who: who(event.seat) });
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
