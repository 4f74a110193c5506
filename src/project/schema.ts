import { z } from 'zod';
import { variantsSchema } from '../walkthrough/schema';
import { DEFAULT_GAME, GAME_IDS, type GameId } from '../games';

export { VARIANT_NAMES } from '../engine';

/**
 * `rulekit.yaml`: a publisher's project settings. This zod schema is the source
 * of truth; `src/project/project.schema.json` is generated from it (a test fails
 * on drift) so editors can complete and check the file.
 */

import { LANGUAGES, ROOT_LANGUAGE, type Language } from '../i18n/languages';

export { LANGUAGES, ROOT_LANGUAGE, type Language };

/** Page switches: pages a publisher may leave out. Home, rules and walkthroughs always exist. */
export const PAGE_SWITCHES = ['board', 'editor', 'statecharts', 'play'] as const;
export type PageSwitch = (typeof PAGE_SWITCHES)[number];

const relativeFile = (what: string) =>
  z
    .string({ required_error: `give the ${what} as a path relative to the project folder`, invalid_type_error: `give the ${what} as a path (text)` })
    .min(1, `give the ${what} as a path relative to the project folder`)
    .refine((p) => !p.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(p), { message: `the ${what} must be a path relative to the project folder, not an absolute path` });

/** `/`, or a path that starts and ends with `/`, made of URL-safe segments. */
export const BASE_PATTERN = /^\/(?:[A-Za-z0-9._~-]+\/)*$/;

/** `#rgb` or `#rrggbb`: a colour a browser and a PDF both understand. */
export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const themeSchema = z
  .object({
    /** Links, buttons and highlights. Must be dark enough for white text (checked, contrast 4.5:1). */
    accent: z.string().regex(HEX_COLOUR, 'the accent colour must be a hex colour like "#1d6fa5"').optional(),
    /** An SVG, PNG, JPEG or WebP file shown beside the title. */
    logo: relativeFile('logo').refine((p) => /\.(svg|png|jpe?g|webp)$/i.test(p), { message: 'the logo must be an .svg, .png, .jpg or .webp file' }).optional(),
  })
  .strict();

const pagesSchema = z
  .object({
    board: z.boolean().default(true),
    editor: z.boolean().default(true),
    statecharts: z.boolean().default(true),
    /** The play page: games on the site's board, recorded as walkthroughs. */
    play: z.boolean().default(true),
  })
  .strict();

/** A key left empty in YAML (`theme:` with every line under it commented out) means "the defaults". */
const emptyIsDefault = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === null ? undefined : v), schema);

/** A project's `map:` is required only for a game played on a map file (Clippers); the check names it as a missing key. */
export const MAP_REQUIRED_FOR: readonly GameId[] = ['clippers'];

export const projectSchema = z
  .object({
    /** The game whose rules the site publishes (an id of the kit's registry, `rulekit games`). Omitted: Clippers. */
    game: z.enum(GAME_IDS as [GameId, ...GameId[]]).default(DEFAULT_GAME),
    /** Shown in the header, the page titles and the PDF's title page. */
    title: z.string({ required_error: 'give the site a title' }).min(1, 'give the site a title'),
    /** The language of the site at its root (`en`). Kept for projects written before `languages`. */
    language: z.enum([ROOT_LANGUAGE]).default(ROOT_LANGUAGE),
    /** Every language the site is published in, e.g. `[en, fr]`: English at the root, French under `/fr/`. Omitted: English only. */
    languages: z
      .array(z.enum(LANGUAGES))
      .min(1, 'list at least one language, e.g. [en, fr]')
      .refine((l) => l.includes(ROOT_LANGUAGE), { message: 'the languages must include en: the English site is served at the root and every translation is checked against it' })
      .refine((l) => new Set(l).size === l.length, { message: 'list each language once' })
      .optional(),
    /** The path the site is served under, e.g. `/games/clippers/`. */
    base: z.string().regex(BASE_PATTERN, 'the base path must start and end with "/", e.g. "/" or "/games/clippers/"').default('/'),
    /** The board (a map JSON file), relative to the project folder. Required for Clippers; a game without a map file has none. */
    map: relativeFile('map file').optional(),
    /** The engine's rule variants; an unset variant plays its default. */
    variants: emptyIsDefault(variantsSchema.default({})),
    /** Walkthrough YAML files in the order the home page lists them. Omitted: the built-in first round. */
    walkthroughs: z.array(relativeFile('walkthrough file')).min(1, 'list at least one walkthrough, or leave the key out for the built-in first round').optional(),
    /** A folder of MDX files, each replacing the built-in rules section of the same name. */
    rules: relativeFile('rules folder').optional(),
    theme: emptyIsDefault(themeSchema.default({})),
    pages: emptyIsDefault(pagesSchema.default({})),
    /**
     * Other games' project folders, published with this site: each built from its own folder
     * under `<base>games/<folder name>/` and listed on this site's home page (collection.ts).
     */
    collection: z.array(relativeFile('project folder')).min(1, 'list at least one project folder, or leave the key out').optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    // Said as a missing key, as zod says `title` (see config.ts): the same code, message and fix as before games had modules.
    if (c.map === undefined && MAP_REQUIRED_FOR.includes(c.game)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['map'], message: 'missing', params: { missingKey: true } });
  });

export type ProjectConfig = z.infer<typeof projectSchema>;
export type ProjectConfigInput = z.input<typeof projectSchema>;

/** Every top-level key, in the order the starter file lists them. */
export const PROJECT_KEYS = Object.keys(projectSchema.innerType().shape) as (keyof ProjectConfig)[];

/** The languages a site is published in, the root language first. */
export function siteLanguages(config: Pick<ProjectConfig, 'language'> & Partial<Pick<ProjectConfig, 'languages'>>): Language[] {
  const listed = config.languages ?? [config.language];
  return [ROOT_LANGUAGE, ...listed.filter((l) => l !== ROOT_LANGUAGE)];
}
