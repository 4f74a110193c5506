import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { RULE_IDS, RULE_PAGES, RULE_PAGE_TITLES, isRuleId, type RuleId, type RulePage } from '../engine';
import { checkMap } from '../map/check';
import { replayWalkthrough, type Replay } from '../walkthrough/replay';
import { laterStepsText, splitAtFirstBrokenStep } from '../editor/walkthrough-problems';
import type { ProjectDiagnostic } from './diagnostics';
import { mapElementLocator, type Project, type ProjectWalkthrough } from './load';
import { parseYamlWithPositions } from './yaml';
import { accentProblem } from '../site/theme';
import { CONFIG_FILE, closest } from './config';
import { FACTS } from '../site/board-facts';
import { RULES_COMPONENT_NAMES } from '../site/mdx/names';
import { stepPage } from '../site/walkthroughs';
import type { Variants } from '../engine';
import { VARIANT_NAMES, siteLanguages } from './schema';
import { translationReport } from '../i18n/sections';
import { kitCommand, quote } from './invocation';
import { describeProblem } from '../i18n/drift';
import { boardWordProblems, toolkitBoard } from './board-words';
import { HOME_PAGE } from '../site/home-page';
import type { BoardMap } from '../map/schema';

/**
 * Everything `site check` and `site build` verify before a page is written: the
 * board (the map checker), every walkthrough replayed on the project's board with
 * its variants, and every rules override (compiles, ids known, every rule explained once).
 */

export interface ProjectCheck {
  diagnostics: ProjectDiagnostic[];
  /** Each walkthrough's replay, by id, for the pages (a broken one still gets a page with --allow-broken). */
  replays: Record<string, Replay>;
}

export const BUILTIN_RULES_DIR = 'content/rules';

export async function checkProject(project: Project, toolkitRoot: string): Promise<ProjectCheck> {
  const rel = (p: string) => relative(project.dir, p) || basename(p);
  const diagnostics: ProjectDiagnostic[] = [];
  // Every command suggested below is meant to be run from the project folder, as the file names are written.
  const cmd = kitCommand(project.dir, toolkitRoot);
  const mapDiagnostics = checkMap(project.map, { names: true });
  const locate = mapElementLocator(project.mapFile);
  for (const d of mapDiagnostics) {
    const at = d.elements.length ? locate?.(d.elements[0]) : null;
    diagnostics.push({
      severity: d.severity,
      code: `map.${d.code}`,
      file: rel(project.mapFile),
      line: at?.line ?? null,
      column: at?.column ?? null,
      path: at ? `${at.path} (${d.elements.join(', ')})` : d.elements.join(', '),
      message: d.message,
      fix: d.severity === 'error' ? `open the map in the editor (\`${cmd} site dev .\`) or fix the JSON; \`${cmd} check ${quote(rel(project.mapFile))}\` explains each code` : 'worth a look; the site still builds',
    });
  }
  // A board the checker rejects cannot be played, so every walkthrough on it
  // would fail at setup with the same reasons: say it once, at the map.
  const unplayable = new Set(mapDiagnostics.some((d) => d.severity === 'error') ? [project.mapFile] : []);
  const accent = project.config.theme.accent;
  const badAccent = accent ? accentProblem(accent) : null;
  if (badAccent) {
    const pos = parseYamlWithPositions(readFileSync(join(project.dir, CONFIG_FILE), 'utf8')).positionOf(['theme', 'accent']);
    diagnostics.push({ severity: 'warning', code: 'config.accent-contrast', file: CONFIG_FILE, ...pos, path: 'theme.accent', message: badAccent, fix: 'choose a darker colour' });
  }
  const replays: Record<string, Replay> = {};
  for (const w of project.walkthroughs) {
    const replay = replayWalkthrough(w.walkthrough, w.map);
    replays[w.id] = replay;
    if (unplayable.has(w.mapFile)) continue;
    diagnostics.push(...walkthroughProblems(w, replay, rel(w.file), replayCommand(cmd, project, w)));
  }
  diagnostics.push(...(await checkRules(project, toolkitRoot)));
  diagnostics.push(...translationDiagnostics(project, toolkitRoot));
  diagnostics.push(...boardWordProblems(project, toolkitRoot, (f) => (f.startsWith(project.dir) ? rel(f) : relative(toolkitRoot, f))));
  return { diagnostics, replays };
}

