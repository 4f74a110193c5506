import { relative } from 'node:path';
import type { RuleId } from '../engine';
import { describeProblem } from '../i18n/drift';
import { translationReport } from '../i18n/sections';
import type { Language } from '../i18n/languages';
import { PROJECT_DIR, TOOLKIT_ROOT, siteProject } from './data';

/**
 * Build-time view of the translations: which paragraphs of a language are stale.
 * The first page of a language to ask prints the list once, as a notice in the
 * build log, so a publisher sees at build time what the site marks on its pages.
 */

const reported = new Set<Language>();
const cache = new Map<Language, Map<RuleId, { source: string; current: string }>>();

export function staleParagraphs(lang: Language): Map<RuleId, { source: string; current: string }> {
  const hit = import.meta.env?.DEV ? undefined : cache.get(lang);
  if (hit) return hit;
  const problems = translationReport(siteProject().rulesDir, TOOLKIT_ROOT, lang, (f) => relative(f.startsWith(TOOLKIT_ROOT) ? TOOLKIT_ROOT : PROJECT_DIR, f));
  const stale = new Map<RuleId, { source: string; current: string }>();
  for (const p of problems) {
    if (p.kind === 'stale') stale.set(p.id, { source: p.source, current: p.current });
    else if (p.kind === 'unsourced') stale.set(p.id, { source: '', current: p.current });
  }
  cache.set(lang, stale);
  if (!reported.has(lang) && problems.length > 0) {
    reported.add(lang);
    // A notice, not a warning: the site is right to build, and marks each paragraph.
    console.info(`[i18n] ${lang}: ${problems.length} rule paragraph(s) to bring up to date:\n  ${problems.map((p) => describeProblem(p, lang)).join('\n  ')}`);
  }
  return stale;
}
