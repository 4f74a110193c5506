/**
 * Every rule clause of Clippers has a stable id. A refused move names the id of
 * the rule it breaks; the rules site gives each id a paragraph with an anchor;
 * the statecharts name their guards after them. This table is the one list.
 */
export const RULES = {
  // Setup
  'setup.players': 'Three to five players take part.',
  'setup.money': 'Each player starts with $2.',
  'setup.departure-card': 'Each player puts 7 port markers on the 6 islands of their departure card (2 on its value-8 island) and keeps 5 in reserve.',
  'setup.option-cards': 'All six option cards are laid out; with 3 or 4 players one 2X card is removed from the game.',
  'setup.ships': 'One ship of each company starts on its harbor; the others wait beside the board. Purple has no ships.',
  'setup.first-player': 'One player is chosen to take the first-player card.',
  // Sequence of play
  'turn.order': 'Players act one at a time, clockwise from the holder of the first-player card.',
  'turn.phase': 'Each move belongs to a phase: actions and clipper purchases in phase 1, route segments in phases 2 and 3.',
  'turn.must-lay': 'In phases 2 and 3 a player must lay at least one segment whenever any segment can be laid.',
  'turn.allowance': 'Without an option card a player lays one segment in each of phases 2 and 3.',
  'round.end': 'In phase 4 option cards return to the table and the first-player card passes to the left.',
  // Phase 1
  'action.one': 'In phase 1 each player does exactly one thing: place a port marker, take an option card, or pass.',
  'port.vacant': 'A port marker goes only on a vacant port space.',
  'port.reserve': 'A player can only place port markers they still hold in reserve.',
  'card.available': 'An option card can be taken only while it lies on the table, one card per player per round.',
  'card.price': 'Taking an option card costs its price: 2X $2, 3X free, 5X $1, Port $4.',
  'clipper.buy': 'After their phase-1 action a player may buy one ship waiting beside the board, of any company, for $3.',
  'clipper.must-start': 'A player who bought a ship must start a new route of its company in phase 2 or phase 3 of the same round; a ship whose route could not start at all may not be bought.',
  'clipper.unstarted': 'A bought ship whose route could not be started by the end of the round goes back beside the board; the $3 is not refunded.',
  // Option cards
  'card.2x': 'The 2X card allows up to two segments in each of phases 2 and 3, and doubles its holder’s bonuses that round.',
  'card.3x': 'The 3X card allows up to three segments in each of phases 2 and 3, but its holder earns no bonuses that round.',
  'card.5x.one-phase': 'The 5X card allows up to five segments in phase 2 or in phase 3, and none in the other; bonuses are normal.',
  'card.port': 'The Port card lets its holder move one of their port markers to a vacant space, once, in phase 2 or phase 3.',
  // Laying routes
  'route.any-company': 'Any player may lay segments for any company.',
  'route.supply': 'A company can only lay segments it still has in its supply.',
  'route.from-harbor': 'A company’s first segment leaves its own harbor; harbors are only ever left, never entered.',
  'route.extend': 'A segment extends a route from its end, where the company’s ship stands, even part-way along a link.',
  'route.one-way': 'A link with an arrow may only be built in the arrow’s direction, east to west.',
  'route.link-taken': 'A link that one company has begun cannot be entered by another company from either end.',
  'route.double': 'Where two links join the same pair of islands, one company may build only one of them.',
  'route.revisit': 'A company may reach an island any number of times; it counts once there.',
  'route.alternate': 'A new route starts from the company’s harbor or from any island the company is already connected to.',
  // Purple
  'purple.activation': 'Purple segments may be laid only once two different companies are connected to American Samoa.',
  'purple.routes': 'Active purple may start any number of routes from its home island, extends each route from its end, and may leave links half-built; variant: new routes also from any island purple reaches.',
  // Bonuses
  'bonus.first': 'Completing the first link of any company into an island pays the player $2.',
  'bonus.new-company': 'Completing a link of a company new to an already connected island pays the player $1.',
  'bonus.same-company': 'Completing a link into an island the same company already reaches pays nothing.',
  // End and scoring
  'end.all-laid': 'The game ends at once when all segments of all six companies have been laid.',
  'end.no-placement': 'The game ends when the player due to lay cannot lay any segment (ships others might buy do not count).',
  'end.dead-board': 'The game ends as soon as nobody could lay a segment without buying a ship, even at the end of a round: no further phase 1 is played.',
  'score.money': 'Each dollar is worth one point.',
  'score.ports': 'Each port marker scores its island’s value times the number of different companies connected there.',
  'score.purple-home': 'Variant: whether purple counts as connected to American Samoa at scoring.',
  'score.tie-break': 'Ties go to the tied player with most money; variant: then to the last tied player (in the round’s order) who did not take a full turn, a full turn being the whole round.',
} as const satisfies Record<string, string>;

export type RuleId = keyof typeof RULES;
export const RULE_IDS = Object.keys(RULES) as RuleId[];
