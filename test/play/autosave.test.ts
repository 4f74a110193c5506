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
