import { geometry } from './grid';
import { legalMoves } from './legal';
import type { ShipItState } from './schema';
import { SUITS } from './schema';
import { hubSum } from './shipment';

/**
 * What a reader sees on the table, by name, for walkthrough expectations and the site's
 * panels: `ap` (points left this turn), `colour` (whose turn), `hubs.red`, `hubSum.green`,
 * `scores.black`, `chits.black`, `officials.green`, `coins.c0` (its place and whether it is
 * warehoused), `reach.c0` (where that load may end a move now, sorted) and `region.<cell>`
 * (the cells of that cell's region, sorted).
 */
export function facts(s: ShipItState): Record<string, unknown> {
  const bySuit = <T>(f: (suit: (typeof SUITS)[number]) => T) => Object.fromEntries(SUITS.map((x) => [x, f(x)]));
  const reach: Record<string, string[]> = {};
  for (const m of legalMoves(s)) if (m.type === 'freight') (reach[m.coin] ??= []).push(m.to);
  for (const c of s.coins) reach[c.id] = (reach[c.id] ?? []).sort();
  const g = geometry(s.tiles, s.dominoes, s.variants.tickAccess);
  const region: Record<string, string[]> = {};
  for (const [cell, r] of g.region) (region[String(r)] ??= []).push(cell);
  const regionOf: Record<string, string[]> = {};
  for (const [cell, r] of g.region) regionOf[cell] = region[String(r)].slice().sort();
  return {
    ap: s.turn.ap,
    colour: s.turn.colour,
    pipStop: s.turn.pipStop,
    hubs: bySuit((x) => s.hubs[x]),
    hubSum: bySuit((x) => hubSum(s, x)),
    scores: bySuit((x) => s.scores[x]),
    chits: bySuit((x) => s.chits[x]),
    officials: bySuit((x) => s.officials[x]),
    coins: Object.fromEntries(s.coins.map((c) => [c.id, { where: c.where, warehoused: c.warehoused }])),
    reach,
    region: regionOf,
  };
}
