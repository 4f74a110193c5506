import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../../src/engine/rules';
import { englishHashes, normaliseParagraph, paragraphHash, plainText, ruleBlocks, translationProblems } from '../../src/i18n/drift';
import { currentHashes, translationReport } from '../../src/i18n/sections';
import { RULE_PAGES } from '../../src/engine';

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const FR = join(ROOT, 'content/rules/fr');

describe('rule paragraphs and their hashes', () => {
  const text = 'intro\n\n<Rule id="route.double">\n\nTwo links\nside by side.\n\n</Rule>\n\n<Rule id="route.one-way" source="0badf00d">\n\nArrows.\n</Rule>\n';

  it('finds each paragraph with its id, source and line', () => {
    expect(ruleBlocks(text).map(({ id, source, line }) => ({ id, source, line }))).toEqual([
      { id: 'route.double', source: null, line: 3 },
      { id: 'route.one-way', source: '0badf00d', line: 10 },
    ]);
  });

  it('hashes the words, not the line breaks', () => {
    expect(paragraphHash('Two links\nside by side.')).toBe(paragraphHash('  Two links side   by\n\nside. '));
    expect(paragraphHash('Two links side by side.')).not.toBe(paragraphHash('Two links side by side!'));
    expect(paragraphHash('x')).toMatch(/^[0-9a-f]{8}$/);
    expect(normaliseParagraph(' a\n b ')).toBe('a b');
  });

  it('reports a translation of an older English text as stale, and a current one as nothing', () => {
    const english = englishHashes([text]);
    const current = english.get('route.double')!;
    const fr = (src: string) => [{ file: 'fr/x.mdx', text: `<Rule id="route.double" source="${src}">\n\nDeux liaisons.\n</Rule>` }];
    const problems = (src: string) => translationProblems(english, fr(src)).filter((p) => p.kind !== 'missing');
    expect(problems(current)).toEqual([]);
    expect(problems('12345678')).toEqual([{ kind: 'stale', id: 'route.double', file: 'fr/x.mdx', line: 1, source: '12345678', current }]);
  });

  it('reports missing, unknown, duplicate and unsourced paragraphs', () => {
    const english = englishHashes([text]);
    const problems = translationProblems(english, [{ file: 'f.mdx', text: '<Rule id="route.double">a</Rule>\n<Rule id="route.double" source="x">b</Rule>\n<Rule id="no.such">c</Rule>' }]);
    expect(problems.filter((p) => p.kind !== 'missing').map((p) => p.kind)).toEqual(['unsourced', 'duplicate', 'stale', 'unknown']);
    expect(problems.filter((p) => p.kind === 'missing')).toHaveLength(RULE_IDS.length - 1);
  });

  it('turns paragraph MDX into plain words for the search', () => {
    expect(plainText('See **the** [bonuses](../bonuses/#x) and `code` <Fact of="islands" /> here.')).toBe('See the bonuses and code here.');
  });
});

describe('the French rules of this repository', () => {
  const files = readdirSync(FR).filter((f) => f.endsWith('.mdx'));
  const blocks = files.flatMap((f) => ruleBlocks(readFileSync(join(FR, f), 'utf8')).map((b) => ({ ...b, page: f.replace(/\.mdx$/, '') })));

  it('translates every section', () => {
    expect(files.map((f) => f.replace(/\.mdx$/, '')).sort()).toEqual(readdirSync(join(ROOT, 'content/rules')).filter((f) => f.endsWith('.mdx')).map((f) => f.replace(/\.mdx$/, '')).sort());
  });

  it('gives every rule id exactly one French paragraph, on its page, naming no unknown id', () => {
    const problems = translationReport(null, ROOT, 'fr').filter((p) => p.kind !== 'stale' && p.kind !== 'unsourced');
    expect(problems).toEqual([]);
    expect(blocks.filter((b) => RULE_PAGES[b.id as keyof typeof RULE_PAGES] !== b.page).map((b) => `${b.id} on ${b.page}`)).toEqual([]);
  });

  it('is up to date with the English (run `npm run clippers -- rules stale` to see which paragraphs are not)', () => {
    expect(translationReport(null, ROOT, 'fr').map((p) => p.kind + ' ' + p.id)).toEqual([]);
    const hashes = currentHashes(null, ROOT);
    expect(blocks.every((b) => b.source === hashes.get(b.id as never))).toBe(true);
  });
});

describe('plain words of a table', () => {
  it('drops the table rules and cell borders', () => {
    expect(plainText('| Card | Price |\n| --- | ---: |\n| 2X | $2 |')).toBe('Card Price 2X $2');
  });
});
