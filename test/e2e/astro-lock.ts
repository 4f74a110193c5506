import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ROOT } from './site';

/**
 * Astro writes its generated content modules into the toolkit's own .astro/ folder, whatever
 * the project it builds or serves, so two Astro processes of one repository at once break each
 * other (src/project/collection-build.ts saw UnknownContentCollectionError). The browser files
 * that run Astro (publisher, publisher-dev, publisher-dev-stop) run beside the other browser
 * files, and take turns with each other through this lock: a folder made atomically, naming
 * the process that holds it (a holder that died without letting go is noticed and replaced).
 */
const LOCK = join(ROOT, 'node_modules', '.cache', 'e2e-astro.lock');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Waits for the lock and takes it. */
export async function acquireAstro(): Promise<void> {
  mkdirSync(join(LOCK, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(join(LOCK, 'pid'), String(process.pid));
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(join(LOCK, 'pid'), 'utf8'));
    } catch {
      // made a moment ago, its pid not written yet
    }
    if (Number.isInteger(holder) && holder > 0 && !alive(holder)) rmSync(LOCK, { recursive: true, force: true });
    else await new Promise((r) => setTimeout(r, 250));
  }
}

/** Lets go of the lock, if this process holds it. */
export function releaseAstro(): void {
  try {
    if (Number(readFileSync(join(LOCK, 'pid'), 'utf8')) === process.pid) rmSync(LOCK, { recursive: true, force: true });
  } catch {
    // not held
  }
}

/**
 * Holds the lock from before this file's first hook to after its last one (call it before the
 * file's own beforeAll and afterAll). The wait has its own hook, with room for another file's
 * whole turn, so the file's own hooks keep their timeouts.
 */
export function holdAstroForFile(): void {
  beforeAll(acquireAstro, 600_000);
  afterAll(releaseAstro);
}
