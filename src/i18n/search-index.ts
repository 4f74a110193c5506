import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModuleProject, loadProject, formatProjectDiagnostic, projectGame, type ProjectDiagnostic } from '../project';
import { DEFAULT_GAME } from '../games';
import { siteLanguages } from '../project/schema';
import { ruleBlocks, plainText } from './drift';
import { languageBase } from './index';
import { ownSectionFiles, sectionFiles } from './sections';
import { ROOT_LANGUAGE, type Language } from './languages';
import type { BoardMap } from '../map/schema';
import { boardFact, exampleIsland, FACTS, type FactName, type Gender } from '../site/board-facts';

/**
 * The rules search, written after `astro build` (astro.config.mjs calls this): a
 * Pagefind index per language, holding one record per rule paragraph, whose URL is
 * the paragraph's anchor, so a result opens the paragraph itself. Records are built
 * from the same MDX the pages render, not scraped from HTML. A record's words end
 * with its rule id (`route.one-way`), so an id found in an engine message finds its
 * paragraph, while the excerpt a result shows begins with the paragraph's text. The rest of a section (prose outside the
 * rule paragraphs) is one record for the section.
 */

export interface SearchRecord {
  url: string;
  language: Language;
  content: string;
  meta: { title: string; section: string; rule?: string };
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

const frontMatterTitle = (text: string): string => /^---\n[\s\S]*?^title:\s*["']?(.*?)["']?\s*$/m.exec(text)?.[1] ?? '';

/** Everything but the front matter, imports and rule paragraphs: the section's own prose. */
function sectionProse(text: string): string {
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^import .*$/gm, '');
  return plainText(body.replace(/<Rule\s[^>]*>[\s\S]*?<\/Rule>/g, ' '));
}

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\b${name}=(?:"([^"]*)"|\\{([^}]*)\\})`).exec(tag)?.slice(1).find((v) => v !== undefined);

/**
 * The text's `<Fact />` and `<Island />` as the page shows them on this board (Fact.astro,
 * Island.astro, with the same functions), so that a search finds "American Samoa" and its
 * excerpt does not read "connected to . Until then".
 */
export function withBoardWords(text: string, map: BoardMap, lang: Language): string {
  return text
    .replace(/<Fact\b[^>]*\/>/g, (tag) => {
      const of = attribute(tag, 'of');
      if (of === undefined || !(FACTS as readonly string[]).includes(of)) return tag;
      const gender = attribute(tag, 'gender') as Gender | undefined;
      const fact = boardFact(map, of as FactName, lang, gender);
      return /\bcapital\b/.test(tag) ? fact.charAt(0).toUpperCase() + fact.slice(1) : fact;
    })
    .replace(/<Island\b[^>]*\/>/g, (tag) => {
      const island = exampleIsland(map, attribute(tag, 'id') ?? '', Number(attribute(tag, 'near')));
      if (!island) return tag;
      return attribute(tag, 'show') === 'value' ? String(island.value * Number(attribute(tag, 'times') ?? 1)) : island.name;
    });
}

/**
 * The records of one rules section: its prose (outside the rule paragraphs) as one record at the
 * page, then one record per rule paragraph at its anchor. Every game's sections go through here.
 */
function sectionRecords(text: string, lang: Language, page: string, slug: string): SearchRecord[] {
  const out: SearchRecord[] = [];
  const section = frontMatterTitle(text) || slug;
  const prose = sectionProse(text);
  if (prose) out.push({ url: page, language: lang, content: prose, meta: { title: section, section } });
  for (const b of ruleBlocks(text)) {
    // The paragraph's own words first: Pagefind's excerpt is cut from this text, and a reader
    // wants the rule, not its id. The id comes last, once, so a search for it still lands here.
    out.push({ url: `${page}#${b.id}`, language: lang, content: `${plainText(b.body)} ${b.id}`, meta: { title: `${section} · ${b.id}`, section, rule: b.id } });
  }
  return out;
}

