import { Context, isCount, plural, push, quote } from './check-context';
import { MAX_PLAYERS, MIN_PLAYERS } from './schema';

/** The departure cards: how many, one per nation, 7 markers on 6 islands, within the islands' port spaces. */

export function checkCards(ctx: Context): void {
  const { map, board } = ctx;
  const cards = map.departureCards;
  if (cards.length < MIN_PLAYERS || cards.length > MAX_PLAYERS) {
    const range = `${MIN_PLAYERS} to ${MAX_PLAYERS}`;
    ctx.report(
      'cards.count',
      [],
      `The map has ${plural(cards.length, 'departure card')}, but the game needs one per player, ${range}. ${cards.length < MIN_PLAYERS ? 'Add' : 'Remove'} cards so there are ${range}.`,
    );
  }
  const byNation = new Map<string, string[]>();
  for (const card of cards) push(byNation, card.nation, card.id);
  for (const [nation, ids] of byNation) {
    if (ids.length < 2) continue;
    ctx.report('card.duplicate-nation', ids, `Departure cards ${quote(ids)} are all ${nation}; each nation has one card. Change the "nation" of all but one.`);
  }

  const total = new Float64Array(board.islandCount);
  const overfull = new Uint8Array(board.islandCount);
  for (const card of cards) {
    const entries = Object.entries(card.markers);
    let markers = 0;
    let countsValid = true;
    for (const [islandId, count] of entries) {
      markers += count;
      if (!isCount(count)) countsValid = false;
      const node = board.nodeIndex.get(islandId) ?? -1;
      if (node < 0 || node >= board.islandCount) {
        const what = node >= 0 ? 'a harbor, not an island' : 'not an island on the map';
        ctx.report('card.unknown-island', [card.id, islandId], `Departure card "${card.id}" puts markers on "${islandId}", which is ${what}. Use an existing island id or add the island.`);
        continue;
      }
      if (!isCount(count)) continue;
      total[node] += count;
      if (count > ctx.ports[node]) {
        overfull[node] = 1;
        ctx.report(
          'card.exceeds-ports',
          [card.id, islandId],
          `Departure card "${card.id}" puts ${plural(count, 'marker')} on "${islandId}", which has ${plural(ctx.ports[node], 'port space')}. Give "${islandId}" more ports or the card fewer markers there.`,
        );
      }
    }
    if (countsValid && (entries.length !== 6 || markers !== 7)) {
      ctx.report(
        'card.marker-count',
        [card.id],
        `Departure card "${card.id}" places ${plural(markers, 'marker')} on ${plural(entries.length, 'island')}; a card places 7 markers on 6 islands (2 on one, 1 on each other). Fix its "markers".`,
      );
    }
    checkDouble(ctx, card.id, entries);
  }
  for (let node = 0; node < board.islandCount; node++) {
    // An island already over-full from one card would only repeat that report.
    if (overfull[node] || !(total[node] > ctx.ports[node])) continue;
    const id = board.nodeIds[node];
    const holders = cards.filter((c) => Object.hasOwn(c.markers, id) && c.markers[id] > 0).map((c) => c.id);
    ctx.report(
      'cards.exceed-ports',
      [id],
      `Departure cards ${quote(holders)} together put ${plural(total[node], 'marker')} on "${id}", which has ${plural(ctx.ports[node], 'port space')}. Give "${id}" more ports or move markers to other islands.`,
    );
  }
}

/** The published cards put their two markers on their westernmost island. */
function checkDouble(ctx: Context, cardId: string, entries: [string, number][]): void {
  const doubles = entries.filter(([, count]) => count === 2);
  if (doubles.length !== 1) return; // the marker-count check explains this card
  let westernmost = '';
  let minX = Number.POSITIVE_INFINITY;
  for (const [islandId] of entries) {
    const node = ctx.board.nodeIndex.get(islandId) ?? -1;
    if (node < 0 || node >= ctx.board.islandCount) continue;
    if (ctx.nodeX[node] < minX) {
      minX = ctx.nodeX[node];
      westernmost = islandId;
    }
  }
  const double = doubles[0][0];
  const doubleNode = ctx.board.nodeIndex.get(double) ?? -1;
  if (doubleNode < 0 || doubleNode >= ctx.board.islandCount || ctx.nodeX[doubleNode] <= minX) return;
  ctx.report(
    'card.double-not-westernmost',
    [cardId, double],
    `Departure card "${cardId}" puts its 2 markers on "${double}", but its westernmost island is "${westernmost}". Move the 2 markers to "${westernmost}", or check the islands' x coordinates.`,
  );
}
