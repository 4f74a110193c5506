import type { StorageLike } from '../../src/editor/autosave';

/** The browser's storage in memory, for the editor's tests: `full` makes writes fail as a full quota does. */
export class FakeStorage implements StorageLike {
  readonly data = new Map<string, string>();
  full = false;
  writes = 0;
  get length(): number {
    return this.data.size;
  }
  key(i: number): string | null {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    this.writes++;
    this.data.set(key, String(value));
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}