/** The search records of one project, for each of its languages. */
export function searchRecords(rulesDir: string | null, languages: readonly Language[], base: string, map: BoardMap, toolkitRoot = ROOT): SearchRecord[] {
  const out: SearchRecord[] = [];
  for (const lang of languages) {
    const english = sectionFiles(rulesDir, toolkitRoot, 'en');
    sectionFiles(rulesDir, toolkitRoot, lang).forEach((s, i) => {
      // A section not yet translated is shown in English on the translated site, so it is found there too.
      const file = existsSync(s.file) ? s.file : english[i].file;
      out.push(...sectionRecords(withBoardWords(readFileSync(file, 'utf8'), map, lang), lang, `${languageBase(lang, base)}rules/${s.slug}/`, s.slug));
    });
    // A section of the project's own holds no rule paragraph (`site check` refuses one): its prose is its one record.
    for (const own of ownSectionFiles(rulesDir, toolkitRoot, lang)) {
      out.push(...sectionRecords(withBoardWords(readFileSync(own.file, 'utf8'), map, lang), lang, `${languageBase(lang, base)}rules/${own.slug}/`, own.slug));
    }
  }
  return out;
}

/**
 * The search records of a game other than Clippers, whose rules are only its project's own
 * pages (every `.mdx` of its rules folder, as src/site/module/sections.ts builds them): in
 * each language its translation (`<rules>/<lang>/<slug>.mdx`), else the English page, which
 * the translated site shows in its place.
 */
export function moduleSearchRecords(rulesDir: string, languages: readonly Language[], base: string): SearchRecord[] {
  const slugs = readdirSync(rulesDir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.replace(/\.mdx$/, ''))
    .sort();
  return languages.flatMap((lang) =>
    slugs.flatMap((slug) => {
      const translated = join(rulesDir, lang === ROOT_LANGUAGE ? '' : lang, `${slug}.mdx`);
      const file = existsSync(translated) ? translated : join(rulesDir, `${slug}.mdx`);
      return sectionRecords(readFileSync(file, 'utf8'), lang, `${languageBase(lang, base)}rules/${slug}/`, slug);
    }),
  );
}

/** The records of the project the build was run for, whatever its game, and its languages. */
async function projectRecords(projectDir: string, base: string): Promise<{ records: SearchRecord[]; languages: readonly Language[] }> {
  const fail = (diagnostics: readonly ProjectDiagnostic[]) => new Error(`search index: the project in ${projectDir} cannot be read:\n${diagnostics.map(formatProjectDiagnostic).join('\n')}`);
  if ((projectGame(projectDir) ?? DEFAULT_GAME) === DEFAULT_GAME) {
    const loaded = loadProject(projectDir, ROOT);
    if (!loaded.ok) throw fail(loaded.error);
    const languages = siteLanguages(loaded.value.config);
    return { records: searchRecords(loaded.value.rulesDir, languages, base, loaded.value.map), languages };
  }
  const loaded = await loadModuleProject(projectDir, ROOT);
  if (!loaded.ok) throw fail(loaded.error);
  const languages = siteLanguages(loaded.value.config);
  // A module project always has a rules folder (its check refuses one without).
  return { records: loaded.value.rulesDir ? moduleSearchRecords(loaded.value.rulesDir, languages, base) : [], languages };
}

/** Writes `<outDir>/pagefind/` for the project the build was run for; returns a line for the build log. */
export async function writeSearchIndex(outDir: string, base: string): Promise<string> {
  const projectDir = resolve(ROOT, process.env.RULEKIT_PROJECT || 'content');
  const { records, languages } = await projectRecords(projectDir, base);
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join('; ')}`);
  for (const r of records) {
    const added = await index.addCustomRecord(r);
    if (added.errors.length) throw new Error(`search index: ${r.url}: ${added.errors.join('; ')}`);
  }
  // The files are taken in memory and written here: Pagefind's own writeFiles once left
  // pagefind-entry.json empty on a busy machine (its binary still writing when the build ended),
  // which breaks search on the whole site without a word at build time.
  const got = await index.getFiles();
  if (got.errors.length) throw new Error(`search index: ${got.errors.join('; ')}`);
  const dir = join(outDir, 'pagefind');
  for (const file of got.files) {
    const target = join(dir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
  await pagefind.close();
  if (!got.files.some((f) => f.path === 'pagefind-entry.json' && f.content.length > 0)) throw new Error('search index: Pagefind gave no pagefind-entry.json');
  return `search index: ${records.length} records in ${languages.join(', ')} (pagefind/)`;
}
