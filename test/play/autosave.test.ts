import { describe, expect, it } from 'vitest';
import {
  createPlaySaver,
  PLAY_AUTOSAVE_DELAY_MS,
  PLAY_AUTOSAVE_KEY,
  PLAY_OTHER_TAB_PREFIX,
  restorePlay,
  sameSave,
  type KeptAside,
  type StorageLike,
  type Timers,
} from '../../src/play/autosave';
import { legalNow, playMove, startSession, type PlaySession } from '../../src/play/session';
import { southPacific, threePlayers } from '../game/fixtures';

/** One browser's storage, shared by the tabs of a test; `full` refuses writes as a browser out of quota. */
class FakeStorage implements StorageLike {
  readonly data = new Map<string, string>();
  full = false;
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  keys(prefix: string): string[] {
    return [...this.data.keys()].filter((k) => k.startsWith(prefix));
  }
}

/** A browser's storage with a quota in characters: a write that would pass it is refused, one that fits (a shorter value) is not. */
class QuotaStorage extends FakeStorage {
  constructor(public quota: number) {
    super();
  }
  used(): number {
    let n = 0;
    for (const [k, v] of this.data) n += k.length + v.length;
    return n;
  }
  override setItem(key: string, value: string): void {
    const before = this.data.get(key);
    const after = this.used() - (before === undefined ? 0 : key.length + before.length) + key.length + value.length;
    if (after > this.quota) throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    this.data.set(key, value);
  }
}

class FakeTimers implements Timers {
  private queue: { at: number; fn: () => void; id: number }[] = [];
  private time = 0;
  private next = 1;
  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.next++;
    this.queue.push({ at: this.time + ms, fn, id });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.queue = this.queue.filter((t) => t.id !== handle);
  }
  advance(ms: number): void {
    this.time += ms;
    const due = this.queue.filter((t) => t.at <= this.time);
    this.queue = this.queue.filter((t) => t.at > this.time);
    for (const t of due) t.fn();
  }
}

const map = southPacific();
const lookup = (id: string) => (id === 'south-pacific' ? map : null);
function start(): PlaySession {
  const s = startSession(threePlayers([]), map);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}
