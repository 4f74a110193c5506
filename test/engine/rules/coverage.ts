import type { RuleId } from '../../../src/engine';

/**
 * Which rule ids each scenario file covers, each with a `describe('<id>', …)` block
 * of tests that show the rule allowing and refusing (or, for rules that refuse
 * nothing, its effect). `coverage.test.ts` fails when a rule in `RULES` has no
 * file here, or a file lacks the block it claims. Add a rule: add its tests and
 * its id here.
 */
export const COVERAGE: Readonly<Record<string, readonly RuleId[]>> = {
  'setup.test.ts': ['setup.players', 'setup.money', 'setup.departure-card', 'setup.option-cards', 'setup.ships', 'setup.first-player'],
  'phase1.test.ts': ['turn.order', 'turn.phase', 'action.one', 'port.vacant', 'port.reserve', 'card.available', 'card.price', 'clipper.buy', 'round.end'],
  'cards.test.ts': ['card.2x', 'card.3x', 'card.5x.one-phase', 'card.port', 'turn.allowance', 'turn.must-lay'],
  'routes.test.ts': [
    'route.any-company',
    'route.supply',
    'route.from-harbor',
    'route.extend',
    'route.one-way',
    'route.link-taken',
    'route.double',
    'route.revisit',
    'route.alternate',
    'clipper.must-start',
    'clipper.unstarted',
  ],
  'purple.test.ts': ['purple.activation', 'purple.routes'],
  'bonus.test.ts': ['bonus.first', 'bonus.new-company', 'bonus.same-company'],
  'end.test.ts': ['end.no-placement', 'end.all-laid', 'end.dead-board'],
  'score.test.ts': ['score.money', 'score.ports', 'score.purple-home', 'score.tie-break'],
};
