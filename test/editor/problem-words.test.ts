import { describe, expect, it } from 'vitest';
import { problemText } from '../../src/components/editor/problem-words';
import { editorWords } from '../../src/components/editor/words';
import type { EditorProblem } from '../../src/editor/walkthrough-problems';
import { CATALOGUES, t } from '../../src/i18n';
import { english } from '../../src/i18n/english';
import { RULES_FR } from '../../src/i18n/rules';
import { DIAGNOSTIC_CODES } from '../../src/map/diagnostics';

/** The problems panel's words: the checker's own sentence in English, the catalogue's words for its code elsewhere. */

const en = editorWords(english, 'en-US', null);
const fr = editorWords(t('fr'), 'fr-FR', RULES_FR);
const nb = '\u00a0';

describe('problems in the panel', () => {
  const few: EditorProblem = { severity: 'warning', code: 'island.few-links', message: 'Island “Niue” has 1 link; islands usually have at least 2.', elements: ['niue'] };

  it('shows the checker’s sentence on an English page, byte for byte', () => {
    expect(problemText(few, en)).toBe(few.message);
  });

  it('shows the code’s summary and the elements it names on a French page', () => {
    expect(problemText(few, fr)).toBe(`L’île a moins de 2${nb}liaisons. (niue)`);
    expect(problemText({ ...few, elements: [] }, fr)).toBe(`L’île a moins de 2${nb}liaisons.`);
  });

  it('does not repeat the checker’s error as a walkthrough warning: a walkthrough that cannot set up on a rejected board points at the errors', () => {
    const error = '2 islands have the id "tahiti". Islands and harbors share one set of ids: rename all but one (and the references to them), or delete the extra entries.';
    const blocked: EditorProblem = {
      severity: 'warning',
      code: 'walkthrough.step',
      message: `“First round”, setup: id.duplicate: ${error}`,
      elements: [],
      replay: { kind: 'step', title: 'First round', step: 0, stepTitle: 'setup', reason: `id.duplicate: ${error}`, setup: { reason: 'map-invalid' } as never },
    };
    for (const words of [en, fr]) expect(problemText(blocked, words)).not.toContain('tahiti');
    expect(problemText(blocked, en)).toBe('“First round” cannot be replayed on this board: the checker’s errors say why.');
  });

  it('has French words of its own for every code the checker reports', () => {
    const same = Object.keys(DIAGNOSTIC_CODES).filter((code) => {
      const key = `editor.check.${code}` as keyof typeof CATALOGUES.en;
      return !CATALOGUES.fr[key] || CATALOGUES.fr[key] === CATALOGUES.en[key];
    });
    expect(same).toEqual([]);
  });

  it('puts a broken walkthrough step into French: the engine’s reason when it has one, else the rule’s summary', () => {
    const step: EditorProblem = {
      severity: 'warning',
      code: 'walkthrough.step',
      message: '“First round”, step 3 (Red to Fiji): The link is one-way. [route.one-way]',
      elements: ['a-b'],
      replay: { kind: 'step', title: 'First round', step: 3, stepTitle: 'Red to Fiji', reason: 'The link is one-way.', rule: 'route.one-way' },
    };
    expect(problemText(step, en)).toBe(step.message);
    expect(problemText(step, fr)).toBe(`«${nb}First round${nb}», étape 3 (Red to Fiji)${nb}: refusé par la règle route.one-way${nb}: ${RULES_FR['route.one-way']}`);
    // With the engine's reason, the sentence names the link and its ends, in French.
    const reasoned: EditorProblem = { ...step, replay: { ...step.replay!, refusal: { code: 'link.one-way', values: { link: 'a-b', from: 'Alpha', to: 'Bravo' } } } as EditorProblem['replay'] };
    expect(problemText(reasoned, fr)).toBe(`«${nb}First round${nb}», étape 3 (Red to Fiji)${nb}: refusé par la règle route.one-way${nb}: La liaison Alpha – Bravo porte une flèche${nb}: elle se construit seulement de Alpha vers Bravo.`);
    expect(problemText(reasoned, en)).toBe(step.message);
    const later: EditorProblem = { ...step, code: 'walkthrough.later-steps', replay: { kind: 'later', title: 'First round', later: [4], firstStep: 3 } };
    expect(problemText(later, fr)).toBe(
      `«${nb}First round${nb}»${nb}: 1${nb}étape suivante (4) ne se joue plus comme écrit non plus, très probablement à cause de l’étape 3\u202f; corrigez d’abord celle-ci.`,
    );
  });

  it('says in French why the walkthrough cannot even be set up on the edited board, from the engine’s reason', async () => {
    const { readFileSync } = await import('node:fs');
    const { parseMapText } = await import('../../src/map/parse');
    const { parseWalkthroughText } = await import('../../src/walkthrough');
    const { walkthroughProblems } = await import('../../src/editor/walkthrough-problems');
    const parsed = parseMapText(readFileSync(new URL('../../maps/south-pacific.json', import.meta.url), 'utf8'));
    const w = parseWalkthroughText(readFileSync(new URL('../../content/walkthroughs/first-round.yaml', import.meta.url), 'utf8'));
    if (!parsed.ok || !w.ok) throw new Error('fixtures');
    const map = parsed.value;
    const on = (board: typeof map) => walkthroughProblems(board, [{ id: 'first-round', walkthrough: w.value }]);
    // A value the checker rejects: the engine will not set up; the checker's errors (in the panel too) say why.
    const zero = on({ ...map, islands: map.islands.map((i) => (i.id === 'tahiti' ? { ...i, value: 0 } : i)) });
    expect(zero.map((p) => problemText(p, fr))).toEqual([`«${nb}${w.value.title}${nb}» ne peut pas être rejoué sur ce plateau${nb}: les erreurs du vérificateur disent pourquoi.`]);
    // In English too: a pointer to the checker's errors, not the engine's sentence repeating one of them (issue 36).
    expect(zero.map((p) => problemText(p, en))).toEqual([`“${w.value.title}” cannot be replayed on this board: the checker’s errors say why.`]);
    // The French departure card removed: the walkthrough seats Jean-Luc as French.
    const noFrench = on({ ...map, departureCards: map.departureCards.filter((c) => c.nation !== 'french') });
    expect(noFrench.map((p) => problemText(p, fr))).toEqual([
      `«${nb}${w.value.title}${nb}» ne peut pas être rejoué sur ce plateau${nb}: il n’a pas de carte Départ pour la nation ${t('fr')('nation.french')}, que l’exemple fait jouer.`,
    ]);
  });
});
