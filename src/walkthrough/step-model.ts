import { CARD_KIND, cardLabel, currentSeat, END_RULE, ruleHref, type CardKind, type GameEvent, type GameState, type PlayerState, type RuleId } from '../engine';
import type { Highlight } from '../board/overlay';
import { NATION_STYLE } from '../board/colors';
import { nodeName } from '../map/board';
import type { BoardMap, CompanyId, Nation, ReadonlyBoardMap } from '../map/schema';
import { t, type Language, type Translate } from '../i18n';
import { ruleText } from '../i18n/rules';
import type { Replay, StepFailure } from './replay';
import type { Walkthrough } from './schema';
import { attributeEvents } from './step-timing';

/**
 * From a replayed walkthrough to what the walkthrough page shows for each step:
 * the players panel, the list of what changed, the rules illustrated, what broke,
 * and which pieces to highlight. Pure, so the page component only renders.
 */

export interface PlayerRow {
  seat: number;
  name: string;
  nation: Nation;
  nationLabel: string;
  initial: string;
  color: string;
  textColor: string;
  money: number;
  /** Money gained or lost in this step (0 when unchanged). */
  moneyDelta: number;
  reserve: number;
  reserveDelta: number;
  /** The option card held this round, e.g. "5X", "Port", or null. */
  card: string | null;
  /** A bought ship waiting to start its route. */
  clipper: CompanyId | null;
  firstPlayer: boolean;
  /** The player who acts in this step. */
  acting: boolean;
  /** Whose turn it is after the step. */
  next: boolean;
}

export type ChangeKind =
  | 'segment'
  | 'bonus'
  | 'no-bonus'
  | 'marker'
  | 'marker-move'
  | 'card'
  | 'pass'
  | 'clipper'
  | 'route'
  | 'purple'
  | 'skip'
  | 'phase'
  | 'round'
  | 'end';

export interface Change {
  kind: ChangeKind;
  text: string;
  company?: CompanyId;
  /** The rule the change illustrates, when one does. */
  rule?: RuleId;
}

export interface RuleLink {
  id: RuleId;
  href: string;
  summary: string;
}

export interface StepView {
  /** 1-based, as in `#step-3`. */
  number: number;
  id: string;
  title: string;
  actor: string | null;
  narration: string;
  rules: RuleLink[];
  /** "Round 1 · phase 2", after the step. */
  when: string;
  players: PlayerRow[];
  changes: Change[];
  highlight: Highlight;
  failures: StepFailure[];
  ok: boolean;
  /** State after the step (for the board). */
  state: GameState;
}

/** `base` is the base of the language's pages (`/fr/` for French), so rule links stay in the language. */
export function stepViews(w: Walkthrough, replay: Replay, base = '/', lang: Language = 'en'): StepView[] {
  const say = t(lang);
  if (!replay.initial) return [];
  const map = replay.initial.map;
  const timing = attributeEvents(replay.steps.map((o) => ({ moves: o.step.moves.length, events: o.events })));
  let before = replay.initial;
  return replay.steps.map((outcome, i) => {
    const { state, step } = outcome;
    // What the step shows in "what changed" may be handed on to the move-less steps after it; the panel shows
    // the position the moves left, as the charts (the game chart's actor) and the engine hold it.
    const { shown } = timing[i];
    const next = state.ended ? null : currentSeat(state);
    const players = state.players.map((p, seat) =>
      playerRow(p, before.players[seat], seat, {
        firstPlayer: state.firstPlayer === seat,
        acting: step.actor === p.name,
        next: seat === next,
      }, say),
    );
    const view: StepView = {
      number: outcome.number,
      id: step.id,
      // The words come from `w`, which may be a translation of the walkthrough that was replayed.
      title: w.steps[outcome.number - 1]?.title ?? step.title,
      actor: step.actor ?? null,
      narration: w.steps[outcome.number - 1]?.narration ?? step.narration,
      rules: step.rules.map((id) => ({ id, href: ruleHref(id, base), summary: ruleText(id, lang) })),
      when: state.ended ? say('step.gameOver') : say('step.when', { round: state.round, phase: state.phase }),
      players,
      changes: describeEvents(map, state, shown, lang),
      highlight: highlightOf(shown),
      failures: outcome.failures,
      ok: outcome.failures.length === 0,
      state,
    };
    before = state;
    return view;
  });
}

