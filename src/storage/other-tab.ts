/**
 * What the editor's and the play page's autosaves share: reading their key when
 * storage may refuse, and keeping another tab's save aside before writing over it.
 */

type ItemStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface KeptAside {
  /** The key it was kept under, or null when even that failed (storage full): it is then only in `text`. */
  to: string | null;
  text: string;
}

/** The text under `key`, or null when there is none or storage refuses to be read (private mode, blocked). */
export function readItem(storage: ItemStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Copies another tab's save to `prefix` + the time (then `-2`, `-3`… if taken) before this tab writes over it. */
export function keepAside(storage: ItemStorage, prefix: string, text: string, at: Date): KeptAside {
  let to = `${prefix}${at.toISOString()}`;
  try {
    for (let n = 2; storage.getItem(to) !== null; n++) to = `${prefix}${at.toISOString()}-${n}`;
    storage.setItem(to, text);
    return { to, text };
  } catch {
    return { to: null, text };
  }
}
