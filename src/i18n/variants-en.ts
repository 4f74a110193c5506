/**
 * English: the rule variants and their choices, one wording for the play page's set-up
 * and the editor's Simulate panel (both show them in a select, so the choices are short;
 * each variant's hint, shown as its title, says more). variants-fr.ts has the same keys.
 * The engine's own descriptions are in src/engine/variants.ts.
 */
export const variantsEn = {
  'variant.portCard': 'Port card',
  'variant.portCard.hint': 'Is moving a port marker the phase’s placement, or made as well?',
  'variant.tieBreak': 'Tie-break',
  'variant.tieBreak.hint': 'After points and money: the last tied player without a full turn wins, or the tie is shared.',
  'variant.purpleHome': 'Purple at its home when scoring',
  'variant.purpleHome.hint': 'Does purple count as connected to its home island (on this board, wherever it is) when scoring?',
  'variant.purpleBranch': 'New purple routes start',
  'variant.purpleBranch.hint': 'Do new purple routes start only at its home island, or also at any island purple reaches?',
  'variant.choice.replaces-placement': 'Instead of the phase’s segment',
  'variant.choice.in-addition': 'As well as the phase’s segment',
  'variant.choice.money-then-last-turn': 'Money, then last turn',
  'variant.choice.money-only': 'Money only (else shared)',
  'variant.choice.always': 'Always counts',
  'variant.choice.when-active': 'Only once purple is active',
  'variant.choice.never': 'Never (real links only)',
  'variant.choice.home-only': 'Only from its home island',
  'variant.choice.anywhere': 'From any island purple reaches',
} as const;
