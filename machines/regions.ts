/**
 * The option cards and purple as parallel regions of the game chart. They move on
 * the events the engine emits (`card.taken`, `card.used`, `cards.returned`,
 * `turn.skipped`, `purple.activated`, …), raised by the game chart after each
 * move; no region keeps a copy of the game. `dealt` only places a region when an
 * actor starts mid-game.
 */

const at = (region: string, place: string) => ({ guard: { type: 'regionAt' as const, params: { region, place } }, target: `#game.${region}.${place}` });
const cardTaken = (kind: string) => ({ type: 'cardKind' as const, params: { kind } });

function simpleCard(kind: '2x' | '3x', held: string) {
  const region = `cards.${kind}`;
  return {
    initial: 'dealt',
    states: {
      dealt: { always: [at(region, 'held'), { target: `#game.${region}.table` }] },
      table: { description: 'On the table: can be taken in phase 1.', on: { 'card.taken': { guard: cardTaken(kind), target: 'held' } } },
      held: { description: held, on: { 'cards.returned': { target: 'table' } } },
    },
  };
}

const FIVE = 'cards.5x';
const fiveX = {
  initial: 'dealt',
  description: 'Five segments in phase 2 or in phase 3, none in the other.',
  states: {
    dealt: {
      always: [
        at(FIVE, 'held.choosing'),
        at(FIVE, 'held.laying2'),
        at(FIVE, 'held.sittingOut'),
        at(FIVE, 'held.waiting'),
        at(FIVE, 'held.laying3'),
        at(FIVE, 'held.spent'),
        { target: `#game.${FIVE}.table` },
      ],
    },
    table: { description: 'On the table: can be taken in phase 1 for $1.', on: { 'card.taken': { guard: cardTaken('5x'), target: 'held' } } },
    held: {
      initial: 'choosing',
      on: { 'cards.returned': { target: 'table' } },
      states: {
        choosing: {
          description: 'Held; its phase is not chosen yet.',
          on: {
            'segment.placed': { guard: { type: 'fiveXLays', params: { phase: 2 } }, target: 'laying2' },
            'turn.ended': { guard: { type: 'fiveXTurnEnds', params: { phase: 2 } }, target: 'waiting' },
          },
        },
        laying2: { description: 'Laying up to five segments in phase 2.', on: { 'card.used': { guard: cardUsed('5x'), target: 'sittingOut' } } },
        sittingOut: { description: 'Laid in phase 2, so sits out phase 3.', on: { 'turn.skipped': { guard: { type: 'skippedFor', params: { rule: 'card.5x.one-phase' } } } } },
        waiting: { description: 'Laid nothing in phase 2: waits for phase 3.', on: { 'segment.placed': { guard: { type: 'fiveXLays', params: { phase: 3 } }, target: 'laying3' } } },
        laying3: { description: 'Laying up to five segments in phase 3.', on: { 'card.used': { guard: cardUsed('5x'), target: 'spent' } } },
        spent: { description: 'Used in phase 3; back on the table in phase 4.' },
      },
    },
  },
};

function cardUsed(kind: string) {
  return { type: 'cardUsed' as const, params: { kind } };
}

const PORT = 'cards.port';
const port = {
  initial: 'dealt',
  description: 'Move one of your port markers once, in phase 2 or 3.',
  states: {
    dealt: { always: [at(PORT, 'held.ready'), at(PORT, 'held.moved'), { target: `#game.${PORT}.table` }] },
    table: { description: 'On the table: can be taken in phase 1 for $4.', on: { 'card.taken': { guard: cardTaken('port'), target: 'held' } } },
    held: {
      initial: 'ready',
      on: { 'cards.returned': { target: 'table' } },
      states: {
        ready: { description: 'Held; the marker has not moved yet.', on: { 'card.used': { guard: cardUsed('port'), target: 'moved' } } },
        moved: { description: 'Marker moved: instead of that phase’s segment, or as well, as the portCard variant says. Spent.' },
      },
    },
  },
};

export const cardsRegion = {
  type: 'parallel' as const,
  description: 'One region per kind of option card.',
  states: {
    '2x': simpleCard('2x', 'Held: up to two segments in each of phases 2 and 3; bonuses doubled.'),
    '3x': simpleCard('3x', 'Held: up to three segments in each of phases 2 and 3; no bonuses.'),
    '5x': fiveX,
    port,
  },
};

export const purpleRegion = {
  initial: 'dealt',
  description: 'Purple wakes when two different companies reach its home island.',
  states: {
    dealt: { always: [at('purple', 'active'), at('purple', 'one'), { target: '#game.purple.none' }] },
    none: { description: 'No company reaches purple’s home yet.', on: { 'island.connected': { target: 'one' } } },
    one: { description: 'One company reaches purple’s home.', on: { 'purple.activated': { target: 'active' } } },
    active: { description: 'Active: purple routes start from its home; partial links allowed.' },
  },
};
