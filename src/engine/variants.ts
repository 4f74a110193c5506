/**
 * Where the three rule texts disagree, the engine offers a named variant.
 * The defaults are the readings documented in README and on the variants page.
 */
export interface Variants {
  /**
   * Port card. `replaces-placement` (default; reference manual, French summary):
   * moving the marker is that phase's placement. `in-addition` (English rules):
   * the move is made as well as the phase's segments.
   */
  portCard: 'replaces-placement' | 'in-addition';
  /**
   * Tie-break after points and money. `money-then-last-turn` (default; English
   * rules): then the last tied player who did not take a full turn.
   * `money-only` (French rules): a tie on money stays a shared win.
   */
  tieBreak: 'money-then-last-turn' | 'money-only';
  /**
   * Purple at American Samoa when scoring. `always` (default; French rules):
   * purple counts as connected there. `when-active`: only if purple became active.
   * `never`: only real purple links count (English text read strictly).
   */
  purpleHome: 'always' | 'when-active' | 'never';
  /**
   * Where new purple routes begin. `home-only` (default; all three texts): only
   * from purple's home island; elsewhere purple only extends a route from its end.
   * `anywhere` (the engine's earlier reading): also from any island purple reaches.
   */
  purpleBranch: 'home-only' | 'anywhere';
}

export const DEFAULT_VARIANTS: Variants = {
  portCard: 'replaces-placement',
  tieBreak: 'money-then-last-turn',
  purpleHome: 'always',
  purpleBranch: 'home-only',
};

export const VARIANT_CHOICES: { readonly [K in keyof Variants]: readonly Variants[K][] } = {
  portCard: ['replaces-placement', 'in-addition'],
  tieBreak: ['money-then-last-turn', 'money-only'],
  purpleHome: ['always', 'when-active', 'never'],
  purpleBranch: ['home-only', 'anywhere'],
};

/** Every variant's name, in the order of `VARIANT_CHOICES`. */
export const VARIANT_NAMES = Object.keys(VARIANT_CHOICES) as (keyof Variants)[];
