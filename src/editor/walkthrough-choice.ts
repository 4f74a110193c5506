import { z } from 'zod';
import { WALKTHROUGHS_OFF_KEY } from './autosave-key';
import type { StorageLike } from './autosave';

/**
 * Which of the project's walkthroughs the editor replays on the board: the designer's choice,
 * kept in this browser. A walkthrough written for another board (the South Pacific's worked
 * round on a board of one's own) only lists the steps it cannot play; switched off, it stays
 * off across reloads. Stored as the ids switched off, so a walkthrough added later is checked.
 * Anything unreadable in storage counts as nothing switched off: every walkthrough is checked.
 */

const offSchema = z.array(z.string().min(1)).max(500);

export function readWalkthroughsOff(storage: StorageLike | null): Set<string> {
  try {
    const raw = storage?.getItem(WALKTHROUGHS_OFF_KEY);
    if (raw == null) return new Set();
    const parsed = offSchema.safeParse(JSON.parse(raw));
    return new Set(parsed.success ? parsed.data : []);
  } catch {
    return new Set();
  }
}

/** Writes the choice; false when the storage refused it (full, or switched off), the choice then held for this page only. */
export function writeWalkthroughsOff(storage: StorageLike | null, off: ReadonlySet<string>): boolean {
  try {
    if (!storage) return false;
    if (off.size === 0) storage.removeItem(WALKTHROUGHS_OFF_KEY);
    else storage.setItem(WALKTHROUGHS_OFF_KEY, JSON.stringify([...off].sort()));
    return true;
  } catch {
    return false;
  }
}
