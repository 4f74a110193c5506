import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMapText } from '../../src/map/parse';
import { parseWalkthrough, parseWalkthroughText } from '../../src/walkthrough/parse';
import { replayWalkthrough } from '../../src/walkthrough/replay';
import { localiseWalkthrough } from '../../src/walkthrough/localise';
import { stepViews } from '../../src/walkthrough/step-model';

const read = (p: string) => readFileSync(fileURLToPath(new URL(`../../${p}`, import.meta.url)), 'utf8');
const first = parseWalkthroughText(read('content/walkthroughs/first-round.yaml'));
const map = parseMapText(read('maps/south-pacific.json'));

describe('walkthroughs in several languages', () => {
  it('reads a plain string as English and { en, fr } as a translation', () => {
    const base = { format: 'clippers-walkthrough', version: 1, map: 'm', players: [{ name: 'A', nation: 'french' }, { name: 'B', nation: 'english' }, { name: 'C', nation: 'german' }], firstPlayer: 'A' };
    const w = parseWalkthrough({ ...base, title: 'T', steps: [{ id: 's', title: { en: 'One', fr: 'Un' }, narration: 'Only English.' }] });
    expect(w.ok).toBe(true);
    if (!w.ok) return;
    expect(w.value.title).toBe('T');
    expect(w.value.steps[0]).toMatchObject({ title: 'One', narration: 'Only English.' });
    expect(w.value.translations).toEqual({ fr: { steps: { s: { title: 'Un' } } } });
    const fr = localiseWalkthrough(w.value, 'fr');
    expect(fr.steps[0]).toMatchObject({ title: 'Un', narration: 'Only English.' });
    expect(fr.title).toBe('T');
  });

  it('refuses a translation without its English, naming the path', () => {
    const w = parseWalkthrough({ format: 'clippers-walkthrough', version: 1, map: 'm', title: 'T', players: [], firstPlayer: 'A', steps: [{ id: 's', title: 'x', narration: { fr: 'seulement' } }] });
    expect(w.ok).toBe(false);
    if (w.ok) return;
    expect(w.error.some((e) => e.path.startsWith('steps[0].narration') || e.path.startsWith('steps.0.narration'))).toBe(true);
  });

  it('gives the worked first round a French title and narration for every step', () => {
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const fr = first.value.translations?.fr;
    expect(fr?.title).toBe('Le premier tour, coup par coup');
    expect(first.value.steps.filter((s) => !fr?.steps[s.id]?.title || !fr?.steps[s.id]?.narration).map((s) => s.id)).toEqual([]);
  });

  it('plays the same moves and money in French, told in French', () => {
    if (!first.ok || !map.ok) throw new Error('fixtures');
    const replay = replayWalkthrough(first.value, map.value);
    const en = stepViews(first.value, replay, '/');
    const fr = stepViews(localiseWalkthrough(first.value, 'fr'), replay, '/fr/', 'fr');
    expect(fr.map((v) => v.players.map((p) => p.money))).toEqual(en.map((v) => v.players.map((p) => p.money)));
    const last = fr[fr.length - 1];
    expect(last.title).toBe('Phase 4\u00a0: les cartes reviennent, le grappin passe à Pauline');
    expect(last.when).toBe('Tour 2 · phase 1');
    expect(last.rules[0]).toMatchObject({ id: 'round.end', href: '/fr/rules/the-round/#round.end' });
    expect(fr[4].changes.map((c) => c.text)).toContain('Benjamin gagne 2 $\u00a0: la route noire est la première à atteindre Gambier.');
    expect(en[4].changes.map((c) => c.text)).toContain('Benjamin earned $2: black is the first route to reach Gambier.');
  });
});
