import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VARIANTS, VARIANT_CHOICES } from '../../src/engine/variants';

/** The variants page explains every choice of src/engine/variants.ts and says which one the site plays. */
const text = readFileSync(new URL('../../content/rules/variants.mdx', import.meta.url), 'utf8');

describe('the variants page', () => {
  it('draws its table from the engine and states the reading in force for every variant', () => {
    // The table (<VariantTable />) is built from src/engine/variants.ts and the project's choices, so it cannot drift.
    expect(text).toContain('<VariantTable />');
    for (const name of Object.keys(DEFAULT_VARIANTS)) expect(text, name).toContain(`<InForce variant="${name}" />`);
  });

  it('explains each choice, marking the default', () => {
    for (const [name, choices] of Object.entries(VARIANT_CHOICES)) {
      for (const choice of choices) {
        const def = DEFAULT_VARIANTS[name as keyof typeof DEFAULT_VARIANTS] === choice;
        expect(text, `${name}=${choice}`).toContain(def ? `- \`${choice}\` (default):` : `- \`${choice}\`:`);
      }
    }
  });
});
