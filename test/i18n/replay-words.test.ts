import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import { replayEn } from '../../src/i18n/replay-en';
import { render, type Words } from '../../src/i18n/words';
import { parseMapText } from '../../src/map/parse';
import { replayWalkthrough, type StepFailure } from '../../src/walkthrough/replay';
import { parseWalkthroughText } from '../../src/walkthrough/parse';
import { failureText } from '../../src/walkthrough/failure-text';

/**
 * Why a walkthrough step no longer plays as written, in both languages: the worked first
 * round replayed on the broken boards of test/fixtures/maps and on boards edited so that
 * each expectation misses. In English the words are the CLI's message; in French every
 * blank is filled.
 */

const root = new URL('../../', import.meta.url);
const firstRound = parseWalkthroughText(readFileSync(new URL('content/walkthroughs/first-round.yaml', root), 'utf8'));
if (!firstRound.ok) throw new Error('first-round.yaml does not parse');
const w = firstRound.value;
const maps = readdirSync(new URL('test/fixtures/maps/', root)).map((f) => parseMapText(readFileSync(new URL(`test/fixtures/maps/${f}`, root), 'utf8')));
const southPacific = parseMapText(readFileSync(new URL('maps/south-pacific.json', root), 'utf8'));
if (!southPacific.ok) throw new Error('south-pacific.json does not parse');

/** The first round with each kind of expectation made wrong, and a move made by the wrong player. */
function edited(): StepFailure[] {
  const steps = w.steps.map((s, i) =>
    i === 2
      ? {
          ...s,
          actor: 'Nobody',
          expect: {
            money: { Benjamin: 99, Ghost: 1 },
            reserve: { Pauline: 99, Ghost: 1 },
            cards: { 'Jean-Luc': '2x' as const, Pauline: null, Ghost: null },
            ships: { black: [] as string[] },
            bonuses: [
              { player: 'Pauline', company: 'red' as const, island: 'fiji', amount: 2 },
              { player: 'Benjamin', company: 'blue' as const, island: 'tahiti', amount: 1 },
            ],
            connected: { fiji: ['red' as const, 'blue' as const], atlantis: [] },
            round: 3,
            phase: 3 as const,
            firstPlayer: 'Pauline',
            next: 'Benjamin',
            purpleActive: true,
          },
        }
      : s,
  );
  return replayWalkthrough({ ...w, steps } as typeof w, southPacific.ok ? southPacific.value : (null as never)).failures;
}

const failures = [...maps.flatMap((m) => (m.ok ? replayWalkthrough(w, m.value).failures : [])), ...edited()];
const worded = failures.filter((f) => f.kind === 'expectation' || f.kind === 'actor');
const keysIn = (x: Words): string[] => [x.key, ...Object.values(x.vars ?? {}).flatMap((v) => (typeof v === 'object' ? keysIn(v) : []))];

describe('a walkthrough’s broken steps in words', () => {
  it('gives words to every expectation missed and every move out of turn, the CLI’s English in English', () => {
    expect(worded.length).toBeGreaterThan(10);
    for (const f of worded) {
      expect(f.words, f.message).toBeDefined();
      expect(render(t('en'), f.words!)).toBe(f.message);
    }
  });

  it('says them in French, every blank filled', () => {
    for (const f of worded) {
      const said = failureText(f, t('fr'));
      expect(said, f.message).not.toMatch(/\{\w+\}/);
      expect(said, f.message).not.toBe(f.message);
    }
    const french = worded.map((f) => failureText(f, t('fr')));
    expect(french).toContain('clippers de la compagnie noire\u00a0: attendus sur (aucun), trouvés sur black-harbor.');
    expect(french).toContain('carte Option de Pauline\u00a0: attendu aucune carte, en fait la carte 5X.');
  });

  it('uses every key of its catalogue', () => {
    const used = new Set(worded.flatMap((f) => keysIn(f.words!)));
    // No board in the fixtures ends the first round early or makes purple active in it.
    const unreachable = new Set(['replay.nobody', 'replay.purple.inactive']);
    // `replay.language` is read by failure-text.ts, not given as words (the test below uses it).
    const unused = Object.keys(replayEn).filter((k) => !used.has(k) && !unreachable.has(k) && !k.startsWith('replay.company.') && k !== 'replay.language');
    expect(unused).toEqual([]);
  });
});

describe('a refused move in a walkthrough', () => {
  it('is told in the page’s language from the engine’s reason, and in English as the CLI prints it', () => {
    // The first round with its first move sent to an island the board does not have.
    const steps = w.steps.map((s, i) => (i === 0 ? { ...s, moves: [{ type: 'port.place' as const, island: 'atlantis' }, ...s.moves.slice(1)] } : s));
    if (!southPacific.ok) throw new Error('south-pacific.json does not parse');
    const refused = replayWalkthrough({ ...w, steps }, southPacific.value).failures.find((f) => f.kind === 'move-refused');
    expect(refused?.reason?.code).toBe('port.unknown-island');
    expect(failureText(refused!, t('en'))).toBe('There is no island "atlantis" on this board.');
    expect(refused!.message).toBe('There is no island "atlantis" on this board.');
    expect(failureText(refused!, t('fr'))).toBe('Ce plateau n’a pas d’île «\u00a0atlantis\u00a0».');
  });
});
