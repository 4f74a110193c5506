import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseProjectConfig, formatProjectDiagnostic, siteLanguages } from '../../src/project';
import { PROJECT_JSON_SCHEMA_PATH, projectJsonSchemaText } from '../../src/project/write-schema';
import { GAME_IDS } from '../../src/games';

/** rulekit.yaml: good files parse with defaults; every bad one names the key, the line and the fix. */

const problems = (text: string) => {
  const r = parseProjectConfig(text);
  if (r.ok) throw new Error('expected problems');
  return r.error;
};

describe('rulekit.yaml', () => {
  it('fills in the defaults around the two required keys', () => {
    const r = parseProjectConfig('title: Our rules\nmap: board.json\n');
    expect(r.ok && r.value).toEqual({
      game: 'clippers',
      title: 'Our rules',
      language: 'en',
      base: '/',
      map: 'board.json',
      variants: {},
      theme: {},
      pages: { board: true, editor: true, statecharts: true, play: true },
    });
    expect(r.ok && siteLanguages(r.value)).toEqual(['en']);
  });

  it('names the game: another registered game needs no map; an unknown id is said at its line with the known ids', () => {
    const co = parseProjectConfig('title: Excerpt\ngame: crossing-oceans\nlanguages: [en, fr]\n');
    expect(co.ok && co.value.game).toBe('crossing-oceans');
    expect(co.ok && co.value.map).toBeUndefined();
    const [d] = problems('title: T\nmap: m.json\ngame: crossing-ocean\n');
    expect([d.code, d.file, d.line, d.path]).toEqual(['config.bad-value', 'rulekit.yaml', 3, 'game']);
    expect(d.message).toBe('"crossing-ocean" is not a game the kit carries');
    expect(d.fix).toContain(GAME_IDS.join(', '));
    // Clippers (the default, or named) still needs its map, said as before.
    for (const text of ['title: T\n', 'title: T\ngame: clippers\n']) {
      const [m] = problems(text);
      expect([m.code, m.message, m.fix]).toEqual(['config.missing-key', 'missing key "map"', 'add a line like `map: board.json` naming the map file in the project folder']);
    }
    expect(parseProjectConfig(readFileSync(new URL('../../content/crossing-oceans/rulekit.yaml', import.meta.url), 'utf8')).ok).toBe(true);
  });

  it('reads the repository’s own project and the starter', async () => {
    expect(parseProjectConfig(readFileSync(new URL('../../content/rulekit.yaml', import.meta.url), 'utf8')).ok).toBe(true);
    const { starterConfig } = await import('../../src/project/starter');
    const starter = parseProjectConfig(starterConfig('Club rules'));
    expect(starter.ok && starter.value.title).toBe('Club rules');
  });

  it('names an unknown key with its line, column and the nearest known key', () => {
    const [d] = problems('title: T\nmap: m.json\nwalktroughs: [a.yaml]\n');
    expect(d).toMatchObject({ code: 'config.unknown-key', line: 3, column: 1, path: 'walktroughs', message: 'unknown key "walktroughs"' });
    expect(d.fix).toMatch(/^did you mean "walkthroughs"\?/);
    expect(formatProjectDiagnostic(d)).toMatch(/^rulekit\.yaml:3:1: error: unknown key "walktroughs" \[walktroughs\]\n {4}fix: did you mean "walkthroughs"\?/);
  });

  it('names an unknown nested key', () => {
    const [d] = problems('title: T\nmap: m.json\ntheme:\n  colour: "#123456"\n');
    expect(d).toMatchObject({ code: 'config.unknown-key', line: 4, column: 3, path: 'theme.colour', message: 'unknown key "colour" in theme' });
    expect(d.fix).toBe('did you mean "accent"? The keys here are: accent, logo');
    const [far] = problems('title: T\nmap: m.json\ntheme:\n  banner: b.png\n');
    expect(far.fix).toBe('remove it; the keys here are: accent, logo');
  });

  it('says where a top-level key that belongs one level down goes', () => {
    const [colour] = problems('title: T\nmap: m.json\ncolour: "#123456"\n');
    expect(colour).toMatchObject({ code: 'config.unknown-key', line: 3, column: 1, path: 'colour' });
    expect(colour.fix).toBe('write it as `theme:` then `  accent: "#1d6fa5"` on the next line (the accent colour)');
    const [variant] = problems('title: T\nmap: m.json\ntiebreak: money-only\n');
    expect(variant.fix).toBe('write it as `variants:` then `  tieBreak: …` on the next line');
  });

  it('accepts every variant the engine offers, from the engine’s own list', async () => {
    const { VARIANT_CHOICES } = await import('../../src/engine/variants');
    for (const [name, choices] of Object.entries(VARIANT_CHOICES)) {
      for (const choice of choices) {
        const r = parseProjectConfig(`title: T\nmap: m.json\nvariants:\n  ${name}: ${choice}\n`);
        expect(r.ok && r.value.variants, `${name}: ${choice}`).toEqual({ [name]: choice });
      }
    }
    const { starterConfig } = await import('../../src/project/starter');
    for (const name of Object.keys(VARIANT_CHOICES)) expect(starterConfig(), name).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  it('lists the choices for a bad variant', () => {
    const [d] = problems('title: T\nmap: m.json\nvariants:\n  tieBreak: coin-toss\n');
    expect(d).toMatchObject({ code: 'config.bad-value', line: 4, column: 13, path: 'variants.tieBreak', message: '"coin-toss" is not a choice for variants.tieBreak', fix: 'use one of: money-then-last-turn, money-only' });
  });

  it('rejects a base path without its slashes', () => {
    const [d] = problems('title: T\nmap: m.json\nbase: games/clippers\n');
    expect(d).toMatchObject({ path: 'base', line: 3, column: 7 });
    expect(d.message).toBe('base: the base path must start and end with "/", e.g. "/" or "/games/clippers/"');
    expect(d.fix).toBe('write it as base: "/games/clippers/"');
    expect(problems('title: T\nmap: m.json\nbase: https://example.org/our games\n')[0].fix).toBe('write it as base: "/our-games/"');
  });

  it('rejects an accent that is not a hex colour, and a logo of another type', () => {
    const ds = problems('title: T\nmap: m.json\ntheme:\n  accent: purple\n  logo: logo.gif\n');
    expect(ds.map((d) => [d.path, d.line, d.message])).toEqual([
      ['theme.accent', 4, 'theme.accent: the accent colour must be a hex colour like "#1d6fa5"'],
      ['theme.logo', 5, 'theme.logo: the logo must be an .svg, .png, .jpg or .webp file'],
    ]);
  });

  it('says which required key is missing and how to add it', () => {
    const ds = problems('language: en\n');
    expect(ds.map((d) => [d.code, d.message, d.fix])).toEqual([
      ['config.missing-key', 'missing key "title"', 'add a line like `title: Clippers at our club`'],
      ['config.missing-key', 'missing key "map"', 'add a line like `map: board.json` naming the map file in the project folder'],
    ]);
  });

  it('gives the position of a YAML syntax error', () => {
    const [d] = problems('title: T\nmap: [board.json\n');
    expect(d.code).toBe('config.yaml');
    expect(d.line).toBeGreaterThanOrEqual(2);
  });

  it('rejects a language the site cannot be written in yet', () => {
    const [d] = problems('title: T\nmap: m.json\nlanguage: fr\n');
    expect(d).toMatchObject({ path: 'language', message: '"fr" is not a choice for language', fix: 'use one of: en' });
  });

  it('rejects a wrongly typed value', () => {
    const [d] = problems('title: T\nmap: m.json\npages:\n  editor: no thanks\n');
    expect(d).toMatchObject({ path: 'pages.editor', line: 4, message: 'pages.editor must be a boolean, not a string', fix: 'write pages.editor as a boolean' });
  });
});

describe('src/project/rulekit.schema.json', () => {
  it('is what `npm run schema` generates from the zod schema (if not, run it)', () => {
    expect(readFileSync(PROJECT_JSON_SCHEMA_PATH, 'utf8')).toBe(projectJsonSchemaText());
  });
  it('forbids unknown keys and requires title, and map for Clippers (the default game)', () => {
    const schema = JSON.parse(projectJsonSchemaText());
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(['title']);
    expect(schema.properties.game.enum).toEqual(GAME_IDS);
    expect(schema.properties.game.default).toBe('clippers');
    expect(schema.if).toEqual({ properties: { game: { enum: ['clippers'] } } });
    expect(schema.then).toEqual({ required: ['map'] });
  });
});
