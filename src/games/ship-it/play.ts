import { format, type Language, type MoveChoice, type MoveDescription, type PlayHooks, type Refusal } from '../module';
import { cellsOf, geometry, isCell, parseCell, pipsOf } from './grid';
import { board, officialReach } from './movement';
import { coinValue } from './shipment';
import type { ShipItEvent, ShipItMove, ShipItState, Suit } from './schema';
import { WORDS_EN } from './words-en';
import { WORDS_FR } from './words-fr';
import { PLAY_WORDS } from './play-words';

/**
 * How the toolkit's play page offers Ship It!'s moves and tells its events (`GameModule.play`).
 * A face-down load is named by its colour and place only, never by its number.
 */

const SEATS = { en: WORDS_EN.seats, fr: WORDS_FR.seats } as const;
const colourOf = (suit: string, lang: Language): string => SEATS[lang][suit]?.one ?? suit;
const linkOf = (domino: string): string => domino.replace('-', '|');

/** A space in words: a tile by colour and number, a half of a link by its pips, bare table by column and row. */
export function spaceWords(s: ShipItState, space: string, lang: Language): string {
  const w = PLAY_WORDS[lang];
  if (!isCell(space)) {
    const [suit, value] = space.split('.');
    return format(w.tile, { colour: colourOf(suit, lang), value });
  }
  const half = geometry(s.tiles, s.dominoes, s.variants.tickAccess).halfAt.get(space);
  if (half) return format(w.half, { pips: half.pips, link: linkOf(half.domino) });
  const [x, y] = parseCell(space);
  return format(w.cell, { x, y });
}

const points = (n: number, lang: Language): string => format(n === 1 ? PLAY_WORDS[lang].points.one : PLAY_WORDS[lang].points.many, { n });

/** The colour that decides now: the trigger choosing its chit, else the colour at turn. */
const actor = (s: ShipItState): Suit => (s.cascade && s.cascade.chitFrom.length > 1 ? s.cascade.trigger : s.turn.colour);

// The official's costs are one search per position, asked once per listed move: kept per state.
const reachCache = new WeakMap<ShipItState, Map<string, number>>();
function officialCost(s: ShipItState, to: string): number {
  let reach = reachCache.get(s);
  if (!reach) reachCache.set(s, (reach = officialReach(s, board(s), s.turn.colour, s.turn.ap)));
  return reach.get(to) ?? 0;
}

function placementWords(m: Extract<ShipItMove, { type: 'build' }>, lang: Language): { where: MoveChoice; ends: MoveChoice; cells: string[] } {
  const w = PLAY_WORDS[lang];
  const [[x1, y1], [x2, y2]] = cellsOf(m);
  const [lo, hi] = pipsOf(m.domino);
  const cells = [`${x1},${y1}`, `${x2},${y2}`];
  const where =
    y1 === y2
      ? format(w.across, { x1: Math.min(x1, x2), x2: Math.max(x1, x2), y: y1 })
      : format(w.down, { x: x1, y1: Math.min(y1, y2), y2: Math.max(y1, y2) });
  return { where: { key: cells.slice().sort().join(' '), label: where }, ends: { key: `${m.x},${m.y}${m.dir}`, label: format(w.ends[m.dir], { lo, hi }) }, cells };
}