/**
 * The command that replays a walkthrough as `site check` does (on the board it plays on, with the
 * project's variants under its own), from the project folder: without --map the CLI would use the
 * default board its `map:` names.
 */
export function replayCommand(cmd: string, project: Pick<Project, 'dir' | 'config'>, w: Pick<ProjectWalkthrough, 'file' | 'mapFile'>): string {
  const path = (p: string) => {
    const r = relative(project.dir, p);
    return quote(r.startsWith('..') ? p : r);
  };
  const variants = Object.entries(project.config.variants ?? {}).map(([k, v]) => `${k}=${v}`);
  return `${cmd} walkthrough ${path(w.file)} --map ${path(w.mapFile)}${variants.length ? ` --variant ${variants.join(',')}` : ''}`;
}

export function walkthroughProblems(w: ProjectWalkthrough, replay: Replay, shown: string, replayCmd: string): ProjectDiagnostic[] {
  const yaml = parseYamlWithPositions(readFileSync(w.file, 'utf8'));
  const at = (step: number) => yaml.positionOf(step === 0 ? ['players'] : ['steps', step - 1]);
  const fix = `change the step to fit the board, or the board to fit the step; \`site build --allow-broken\` publishes it with a notice; \`${replayCmd}\` (from the project folder) replays it step by step`;
  // The first broken step in full; the later ones, which mostly follow from it, in one line.
  const { first, later } = splitAtFirstBrokenStep(replay.failures);
  const out: ProjectDiagnostic[] = first.map((f) => ({
    severity: 'error' as const,
    code: 'walkthrough.step',
    file: shown,
    ...at(f.step),
    path: f.step === 0 ? 'setup' : `steps[${f.step - 1}] (${f.id})`,
    message: `${f.step === 0 ? 'setup' : `step ${f.step} "${f.id}"`} breaks on this board: ${f.kind}${f.rule ? ` [${f.rule}]` : ''}: ${f.message}`,
    fix,
  }));
  if (later.length > 0) {
    out.push({ severity: 'error', code: 'walkthrough.step', file: shown, ...at(later[0]), path: `steps[${later[0] - 1}]…`, message: laterStepsText(later, first[0].step), fix: `\`${replayCmd}\` (from the project folder) lists every step's reasons` });
  }
  return out;
}

/** The rules sections a site shows: slug → MDX file, the project's overrides replacing built-in sections. */
export function ruleSections(project: Pick<Project, 'rulesDir'>, toolkitRoot: string): { slug: RulePage; file: string; override: boolean }[] {
  const builtIn = join(toolkitRoot, BUILTIN_RULES_DIR);
  return (Object.keys(RULE_PAGE_TITLES) as RulePage[]).map((slug) => {
    const own = project.rulesDir ? join(project.rulesDir, `${slug}.mdx`) : null;
    const override = own !== null && existsSync(own) && project.rulesDir !== builtIn;
    return { slug, file: override && own ? own : join(builtIn, `${slug}.mdx`), override };
  });
}

/** `<Rule id="...">` openings in MDX text, with line and column. */
export function ruleTags(text: string): { id: string; line: number; column: number }[] {
  const out: { id: string; line: number; column: number }[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/<Rule\s+id\s*=\s*["']([^"']*)["']/g)) out.push({ id: m[1], line: i + 1, column: (m.index ?? 0) + 1 });
  });
  return out;
}

