import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareHtml } from '../../src/cli/simulate-html';
import { printComparison } from '../../src/cli/simulate-print';
import { compareReports } from '../../src/sim/compare';
import { buildReport, simMeta, type SimReport } from '../../src/sim/report';
import { mergeRecords, simulateGames, type SimOptions } from '../../src/sim/simulate';
import { wilson } from '../../src/sim/stats';
import { CLI_MODES } from '../cli/harness';
import { southPacific } from './helpers';

const map = southPacific();
const options: SimOptions = { map, players: 4, games: 100, seed: 5, bots: ['random'] };

function baseReport(): SimReport {
  const result = simulateGames(options);
  if (!result.ok) throw new Error(result.error.map((p) => p.message).join('; '));
  return buildReport(mergeRecords([result.value]), simMeta(options));
}

/** The old board's report, and a new one where island 0 is reached far more often and island 1 far less. */
function oldAndNew(): { old: SimReport; now: SimReport; up: string; down: string } {
  const old = baseReport();
  const now = structuredClone(old);
  now.map = 'South Pacific, edited';
  const [up, down] = [now.islands[0], now.islands[1]];
  old.islands[0].reached = 20;
  old.islands[0].share = 0.2;
  up.reached = 70;
  up.share = 0.7;
  old.islands[1].reached = 90;
  old.islands[1].share = 0.9;
  down.reached = 30;
  down.share = 0.3;
  return { old, now, up: up.name, down: down.name };
}

describe('the compare report reads new − old', () => {
  it('prints each change as new − old and says "rose" or "fell"', () => {
    const { old, now, up, down } = oldAndNew();
    const lines: string[] = [];
    printComparison({ out: (l) => lines.push(l), err: () => {}, cwd: '.' }, compareReports(old, now), { old: 'maps/south-pacific.json', new: 'edited.json' });
    expect(lines[0]).toBe('Changes, new − old (old: South Pacific, maps/south-pacific.json; new: South Pacific, edited, edited.json). "rose" or "fell" when the 95% CI of the change leaves out 0:');
    const row = (name: string) => lines.find((l) => l.trimStart().startsWith(name))!;
    // 20% → 70%: +50 points, rose; 90% → 30%: −60 points, fell.
    expect(row(up)).toMatch(/20\.0% +70\.0% +\+50\.0% +rose/);
    expect(row(down)).toMatch(/90\.0% +30\.0% +−60\.0% +fell/);
    // Unchanged figures say so rather than giving a sign to read.
    expect(lines.find((l) => l.includes('game length (rounds)'))).toMatch(/no clear change$/);
  });

  it('writes the same comparison as one self-contained HTML page with its four plots', () => {
    const { old, now, up, down } = oldAndNew();
    now.map = 'Edited <b>&amp; "quoted"</b>';
    // A seat whose win rate rose clearly, for the win-rate plot.
    now.seats[0] = { ...now.seats[0], winShare: 60, winRate: 0.6, winRateCI: wilson(60, 100) };
    const html = compareHtml(compareReports(old, now), old, now, { old: 'old.json', new: 'new.json' });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    // Self-contained: no script, stylesheet link, image or anything fetched.
    expect(html).not.toMatch(/<script|<link|<img|src=|href=|url\(|@import|https?:/i);
    expect(html.match(/<svg /g)).toHaveLength(4);
    for (const heading of ['Who wins', 'Island reach', 'Game length', 'How games ended', 'Every change']) expect(html).toContain(`<h2>${heading}`);
    // Names from files are escaped.
    expect(html).not.toContain('<b>');
    expect(html).toContain('Edited &#60;b&#62;&#38;amp; &#34;quoted&#34;&#60;/b&#62;');
    expect(html).toContain(`${up}: reached in 20.0% of games before, 70.0% after; +50.0%`);
    expect(html).toMatch(new RegExp(`${down}: reached in 90\\.0% of games before, 30\\.0% after; −60\\.0% .*, fell`));
    expect(html).toMatch(/Seat 1 \(first\) win rate<\/td><td>[\d.]+%<\/td><td>60\.0%<\/td><td>\+[\d.]+%<\/td><td>[^<]+<\/td><td class="rose">rose/);
  });
});

describe.each(CLI_MODES)('clippers simulate --html (%s)', (_, cli) => {
  it('writes the page with --compare and refuses it without', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'clippers-html-')), 'changes.html');
    const { code, out } = await cli('simulate', '--games', '8', '--compare', 'maps/south-pacific.json', '--html', file);
    expect(code).toBe(0);
    expect(out.at(-1)).toBe(`The comparison with its plots: ${file}`);
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('<h1>South Pacific against South Pacific</h1>');
    expect(html.match(/<svg /g)).toHaveLength(4);
    const alone = await cli('simulate', '--games', '8', '--html', join(tmpdir(), 'never-written.html'));
    expect(alone.code).toBe(2);
    expect(alone.err[0]).toMatch(/--html writes the comparison of two boards: add --compare/);
    expect(existsSync(join(tmpdir(), 'never-written.html'))).toBe(false);
  });
});
