import type { VariantSpec } from '../module';

/**
 * Where the text is silent or open to two readings, a named choice. The default is
 * the reading this module argues for in the words (`variants` in words-en/fr).
 *
 * - tickAccess (`edge`): a link reaches a city zone at its tick through the two cells
 *   sharing a side with the tile's corner cell (figure 2's freight enters the blue 4
 *   "from the transport link at its lower left-hand corner" sideways); `diagonal` adds
 *   the cell touching the corner point only.
 * - tileObjects (`never`): officials and loads on a city zone block nothing and its
 *   number always counts ("the number of the city zone always is the number printed on
 *   the tile"); `covers` reads an occupied tile as 0, as an occupied half-domino.
 * - slideOut (`any`): "slide out in a single straight line" is any of the four grid
 *   directions; `lengthwise` only along the domino's own length.
 * - removedDomino (`rebuild`): the removed domino is the link bought that turn and must
 *   be built in phase 2; `pool`: it goes back face down into the pool.
 * - unownedBonus (`none`): in a 3-player game nobody's suit is the unowned one, so a
 *   shipment at its hub earns nobody the +8; `trigger`: whoever triggers it earns it.
 * - cityAnchor (`last-tile`): a new city starts directly below the last tile of the
 *   previous city, as written; `column`: below the column's first tile.
 * - doubling (`once`): an official arriving on a hub doubles each of its colour's coins
 *   there once (a doubled coin stays doubled until shipped); `each-arrival`: every arrival
 *   doubles again.
 * - freightMoves (`once`): each load moves once a turn (its point pays for one movement);
 *   `repeat`: a load may be moved again for another point.
 *
 * Readings kept without a variant (the text points one way):
 * - a city closes at three tiles or when the drawn tile's suit is already in it; that tile
 *   starts the next city (over 10,000 seeds: 10 or 11 cities in 63% of boards, 9 or 12 in
 *   28%, five columns in 9%, when a board has 13 cities or more);
 * - an official doubles coins only where its move ends (a hub passed over is not "moved
 *   onto"); a hub arriving under an official doubles nothing;
 * - each player moves only its own colour's official; with three players nobody moves
 *   the unowned colour's, which stays on its null tile;
 * - with two players each plays a colour and the one two after it (red with blue, green
 *   with black), so turns alternate between the players; a colour's official doubles and
 *   its regions close by colour, as with four players;
 * - moving between half-dominoes of different links is allowed across any shared side
 *   ("sideways from one domino to another"), end to end included.
 */
export const VARIANTS = [
  { id: 'tickAccess', choices: ['edge', 'diagonal'], default: 'edge', rule: 'access.tick' },
  { id: 'tileObjects', choices: ['never', 'covers'], default: 'never', rule: 'freight.city-zone' },
  { id: 'slideOut', choices: ['any', 'lengthwise'], default: 'any', rule: 'remove.slide' },
  { id: 'removedDomino', choices: ['rebuild', 'pool'], default: 'rebuild', rule: 'remove.cost' },
  { id: 'unownedBonus', choices: ['none', 'trigger'], default: 'none', rule: 'ship.unowned' },
  { id: 'cityAnchor', choices: ['last-tile', 'column'], default: 'last-tile', rule: 'setup.cities' },
  { id: 'doubling', choices: ['once', 'each-arrival'], default: 'once', rule: 'official.double' },
  { id: 'freightMoves', choices: ['once', 'repeat'], default: 'once', rule: 'freight.load-cost' },
] as const satisfies readonly VariantSpec[];

export type VariantId = (typeof VARIANTS)[number]['id'];
export type Variants = { readonly [K in VariantId]: string };

export const DEFAULT_VARIANTS: Variants = Object.fromEntries(VARIANTS.map((v) => [v.id, v.default])) as Variants;

/** The chosen variants with defaults filled, or the first unknown id or choice. */
export function resolveVariants(chosen: Partial<Readonly<Record<string, string>>> | undefined): { ok: true; value: Variants } | { ok: false; id: string; choice: string } {
  const out: Record<string, string> = { ...DEFAULT_VARIANTS };
  for (const [id, choice] of Object.entries(chosen ?? {})) {
    if (choice === undefined) continue;
    const spec = VARIANTS.find((v) => v.id === id);
    if (!spec || !(spec.choices as readonly string[]).includes(choice)) return { ok: false, id, choice };
    out[id] = choice;
  }
  return { ok: true, value: out as Variants };
}
