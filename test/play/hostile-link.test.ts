import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fr } from '../../src/i18n/fr';
import { sayFrom } from '../../src/i18n/format';
import { decodeShare, SHARE_MAX_BYTES } from '../../src/play/share';
import { openFile } from '../../src/play/open';
import { gameErrorsText, PROBLEM_TEXT_MAX } from '../../src/play/problem-text';
import { gameFromJson } from '../../src/game/from-json';
import type { ProblemSay } from '../../src/play/problem-text';
import { randomGame, southPacific, threePlayers } from '../game/fixtures';
import { base64url, hostileLink } from '../fixtures/hostile-link';

/**
 * Hostile links (issue 37): deflate packs a few kilobytes of link into hundreds of
 * megabytes, and a huge `format` or `version` was quoted whole in the notice (a
 * 26 KB link froze the tab for 98 s, a 130 KB link crashed it).
 */
const map = southPacific();
const lookup = (id: string) => (id === 'south-pacific' ? map : null);
const FR: ProblemSay = { say: sayFrom(fr), refusal: (v) => v.message };

describe('a hostile link', () => {
  it('of 130 KB is answered in under a second with a short notice, in both languages', async () => {
    const link = hostileLink(130, 'format');
    expect(link.length).toBeGreaterThanOrEqual(130_000);
    for (const p of [undefined, FR]) {
      // CPU time, not wall time: a busy machine stretches the second but not the work (it was 98 s of work).
      const started = process.cpuUsage();
      const result = await decodeShare(link, lookup, p);
      const used = process.cpuUsage(started);
      expect((used.user + used.system) / 1000).toBeLessThan(1000);
      expect(result?.ok).toBe(false);
      const notice = result && !result.ok ? result.error : '';
      expect(notice.length).toBeLessThan(200);
      expect(notice).toMatch(p ? /dépasse 2000000 octets/ : /more than 2000000 bytes/);
    }
  });

  it('of 26 KB with a huge version is refused the same way', async () => {
    const result = await decodeShare(hostileLink(26, 'version'), lookup);
    expect(result).toEqual({ ok: false, error: `The game in this link unpacks to more than ${SHARE_MAX_BYTES} bytes, more than any saved game holds; it was not opened.` });
  });

  it('under the size cap, a long format or version is quoted by a short prefix only', async () => {
    for (const field of ['format', 'version'] as const) {
      const value = 'y'.repeat(500_000);
      const link = `#game=${base64url(deflateRawSync(Buffer.from(JSON.stringify({ [field]: field === 'format' ? value : value, ...(field === 'version' ? { format: 'clippers-game' } : {}) }))))}`;
      const result = await decodeShare(link, lookup);
      const notice = result && !result.ok ? result.error : '';
      expect(notice).toMatch(field === 'format' ? /^format: this is "y+…, not a saved game/ : /^version: the game was saved in version "y+… of the format/);
      expect(notice.length).toBeLessThan(200);
    }
  });

  it('a saved game naming a huge map id, or with thousands of bad moves, gets a short notice', () => {
    const saved = randomGame(map, threePlayers(), 4, 3);
    const unknownMap = gameFromJson({ ...saved, map: 'z'.repeat(100_000) }, { lookup });
    expect(unknownMap.ok ? '' : gameErrorsText(unknownMap.error, FR).length).toBeLessThan(250);
    const manyBad = gameFromJson({ ...saved, moves: Array.from({ length: 1000 }, () => ({ type: 'teleport', to: 'q'.repeat(1000) })) }, { lookup });
    const text = manyBad.ok ? '' : gameErrorsText(manyBad.error, FR);
    expect(text).toMatch(/et 995 de plus$/);
    expect(text.length).toBeLessThan(6 * PROBLEM_TEXT_MAX);
    const opened = openFile('many.json', JSON.stringify({ ...saved, moves: Array.from({ length: 1000 }, () => ({ type: 'teleport' })) }), FR);
    expect(opened.kind === 'error' && opened.problems.length).toBe(6);
  });
});
