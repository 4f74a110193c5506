import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VARIANTS, VARIANT_CHOICES } from '../../src/engine/variants';

/** The variants page states the engine's defaults and choices; it must not drift from src/engine/variants.ts. */
const text = readFileSync(new URL('../../content/rules/variants.mdx', import.meta.url), 'utf8');

function tableRows(): Map<string, { def: string; others: string[] }> {
  const rows = new Map<string, { def: string; others: string[] }>();
  for (const line of text.split('\n')) {
    const m = /^\|\s*`(\w+)`\s*\|\s*`([\w-]+)`\s*\|(.*)\|\s*$/.exec(line);
    if (m) rows.set(m[1], { def: m[2], others: [...m[3].matchAll(/`([\w-]+)`/g)].map((x) => x[1]) });
  }
  return rows;
}

describe('the variants page', () => {
  const rows = tableRows();

  it('lists every variant with the engine default and the other choices', () => {
    expect([...rows.keys()].sort()).toEqual(Object.keys(DEFAULT_VARIANTS).sort());
    for (const [name, def] of Object.entries(DEFAULT_VARIANTS)) {
      const row = rows.get(name)!;
      expect(row.def, name).toBe(def);
      const choices = VARIANT_CHOICES[name as keyof typeof VARIANT_CHOICES] as readonly string[];
      expect([row.def, ...row.others].sort(), name).toEqual([...choices].sort());
    }
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
