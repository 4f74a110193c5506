import { stringify } from 'yaml';
import type { Walkthrough } from '../walkthrough/schema';

/**
 * A recorded walkthrough as the YAML file `clippers walkthrough` replays, with a
 * header saying where it came from and what the author should still do.
 * Shared by the CLI (`--from-game`) and the play page's export.
 */
export function walkthroughYaml(w: Walkthrough, recordedBy: string): string {
  return `# ${recordedBy}. The narration is drafted from the moves:\n# rewrite it in your own words. Expectations come from the rules engine.\n${stringify(w, { lineWidth: 100 })}`;
}
