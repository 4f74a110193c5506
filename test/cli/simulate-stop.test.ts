import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './harness';

describe('clippers simulate, stopped with Ctrl-C', () => {
  it('stops at once, saying how many games were played, with exit 130', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'src/cli/bin.mjs'), 'simulate', '--games', '1000000', '--workers', '2'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    // Give it time to start playing (the machine may be busy), then press Ctrl-C.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const sent = performance.now();
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    // A million games take hours: stopping within seconds (generous for a busy machine) means the run was cut, not drained.
    expect(performance.now() - sent).toBeLessThan(20_000);
    expect(code).toBe(130);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/clippers simulate: stopped by Ctrl-C after \d+ of 1000000 games; no report for a partial run/);
  }, 60_000);
});
