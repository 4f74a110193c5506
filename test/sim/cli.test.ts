import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CLI_MODES, ROOT } from '../cli/harness';
import type { Comparison } from '../../src/sim/compare';
import type { SimReport } from '../../src/sim/report';
import type { StrengthReport } from '../../src/sim/strength';
import { timeLeft } from '../../src/cli/simulate';


describe.each(CLI_MODES)('clippers simulate (%s)', (mode, cli) => {
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
    // Enough games that the threads share them out in several slices.
    const args = ['simulate', '--games', '150', '--seed', '9', '--variant', 'portCard=in-addition,tieBreak=money-only', '--json'];
    const one = await cli(...args, '--workers', '1');
    const two = await cli(...args, '--workers', '2');
    const three = await cli(...args, '--workers', '3');
    expect(one.code).toBe(0);
    expect(two.out.join('\n')).toBe(one.out.join('\n'));
    expect(three.out.join('\n')).toBe(one.out.join('\n'));
    expect(JSON.parse(one.out.join('\n')).variants).toEqual({ portCard: 'in-addition', tieBreak: 'money-only', purpleHome: 'always', purpleBranch: 'home-only' });
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
    const { old, new: now, comparison } = JSON.parse(out.join('\n')) as { old: SimReport; new: SimReport; comparison: Comparison };
    expect(now).toEqual(old);
    expect(comparison.significant).toBe(0);
    expect(comparison.balance.verdict).toBe('no-difference');
    const human = await cli('simulate', '--games', '12', '--compare', 'maps/south-pacific.json');
    expect(human.out.some((l) => l.startsWith('Changes, new − old (old: South Pacific, maps/south-pacific.json; new: South Pacific, maps/south-pacific.json)'))).toBe(true);
    expect(human.out.some((l) => l.startsWith('Balance: no clear change in balance'))).toBe(true);
  });

  it.each([
    [['--players', '6'], /--players must be 3, 4 or 5/],
    [['--games', '0'], /--games must be a whole number of at least 1/],
    [['--games', 'many'], /--games must be a whole number/],
    [['--games', '1000000000000'], /--games is at most 1,000,000 \(got 1000000000000\)/],
    [['--seed', '1.5'], /--seed must be a whole number/],
    [['--bots', 'clever'], /--bots: there is no bot "clever"; choose from random, greedy/],
    [['--bots', 'greedy,random'], /--bots lists 2 bots for 4 players/],
    [['--variant', 'portCard=sometimes'], /--variant portCard: "sometimes" is not a choice; use one of replaces-placement, in-addition/],
    [['--variant', 'speed=fast'], /--variant: there is no variant "speed"; the variants are portCard, tieBreak, purpleHome/],
    [['--variant', 'portCard'], /--variant takes name=value pairs/],
    [['--workers', '0'], /--workers must be a whole number of at least 1/],
    [['--budget', '0'], /--budget is the search bot's playouts per move, a whole number from 1 to 100000/],
    [['--playout', 'clever'], /--playout: there is no playout policy "clever"; choose from random, greedy/],
    [['--horizon', 'far'], /--horizon is the moves each playout plays/],
    [['--strength', '--compare', 'maps/south-pacific.json'], /--strength compares bots on one map; leave out --compare/],
    [['--frobnicate'], /Unknown option '--frobnicate'/],
  ])('%j exits 2 naming the flag', async (args, message) => {
    const { code, out, err } = await cli('simulate', ...args);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err[0]).toMatch(message);
    expect(err.at(-1)).toMatch(/^Usage: clippers simulate /);
  });

  it('seats the search bot with its budget, says who sat where, and records the search settings', async () => {
    const args = ['simulate', '--games', '3', '--players', '3', '--bots', 'greedy,mcts,random', '--budget', '12', '--playout', 'greedy', '--horizon', '2'];
    const json = await cli(...args, '--json');
    expect(json.code).toBe(0);
    const report = JSON.parse(json.out.join('\n')) as SimReport;
    expect(report.bots).toEqual(['greedy', 'mcts', 'random']);
    expect(report.search).toEqual({ budget: 12, policy: 'greedy', horizon: 2 });
    expect(report.seats.map((s) => s.bot)).toEqual(['greedy', 'mcts', 'random']);
    const human = await cli(...args);
    expect(human.out[1]).toMatch(/^Bots: seat 1 greedy, seat 2 mcts, seat 3 random\. Search \(mcts\): 12 playouts a move, 2 greedy moves before valuing\. Variants: /);
    // Without a search bot the report has no search settings, exactly as before.
    const plain = await cli('simulate', '--games', '2', '--budget', '12', '--json');
    expect(JSON.parse(plain.out.join('\n'))).not.toHaveProperty('search');
  });

  it('--compare works with any bots', async () => {
    const { code, out } = await cli('simulate', '--games', '3', '--players', '3', '--bots', 'mcts,greedy,greedy', '--budget', '8', '--compare', 'maps/south-pacific.json', '--json');
    expect(code).toBe(0);
    const { old, new: now, comparison } = JSON.parse(out.join('\n')) as { old: SimReport; new: SimReport; comparison: Comparison };
    expect(now).toEqual(old);
    expect(comparison.a).toMatchObject({ bots: ['mcts', 'greedy', 'greedy'], search: { budget: 8 } });
  });

  it('--strength sets greedy in every seat beside mcts in every seat', async () => {
    const args = ['simulate', '--games', '3', '--players', '3', '--budget', '6', '--strength'];
    const json = await cli(...args, '--json');
    expect(json.code).toBe(0);
    const report = JSON.parse(json.out.join('\n')) as SimReport & { strength: StrengthReport };
    expect(report.bots).toEqual(['random', 'random', 'random']);
    expect(report.strength).toMatchObject({ games: 3, fair: 1 / 3, search: { budget: 6 } });
    expect(report.strength.seats).toHaveLength(3);
    for (const seat of report.strength.seats) {
      expect(seat.greedy.winRateCI[0]).toBeLessThanOrEqual(seat.greedy.winRate);
      // Three games a line-up can tell nothing.
      expect(seat.verdict).toBe('undecided');
    }
    const human = await cli(...args);
    const at = human.out.findIndex((l) => l.startsWith('Balance with strong players: 3 games with greedy in every seat, 3 with mcts in every seat'));
    expect(at).toBeGreaterThan(0);
    expect(human.out[at + 1]).toMatch(/seat +greedy +95% CI +mcts +95% CI +reading/);
  });

  it('--strength --games 10 says it cannot tell, and how many games would', async () => {
    const { code, out } = await cli('simulate', '--games', '10', '--budget', '6', '--strength');
    expect(code).toBe(0);
    const rows = out.filter((l) => /^ {2}(1 \(first\)|[234]) /.test(l) && l.includes('not enough games to tell'));
    expect(rows).toHaveLength(4);
    const summary = out.find((l) => l.includes('Not enough games to tell whether'));
    expect(summary).toMatch(/at 10 games a line-up the 95% intervals are too wide to say\. About 610 games a line-up would tell a seat 5 points off a fair share/);
    expect(out.join('\n')).not.toMatch(/No seat wins more or less|Every seat wins within/);
    // The plain report under it says so too.
    expect(out.find((l) => l.trimStart().startsWith('Balance: '))).toMatch(/not enough games to tell/);
  }, 60_000);

  it('--help prints every option with its default, and exits 0', async () => {
    for (const flag of ['--help', '-h']) {
      const { code, out, err } = await cli('simulate', flag);
      expect(code).toBe(0);
      expect(err).toEqual([]);
      expect(out[0]).toMatch(/^Usage: clippers simulate /);
      for (const option of ['--map', '--players', '--games', '--seed', '--bots', '--budget', '--playout', '--horizon', '--variant', '--workers', '--compare', '--html', '--strength', '--save-games', '--json']) {
        const line = out.find((l) => l.trimStart().startsWith(option));
        expect(line, option).toMatch(/\[[^\]]+\]$/);
      }
      expect(out.find((l) => l.trimStart().startsWith('--games'))).toMatch(/\[200\]$/);
      expect(out.find((l) => l.trimStart().startsWith('--budget'))).toMatch(/\[200\]$/);
    }
    // The same as `clippers help simulate`.
    const help = await cli('help', 'simulate');
    expect(help.out).toEqual((await cli('simulate', '--help')).out);
  });

  it('says how long is left from the pace so far', () => {
    expect(timeLeft(0, 10, 500)).toBe('');
    expect(timeLeft(5, 10, 5000)).toBe('about 5 s left');
    expect(timeLeft(1, 100, 2000)).toBe('about 3 min 18 s left');
    expect(timeLeft(10, 10, 5000)).toBe('');
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

  it('runs as the installed command with worker threads, and matches the single-thread report', async () => {
    const args = ['simulate', '--games', '200', '--seed', '5', '--json'];
    // From the sources the bin (and its worker threads) go through tsx; from the bundle, plain Node.
    const env = { ...process.env, CLIPPERS_FROM_SOURCE: mode === 'sources' ? '1' : '0' };
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(ROOT, 'src/cli/bin.mjs'), ...args, '--workers', '2'], { cwd: ROOT, env });
    expect(stderr).toBe('');
    const inProcess = await cli(...args, '--workers', '1');
    expect(stdout).toBe(`${inProcess.out.join('\n')}\n`);
  });
});
