import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { walkthroughSchema } from './walkthrough/schema';

/**
 * The site's content lives in the top-level `content/` directory (not `src/`), so
 * authors find rules text and walkthroughs beside maps and machines.
 */

/** One MDX page per section of the rules; the file name is the URL slug (`/rules/<slug>/`). */
const rules = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/rules' }),
  schema: z.object({
    title: z.string().min(1),
    /** Reading order in the index and the previous/next links. */
    order: z.number().int(),
    /** One sentence for the index and the page's description. */
    summary: z.string().min(1),
  }),
});

/** Scripted stretches of play (YAML), checked by the same schema the CLI uses. */
const walkthroughs = defineCollection({
  loader: glob({ pattern: '*.{yaml,yml}', base: './content/walkthroughs' }),
  schema: walkthroughSchema,
});

export const collections = { rules, walkthroughs };