export function describe(s: ShipItState, m: ShipItMove, lang: Language): MoveDescription {
  const w = PLAY_WORDS[lang];
  const group = { key: m.type, label: w.groups[m.type] };
  const colour = colourOf(actor(s), lang);
  const say = (values: Record<string, string | number>) => format(w.moves[m.type], { colour, ...values });
  switch (m.type) {
    case 'buy':
      return { group, steps: [], label: say({}), cost: points(1, lang) };
    case 'draw':
      return { group, steps: [], label: say({ link: linkOf(m.domino) }) };
    case 'remove': {
      const d = s.dominoes.find((x) => x.id === m.domino);
      const cells = d?.at ? cellsOf(d.at).map(([x, y]) => `${x},${y}`) : [];
      return { group, steps: [{ key: m.domino, label: format(w.link, { link: linkOf(m.domino) }) }], label: say({ link: linkOf(m.domino) }), cost: points(1, lang), targets: cells };
    }
    case 'build': {
      const { where, ends, cells } = placementWords(m, lang);
      return {
        group,
        steps: [{ key: m.domino, label: format(w.link, { link: linkOf(m.domino) }) }, where, ends],
        label: say({ link: linkOf(m.domino), where: where.label, ends: ends.label }),
        targets: cells,
      };
    }
    case 'official': {
      const space = spaceWords(s, m.to, lang);
      return { group, steps: [{ key: m.to, label: format(w.to, { space }) }], label: say({ space }), cost: points(officialCost(s, m.to), lang), targets: [s.officials[s.turn.colour], m.to] };
    }
    case 'pipStop':
      return { group, steps: [{ key: String(m.value), label: format(w.pipStop, { value: m.value }) }], label: say({ value: m.value }), cost: m.value > 0 ? points(m.value, lang) : undefined };
    case 'freight': {
      const c = s.coins.find((x) => x.id === m.coin);
      const from = c ? c.where : '';
      const load = format(w.load, { colour: colourOf(c?.suit ?? '', lang), space: spaceWords(s, from, lang) });
      const space = spaceWords(s, m.to, lang);
      return { group, steps: [{ key: m.coin, label: load }, { key: m.to, label: format(w.to, { space }) }], label: say({ load, space }), cost: points(1, lang), targets: [from, m.to] };
    }
    case 'chit': {
      const c = s.coins.find((x) => x.id === m.coin);
      const coin = format(w.tile, { colour: colourOf(c?.suit ?? '', lang), value: c?.value ?? '?' });
      return { group, steps: [{ key: m.coin, label: format(w.chit, { colour: colourOf(c?.suit ?? '', lang), value: c?.value ?? '?' }) }], label: say({ coin }) };
    }
    case 'scatter':
      return { group, steps: [], label: say({}) };
    case 'end':
      return { group: s.turn.ap > 0 ? { key: 'end', label: format(w.endLosing, { n: s.turn.ap }) } : group, steps: [], label: say({}) };
  }
}

export function narrate(before: ShipItState, e: ShipItEvent, lang: Language): string {
  const w = PLAY_WORDS[lang];
  const t = w.events[e.type];
  const tile = (id: string) => spaceWords(before, id, lang);
  const coin = (id: string) => before.coins.find((c) => c.id === id);
  switch (e.type) {
    case 'drew':
      return format(t, { colour: colourOf(e.colour, lang), link: linkOf(e.domino) });
    case 'warehoused': {
      const c = coin(e.coin);
      return format(t, { colour: colourOf(c?.suit ?? '', lang), tile: tile(e.tile), value: c ? coinValue(c) : '?' });
    }
    case 'doubled':
      return format(e.coins.length === 1 ? w.doubledOne : t, { colour: colourOf(e.colour, lang), tile: tile(e.tile), count: e.coins.length });
    case 'shipped': {
      const suit = e.tile.slice(0, e.tile.indexOf('.'));
      const bonus = suit === e.trigger || (suit === before.unowned && before.variants.unownedBonus === 'trigger') ? 8 : 0;
      const profits = (Object.entries(e.profits) as [Suit, number][]).map(([colour, p]) => {
        const base = format(w.profit, { colour: colourOf(colour, lang), points: p });
        if (colour !== e.trigger) return base;
        const notes = [...(p - bonus > 0 ? [w.triggerDouble] : []), ...(bonus ? [w.ownBonus] : [])];
        return notes.length ? `${base} (${notes.join(', ')})` : base;
      });
      return format(t, { tile: tile(e.tile), sum: e.sum, trigger: colourOf(e.trigger, lang), profits: profits.length ? profits.join(', ') : w.nobody });
    }
    case 'hubMoved':
      return e.to === null ? format(w.hubOut, { colour: colourOf(e.suit, lang) }) : format(t, { colour: colourOf(e.suit, lang), tile: tile(`${e.suit}.${e.to}`) });
    case 'chit': {
      const c = coin(e.coin);
      return format(t, { colour: colourOf(e.colour, lang), coin: format(w.tile, { colour: colourOf(c?.suit ?? '', lang), value: c?.value ?? '?' }) });
    }
    case 'placed':
      return format(t, { colour: colourOf(coin(e.coin)?.suit ?? '', lang), tile: tile(e.tile) });
    case 'ended':
      return t;
  }
}

/**
 * Pointing at a space while one load (or the official) is being moved means "there": the
 * move is made even where the rules refuse it, so that the refusal is told in words.
 */