/** `<Name attr="value"` openings in MDX text, with line and column. */
function componentTags(text: string): { name: string; attrs: Record<string, string>; line: number; column: number }[] {
  const out: { name: string; attrs: Record<string, string>; line: number; column: number }[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/<([A-Z][A-Za-z0-9]*)\b([^>]*)/g)) {
      const attrs: Record<string, string> = {};
      for (const a of m[2].matchAll(/([a-z]+)\s*=\s*["']([^"']*)["']/g)) attrs[a[1]] = a[2];
      out.push({ name: m[1], attrs, line: i + 1, column: (m.index ?? 0) + 1 });
    }
  });
  return out;
}

/**
 * The components a section uses, checked against the project before Astro would
 * fail on them: known names, board facts and variants that exist, islands and
 * walkthrough steps this project has (a missing one is a warning: the page still builds).
 */
export function componentProblems(text: string, file: string, project: Pick<Project, 'map' | 'walkthroughs'>, known: BoardMap | null = null): ProjectDiagnostic[] {
  const out: ProjectDiagnostic[] = [];
  const at = (t: { line: number; column: number }) => ({ file, line: t.line, column: t.column, path: '' });
  for (const t of componentTags(text)) {
    if (!(RULES_COMPONENT_NAMES as readonly string[]).includes(t.name)) {
      out.push({ severity: 'error', code: 'rules.unknown-component', ...at(t), message: `<${t.name}> is not a component the rules pages provide`, fix: `use one of: ${RULES_COMPONENT_NAMES.join(', ')} (README, "Publishing your rules site"), or write plain Markdown` });
    } else if (t.name === 'Fact' && !(FACTS as readonly string[]).includes(t.attrs.of ?? '')) {
      out.push({ severity: 'error', code: 'rules.unknown-fact', ...at(t), message: `<Fact of="${t.attrs.of ?? ''}">: not a fact about the board`, fix: `use one of: ${FACTS.join(', ')}` });
    } else if (t.name === 'InForce' && !VARIANT_NAMES.includes(t.attrs.variant as keyof Variants)) {
      out.push({ severity: 'error', code: 'rules.unknown-variant', ...at(t), message: `<InForce variant="${t.attrs.variant ?? ''}">: not a variant`, fix: `use one of: ${VARIANT_NAMES.join(', ')}` });
    } else if (t.name === 'Island' && t.attrs.id && known && !known.islands.some((i) => i.id === t.attrs.id) && !project.map.islands.some((i) => i.id === t.attrs.id)) {
      // Neither this board's island nor one of the toolkit's board (whose examples stand in for one of nearest value): a slip of the pen.
      out.push({ severity: 'error', code: 'rules.unknown-island', ...at(t), message: `<Island id="${t.attrs.id}">: no island has this id, on your board or the toolkit's`, fix: `use an island id of your board (${project.map.islands.slice(0, 5).map((i) => i.id).join(', ')}, …)${closestIsland(t.attrs.id, project.map) ?? ''}` });
    } else if (t.name === 'Island' && t.attrs.id && !project.map.islands.some((i) => i.id === t.attrs.id)) {
      out.push({ severity: 'warning', code: 'rules.island-not-on-board', ...at(t), message: `<Island id="${t.attrs.id}">: the board has no such island, so the example uses the island of nearest value`, fix: `name an island of your board (ids: ${project.map.islands.slice(0, 5).map((i) => i.id).join(', ')}, …)` });
    } else if (t.name === 'RoundStep' && t.attrs.step && !stepPage(project.walkthroughs, t.attrs.step)) {
      out.push({ severity: 'warning', code: 'rules.step-not-in-project', ...at(t), message: `<RoundStep step="${t.attrs.step}">: no walkthrough of the project has this step, so the sentence is left out`, fix: 'name a step id of one of your walkthroughs, or remove the sentence' });
    }
  }
  return out;
}

function closestIsland(id: string, map: BoardMap): string | null {
  const near = closest(id, map.islands.map((i) => i.id), 3);
  return near ? `; did you mean "${near}"?` : null;
}

function unknownRuleFix(id: string): string {
  const near = closest(id, RULE_IDS, 4);
  const list = 'the ids are listed on the site\'s rules index and in src/engine/rules.ts';
  return near ? `did you mean "${near}"? (${list})` : `use an id the engine knows (${list})`;
}

