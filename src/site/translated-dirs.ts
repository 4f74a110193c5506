import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether a publisher's rules folder has translated sections (`<lang>/<name>.mdx`).
 * Asked before loading them: Astro warns about an empty glob and an empty collection.
 */
export const hasTranslations = (dir: string | null | undefined): dir is string =>
  !!dir && existsSync(dir) && readdirSync(dir, { withFileTypes: true }).some((d) => d.isDirectory() && readdirSync(join(dir, d.name)).some((f) => f.endsWith('.mdx')));
