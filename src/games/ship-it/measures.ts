import type { ShipItEvent, ShipItState, Suit } from './schema';
import { SUITS } from './schema';

/**
 * What the simulator reports per finished game besides wins and length: shipments, the
 * points each colour's hub paid out (bonuses included), and the chits taken.
 */
export function measures(final: ShipItState, events: readonly ShipItEvent[]): Record<string, number> {
  const points: Record<Suit, number> = { red: 0, green: 0, blue: 0, black: 0 };
  for (const e of events) {
    if (e.type !== 'shipped') continue;
    const suit = e.tile.slice(0, e.tile.indexOf('.')) as Suit;
    for (const p of Object.values(e.profits)) points[suit] += p ?? 0;
  }
  const out: Record<string, number> = { shipments: final.shipments };
  for (const s of SUITS) out[`points.${s}`] = points[s];
  out.chits = SUITS.reduce((n, s) => n + final.chits[s], 0);
  return out;
}