function playerRow(
  p: PlayerState,
  was: PlayerState | undefined,
  seat: number,
  flags: Pick<PlayerRow, 'firstPlayer' | 'acting' | 'next'>,
  say: Translate = t('en'),
): PlayerRow {
  const style = NATION_STYLE[p.nation];
  return {
    seat,
    name: p.name,
    nation: p.nation,
    nationLabel: say(`nation.${p.nation}`),
    initial: style.initial,
    color: style.color,
    textColor: style.text,
    money: p.money,
    moneyDelta: was ? p.money - was.money : 0,
    reserve: p.reserve,
    reserveDelta: was ? p.reserve - was.reserve : 0,
    card: p.card === null ? null : cardName(CARD_KIND[p.card], say),
    clipper: p.clipper,
    ...flags,
  };
}

/** The engine names the cards in English; only the Port card's name is a word to translate (2X, 3X, 5X read alike). */
const cardName = (kind: CardKind, say: Translate): string => (kind === 'port' ? say('card.port') : cardLabel(kind));

/** Plain-English lines for a step's events, skipping bookkeeping (turn ends, ship moves shown on the board). */
export function describeEvents(map: ReadonlyBoardMap, state: GameState, events: readonly GameEvent[], lang: Language = 'en'): Change[] {
  const say = t(lang);
  const who = (seat: number) => state.players[seat]?.name ?? say('step.seat', { n: seat + 1 });
  const place = (id: string) => placeName(map, id, say);
  const co = (company: CompanyId) => say(`company.${company}`);
  const out: Change[] = [];
  let lastSegment: { seat: number; company: CompanyId; link: string; count: number; change: Change } | null = null;
  for (const e of events) {
    switch (e.type) {
      case 'segment.placed': {
        const link = map.links.find((l) => l.id === e.link);
        const to = link ? (link.from === e.from ? link.to : link.from) : '';
        // Several segments in a row on one link read as one line: "laid 3 white segments ...".
        const prev: typeof lastSegment = lastSegment;
        const count: number = prev && prev.seat === e.seat && prev.company === e.company && prev.link === e.link && out[out.length - 1] === prev.change ? prev.count + 1 : 1;
        const what = count === 1 ? say('step.segment.one', { company: co(e.company) }) : say('step.segment.many', { count, company: co(e.company) });
        const progress = e.laid >= e.of ? (e.of === 2 ? say('step.segment.both') : e.of > 2 ? say('step.segment.all', { of: e.of }) : '') : say('step.segment.part', { laid: e.laid, of: e.of });
        const change: Change = { kind: 'segment', company: e.company, text: say('step.segment', { who: who(e.seat), what, from: place(e.from), to: place(to), progress }) };
        if (count > 1) out[out.length - 1] = change;
        else out.push(change);
        lastSegment = { seat: e.seat, company: e.company, link: e.link, count, change };
        break;
      }
      case 'bonus.paid': {
        if (e.amount > 0) {
          const doubled = e.multiplier === 2 ? say('step.bonus.doubled') : '';
          const vars = { who: who(e.seat), amount: e.amount, doubled, company: co(e.company), island: place(e.island) };
          out.push({ kind: 'bonus', company: e.company, rule: e.rule, text: say(e.rule === 'bonus.first' ? 'step.bonus.first' : 'step.bonus.new', vars) });
        } else {
          out.push({ kind: 'no-bonus', company: e.company, rule: 'card.3x', text: say('step.bonus.none', { who: who(e.seat), island: place(e.island) }) });
        }
        break;
      }
      case 'port.placed':
        out.push({ kind: 'marker', rule: 'action.one', text: say('step.marker', { who: who(e.seat), island: place(e.island) }) });
        break;
      case 'port.moved':
        out.push({ kind: 'marker-move', rule: 'card.port', text: say('step.marker.move', { who: who(e.seat), from: place(e.from), to: place(e.to) }) });
        break;
      case 'card.taken': {
        const vars = { who: who(e.seat), card: cardName(CARD_KIND[e.card], say), price: e.price };
        out.push({ kind: 'card', rule: 'card.price', text: say(e.price > 0 ? 'step.card' : 'step.card.free', vars) });
        break;
      }
      case 'passed':
        out.push({ kind: 'pass', rule: 'action.one', text: say('step.pass', { who: who(e.seat) }) });
        break;
      case 'clipper.bought':
        out.push({ kind: 'clipper', company: e.company, rule: 'clipper.buy', text: say('step.clipper.bought', { who: who(e.seat), company: co(e.company) }) });
        break;
      case 'clipper.returned':
        out.push({ kind: 'clipper', company: e.company, rule: 'clipper.unstarted', text: say('step.clipper.returned', { who: who(e.seat), company: co(e.company) }) });
        break;
      case 'route.started':
        out.push({ kind: 'route', company: e.company, rule: 'route.alternate', text: say('step.route.started', { who: who(e.seat), company: co(e.company), from: place(e.from) }) });
        break;
      case 'purple.activated':
        out.push({ kind: 'purple', company: 'purple', rule: 'purple.activation', text: say('step.purple') });
        break;
      case 'turn.skipped':
        out.push({ kind: 'skip', rule: e.rule, text: say('step.skip', { who: who(e.seat), phase: e.phase }) });
        break;
      case 'phase.started':
        out.push({ kind: 'phase', text: e.phase === 1 ? say('step.round', { round: e.round }) : say('step.phase', { phase: e.phase }) });
        break;
      case 'cards.returned':
        out.push({ kind: 'round', rule: 'round.end', text: say('step.cards') });
        break;
      case 'first-player.passed':
        out.push({ kind: 'round', rule: 'round.end', text: say('step.firstPlayer', { who: who(e.to), round: state.round }) });
        break;
      case 'game.ended':
        out.push({ kind: 'end', rule: END_RULE[e.reason], text: say(e.reason === 'dead-board' ? 'step.end.dead' : 'step.end') });
        break;
      default:
        break; // card.used, ship.moved, island.connected, turn.ended: shown by the board or by another line
    }
  }
  return out;
}

