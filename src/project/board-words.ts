import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BoardMap } from '../map/schema';
import { readMapSource } from '../map/parse';
import { parseJsonSource } from '../source/json';
import { LANGUAGES, ROOT_LANGUAGE } from '../i18n/languages';
import { RULE_PAGE_TITLES } from '../engine';
import { formatKeyPath, type ProjectDiagnostic } from './diagnostics';
import type { Project, ProjectWalkthrough } from './load';
import { parseYamlWithPositions, type KeyPath } from './yaml';
import { siteLanguages } from './schema';
import { HOME_PAGE } from '../site/home-page';

/**
 * Words a project wrote about a board it no longer has. A project starts from the
 * toolkit's board and its texts (`site init`); a publisher who renames or removes
 * islands and companies on their board easily leaves the old names in narration, in
 * rules overrides and in the board's notes, or leaves a French page behind its English.
 * These are warnings: the site builds, but says something that is not so.
 *
 * Which names are "board names" is known from the toolkit's own board: a name of one of
 * its islands or companies that the project's board does not have (once the board's own
 * names are set aside, so "Samoa" is not found inside "American Samoa").
 */

const DEFAULT_MAP = 'maps/south-pacific.json';

const boardElements = (map: BoardMap): { id: string; name: string }[] => [...map.islands, ...map.companies];
const boardNames = (map: BoardMap): string[] => boardElements(map).map((e) => e.name);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'gu');
const longestFirst = (names: Iterable<string>) => [...new Set(names)].sort((a, b) => b.length - a.length);

export interface StrangeName {
  name: string;
  /** Offset of its first use in the text. */
  at: number;
  /** What the board calls the same element (same id), if it has it under another name. */
  now?: string;
}

/** The names a text uses that the board lacks. */
export type NameFinder = (text: string) => StrangeName[];

/** A finder for texts about `board`, knowing the names of the toolkit's board `known`. */
export function strangeNames(known: BoardMap, board: BoardMap): NameFinder {
  const own = new Set(boardNames(board));
  // Longest first, the board's own and the strange together, each use blanked once seen: so
  // "Samoa" is not found inside "American Samoa", whichever of the two the board has.
  const names = longestFirst([...own, ...boardNames(known)]);
  const renamed = new Map(
    boardElements(known).flatMap((e) => {
      const now = boardElements(board).find((o) => o.id === e.id)?.name;
      return now && now !== e.name ? [[e.name, now] as const] : [];
    }),
  );
  return (text) => {
    let masked = text;
    const found: StrangeName[] = [];
    for (const name of names) {
      masked = masked.replace(wholeWord(name), (m, at: number) => {
        if (!own.has(name) && !found.some((f) => f.name === name)) found.push({ name, at, ...(renamed.has(name) ? { now: renamed.get(name) } : {}) });
        return ' '.repeat(m.length);
      });
    }
    return found.sort((a, b) => a.at - b.at);
  };
}

const lineOf = (text: string, at: number) => {
  const before = text.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
};

const listNames = (found: StrangeName[]) => found.map((f) => f.name).join(', ');

/** "Fiji is Viti Levu on your board", else a few of the board's names. */
function namesFix(found: StrangeName[], board: BoardMap): string {
  const renamed = found.filter((f) => f.now);
  if (renamed.length > 0) return `write the names as your board has them (${renamed.map((f) => `${f.name} is ${f.now}`).join('; ')}), or change the text`;
  return `write the names as your board has them (${board.islands.slice(0, 4).map((i) => i.name).join(', ')}, …), or change the text`;
}

const toolkitBoards = new Map<string, BoardMap | null>();

/** The toolkit's board, whose names a starter project's texts use (read once per toolkit folder). */
export function toolkitBoard(toolkitRoot: string): BoardMap | null {
  if (!toolkitBoards.has(toolkitRoot)) {
    const read = readMapSource(readFileSync(join(toolkitRoot, DEFAULT_MAP)), { file: DEFAULT_MAP });
    toolkitBoards.set(toolkitRoot, read.ok ? read.value.map : null);
  }
  return toolkitBoards.get(toolkitRoot) ?? null;
}

/** Texts of a walkthrough file that name what the board it plays on does not have. */
export function walkthroughNameProblems(w: ProjectWalkthrough, known: BoardMap, shown: string): ProjectDiagnostic[] {
  const find = strangeNames(known, w.map);
  const yaml = parseYamlWithPositions(readFileSync(w.file, 'utf8'));
  const out: ProjectDiagnostic[] = [];
  const look = (value: unknown, path: KeyPath, what: string) => {
    const texts: [string, KeyPath][] = typeof value === 'string' ? [[value, path]] : value && typeof value === 'object' ? Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string').map(([lang, v]) => [v, [...path, lang]]) : [];
    for (const [text, at] of texts) {
      const found = find(text);
      if (found.length === 0) continue;
      out.push({
        severity: 'warning',
        code: 'walkthrough.board-names',
        file: shown,
        ...yaml.positionOf(at),
        path: formatKeyPath(at),
        message: `${what} names ${listNames(found)}, which the board "${w.map.name}" does not have`,
        fix: namesFix(found, w.map),
      });
    }
  };
  // The file as written: a text is a string, or one string per language.
  const data = (yaml.data ?? {}) as { title?: unknown; summary?: unknown; steps?: { id?: unknown; title?: unknown; narration?: unknown }[] };
  look(data.title, ['title'], 'the title');
  look(data.summary, ['summary'], 'the summary');
  (Array.isArray(data.steps) ? data.steps : []).forEach((s, i) => {
    look(s?.title, ['steps', i, 'title'], `step ${i + 1} "${String(s?.id)}"'s title`);
    look(s?.narration, ['steps', i, 'narration'], `step ${i + 1} "${String(s?.id)}"'s narration`);
  });
  return out;
}

