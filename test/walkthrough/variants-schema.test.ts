import { describe, expect, it } from 'vitest';
import { DEFAULT_VARIANTS, VARIANT_CHOICES } from '../../src/engine';
import { variantsSchema } from '../../src/walkthrough/schema';

describe('the one variants schema (walkthroughs, projects, saved games)', () => {
  it('takes every variant the engine has, each choice, and each may be left out', () => {
    expect(Object.keys(variantsSchema.shape).sort()).toEqual(Object.keys(VARIANT_CHOICES).sort());
    for (const [name, choices] of Object.entries(VARIANT_CHOICES)) {
      for (const choice of choices) expect(variantsSchema.safeParse({ [name]: choice }).success).toBe(true);
    }
    expect(variantsSchema.parse({})).toEqual({});
    expect(variantsSchema.parse(DEFAULT_VARIANTS)).toEqual(DEFAULT_VARIANTS);
  });

  it('refuses an unknown variant or choice', () => {
    expect(variantsSchema.safeParse({ purpleBranch: 'sometimes' }).success).toBe(false);
    expect(variantsSchema.safeParse({ houseRule: 'yes' }).success).toBe(false);
  });
});
