import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuleId } from '../engine';
import { RULE_PAGE_TITLES, type RulePage } from '../engine';
import { ROOT_LANGUAGE, type Language } from './languages';
import { englishHashes, translationProblems, type TranslationProblem } from './drift';
import { HOME_PAGE } from '../site/home-page';

/**
 * Where each language's rules sections come from. English: the project's override
 * (`rules/<slug>.mdx`) or the built-in `content/rules/<slug>.mdx`. Another language:
 * the project's `rules/<lang>/<slug>.mdx`, else the built-in `content/rules/<lang>/<slug>.mdx`.
 * A publisher who rewrites an English section without its translation sees the
 * built-in translation reported stale, which is the truth: it translates other words.
 */

export const BUILTIN_RULES = 'content/rules';

export interface SectionFile {
  slug: RulePage;
  file: string;
  /** The project's own file rather than the built-in one. */
  own: boolean;
}

export function sectionFiles(rulesDir: string | null, toolkitRoot: string, lang: Language): SectionFile[] {
  const builtIn = join(toolkitRoot, BUILTIN_RULES);
  const sub = lang === ROOT_LANGUAGE ? '' : lang;
  return (Object.keys(RULE_PAGE_TITLES) as RulePage[]).map((slug) => {
    const own = rulesDir && rulesDir !== builtIn ? join(rulesDir, sub, `${slug}.mdx`) : null;
    if (own && existsSync(own)) return { slug, file: own, own: true };
    return { slug, file: join(builtIn, sub, `${slug}.mdx`), own: false };
  });
}

/**
 * The project's sections of its own (house rules): files of its rules folder named after no
 * built-in section (and not `home.mdx`, the home page's words), each in this language if
 * translated, else in English.
 */
export function ownSectionFiles(rulesDir: string | null, toolkitRoot: string, lang: Language): { slug: string; file: string }[] {
  if (!rulesDir || rulesDir === join(toolkitRoot, BUILTIN_RULES) || !existsSync(rulesDir)) return [];
  const sub = lang === ROOT_LANGUAGE ? '' : lang;
  return readdirSync(rulesDir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.replace(/\.mdx$/, ''))
    .filter((slug) => !(slug in RULE_PAGE_TITLES) && slug !== HOME_PAGE)
    .map((slug) => {
      const translated = join(rulesDir, sub, `${slug}.mdx`);
      return { slug, file: existsSync(translated) ? translated : join(rulesDir, `${slug}.mdx`) };
    });
}

const read = (f: string) => (existsSync(f) ? readFileSync(f, 'utf8') : '');

/** The current hash of every English rule paragraph of a project. */
export function currentHashes(rulesDir: string | null, toolkitRoot: string): Map<RuleId, string> {
  return englishHashes(sectionFiles(rulesDir, toolkitRoot, ROOT_LANGUAGE).map((s) => read(s.file)));
}

/** What is wrong with one language's translation of a project's rules (nothing for English). */
export function translationReport(rulesDir: string | null, toolkitRoot: string, lang: Language, shown: (file: string) => string = (f) => f): TranslationProblem[] {
  if (lang === ROOT_LANGUAGE) return [];
  const files = sectionFiles(rulesDir, toolkitRoot, lang).filter((s) => existsSync(s.file));
  return translationProblems(
    currentHashes(rulesDir, toolkitRoot),
    files.map((s) => ({ file: shown(s.file), text: read(s.file) })),
  );
}
