/** The components a rules section may use, by name: `site check` flags any other capitalised tag before the build would fail on it. */
export const RULES_COMPONENT_NAMES = ['Rule', 'Fact', 'CompanyTable', 'DepartureCards', 'InForce', 'VariantTable', 'BoardNotes', 'Island', 'ScoreSum', 'RoundStep'] as const;
export type RulesComponent = (typeof RULES_COMPONENT_NAMES)[number];
