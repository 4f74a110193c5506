import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { gameFromJson } from '../../src/game/from-json';
import { parseSavedGame } from '../../src/game/parse';
import { problemEnglish } from '../../src/game/problems';
import { english } from '../../src/i18n/english';
import { fr } from '../../src/i18n/fr';
import { sayFrom } from '../../src/i18n/format';
import { refusalSentence } from '../../src/i18n/refusals';
import { decodePlaySave, encodePlaySave, restorePlay } from '../../src/play/autosave';
import { openFile } from '../../src/play/open';
import { gameErrorsText, replayErrorText, type ProblemSay } from '../../src/play/problem-text';
import { startSession } from '../../src/play/session';
import { decodeShare, encodeShare } from '../../src/play/share';
import { randomGame, southPacific, threePlayers } from '../game/fixtures';

/**
 * The play page tells why a file, a link or its autosave cannot be opened in the
 * page's language (src/play/problem-text.ts). English stays what it was (the
 * readers' `message`, which the CLI prints); French is said from the same words.
 */

const map = southPacific();
const lookup = (id: string) => (id === 'south-pacific' ? map : null);
const saved = randomGame(map, threePlayers(), 40, 3);
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));
const FR: ProblemSay = { say: sayFrom(fr), refusal: (v) => refusalSentence(v, 'fr') ?? v.message };

/** A few English words that would betray an untranslated sentence. */
const ENGLISH = /\b(the|is|not|this|open|game|saved|link|refused|version)\b/i;

describe('problems opening a file, a link or the autosave, in French', () => {
  it('a saved game file with a wrong field: the file, line and field, and the reason in French', () => {
    const opened = openFile('partie.yaml', stringify({ ...threePlayers(), seed: 'douze' }), FR);
    expect(opened.kind).toBe('error');
    const text = opened.kind === 'error' ? opened.problems.join('\n') : '';
    expect(text).toMatch(/^partie\.yaml:\d+:\d+\u00a0: seed\u00a0: /);
    expect(text).toContain('nombre');
    expect(text.replace(/partie\.yaml|seed|"douze"/g, '')).not.toMatch(ENGLISH);
  });

  it('a file that is none of the three: what to open, in French', () => {
    const opened = openFile('notes.txt', 'quelques mots', FR);
    expect(opened.kind === 'error' && opened.problems.at(-1)).toBe(
      'notes.txt\u00a0: ouvrez une partie enregistrée (format: clippers-game), un exemple commenté (clippers-walkthrough) ou un plateau (clippers-map).',
    );
  });

  it('a walkthrough and a map with a missing or broken field: the line too', () => {
    const w = openFile('w.yaml', 'format: clippers-walkthrough\nversion: 1\n', FR);
    expect(w.kind === 'error' && w.problems[0]).toMatch(/^w\.yaml:1:1\u00a0: title\u00a0: il manque "title"\u202f; ajoutez-le/);
    const m = openFile('m.json', JSON.stringify({ ...json(map), format: 'clippers-map', islands: 'aucune' }), FR);
    expect(m.kind).toBe('error');
    expect(m.kind === 'error' && m.problems[0]).toMatch(/^m\.json:1:\d+\u00a0: islands\u00a0: "islands" doit être une liste/);
  });

  it('a damaged link and a link whose move the engine refuses: the refusal is the engine’s reason in French', async () => {
    expect(await decodeShare('#game=AAAA', lookup, FR)).toEqual({ ok: false, error: 'La partie de ce lien est abîmée (elle a peut-être été coupée quand le lien a été copié).' });
    const moves = json(saved.moves);
    moves[0] = { type: 'turn.end' } as never;
    const tampered = await encodeShare({ ...saved, moves });
    if (!tampered.ok) throw new Error(tampered.error);
    const bad = await decodeShare(`#${tampered.value}`, lookup, FR);
    const error = bad && !bad.ok ? bad.error : '';
    expect(error).toMatch(/^moves\[0\]\u00a0: Le coup 1 \(\{"type":"turn\.end"\}\) est refusé\u00a0: .+ \(règle [a-z0-9.-]+\)$/);
    // The engine's reason, in French, not its English message.
    const refused = gameFromJson(json({ ...saved, moves }), { lookup });
    const v = !refused.ok ? refused.error[0].refused?.violation : undefined;
    expect(v && error).toContain(refusalSentence(v!, 'fr'));
    expect(v && error).not.toContain(v!.message);
  });

  it('an autosave of another version, or on a map this page lacks, is told in French; the game is kept aside', () => {
    const session = startSession(saved, map);
    if (!session.ok) throw new Error('no session');
    const text = JSON.parse(encodePlaySave(session.value));
    const stale = decodePlaySave(JSON.stringify({ ...text, version: 7 }), lookup, FR);
    expect(stale.ok ? '' : stale.error).toBe('La partie gardée est en version 7\u202f; cette page lit la version 1.');
    const store = new Map<string, string>([['clippers-play:game:v1', JSON.stringify({ ...text, game: { ...text.game, map: 'ailleurs' } })]]);
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    const restored = restorePlay(storage, lookup, new Date('2026-11-26T12:00:00Z'), FR);
    expect(restored.problem?.reason).toBe('La partie se joue sur le plateau «\u00a0ailleurs\u00a0», qui n’est pas disponible ici\u202f; ouvrez le fichier de ce plateau avec elle.');
    expect(restored.problem?.movedTo).toBe('clippers-play:corrupt:2026-11-26T12:00:00.000Z');
  });

  it('a saved game that does not replay: the move’s number and the engine’s reason', () => {
    const moves = json(saved.moves);
    moves[2] = { type: 'turn.end' } as never;
    const s = startSession({ ...saved, moves }, map);
    expect(s.ok).toBe(false);
    if (s.ok) return;
    expect(replayErrorText(s.error, FR)).toMatch(/^Coup 3\u00a0: /);
    expect(replayErrorText(s.error, FR)).not.toMatch(ENGLISH);
  });
});

describe('the English stays the readers’ own', () => {
  it('words that stand for a sentence say it, in English, exactly as the message does', () => {
    const errorsOf = (r: { ok: true } | { ok: false; error: readonly { message: string; words?: Parameters<typeof problemEnglish>[0] }[] }) => (r.ok ? [] : r.error);
    const errors = [
      ...errorsOf(gameFromJson({ format: 'clippers-map' })),
      ...errorsOf(gameFromJson({ ...json(saved), version: 9 })),
      ...errorsOf(gameFromJson(json({ ...saved, map: 'ailleurs' }), { lookup })),
      ...errorsOf(parseSavedGame('[1, 2]')),
      ...errorsOf(parseSavedGame('format: clippers-walkthrough\n')),
    ];
    expect(errors).toHaveLength(5);
    for (const e of errors) {
      expect(e.words).toBeDefined();
      expect(problemEnglish(e.words!)).toBe(e.message);
    }
  });

  it('the English page says what the readers said before words (a link refused on replay)', async () => {
    const moves = json(saved.moves);
    moves[0] = { type: 'turn.end' } as never;
    const r = gameFromJson(json({ ...saved, moves }), { lookup });
    if (r.ok) throw new Error('replayed');
    expect(gameErrorsText(r.error, { say: english, refusal: (v) => v.message })).toBe(`moves[0]: ${r.error[0].message}`);
  });
});
