import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RULE_IDS, type RuleId } from '../engine';
import { ruleText } from '../i18n/rules';
import { describeProblem } from '../i18n/drift';
import { currentHashes, translationReport } from '../i18n/sections';
import { LANGUAGES, ROOT_LANGUAGE } from '../i18n/languages';
import { RULE_PAGES, isRuleId } from '../engine';
import { usageError, type Command } from './command';
import { TOOLKIT_ROOT } from './site';

const USAGE = 'hash [<rule id>…] [--project <dir>] | stale [--project <dir>]';

/**
 * `clippers rules`: the translator's tools. `hash` prints the current hash of English
 * rule paragraphs, the value a translation's `source="…"` must hold to count as up to
 * date; `stale` lists every translated paragraph that is behind its English (exit 1).
 */
export const rulesCommand: Command = {
  summary: 'Rule ids and their paragraphs: `hash` prints what a translation’s source="…" should say, `stale` lists translations behind the English.',
  usage: USAGE,
  async run(args, io) {
    let parsed;
    try {
      parsed = parseArgs({ args, allowPositionals: true, options: { project: { type: 'string' } } });
    } catch (e) {
      return usageError(io, 'rules', USAGE, e instanceof Error ? e.message : String(e));
    }
    const [sub, ...ids] = parsed.positionals;
    const project = parsed.values.project ? resolve(io.cwd, parsed.values.project) : null;
    // A project's own rules folder, when it has one; the built-in text otherwise.
    const rulesDir = project ? await projectRulesDir(project) : null;
    if (rulesDir instanceof Error) {
      io.err(`clippers rules: ${rulesDir.message}`);
      return 2;
    }
    // Which English text the hashes and the comparison are of: a project's own sections differ from the built-in ones.
    const whose = project
      ? `the English rules of the project in ${project}${rulesDir ? ` (its own sections in ${rulesDir}, the built-in text for the others)` : ' (it has no rules folder, so the built-in text)'}`
      : `the toolkit's built-in English rules (${join(TOOLKIT_ROOT, 'content/rules')}); for a project's own sections add --project <dir>`;
    if (sub === 'hash') {
      io.err(`Hashes of ${whose}.`);
      const unknown = ids.filter((id) => !isRuleId(id));
      if (unknown.length) return usageError(io, 'rules', USAGE, `not an engine rule id: ${unknown.join(', ')} (see src/engine/rules.ts).`);
      const hashes = currentHashes(rulesDir, TOOLKIT_ROOT);
      for (const id of (ids.length ? ids : RULE_IDS) as RuleId[]) {
        io.out(`${id.padEnd(20)} ${hashes.get(id) ?? '(no English paragraph)'}  ${RULE_PAGES[id]}  ${ruleText(id, io.lang ?? 'en')}`);
      }
      return 0;
    }
    if (sub === 'stale') {
      io.err(`Translations compared with ${whose}.`);
      let count = 0;
      for (const lang of LANGUAGES.filter((l) => l !== ROOT_LANGUAGE)) {
        const problems = translationReport(rulesDir, TOOLKIT_ROOT, lang, (f) => relative(io.cwd, f));
        count += problems.length;
        for (const p of problems) io.out(`${lang}: ${describeProblem(p, lang)}`);
      }
      io.out(count === 0 ? 'Every translated rule paragraph is up to date.' : `${count} translated paragraph(s) to bring up to date; \`clippers rules hash <id>${project ? ` --project ${relative(io.cwd, project) || '.'}` : ''}\` prints each source value.`);
      return count === 0 ? 0 : 1;
    }
    return usageError(io, 'rules', USAGE, sub === undefined ? 'say what to do: hash or stale.' : `unknown subcommand "${sub}" (hash, stale).`);
  },
};

async function projectRulesDir(dir: string): Promise<string | null | Error> {
  const { loadProject } = await import('../project');
  const loaded = loadProject(dir, TOOLKIT_ROOT);
  if (!loaded.ok) return new Error(`the project in ${dir} cannot be read (run \`clippers site check ${dir}\`).`);
  return loaded.value.rulesDir;
}