export function pointed(s: ShipItState, candidates: readonly ShipItMove[], space: string): ShipItMove | null {
  if (candidates.length === 0) return null;
  const first = candidates[0];
  if (first.type === 'freight' && candidates.every((m) => m.type === 'freight' && m.coin === first.coin)) return { type: 'freight', coin: first.coin, to: space };
  if (candidates.every((m) => m.type === 'official') && space !== s.officials[s.turn.colour]) return { type: 'official', to: space };
  return null;
}

/** The colour at turn, its points left and its pip-stop; or, mid-shipment, the trigger's choice. */
export function status(s: ShipItState, lang: Language): string {
  const w = PLAY_WORDS[lang];
  if (s.cascade && s.cascade.chitFrom.length > 1) return format(w.statusChit, { colour: colourOf(s.cascade.trigger, lang) });
  const t = s.turn;
  const line = format(w.status, { colour: colourOf(t.colour, lang), left: t.ap, budget: t.budget, phase: t.phase });
  return t.pipStop === null ? line : `${line} ${format(w.statusPipStop, { value: t.pipStop })}`;
}

const WORDS = { en: WORDS_EN, fr: WORDS_FR } as const;
const SPACE_KEYS = new Set(['to', 'space', 'tile']);
const COLOUR_KEYS = new Set(['by', 'suit', 'colour']);

/** A refusal in the game's sentence, its values named as a player sees them: loads by colour and place, spaces by number or pips, colours by name. */
export function refusal(s: ShipItState, r: Refusal, lang: Language): string {
  const template = WORDS[lang].refusals[r.code as keyof (typeof WORDS)['en']['refusals']] ?? WORDS.en.refusals[r.code as keyof (typeof WORDS)['en']['refusals']];
  if (template === undefined) return r.code;
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r.values)) {
    if (typeof v !== 'string') values[k] = Array.isArray(v) ? v.join(', ') : String(v);
    else if (k === 'coin' || (k === 'by' && /^c\d+$/.test(v))) {
      // The sentences say “the load {coin}” and “taken by {by}”: the load is named by where it stands, or by its colour.
      const c = s.coins.find((x) => x.id === v);
      const w = PLAY_WORDS[lang];
      values[k] = !c || c.where === 'chit' || c.where === 'fist' ? v : k === 'by' ? format(w.loadBy, { colour: colourOf(c.suit, lang) }) : format(w.loadAt, { space: spaceWords(s, c.where, lang) });
    } else if (SPACE_KEYS.has(k) && (isCell(v) || /^[a-z]+\.\d$/.test(v))) values[k] = spaceWords(s, v, lang);
    else if (COLOUR_KEYS.has(k)) values[k] = colourOf(v.replace(/^official\./, ''), lang);
    else if (k === 'domino') values[k] = linkOf(v);
    else values[k] = v;
  }
  const text = format(template, values);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The paragraph each kind of move follows. */
const MOVE_RULES: Readonly<Record<ShipItMove['type'], readonly string[]>> = {
  buy: ['buy.cost'],
  draw: ['buy.draw'],
  remove: ['remove.empty-pool', 'remove.cost'],
  build: ['build.touch'],
  official: ['official.cost'],
  pipStop: ['freight.pip-stop'],
  freight: ['freight.load-cost', 'freight.stop'],
  chit: ['ship.chit'],
  scatter: ['ship.redistribute'],
  end: ['turn.points'],
};

/** The paragraphs of what a move caused: warehousing, a doubling, a shipment and all that follows it. */
const EVENT_RULES: Readonly<Record<ShipItEvent['type'], readonly string[]>> = {
  drew: ['buy.draw'],
  warehoused: ['warehouse.on-hub'],
  doubled: ['official.double'],
  shipped: ['ship.threshold', 'ship.profit'],
  hubMoved: ['ship.hub-move'],
  chit: ['ship.chit'],
  placed: ['ship.redistribute'],
  ended: ['end.second-hub'],
};
// A hub shipped from its 5 leaves the game instead of moving up.
const eventRules = (e: ShipItEvent): readonly string[] => (e.type === 'hubMoved' && e.to === null ? ['end.fifth'] : EVENT_RULES[e.type]);

export function rulesOf(_before: ShipItState, m: ShipItMove, events: readonly ShipItEvent[]): readonly string[] {
  return [...new Set([...MOVE_RULES[m.type], ...events.flatMap(eventRules)])];
}

export const PLAY: PlayHooks<ShipItState, ShipItMove, ShipItEvent> = { describe, narrate, pointed, status, refusal, rulesOf };
