import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writeGenerated } from '../fixtures/hostile/generate';
import { writeBrokenFiles } from './broken-files';
import { cli, ROOT } from './harness';

/**
 * What the CLI prints in English for every broken file it is given, byte for byte. The
 * readers and the simulator put their problems into words through message catalogues
 * (so that a page in French can say them in French); this holds the English words the
 * command line printed before that, so a catalogue edit cannot change them unnoticed.
 * english-output.txt is the record: change it only on purpose.
 */

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
const fixtureFiles = (dir: string) =>
  readdirSync(join(FIXTURES, dir))
    .filter((f) => /\.(json|yaml)$/.test(f))
    .sort()
    .map((f) => join(FIXTURES, dir, f));

describe('the CLI’s English words for broken files', () => {
  it('are unchanged (english-output.txt)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'clippers-broken-'));
    const broken = writeBrokenFiles(join(dir, 'broken'));
    const generated = writeGenerated(join(dir, 'generated'));
    const threeCards = join(dir, 'three-cards.json');
    const valid = JSON.parse((await import('node:fs')).readFileSync(join(FIXTURES, 'maps/valid-small.json'), 'utf8'));
    writeFileSync(threeCards, JSON.stringify({ ...valid, departureCards: valid.departureCards.slice(0, 3) }, null, 2));

    const lines: string[] = [];
    const run = async (...argv: string[]) => {
      const { code, out, err } = await cli(...argv);
      lines.push(`$ ${argv.join(' ')}`, `exit ${code}`, ...out.map((l) => `out| ${l}`), ...err.map((l) => `err| ${l}`));
    };
    const files = [...fixtureFiles('hostile'), ...fixtureFiles('maps'), ...broken.maps, ...broken.walkthroughs, ...Object.values(generated.files).sort()];
    const firstRound = join(FIXTURES, 'publisher/walkthroughs/first-round.yaml');
    for (const file of files) {
      const command = file.endsWith('.yaml') ? 'walkthrough' : 'check';
      await run(command, file);
      await run(command, file, '--json');
      if (command === 'check') await run('walkthrough', firstRound, '--map', file);
    }
    await run('simulate', '--map', threeCards, '--players', '4', '--games', '2');
    await run('simulate', '--map', threeCards, '--players', '4', '--games', '2', '--json');
    await run('simulate', '--map', join(FIXTURES, 'maps/link.self-loop.json'), '--games', '2');
    await run('simulate', '--map', join(FIXTURES, 'maps/cards.count.json'), '--games', '2', '--players', '5');
    await run('simulate', '--map', join(FIXTURES, 'hostile/truncated.json'), '--games', '2');
    await run('simulate', '--map', threeCards, '--compare', join(FIXTURES, 'maps/link.self-loop.json'), '--players', '3', '--games', '2');

    const text = `${lines.join('\n').replaceAll(dir, '<tmp>').replaceAll(ROOT.replace(/\/$/, ''), '<repo>')}\n`;
    await expect(text).toMatchFileSnapshot('english-output.txt');
  }, 120_000);
});
