import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../../../src/engine';
import { COVERAGE } from './coverage';

const source = (file: string): string => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
/** The top-level `describe('…'` titles of a test file. */
const blocks = (file: string): string[] => [...source(file).matchAll(/^describe\('([^']+)'/gm)].map((m) => m[1]);

describe('rule coverage', () => {
  it('every rule id in RULES has scenario tests, and no file claims an unknown id', () => {
    const covered = Object.values(COVERAGE).flat();
    expect(RULE_IDS.filter((id) => !covered.includes(id))).toEqual([]);
    expect(covered.filter((id) => !(RULE_IDS as readonly string[]).includes(id))).toEqual([]);
    expect(new Set(covered).size).toBe(covered.length);
  });

  it.each(Object.entries(COVERAGE))('%s has a describe block for each rule it claims, and claims each rule it tests', (file, ids) => {
    const titles = blocks(file);
    expect(titles.filter((t) => (RULE_IDS as readonly string[]).includes(t)).sort()).toEqual([...ids].sort());
    // A block without tests would cover nothing.
    for (const id of ids) {
      const start = source(file).indexOf(`describe('${id}'`);
      const next = source(file).indexOf('\ndescribe(', start + 1);
      const body = source(file).slice(start, next < 0 ? undefined : next);
      expect(body.match(/\bit(\.each\([^)]*\))?\(/g)?.length ?? 0, `tests in ${id}`).toBeGreaterThan(0);
    }
  });
});
