/**
 * Where the editor keeps its autosave in the browser's storage. Apart from the
 * codec (autosave.ts) so the walkthrough page can ask whether there is one
 * without loading the map parser.
 */
export const AUTOSAVE_VERSION = 1 as const;
export const AUTOSAVE_KEY = `clippers-editor:map:v${AUTOSAVE_VERSION}`;
/** Keys of autosaves in any version: `clippers-editor:map:v<n>`. */
export const ANY_VERSION_KEY = /^clippers-editor:map:v(\d+)$/;
export const CORRUPT_PREFIX = 'clippers-editor:corrupt:';
/** Another tab's save, kept when this tab is about to write over it. */
export const OTHER_TAB_PREFIX = 'clippers-editor:other-tab:';
/** The undo history, in the tab's session storage (history-store.ts): a reload keeps it, a new tab starts afresh. */
export const HISTORY_KEY = 'clippers-editor:history:v2';
/** One named snapshot per key (snapshots.ts): a damaged one is skipped without touching the others. */
export const SNAPSHOT_PREFIX = 'clippers-editor:snapshot:v1:';
/** The ids of the project's walkthroughs the designer switched off in the problems panel (walkthrough-choice.ts). */
export const WALKTHROUGHS_OFF_KEY = 'clippers-editor:walkthroughs-off:v1';