/** The session after its first legal move (`pick` chooses which). */
function next(s: PlaySession, pick = 0): PlaySession {
  const r = playMove(s, legalNow(s)[pick]);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
let clock = Date.UTC(2026, 10, 23, 17, 0, 0);
const now = () => new Date((clock += 1000));

function tab(storage: FakeStorage, timers = new FakeTimers()) {
  const kept: { kept: KeptAside; earlier: boolean }[] = [];
  const saver = createPlaySaver({ storage, timers, now, onOtherTabKept: (k, earlier) => kept.push({ kept: k, earlier }) });
  return { saver, timers, kept };
}

describe('the play page autosave', () => {
  it('writes once after a burst of moves, and at once on flush', () => {
    const storage = new FakeStorage();
    const { saver, timers } = tab(storage);
    const s1 = next(start());
    const s2 = next(s1);
    saver.schedule(s1);
    saver.schedule(s2);
    expect(storage.getItem(PLAY_AUTOSAVE_KEY)).toBeNull();
    timers.advance(PLAY_AUTOSAVE_DELAY_MS);
    expect(restorePlay(storage, lookup).session?.cursor).toBe(2);
    const s3 = next(s2);
    saver.schedule(s3);
    expect(saver.pending).toBe(true);
    saver.flush();
    expect(saver.pending).toBe(false);
    expect(restorePlay(storage, lookup).session?.cursor).toBe(3);
  });

  it('never writes over another tab’s game unseen: it is kept under its own key first', () => {
    const storage = new FakeStorage();
    const a = tab(storage);
    const b = tab(storage);
    const base = next(start());
    a.saver.schedule(base);
    a.saver.flush();
    // B opens the same game (as a reload would) and plays on; A, not knowing, plays another move.
    const c = tab(storage);
    c.saver.schedule(next(base, 0));
    c.saver.flush();
    expect(c.kept).toEqual([]);
    const theirs = storage.getItem(PLAY_AUTOSAVE_KEY)!;
    a.saver.schedule(next(base, 1));
    a.saver.flush();
    expect(a.kept).toHaveLength(1);
    expect(a.kept[0].earlier).toBe(false);
    expect(a.kept[0].kept.to).toMatch(new RegExp(`^${PLAY_OTHER_TAB_PREFIX}`));
    expect(storage.getItem(a.kept[0].kept.to!)).toBe(theirs);
    expect(storage.keys(PLAY_OTHER_TAB_PREFIX)).toHaveLength(1);
    // Its own next save is no news.
    a.saver.schedule(next(next(base, 1)));
    a.saver.flush();
    expect(a.kept).toHaveLength(1);
    // B found nothing at first, and another tab saved since: clearing for a new game keeps that game too.
    b.saver.clear();
    expect(b.kept).toHaveLength(1);
    expect(storage.getItem(PLAY_AUTOSAVE_KEY)).toBeNull();
  });

  it('a save of the same game at a later time is not another tab’s', () => {
    const storage = new FakeStorage();
    const a = tab(storage);
    const s = next(start());
    a.saver.schedule(s);
    a.saver.flush();
    const first = storage.getItem(PLAY_AUTOSAVE_KEY)!;
    const b = tab(storage);
    b.saver.schedule(s);
    b.saver.flush();
    expect(sameSave(first, storage.getItem(PLAY_AUTOSAVE_KEY)!)).toBe(true);
    a.saver.schedule(next(s));
    a.saver.flush();
    expect(a.kept).toEqual([]);
    expect(sameSave(first, '{')).toBe(false);
  });

  it('keeps the game in progress aside when a link opens another (adopt), and says so as an earlier game', () => {
    const storage = new FakeStorage();
    const a = tab(storage);
    a.saver.schedule(next(start()));
    a.saver.flush();
    const mine = storage.getItem(PLAY_AUTOSAVE_KEY)!;
    const linked = tab(storage);
    linked.saver.adopt();
    linked.saver.schedule(start());
    linked.saver.flush();
    expect(linked.kept).toHaveLength(1);
    expect(linked.kept[0].earlier).toBe(true);
    expect(storage.getItem(linked.kept[0].kept.to!)).toBe(mine);
  });

  it('with the storage full, a link’s game does not write over the player’s own: a reload brings their game back', () => {
    let mine = start();
    for (let i = 0; i < 12; i++) mine = next(mine, i % 2);
    const page = new QuotaStorage(Infinity);
    const first = tab(page);
    first.saver.schedule(mine);
    first.saver.flush();
    const saved = page.getItem(PLAY_AUTOSAVE_KEY)!;
    // The storage is now full but for a little room: no copy of the player's game fits beside it.
    page.quota = page.used() + 100;
    // A link opens a fresh game (shorter, so it would fit over the player's) in a page opened later.
    const full = 'The browser’s storage is full: this game is not being saved, so that the game saved before it is not written over. Save this one as a file.';
    const notices: string[] = [];
    const linked = createPlaySaver({ storage: page, timers: new FakeTimers(), now, onSave: (r) => notices.push(r.ok ? 'saved' : r.error), onOtherTabKept: (k, earlier) => notices.push(`kept under ${k.to}, earlier ${earlier}`) });
    linked.adopt();
    linked.schedule(next(start()));
    linked.flush();
    linked.schedule(next(next(start())));
    linked.flush();
    // Told once that the earlier game could not be copied, then at each save that this one is not kept.
    expect(notices).toEqual(['kept under null, earlier true', full, full]);
    // The reload: the player's own game comes back, move for move.
    const back = restorePlay(page, lookup);
    expect(back.problem).toBeNull();
    expect(back.session?.moves).toEqual(mine.moves);
    // Starting a new game does not clear it either while it cannot be kept.
    linked.clear();
    expect(page.getItem(PLAY_AUTOSAVE_KEY)).toBe(saved);
    // Once there is room again, the earlier game is kept aside and the new one saved.
    page.quota = Infinity;
    linked.schedule(next(start()));
    linked.flush();
    expect(notices.slice(3)).toEqual([expect.stringMatching(/^kept under clippers-play:other-tab:/), 'saved']);
  });

  it('with the storage full, the other tab’s game is still handed over (to download), and the save reports the failure', () => {
    const storage = new FakeStorage();
    const results: boolean[] = [];
    const kept: KeptAside[] = [];
    const saver = createPlaySaver({ storage, timers: new FakeTimers(), now, onSave: (r) => results.push(r.ok), onOtherTabKept: (k) => kept.push(k) });
    const other = tab(storage);
    other.saver.schedule(next(start()));
    other.saver.flush();
    const theirs = storage.getItem(PLAY_AUTOSAVE_KEY)!;
    storage.full = true;
    saver.schedule(next(start(), 1));
    saver.flush();
    expect(results).toEqual([false]);
    expect(kept).toEqual([{ to: null, text: theirs }]);
    // Nothing was written over it.
    expect(storage.getItem(PLAY_AUTOSAVE_KEY)).toBe(theirs);
  });
});
