import { laterStepsList } from '../../editor/later-steps';
import type { EditorProblem, ReplayProblem } from '../../editor/walkthrough-problems';
import type { EditorWords } from './words';
import { failureText } from '../../walkthrough/failure-text';
import { NATIONS, type Nation } from '../../map/schema';

/**
 * A problem as the panel shows it. On an English page, the checker's or the
 * engine's own sentence (it names the elements); on a translated one, the
 * catalogue's words for the diagnostic's code with the elements it names, and a
 * walkthrough's problem put together from its data, the rule's summary standing
 * for the engine's English sentence.
 */
export function problemText(d: EditorProblem, words: EditorWords): string {
  // A walkthrough that cannot set up on a board the checker rejects: one short line in every language,
  // pointing at the checker's errors, rather than the engine's sentence that repeats them.
  if (blockedByChecker(d.replay)) return words.say('editor.wt.setup', { title: d.replay!.title });
  if (words.rules === null) return d.message;
  if (d.replay) return replayText(d.replay, words);
  const summary = words.say(`editor.check.${d.code}` as 'editor.check.id.duplicate');
  return d.elements.length > 0 ? words.say('editor.check.elements', { summary, elements: d.elements.join(', ') }) : summary;
}

const blockedByChecker = (p: ReplayProblem | undefined): boolean => p !== undefined && (p.kind === 'setup' || (p.kind === 'step' && p.setup?.reason === 'map-invalid'));

function replayText(p: ReplayProblem, { say, count, rules }: EditorWords): string {
  switch (p.kind) {
    case 'setup':
      return say('editor.wt.setup', { title: p.title });
    case 'step': {
      // A set-up the engine refuses on this board: a board the checker rejects (its errors, listed above, say why), or a nation without its card.
      if (p.setup?.reason === 'map-invalid') return say('editor.wt.setup', { title: p.title });
      const nation = p.setup?.reason === 'nation-unavailable' ? p.setup.values?.nation : undefined;
      if (nation !== undefined && (NATIONS as readonly string[]).includes(nation)) return say('editor.wt.noCard', { title: p.title, nation: say(`nation.${nation as Nation}`) });
      const where = p.step === 0 ? say('editor.wt.atSetup') : say('editor.wt.atStep', { n: p.step, title: p.stepTitle });
      // A refused move: the engine's reason in the page's language (a problem saved without one: the rule's summary).
      const refused = p.rule && p.refusal ? failureText({ message: p.reason, rule: p.rule, reason: p.refusal }, say) : null;
      const why = p.rule ? say('editor.wt.rule', { id: p.rule, text: refused ?? rules?.[p.rule] ?? p.reason }) : failureText({ message: p.reason, words: p.words }, say);
      return say('editor.wt.step', { title: p.title, where, why });
    }
    case 'link': {
      const steps = count('editor.wt.steps', p.steps.length, { list: p.steps.join(', ') });
      const [from, to] = p.ends;
      if (p.spaces === null) return say('editor.wt.linkMissing', { title: p.title, link: p.link, steps, from, to, needed: p.needed });
      return say('editor.wt.linkSpaces', { title: p.title, steps, from, to, needed: p.needed, spaces: count('editor.wt.spaces', p.spaces, {}) });
    }
    case 'narration': {
      const what = p.what.map((w) => say(`editor.wt.drift.${w}`)).join(say('editor.wt.drift.and'));
      return say('editor.wt.narration', { title: p.title, island: p.island, steps: count('editor.wt.steps', p.steps.length, { list: p.steps.join(', ') }), what });
    }
    case 'later': {
      const cause = p.firstStep === 0 ? say('editor.wt.cause.setup') : say('editor.wt.cause.step', { n: p.firstStep });
      return say('editor.wt.later', { title: p.title, steps: count('editor.wt.laterSteps', p.later.length, { list: laterStepsList(p.later), cause }) });
    }
  }
}
