import { existsSync, readdirSync } from 'node:fs';
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { hasTranslations } from './site/translated-dirs';

/**
 * The built-in rules text lives in the top-level `content/` directory (not `src/`),
 * so authors find it beside maps and machines. A publisher's project may replace
 * sections with MDX of its own (`rules:` in rulekit.yaml): those load as `ruleOverrides`.
 * Walkthroughs and the map come from the project through src/site/data.ts.
 */

const frontMatter = z.object({
  title: z.string().min(1),
  /** Reading order in the index and the previous/next links. */
  order: z.number().int(),
  /** One sentence for the index and the page's description. */
  summary: z.string().min(1),
});

/** One MDX page per section of the rules; the file name is the URL slug (`/rules/<slug>/`). */
const rules = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/rules' }),
  schema: frontMatter,
});

/**
 * Translations of the built-in sections: `content/rules/<lang>/<slug>.mdx` (id `fr/setup`).
 * Each `<Rule id source>` names the English paragraph it translates (src/i18n/drift.ts).
 */
const translatedRules = defineCollection({
  loader: glob({ pattern: '*/*.mdx', base: './content/rules' }),
  schema: frontMatter.partial({ order: true }),
});

/** Set by astro.config.mjs from rulekit.yaml; empty when the project replaces nothing (an empty rules folder replaces nothing either). */
const overridesDir = process.env.RULEKIT_RULES_DIR && existsSync(process.env.RULEKIT_RULES_DIR) ? process.env.RULEKIT_RULES_DIR : null;
const hasSections = overridesDir !== null && readdirSync(overridesDir).some((f) => f.endsWith('.mdx'));

/** The publisher's sections, each replacing the built-in section of the same file name. */
const ruleOverrides = defineCollection({
  loader: hasSections ? glob({ pattern: '*.mdx', base: overridesDir! }) : () => [],
  schema: frontMatter.partial({ order: true }),
});

/** The publisher's translated sections: `<rules>/<lang>/<slug>.mdx`. */
const translatedOverrides = defineCollection({
  loader: hasTranslations(overridesDir) ? glob({ pattern: '*/*.mdx', base: overridesDir }) : () => [],
  schema: frontMatter.partial({ order: true }),
});

export const collections = { rules, ruleOverrides, translatedRules, translatedOverrides };