async function checkRules(project: Project, toolkitRoot: string): Promise<ProjectDiagnostic[]> {
  const out: ProjectDiagnostic[] = [];
  const rel = (p: string) => relative(project.dir, p) || basename(p);
  const { compile } = await import('@mdx-js/mdx');
  if (project.rulesDir && existsSync(project.rulesDir)) {
    const entries = readdirSync(project.rulesDir, { withFileTypes: true });
    const sections = entries.some((e) => e.name.endsWith('.mdx') || (e.isDirectory() && readdirSync(join(project.rulesDir!, e.name)).some((f) => f.endsWith('.mdx'))));
    if (!sections) {
      out.push({ severity: 'warning', code: 'rules.empty', file: rel(project.rulesDir), line: null, column: null, path: '', message: 'the rules folder holds no .mdx section, so every section is the built-in one', fix: `copy a section from ${join(toolkitRoot, BUILTIN_RULES_DIR)} into it to rewrite it, or remove the \`rules:\` key` });
    }
    for (const f of readdirSync(project.rulesDir)) {
      if (!f.endsWith('.mdx')) continue;
      const slug = f.replace(/\.mdx$/, '');
      if (slug in RULE_PAGE_TITLES) continue;
      // Not a built-in section: the home page's words, or a section of the publisher's own (house rules).
      const file = rel(join(project.rulesDir, f));
      const text = readFileSync(join(project.rulesDir, f), 'utf8');
      const near = closest(slug, Object.keys(RULE_PAGE_TITLES), 3);
      const keys = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
      const lacks = ['title', 'summary', ...(slug === HOME_PAGE ? [] : ['order'])].filter((k) => !new RegExp(`^${k}:`, 'm').test(keys));
      if (near || lacks.length > 0) {
        out.push({
          severity: 'error',
          code: 'rules.unknown-section',
          file,
          line: 1,
          column: 1,
          path: '',
          message: near ? `"${slug}" is not a rules section, so this file replaces nothing` : `"${slug}" is not a built-in section, so it is a section of your own, and its front matter lacks ${lacks.join(', ')}`,
          fix: near ? `did you mean "${near}"? A file named after a section replaces it: ${Object.keys(RULE_PAGE_TITLES).join(', ')}` : `start the file with ---, ${lacks.map((k) => `${k}:`).join(', ')} lines, then --- (order places it among the sections: 13 puts it after the last)`,
        });
        continue;
      }
      try {
        await compile(text);
      } catch (e) {
        out.push({ severity: 'error', code: 'rules.mdx', file, line: null, column: null, path: '', message: `the MDX does not compile: ${(e as Error).message.split('\n')[0]}`, fix: 'close every tag and escape a literal { or < with a backslash' });
        continue;
      }
      out.push(...componentProblems(text, file, project, toolkitBoard(toolkitRoot)));
      for (const t of ruleTags(text)) {
        out.push({ severity: 'error', code: 'rules.rule-in-own-section', file, line: t.line, column: t.column, path: '', message: `<Rule id="${t.id}"> in a section of your own: each engine rule has its paragraph in its built-in section, where the engine's messages link`, fix: isRuleId(t.id) ? `write it in ${RULE_PAGES[t.id]}.mdx, or make this a plain paragraph` : 'make this a plain paragraph' });
      }
    }
  }
  const where = new Map<RuleId, { file: string; line: number }[]>();
  for (const section of ruleSections(project, toolkitRoot)) {
    if (!section.override) {
      for (const t of ruleTags(readFileSync(section.file, 'utf8'))) if (isRuleId(t.id)) where.set(t.id, [...(where.get(t.id) ?? []), { file: `built-in ${section.slug}`, line: t.line }]);
      continue;
    }
    const file = rel(section.file);
    const text = readFileSync(section.file, 'utf8');
    try {
      await compile(text);
    } catch (e) {
      const place = (e as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
      const pos = place?.start ?? place;
      out.push({ severity: 'error', code: 'rules.mdx', file, line: pos?.line ?? null, column: pos?.column ?? null, path: '', message: `the MDX does not compile: ${(e as Error).message.split('\n')[0]}`, fix: 'close every tag (<Rule id="…">…</Rule>) and escape a literal { or < with a backslash' });
      continue;
    }
    if (!/^---\n[\s\S]*?\btitle:/.test(text)) {
      out.push({ severity: 'error', code: 'rules.front-matter', file, line: 1, column: 1, path: '', message: 'the section has no front matter with a title', fix: 'start the file with ---, title:, order: and summary: lines as in the built-in sections, then ---' });
    }
    out.push(...componentProblems(text, file, project, toolkitBoard(toolkitRoot)));
    for (const t of ruleTags(text)) {
      if (!isRuleId(t.id)) {
        out.push({ severity: 'error', code: 'rules.unknown-rule', file, line: t.line, column: t.column, path: '', message: `<Rule id="${t.id}">: the engine has no rule "${t.id}"`, fix: unknownRuleFix(t.id) });
        continue;
      }
      if (RULE_PAGES[t.id] !== section.slug) {
        out.push({ severity: 'error', code: 'rules.wrong-section', file, line: t.line, column: t.column, path: '', message: `rule "${t.id}" belongs in the "${RULE_PAGES[t.id]}" section, where the engine's messages link to it`, fix: `move the paragraph to ${RULE_PAGES[t.id]}.mdx` });
      }
      where.set(t.id, [...(where.get(t.id) ?? []), { file, line: t.line }]);
    }
  }
  for (const id of RULE_IDS) {
    const places = where.get(id) ?? [];
    const section = RULE_PAGES[id];
    const overridden = ruleSections(project, toolkitRoot).find((s) => s.slug === section);
    const file = overridden?.override ? rel(overridden.file) : `built-in ${section}`;
    if (places.length === 0) {
      out.push({ severity: 'error', code: 'rules.missing-rule', file, line: null, column: null, path: '', message: `no paragraph explains rule "${id}" (the engine names it when it refuses a move)`, fix: `add <Rule id="${id}">…</Rule> to ${section}.mdx` });
    } else if (places.length > 1) {
      out.push({ severity: 'error', code: 'rules.duplicate-rule', file: places[1].file, line: places[1].line, column: null, path: '', message: `rule "${id}" has ${places.length} paragraphs; links can land on only one`, fix: 'keep one <Rule id> paragraph per rule' });
    }
  }
  return out;
}

/**
 * Each published translation against the English: a stale paragraph still builds
 * (its page marks it) so it is a warning; a missing or unknown rule id is an error.
 */
export function translationDiagnostics(project: Project, toolkitRoot: string): ProjectDiagnostic[] {
  const shown = (f: string) => (f.startsWith(project.dir) ? relative(project.dir, f) : `built-in ${relative(join(toolkitRoot, BUILTIN_RULES_DIR), f)}`);
  return siteLanguages(project.config).flatMap((lang) =>
    translationReport(project.rulesDir, toolkitRoot, lang, shown).map((p): ProjectDiagnostic => {
      const stale = p.kind === 'stale' || p.kind === 'unsourced';
      const located = 'file' in p;
      return {
        severity: stale ? 'warning' : 'error',
        code: `i18n.${p.kind}`,
        file: located ? p.file : `built-in ${lang}`,
        line: located ? p.line : null,
        column: null,
        path: p.id,
        message: describeProblem(p, lang).replace(/^[^:]+:\d+: /, ''),
        fix: stale
          ? `update the translation to match the English paragraph, then set source="${p.current}" (\`${kitCommand(project.dir, toolkitRoot)} rules hash ${p.id} --project .\`, from the project folder, prints it)`
          : p.kind === 'missing'
            ? `add <Rule id="${p.id}" source="…">…</Rule> to the ${lang} section`
            : 'use each engine rule id once, as in the English sections',
      };
    }),
  );
}
