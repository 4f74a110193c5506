import type { Coin, ShipItEvent, ShipItState, Suit } from './schema';

/** A draft: a copy of the state this move may change in place. */
export type Draft = ShipItState & { coins: Coin[]; scores: Record<Suit, number>; chits: Record<Suit, number>; hubs: Record<Suit, number | null> };

export const hubTile = (s: ShipItState, suit: Suit): string | null => (s.hubs[suit] === null ? null : `${suit}.${s.hubs[suit]}`);

export const coinValue = (c: Coin): number => (c.value ?? 0) * 2 ** c.doublings;

/** Tile number plus the numbers of the coins warehoused there. */
export function hubSum(s: ShipItState, suit: Suit): number {
  const tile = hubTile(s, suit);
  if (tile === null) return 0;
  let sum = s.hubs[suit]!;
  for (const c of s.coins) if (c.where === tile) sum += coinValue(c);
  return sum;
}

export const SHIP_AT = 8;
export const hubsRemoved = (s: ShipItState): number => (['red', 'green', 'blue', 'black'] as const).filter((x) => s.hubs[x] === null).length;
export const isOver = (s: ShipItState): boolean => hubsRemoved(s) >= 2;

export const seatOf = (s: ShipItState, colour: Suit): number => s.players.findIndex((p) => p.colours.includes(colour));

/** Warehouses a load that ended on a hub; ships if the hub reaches 8. */
export function arrive(d: Draft, coin: Coin, tile: string, events: ShipItEvent[]): void {
  coin.warehoused = true;
  coin.known = [];
  events.push({ type: 'warehoused', coin: coin.id, tile });
  const suit = tile.slice(0, tile.indexOf('.')) as Suit;
  if (hubSum(d, suit) >= SHIP_AT) ship(d, suit, d.turn.colour, events);
}

/**
 * A shipment from `suit`'s hub (rules ship.*): profits, the hub moves up (or out after
 * a 5), then the trigger's chit and the redistribution, which may wait for the trigger's
 * choice or the table's draws; `settle` carries the cascade on once they are made.
 */
export function ship(d: Draft, suit: Suit, trigger: Suit, events: ShipItEvent[]): void {
  const v = d.hubs[suit]!;
  const tile = `${suit}.${v}`;
  const shipped = d.coins.filter((c) => c.where === tile);
  const sum = hubSum(d, suit);
  const profits: Partial<Record<Suit, number>> = {};
  for (const c of shipped) {
    if (c.suit === d.unowned) continue;
    profits[c.suit] = (profits[c.suit] ?? 0) + coinValue(c) + 2 * v;
  }
  if (profits[trigger] !== undefined) profits[trigger]! *= 2;
  if (suit === trigger || (suit === d.unowned && d.variants.unownedBonus === 'trigger')) profits[trigger] = (profits[trigger] ?? 0) + 8;
  for (const [colour, p] of Object.entries(profits) as [Suit, number][]) d.scores[colour] += p;
  d.shipments++;
  events.push({ type: 'shipped', tile, trigger, sum, profits });
  d.hubs[suit] = v === 5 ? null : v + 1;
  events.push({ type: 'hubMoved', suit, to: d.hubs[suit] });
  if (isOver(d)) {
    d.cascade = null;
    events.push({ type: 'ended', reason: 'second-hub' });
    return;
  }
  const next = hubTile(d, suit);
  if (next !== null)
    for (const c of d.coins)
      if (c.where === next && !c.warehoused) {
        c.warehoused = true;
        c.known = [];
        events.push({ type: 'warehoused', coin: c.id, tile: next });
      }
  const own = shipped.filter((c) => c.suit === trigger);
  for (const c of shipped) {
    c.where = 'fist';
    c.warehoused = false;
  }
  d.cascade = { suit, from: v, trigger, chitFrom: own.length > 1 ? own.map((c) => c.id) : [], fist: shipped.map((c) => c.id), next: v - 1 };
  if (own.length === 1) takeChit(d, own[0].id, events);
  settle(d, events);
}

/** The trigger's chosen coin leaves the game as a 1-point chit. */
export function takeChit(d: Draft, coinId: string, events: ShipItEvent[]): void {
  const cascade = d.cascade!;
  const coin = d.coins.find((c) => c.id === coinId)!;
  coin.where = 'chit';
  coin.doublings = 0;
  d.chits[cascade.trigger]++;
  d.cascade = { ...cascade, chitFrom: [], fist: cascade.fist.filter((id) => id !== coinId) };
  events.push({ type: 'chit', colour: cascade.trigger, coin: coinId });
}

/** The next coin out of the fist goes face down to the next lower tile, wrapping. */
export function place(d: Draft, coinId: string, events: ShipItEvent[]): void {
  const cascade = d.cascade!;
  const coin = d.coins.find((c) => c.id === coinId)!;
  const tile = `${cascade.suit}.${cascade.next}`;
  coin.where = tile;
  coin.doublings = 0;
  coin.known = [seatOf(d, cascade.trigger)];
  events.push({ type: 'placed', coin: coinId, tile });
  d.cascade = { ...cascade, fist: cascade.fist.filter((id) => id !== coinId), next: cascade.next === 0 ? cascade.from - 1 : cascade.next - 1 };
}

/**
 * Carries a cascade on as far as it goes without a decision: a lone coin in the fist is
 * placed; an empty fist closes the shipment and the new hub ships at once if it holds 8.
 */
export function settle(d: Draft, events: ShipItEvent[]): void {
  while (d.cascade) {
    const c = d.cascade;
    if (c.chitFrom.length > 1 || c.fist.length > 1) return;
    if (c.fist.length === 1) {
      place(d, c.fist[0], events);
      continue;
    }
    d.cascade = null;
    if (d.hubs[c.suit] !== null && hubSum(d, c.suit) >= SHIP_AT) ship(d, c.suit, c.trigger, events);
  }
}
