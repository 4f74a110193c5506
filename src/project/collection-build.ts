import { join } from 'node:path';
import { memberPath, type CollectionMember } from './collection';

/**
 * What a member's build is told (read by astro.config.mjs and src/site/Layout.astro): the base
 * it is served under, and the collection's title and home, for the way back from its pages.
 */
export const memberEnv = (member: CollectionMember, collection: { title: string; base: string }): Record<string, string> => ({
  RULEKIT_BASE: `${collection.base}${memberPath(member.name)}`,
  RULEKIT_COLLECTION: JSON.stringify({ title: collection.title, home: collection.base }),
});

/**
 * Builds each game of a collection into its place in the built site (`<site>/games/<name>/`,
 * served under `<base>games/<name>/`), one after the other: two Astro builds of one toolkit at
 * once share its .astro/ folder (content modules), and one then failed on the other's
 * collections (UnknownContentCollectionError, seen with two at a time).
 * `build` runs one build (Astro, with the member's project and `env`); resolves to the first
 * failing exit code, or 0.
 */
export async function buildMembers(
  members: readonly CollectionMember[],
  collection: { title: string; base: string },
  siteDir: string,
  build: (member: CollectionMember, into: string, env: Record<string, string>) => Promise<number>,
  atOnce = 1,
): Promise<number> {
  const queue = [...members];
  const codes: number[] = [];
  const worker = async () => {
    for (let m = queue.shift(); m !== undefined; m = queue.shift()) codes.push(await build(m, join(siteDir, memberPath(m.name)), memberEnv(m, collection)));
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, members.length) }, worker));
  return codes.find((c) => c !== 0) ?? 0;
}
