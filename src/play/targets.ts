import { applyMove, linkRefusal, CARD_PRICE, CLIPPER_PRICE, type CardKind, type GameState, type Move, type Violation } from '../engine';
import { COMPANY_IDS, type CompanyId, type ShipCompanyId } from '../map/schema';
import { describeMove, linkTarget, placeName } from '../game/describe';
import type { Say } from '../i18n/format';
import { english } from '../i18n/english';

/**
 * What the player to act can do, sorted the way the page shows it: route spaces
 * on the board by link and company, vacant port spaces, and beside the board the
 * option cards, the ships for sale and the turn buttons. Built from `legalMoves`
 * only: the page never decides legality for itself.
 */

export type SegmentMove = Extract<Move, { type: 'segment.place' }>;
export type PortMove = Extract<Move, { type: 'port.move' }>;

export interface Targets {
  /** Link id → the segment moves that may be laid on it (one per company and direction). */
  links: Map<string, SegmentMove[]>;
  /** Island id → placing a marker there (phase 1). */
  ports: Map<string, Extract<Move, { type: 'port.place' }>>;
  /** Port card: island a marker can leave → its moves. */
  portMoves: Map<string, PortMove[]>;
  cards: { kind: CardKind; price: number; move: Move }[];
  ships: { company: ShipCompanyId; price: number; move: Move }[];
  /** Pass, buy no ship, end the turn. */
  turn: Move[];
}

export function targetsOf(moves: readonly Move[]): Targets {
  const t: Targets = { links: new Map(), ports: new Map(), portMoves: new Map(), cards: [], ships: [], turn: [] };
  for (const move of moves) {
    switch (move.type) {
      case 'segment.place': {
        const list = t.links.get(move.link);
        if (list) list.push(move);
        else t.links.set(move.link, [move]);
        break;
      }
      case 'port.place':
        t.ports.set(move.island, move);
        break;
      case 'port.move': {
        const list = t.portMoves.get(move.from);
        if (list) list.push(move);
        else t.portMoves.set(move.from, [move]);
        break;
      }
      case 'card.take':
        t.cards.push({ kind: move.card, price: CARD_PRICE[move.card], move });
        break;
      case 'clipper.buy':
        t.ships.push({ company: move.company, price: CLIPPER_PRICE, move });
        break;
      default:
        t.turn.push(move);
    }
  }
  return t;
}

/** Companies that may lay on a link now, in the board's company order. */
export const companiesOn = (t: Targets, link: string): CompanyId[] => [...new Set((t.links.get(link) ?? []).map((m) => m.company))];

export interface MoveGroup {
  id: string;
  label: string;
  /** The company a group of route moves is for: the list shows its colour beside the heading. */
  company?: CompanyId;
  /** That colour in words, for those who cannot see the swatch (« red », « rouge »). */
  colour?: string;
  moves: { move: Move; label: string }[];
}

/**
 * The legal moves as a grouped list, as the board groups them: the keyboard and
 * screen-reader way to play, always shown beside the board.
 */
export function moveGroups(state: GameState, moves: readonly Move[], say: Say = english): MoveGroup[] {
  const map = state.map;
  const t = targetsOf(moves);
  const groups: MoveGroup[] = [];
  const add = (id: string, label: string, list: Move[], company?: CompanyId) => {
    if (list.length === 0) return;
    const group: MoveGroup = { id, label, moves: list.map((move) => ({ move, label: listLabel(state, move, say) })) };
    if (company) Object.assign(group, { company, colour: say(`company.${company}`) });
    groups.push(group);
  };
  add('ports', say('play.group.ports'), [...t.ports.values()]);
  add('cards', say('play.group.cards'), t.cards.map((c) => c.move));
  add('ships', say('play.group.ships'), t.ships.map((s) => s.move));
  const segments = [...t.links.values()].flat();
  for (const company of COMPANY_IDS) {
    add(`routes-${company}`, say('play.group.routes', { company: say(`company.${company}`) }), segments.filter((m) => m.company === company), company);
  }
  add('port-card', say('play.group.portCard'), [...t.portMoves.values()].flat());
  add('turn', say('play.group.turn'), t.turn);
  return groups;
}

/**
 * A move as the grouped list says it: under a company's heading a segment needs
 * only where it goes ("from its harbor towards Hawaii"); other moves as `describeMove`.
 */
export function listLabel(state: GameState, move: Move, say: Say = english): string {
  if (move.type !== 'segment.place') return describeMove(state.map, move, say);
  const harbor = state.map.harbors.some((h) => h.id === move.from);
  const from = harbor ? say('play.list.harbor') : placeName(state.map, move.from, say);
  const to = placeName(state.map, linkTarget(state.map, move.link, move.from), say);
  return say(move.start ? 'play.list.start' : 'play.list.segment', { from, to });
}

/** A readable label for a link: "Tahiti – Tubuai". */
export function linkName(state: GameState, link: string, say: Say = english): string {
  const l = state.map.links.find((x) => x.id === link);
  return l ? `${placeName(state.map, l.from, say)} – ${placeName(state.map, l.to, say)}` : link;
}

/** Whether the move is the player's "done" (pass, buy no ship, end turn): bots and the hint say it plainly. */
export const isTurnMove = (m: Move): boolean => m.type === 'pass' || m.type === 'clipper.skip' || m.type === 'turn.end';

/**
 * Why nobody can lay on `link` now, in the engine's words (`linkRefusal`): about the company
 * the player most plausibly meant, or about none when no company's route comes near it.
 */
export function whyNot(state: GameState, link: string, prefer: CompanyId | null = null): Violation {
  return linkRefusal(state, link, prefer) ?? { rule: 'turn.must-lay', message: 'A segment can be laid here: choose its company.' };
}

/**
 * Why the player to act may not take a card of `kind` now, as the engine refuses
 * it; null when they may, and outside the phase-1 action (a card is taken then or
 * not at all, so nothing needs explaining). The page words the rule; it never
 * works the reason out from prices itself.
 */
export function cardWhyNot(state: GameState, kind: CardKind): Violation | null {
  if (state.ended !== null || state.step !== 'action') return null;
  const verdict = applyMove(state, { type: 'card.take', card: kind });
  return verdict.ok ? null : verdict.violation;
}
