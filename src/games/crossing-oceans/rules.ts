import type { Refusal, RefusalValues, RuleCatalogue, VariantSpec } from '../module';

/** Every rule of the excerpt by id, with the rules page (slug) that explains it. */
export const RULES = {
  'turn.order': 'turn',
  'turn.phases': 'turn',
  'turn.missing': 'missing',
  'place.supply': 'place-ship',
  'place.empty-first': 'place-ship',
  'place.replace-oldest': 'place-ship',
  'place.younger': 'place-ship',
  'place.arrival': 'place-ship',
  'place.red-lantern': 'place-ship',
  'contract.take': 'contracts',
  'contract.money': 'contracts',
  'contract.coal': 'contracts',
  'contract.house': 'contracts',
  'contract.rondel': 'contracts',
  'rondel.first': 'rondel',
  'rondel.steps': 'rondel',
  'rondel.order': 'rondel',
  'action.order': 'rondel',
  'action.none': 'missing',
  'ships.buy': 'ships',
  'ships.price': 'ships',
  'ships.flags': 'ships',
  'ships.headquarters': 'ships',
  'ships.refill': 'ships',
  'ships.docks': 'ships',
  'ships.ready': 'ships',
  'coal.pier': 'coal',
  'coal.pier-full': 'coal',
  'coal.take': 'coal',
  'coal.even': 'coal',
  'coal.cap': 'coal',
  'coal.clipper': 'coal',
  'coal.lost': 'coal',
  'house.requirement': 'house',
  'house.transport': 'house',
  'house.build': 'house',
  'house.token': 'house',
  'fleet.income': 'fleet-cargo-region',
  'cargo.ship': 'fleet-cargo-region',
  'cargo.income': 'fleet-cargo-region',
  'region.income': 'fleet-cargo-region',
  'region.bonus': 'fleet-cargo-region',
  'blue-riband.fastest': 'blue-riband',
  'blue-riband.tie': 'blue-riband',
  'blue-riband.take': 'blue-riband',
  'end.trigger': 'end',
  'end.countdown': 'end',
  'score.cash': 'scoring',
  'score.money': 'scoring',
  'score.sea': 'scoring',
  'score.flags': 'scoring',
  'score.multicoloured': 'scoring',
  'score.tie': 'scoring',
} as const;
export type RuleId = keyof typeof RULES;
export const RULE_IDS = Object.keys(RULES) as RuleId[];

export const catalogue: RuleCatalogue = {
  ids: RULE_IDS,
  pageOf: (rule) => (RULES as Record<string, string>)[rule],
};

/** A refusal: the rule broken, a stable code and the values its sentence needs. */
export function refusal(rule: RuleId, code: string, values: RefusalValues = {}): Refusal {
  return { rule, code, values };
}

/** A fact the excerpt does not give, needed by the rule named. */
export function missingFact(rule: RuleId, what: string, values: RefusalValues = {}): Refusal {
  return { rule, code: `missing.${what}`, values };
}

/**
 * Where the excerpt can be read two ways, the module names the reading and picks a
 * default; each choice's words say what it means.
 */
export const VARIANTS: readonly VariantSpec[] = [
  // The action names no payment for the Blue Riband itself, unlike coal piers and trade tokens.
  { id: 'blue-riband-cost', choices: ['free', 'listed'], default: 'free', rule: 'blue-riband.take' },
  // When a column is full, "a token for the column in which you have the fewest": the coal and
  // house texts do not say whether the Blue Riband column counts; the Blue Riband text excludes it.
  { id: 'overflow-blue-riband', choices: ['excluded', 'included'], default: 'excluded', rule: 'coal.pier-full' },
  // With fewer than 3 cards left in the stack, the market makes room for what is drawn, or for 3.
  { id: 'short-stack', choices: ['room-for-drawn', 'room-for-three'], default: 'room-for-drawn', rule: 'ships.refill' },
  // "The player that owns the younger ship": ships on the board and in the supply, or on the board only.
  { id: 'tie-ships', choices: ['all-owned', 'at-sea'], default: 'all-owned', rule: 'score.tie' },
  // The cap of 3 coal is stated with the coal action; the module applies it to contract coal too, or not.
  { id: 'contract-coal-cap', choices: ['capped', 'uncapped'], default: 'capped', rule: 'contract.coal' },
];

export function variant(state: { variants: Readonly<Record<string, string>> }, id: string): string {
  const spec = VARIANTS.find((v) => v.id === id);
  if (!spec) throw new Error(`unknown variant ${id}`);
  const chosen = state.variants[id];
  return chosen !== undefined && spec.choices.includes(chosen) ? chosen : spec.default;
}
