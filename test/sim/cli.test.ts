import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { cli, ROOT } from '../cli/harness';
import type { Comparison } from '../../src/sim/compare';
import type { SimReport } from '../../src/sim/simulate';


describe('clippers simulate', () => {
  it('--json prints the whole report and nothing else', async () => {
    const { code, out, err } = await cli('simulate', '--games', '12', '--seed', '3', '--players', '3', '--bots', 'greedy,random,random', '--json');
    expect(code).toBe(0);
    expect(err).toEqual([]);
    const report = JSON.parse(out.join('\n')) as SimReport;
    expect(report).toMatchObject({ format: 'clippers-sim-report', version: 1, map: 'South Pacific', players: 3, games: 12, seed: 3, bots: ['greedy', 'random', 'random'] });
    for (const key of ['seats', 'sharedGames', 'decidedBy', 'rounds', 'endReasons', 'purple', 'unusedSegments', 'cards', 'clippers', 'islands', 'neverReached'] as const) {
      expect(report).toHaveProperty(key);
    }
    expect(report.seats[0]).toHaveProperty('winRateCI');
    expect(report.islands[0]).toMatchObject({ id: expect.any(String), share: expect.any(Number), companies: { mean: expect.any(Number), sd: expect.any(Number) } });
  });

  it('prints the same JSON for the same seed, on any number of workers', async () => {
    const args = ['simulate', '--games', '16', '--seed', '9', '--variant', 'portCard=in-addition,tieBreak=money-only', '--json'];
    const one = await cli(...args, '--workers', '1');
    const two = await cli(...args, '--workers', '2');
    expect(one.code).toBe(0);
    expect(two.out).toEqual(one.out);
    expect(JSON.parse(one.out.join('\n')).variants).toEqual({ portCard: 'in-addition', tieBreak: 'money-only', purpleHome: 'always' });
  });

  it('prints readable tables', async () => {
    const { code, out } = await cli('simulate', '--games', '10');
    expect(code).toBe(0);
    expect(out[0]).toBe('South Pacific (maps/south-pacific.json): 4 players, 10 games, seed 1');
    expect(out).toContain('Seats (seat 1 is the first player of round 1):');
    expect(out.find((l) => l.trimStart().startsWith('seat '))).toMatch(/win rate +95% CI/);
    expect(out.some((l) => /^ {2}1 \(first\) +random +\d+\.\d%/.test(l))).toBe(true);
    expect(out.some((l) => l.startsWith('Game length: '))).toBe(true);
    expect(out.some((l) => /^(Islands never reached: |Every island was reached)/.test(l))).toBe(true);
  });

  it('--compare prints both reports and the comparison', async () => {
    const { code, out } = await cli('simulate', '--games', '12', '--compare', 'maps/south-pacific.json', '--json');
    expect(code).toBe(0);
    const { a, b, comparison } = JSON.parse(out.join('\n')) as { a: SimReport; b: SimReport; comparison: Comparison };
    expect(b).toEqual(a);
    expect(comparison.significant).toBe(0);
    expect(comparison.balance.verdict).toBe('no-difference');
    const human = await cli('simulate', '--games', '12', '--compare', 'maps/south-pacific.json');
    expect(human.out.some((l) => l.startsWith('Balance: No significant difference in balance'))).toBe(true);
  });

  it.each([
    [['--players', '6'], /--players must be 3, 4 or 5/],
    [['--games', '0'], /--games must be a whole number of at least 1/],
    [['--games', 'many'], /--games must be a whole number/],
    [['--seed', '1.5'], /--seed must be a whole number/],
    [['--bots', 'clever'], /--bots: there is no bot "clever"; choose from random, greedy/],
    [['--bots', 'greedy,random'], /--bots lists 2 bots for 4 players/],
    [['--variant', 'portCard=sometimes'], /--variant portCard: "sometimes" is not a choice; use one of replaces-placement, in-addition/],
    [['--variant', 'speed=fast'], /--variant: there is no variant "speed"; the variants are portCard, tieBreak, purpleHome/],
    [['--variant', 'portCard'], /--variant takes name=value pairs/],
    [['--workers', '0'], /--workers must be a whole number of at least 1/],
    [['--frobnicate'], /Unknown option '--frobnicate'/],
  ])('%j exits 2 naming the flag', async (args, message) => {
    const { code, out, err } = await cli('simulate', ...args);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err[0]).toMatch(message);
    expect(err.at(-1)).toMatch(/^Usage: clippers simulate /);
  });

  it('exits 2 for a map it cannot read or play', async () => {
    const missing = await cli('simulate', '--map', 'maps/no-such-map.json');
    expect(missing.code).toBe(2);
    expect(missing.err.at(-1)).toMatch(/--map maps\/no-such-map\.json is not a readable Clippers map/);
    const broken = await cli('simulate', '--map', 'test/fixtures/maps/link.missing-end.json', '--json');
    expect(broken.code).toBe(2);
    expect(broken.out).toEqual([]);
    expect(broken.err[0]).toMatch(/^test\/fixtures\/maps\/link\.missing-end\.json:\d+:\d+: error: links\[\d+\]\.to: .* \[link\.missing-end\]$/);
    expect(broken.err.at(-1)).toMatch(/is not playable \(1 error\); run "clippers check/);
    const dir = mkdtempSync(join(tmpdir(), 'clippers-sim-'));
    writeFileSync(join(dir, 'bad.json'), '{ "format": ');
    const notJson = await cli('simulate', '--compare', join(dir, 'bad.json'));
    expect(notJson.code).toBe(2);
    expect(notJson.err.at(-1)).toMatch(/--compare .*bad\.json is not a readable Clippers map/);
  });

  it('runs from the command line with worker threads, and matches the single-thread report', async () => {
    const tsx = join(ROOT, 'node_modules/.bin/tsx');
    const args = ['simulate', '--games', '200', '--seed', '5', '--json'];
    const { stdout, stderr } = await promisify(execFile)(tsx, ['src/cli/main.ts', ...args, '--workers', '2'], { cwd: ROOT });
    expect(stderr).toBe('');
    const inProcess = await cli(...args, '--workers', '1');
    expect(stdout).toBe(`${inProcess.out.join('\n')}\n`);
  });
});