/** A project's own rules files (overrides, sections of its own, home page), English and translated. */
function overrideFiles(rulesDir: string): { lang: string; slug: string; file: string }[] {
  const out: { lang: string; slug: string; file: string }[] = [];
  for (const lang of LANGUAGES) {
    const dir = lang === ROOT_LANGUAGE ? rulesDir : join(rulesDir, lang);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
    for (const f of readdirSync(dir)) if (f.endsWith('.mdx')) out.push({ lang, slug: f.replace(/\.mdx$/, ''), file: join(dir, f) });
  }
  return out;
}

/** Rules overrides that name what the board lacks; English overrides whose translation is missing or older. */
export function overrideProblems(project: Pick<Project, 'dir' | 'rulesDir' | 'map' | 'config'>, known: BoardMap): ProjectDiagnostic[] {
  if (!project.rulesDir || !existsSync(project.rulesDir)) return [];
  const rel = (p: string) => relative(project.dir, p);
  const find = strangeNames(known, project.map);
  const out: ProjectDiagnostic[] = [];
  const files = overrideFiles(project.rulesDir);
  for (const { file } of files) {
    const text = readFileSync(file, 'utf8');
    const found = find(text);
    if (found.length === 0) continue;
    out.push({
      severity: 'warning',
      code: 'rules.board-names',
      file: rel(file),
      ...lineOf(text, found[0].at),
      path: '',
      message: `the section names ${listNames(found)}, which the board "${project.map.name}" does not have`,
      fix: `${namesFix(found, project.map)}; <Island id="…" /> names an island as the board does`,
    });
  }
  for (const lang of siteLanguages(project.config).filter((l) => l !== ROOT_LANGUAGE)) {
    for (const en of files.filter((f) => f.lang === ROOT_LANGUAGE)) {
      const twin = files.find((f) => f.lang === lang && f.slug === en.slug);
      const wanted = join(project.rulesDir, lang, `${en.slug}.mdx`);
      if (!twin) {
        out.push({ severity: 'warning', code: 'i18n.page-missing', file: rel(en.file), line: 1, column: 1, path: en.slug, message: `your "${en.slug}" ${en.slug === HOME_PAGE ? 'home page' : 'section'} has no ${lang} version, so the ${lang} site shows ${en.slug in RULE_PAGE_TITLES ? "the toolkit's own text for it, not yours" : 'it in English'}`, fix: `write ${rel(wanted)} (${en.slug in RULE_PAGE_TITLES ? `start from your English and the toolkit's ${lang} section` : 'a translation of your English'})` });
      } else if (statSync(twin.file).mtimeMs + 1000 < statSync(en.file).mtimeMs) {
        const day = (f: string) => statSync(f).mtime.toISOString().slice(0, 16).replace('T', ' ');
        out.push({ severity: 'warning', code: 'i18n.page-older', file: rel(twin.file), line: 1, column: 1, path: en.slug, message: `the ${lang} "${en.slug}" section (saved ${day(twin.file)}) is older than its English (saved ${day(en.file)}), so it may not say what the English now says`, fix: `bring ${rel(twin.file)} up to date with ${rel(en.file)} and save it` });
      }
    }
  }
  return out;
}

/** The board's notes, in each language, naming islands or companies the board does not have. */
export function notesProblems(project: Pick<Project, 'dir' | 'mapFile' | 'map'>, known: BoardMap): ProjectDiagnostic[] {
  const find = strangeNames(known, project.map);
  const source = parseJsonSource(readFileSync(project.mapFile));
  const locate = (path: KeyPath) => (source.ok ? (source.value.locateValue ?? source.value.locate)(path) : { line: null, column: null });
  const notes: [string | undefined, KeyPath][] = [[project.map.notes, ['notes']], ...Object.entries(project.map.translations ?? {}).map(([lang, t]): [string | undefined, KeyPath] => [t?.notes, ['translations', lang, 'notes']])];
  const out: ProjectDiagnostic[] = [];
  for (const [text, path] of notes) {
    if (!text) continue;
    const found = find(text);
    if (found.length === 0) continue;
    const { line, column } = locate(path);
    out.push({
      severity: 'warning',
      code: 'map.notes-names',
      file: relative(project.dir, project.mapFile),
      line,
      column,
      path: path.join('.'),
      message: `the board's notes${path[0] === 'translations' ? ` in ${String(path[1])}` : ''} describe ${listNames(found)}, which the board does not have (the site's footer and board page show these notes)`,
      fix: `rewrite ${path.join('.')} for your board${found.some((f) => f.now) ? ` (${found.filter((f) => f.now).map((f) => `${f.name} is ${f.now}`).join('; ')})` : ''}, or remove it`,
    });
  }
  return out;
}

/** All of the above for a loaded project. */
export function boardWordProblems(project: Project, toolkitRoot: string, shown: (file: string) => string): ProjectDiagnostic[] {
  const known = toolkitBoard(toolkitRoot);
  if (!known) return [];
  return [...notesProblems(project, known), ...project.walkthroughs.flatMap((w) => walkthroughNameProblems(w, known, shown(w.file))), ...overrideProblems(project, known)];
}
