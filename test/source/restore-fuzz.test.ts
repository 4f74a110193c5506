import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSaved, encodeSaved } from '../../src/editor/autosave';
import { decodePlaySave, encodePlaySave } from '../../src/play/autosave';
import { openFile } from '../../src/play/open';
import { decodeShare, encodeShare } from '../../src/play/share';
import { startSession } from '../../src/play/session';
import { randomGame, southPacific, threePlayers } from '../game/fixtures';
import { runs } from '../budget';

/**
 * Stored state comes back from places a stranger or a stale version can touch:
 * the editor's autosave, the play page's autosave, a `#game=` link, a file
 * opened on the play page. Each is validated, never cast: for any damage the
 * reader answers with the state or a plain reason, and never throws.
 */

const map = southPacific();
const lookup = (id: string) => (id === 'south-pacific' ? map : null);
const game = randomGame(map, threePlayers(), 40, 7);
const session = startSession(game, map);
if (!session.ok) throw new Error(session.error.message);
const playSave = encodePlaySave(session.value, new Date(0));
const editorSave = encodeSaved(map, new Date(0));

/** Every path to a value inside `v`, so a mutation can reach any field however deep. */
function paths(v: unknown, at: Array<string | number> = [], out: Array<Array<string | number>> = []): Array<Array<string | number>> {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) paths(x, [...at, k], out);
  return out;
}

/** `text` (JSON) with the value at one path replaced, removed, or the key renamed to `__proto__`. */
function mangle(text: string, pick: number, how: 'replace' | 'remove' | 'proto', value: unknown): string {
  const root = JSON.parse(text) as unknown;
  const all = paths(root);
  const path = all[pick % all.length];
  if (path.length === 0) return JSON.stringify(how === 'replace' ? value : null);
  const parent = path.slice(0, -1).reduce<any>((o, k) => o[k], root);
  const key = path[path.length - 1];
  if (how === 'replace') parent[key] = value;
  else if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else {
    const old = parent[key];
    delete parent[key];
    if (how === 'proto') Object.defineProperty(parent, '__proto__', { value: old, enumerable: true, configurable: true, writable: true });
  }
  return JSON.stringify(root);
}

const strange = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(1e308, -1, 0.5, 2 ** 53, Number.MAX_SAFE_INTEGER, -0, '', '__proto__', 'x'.repeat(10_000), 1e20, -1e20, [], {}, null),
);
const mangled = (text: string) => fc.tuple(fc.nat(), fc.constantFrom('replace', 'remove', 'proto') as fc.Arbitrary<'replace' | 'remove' | 'proto'>, strange).map(([p, how, v]) => mangle(text, p, how, v));
/** Also the cruder damage of storage: cut short, or one character changed. */
const cut = (text: string) => fc.tuple(fc.nat(), fc.string({ maxLength: 2 })).map(([at, s]) => text.slice(0, at % text.length) + s + text.slice((at % text.length) + 1));

const noInternals = (message: string) => {
  expect(message.length).toBeGreaterThan(0);
  expect(message).not.toMatch(/\[object Object\]|    at |ZodError/);
};

describe('restoring stored state never throws and explains itself', () => {
  it('the play page autosave', () => {
    expect(decodePlaySave(playSave, lookup).ok).toBe(true);
    fc.assert(
      fc.property(fc.oneof(mangled(playSave), cut(playSave)), (text) => {
        const r = decodePlaySave(text, lookup);
        if (!r.ok) noInternals(r.error);
        // A restored game is one the engine replayed: its cursor is inside its moves.
        else expect(r.value.session.cursor).toBeLessThanOrEqual(r.value.session.moves.length);
      }),
      { numRuns: runs(100) },
    );
  });

  it('the editor autosave', () => {
    expect(decodeSaved(editorSave).ok).toBe(true);
    fc.assert(
      fc.property(fc.oneof(mangled(editorSave), cut(editorSave)), (text) => {
        const r = decodeSaved(text);
        if (!r.ok) noInternals(r.error.reason);
        // The time is shown to the designer: a real one, or none.
        else expect(r.value.savedAt === null || !Number.isNaN(Date.parse(r.value.savedAt))).toBe(true);
      }),
      { numRuns: runs(200), examples: [[editorSave.replace('"savedAt":"1970-01-01T00:00:00.000Z"', '"savedAt":1e20')], [editorSave.replace('1970-01-01T00:00:00.000Z', 'yesterday')]] },
    );
  });

  it('a game in a link', async () => {
    const link = await encodeShare(game);
    if (!link.ok) throw new Error(link.error);
    expect((await decodeShare(`#${link.value}`, lookup))?.ok).toBe(true);
    const payload = link.value.slice('game='.length);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.tuple(fc.nat(), fc.constantFrom('', 'A', '-', '_', '%', '=')).map(([at, s]) => payload.slice(0, at % payload.length) + s + payload.slice((at % payload.length) + 1)),
          fc.string({ maxLength: 80 }),
        ),
        async (text) => {
          const r = await decodeShare(`#game=${text}`, lookup);
          expect(r).not.toBeNull();
          if (r && !r.ok) noInternals(r.error);
        },
      ),
      { numRuns: runs(30) },
    );
  });

  it('a file opened on the play page', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), mangled(JSON.stringify(game)), mangled(JSON.stringify(map))), (text) => {
        const opened = openFile('fuzz.json', text);
        if (opened.kind === 'error') for (const p of opened.problems) noInternals(p);
      }),
      { numRuns: runs(30) },
    );
  });
});
