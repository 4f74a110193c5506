import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli, CLI_MODES, ROOT, tempFile } from './harness';

const FIRST_ROUND = 'content/walkthroughs/first-round.yaml';

/** The default board with one worked-example link made longer: the example must break from step 5. */
function editedMap(): string {
  const map = JSON.parse(readFileSync(`${ROOT}maps/south-pacific.json`, 'utf8')) as { links: { id: string; segments: number }[] };
  map.links.find((l) => l.id === 'black-harbor-gambier')!.segments = 2;
  return tempFile('edited.json', JSON.stringify(map));
}

describe.each(CLI_MODES)('clippers walkthrough (%s)', (_, cli) => {
  it('replays the first round: every step holds and the money ends at $6, $9, $2', async () => {
    const { code, out } = await cli('walkthrough', FIRST_ROUND);
    expect(code).toBe(0);
    expect(out.at(-2)).toBe('Players: Benjamin $6, Pauline $9 (first player), Jean-Luc $2');
    expect(out.at(-1)).toBe('All 14 steps hold.');
  });

  it('--json prints the outcome and the players only', async () => {
    const { code, out } = await cli('walkthrough', FIRST_ROUND, '--json');
    expect(code).toBe(0);
    const report = JSON.parse(out.join('\n'));
    expect(report).toMatchObject({ ok: true, steps: 14, failures: [], round: 2, phase: 1 });
    expect(report.players.map((p: { name: string; money: number }) => [p.name, p.money])).toEqual([
      ['Benjamin', 6],
      ['Pauline', 9],
      ['Jean-Luc', 2],
    ]);
  });

  it('with --map, names the steps an edited board breaks and exits 1', async () => {
    const { code, out } = await cli('walkthrough', FIRST_ROUND, '--map', editedMap(), '--json');
    expect(code).toBe(1);
    const report = JSON.parse(out.join('\n'));
    expect(report.ok).toBe(false);
    expect(report.failures[0]).toMatchObject({ step: 5, id: 'benjamin-black-gambier', kind: 'expectation' });
    expect(report.failures.some((f: { kind: string; rule?: string; step: number }) => f.kind === 'move-refused' && f.rule === 'route.extend' && f.step === 6)).toBe(true);
  });

  it('exits 2 for a file it cannot read or parse', async () => {
    expect((await cli('walkthrough', 'no/such/file.yaml')).code).toBe(2);
    const bad = await cli('walkthrough', tempFile('bad.yaml', 'format: clippers-walkthrough\nversion: 1\nsteps: [\n'));
    expect(bad.code).toBe(2);
    expect(bad.err[0]).toMatch(/^\/.*bad\.yaml:4:1: error: .* \[yaml\.[a-z-]+\]$/);
    const wrong = await cli('walkthrough', tempFile('wrong.yaml', 'format: clippers-walkthrough\nversion: 1\ntitle: x\nmap: south-pacific\nplayers: []\nfirstPlayer: A\nsteps: []\n'));
    expect(wrong.code).toBe(2);
    expect(wrong.err[0]).toMatch(/wrong\.yaml:5:1: error: players: .*\[walkthrough\.schema\]$/);
  });
});

describe('clippers walkthrough on a map with errors', () => {
  it('stops with the checker\'s first errors instead of replaying', async () => {
    const map = 'test/fixtures/maps/link.missing-end.json';
    const { code, out, err } = await cli('walkthrough', FIRST_ROUND, '--map', map);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual([
      `${map}:48:50: error: links[15].to: Link "tahiti-atlantis" ends at "atlantis", which is not an island or harbor. Point "to" at an existing island id or add the island. [link.missing-end]`,
      `${map} has 1 error, so the walkthrough cannot be replayed on it. Fix it (clippers check ${map}) and replay.`,
    ]);
    const json = await cli('walkthrough', FIRST_ROUND, '--map', map, '--json');
    const report = JSON.parse(json.out.join('\n'));
    expect(report).toMatchObject({ ok: false, steps: 0, players: [] });
    expect(report.failures[0].diagnostics[0]).toMatchObject({ code: 'link.missing-end', line: 48, column: 50 });
  });
});

describe.each(CLI_MODES)('clippers machines (%s)', (_, cli) => {
  it('--json lists the game chart\'s three regions (turn, cards, purple) with their states and transitions', async () => {
    const { code, out } = await cli('machines', '--json');
    expect(code).toBe(0);
    const charts = JSON.parse(out.join('\n')) as { id: string; states: { id: string }[]; events: string[] }[];
    // Each is a region of the one game chart, so its state ids are the actor's own (`game.turn.…`).
    expect(charts.map((c) => c.id)).toEqual(['turn', 'cards', 'purple']);
    expect(charts[0].states.map((s) => s.id)).toContain('game.turn.round.phase1.clipper');
    expect(charts[1].states.map((s) => s.id)).toContain('game.cards.5x.held.sittingOut');
    expect(charts[0].events).toContain('segment.place');
  });

  it('help puts every command on its own line with its summary beneath', async () => {
    const { code, out } = await cli('help');
    expect(code).toBe(0);
    for (const name of ['check', 'walkthrough', 'simulate', 'machines']) {
      const i = out.findIndex((line) => line.startsWith(`  ${name} `));
      expect(i).toBeGreaterThan(0);
      expect(out[i + 1]).toMatch(/^ {6}\S/);
    }
  });
});