/** Pieces a step touched: links laid on, islands reached or marked, ships moved. */
export function highlightOf(events: readonly GameEvent[]): Highlight {
  const links = new Set<string>();
  const islands = new Set<string>();
  const ships = new Set<CompanyId>();
  for (const e of events) {
    if (e.type === 'segment.placed') links.add(e.link);
    else if (e.type === 'island.connected' || e.type === 'port.placed') islands.add(e.island);
    else if (e.type === 'port.moved') {
      islands.add(e.from);
      islands.add(e.to);
    } else if (e.type === 'ship.moved' || e.type === 'route.started') ships.add(e.company);
  }
  return { links: [...links], islands: [...islands], ships: [...ships] };
}

/** A node's name in a language: islands by their own name, harbors described (map/board.ts names them in English). */
export function placeName(map: ReadonlyBoardMap, id: string, say: Translate = t('en')): string {
  const harbor = map.harbors.find((h) => h.id === id);
  if (harbor) return say('step.harbor', { company: say(`company.${harbor.company}`) });
  return nodeName(map, id);
}

// Step numbers in the URL live in step-hash.ts (the player imports them without the rest of this module).
export { formatStepHash, parseStepHash, clampStep } from './step-hash';

/** 1-based number of the step with an id, or null. */
export function stepNumberById(w: Pick<Walkthrough, 'steps'>, id: string): number | null {
  const i = w.steps.findIndex((s) => s.id === id);
  return i < 0 ? null : i + 1;
}

/**
 * A range of steps by id, `first..last` (or one id), as 1-based numbers, in order.
 * Used by the embeds on the rules pages; an unknown id is an error the build reports.
 */
export function parseStepRange(w: Pick<Walkthrough, 'steps'>, range: string): { from: number; to: number } | { error: string } {
  const [a, b = a] = range.split('..').map((s) => s.trim());
  const from = stepNumberById(w, a);
  const to = stepNumberById(w, b);
  if (from === null) return { error: `no step "${a}" in the walkthrough` };
  if (to === null) return { error: `no step "${b}" in the walkthrough` };
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The changes and highlights of several consecutive steps together. */
export function mergeViews(views: readonly StepView[]): { changes: Change[]; highlight: Highlight; failures: StepFailure[] } {
  const links = new Set<string>();
  const islands = new Set<string>();
  const ships = new Set<CompanyId>();
  for (const v of views) {
    v.highlight.links?.forEach((x) => links.add(x));
    v.highlight.islands?.forEach((x) => islands.add(x));
    v.highlight.ships?.forEach((x) => ships.add(x));
  }
  return {
    changes: views.flatMap((v) => v.changes),
    highlight: { links: [...links], islands: [...islands], ships: [...ships] },
    failures: views.flatMap((v) => v.failures),
  };
}
