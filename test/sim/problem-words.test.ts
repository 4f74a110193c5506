import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import { editorSimEn } from '../../src/i18n/editor-sim-en';
import { render, type Words } from '../../src/i18n/words';
import { failureWords, setupWords, SimError, simWords, type SimKey } from '../../src/sim/problem-words';
import { simProblems, type SimOptions } from '../../src/sim/simulate';
import { createSimHost, type FromSimWorker } from '../../src/sim/worker-protocol';
import { southPacific } from './helpers';

/**
 * Why a simulation was refused or stopped, in both languages: the simulator gives each
 * reason as words; in English they are the message the CLI prints, in French every blank
 * is filled and the sentence is French.
 */

const map = southPacific();
const base: SimOptions = { map, players: 4, games: 10, seed: 1, bots: ['random'] };
const threeCards = { ...map, departureCards: map.departureCards.slice(0, 3) };
const selfLoop = { ...map, links: [...map.links, { id: 'loop', from: map.islands[0].id, to: map.islands[0].id, segments: 1, oneWay: false }] };

const CASES: Record<string, Partial<SimOptions>> = {
  players: { players: 6 as 4 },
  games: { games: 0 },
  seed: { seed: -1 },
  botsCount: { bots: ['random', 'greedy'] },
  bot: { bots: ['clever' as 'random'] },
  budget: { budget: 0 },
  policy: { policy: 'smart' as 'random' },
  horizon: { horizon: 5000 },
  cards: { map: threeCards },
  variant: { variants: { tieBreak: 'coin' as 'money-only' } },
  map: { map: selfLoop },
};
const problems = Object.entries(CASES).flatMap(([name, o]) => simProblems({ ...base, ...o }).map((p) => ({ name, ...p })));
const en = t('en');
const fr = t('fr');
const keysIn = (w: Words): string[] => [w.key, ...Object.values(w.vars ?? {}).flatMap((v) => (typeof v === 'object' ? keysIn(v) : []))];

describe('the simulator’s refusals in words', () => {
  it('each case is refused', () => {
    expect(Object.keys(CASES).filter((name) => !problems.some((p) => p.name === name))).toEqual([]);
  });

  it('says in English exactly the message the CLI prints', () => {
    for (const p of problems) expect(render(en, p.words), p.name).toBe(p.message);
  });

  it('says each in French, every blank filled', () => {
    for (const p of problems) {
      const said = render(fr, p.words);
      expect(said, p.name).not.toMatch(/\{\w+\}/);
      expect(said, p.name).not.toBe(p.message);
    }
    expect(render(fr, problems.find((p) => p.name === 'cards')!.words)).toBe('Ce plateau a 3\u00a0cartes Départ, trop peu pour 4\u00a0joueurs.');
  });

  it('uses a problem key for every reason it can name, and the engine’s own text for none of these', () => {
    const used = new Set(problems.flatMap((p) => keysIn(p.words)));
    const problemKeys = Object.keys(editorSimEn).filter((k) => k.startsWith('editor.sim.problem.') && k !== 'editor.sim.problem.text');
    expect(problemKeys.filter((k) => !used.has(k))).toEqual([]);
    expect(used.has('editor.sim.problem.text')).toBe(false);
  });

  it('keeps the engine’s sentence when its words would say something else', () => {
    const words = setupWords([{ reason: 'nation-unavailable', message: 'This map has no dutch departure card.', values: { nation: 'dutch' } }]);
    expect(words).toEqual([simWords('editor.sim.problem.text', { text: 'This map has no dutch departure card.' })]);
  });

  it('words a run that stopped, and a message the worker does not understand', () => {
    const e = new SimError(simWords('editor.sim.failure.unfinished', { game: 3, seed: 42, why: 'move-limit' }));
    expect(e.message).toBe('Game 3 (seed 42) did not finish: move-limit.');
    expect(render(fr, failureWords(e))).toBe('La partie 3 (graine 42) ne s’est pas terminée\u00a0: move-limit.');
    expect(failureWords(new Error('boom'))).toEqual(simWords('editor.sim.failure.text', { text: 'boom' }));

    const posted: FromSimWorker[] = [];
    const host = createSimHost({ post: (m) => posted.push(m), defer: () => {}, now: () => 0 });
    host.receive({ type: 'hello', run: 7 });
    const failed = posted[0] as Extract<FromSimWorker, { type: 'failed' }>;
    expect(failed.message).toBe(render(en, failed.words));
    expect(render(fr, failed.words)).toMatch(/^Le simulateur ne comprend pas le message \{"type":"hello","run":7\}\.$/);
    const key: SimKey = failed.words.key;
    expect(key).toBe('editor.sim.failure.not-understood');
  });
});
