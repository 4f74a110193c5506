import type { SetupError } from '../engine';
import { editorSimEn } from '../i18n/editor-sim-en';
import { render, sayWith, type Words, type WordValue } from '../i18n/words';

/**
 * Why a run was refused or stopped, as keys of the Simulate panel's catalogue with their
 * values (editor-sim-en/fr.ts), so the editor says it in the page's language; the CLI
 * prints the English, which is these words in editor-sim-en.ts.
 */

export type SimKey = Extract<keyof typeof editorSimEn, `editor.sim.problem.${string}` | `editor.sim.failure.${string}`>;
export type SimWords = Words<SimKey>;

export const simWords = (key: SimKey, vars?: Readonly<Record<string, WordValue<SimKey>>>): SimWords => (vars ? { key, vars } : { key });

/** Words about a run in the CLI's English. */
export const simEnglish = (words: SimWords): string => render(sayWith(editorSimEn), words);

/** A run that stopped for a reason the simulator can name; `message` is the English. */
export class SimError extends Error {
  constructor(readonly words: SimWords) {
    super(simEnglish(words));
  }
}

/** Why a run stopped, as words: a `SimError`'s own, else the error's text as it is. */
export const failureWords = (e: unknown): SimWords =>
  e instanceof SimError ? e.words : simWords('editor.sim.failure.text', { text: e instanceof Error ? e.message : String(e) });

/**
 * The engine's reasons a game cannot be set up, as words, from the values the engine
 * gives with each. Words are kept only when they say exactly what the engine said:
 * were the engine's sentence to change, the page shows that sentence rather than a
 * translation of another one.
 */
export function setupWords(errors: readonly SetupError[]): SimWords[] {
  return errors.map((e) => {
    const v = e.values ?? {};
    const said = (words: SimWords | null) => (words && simEnglish(words) === e.message ? words : simWords('editor.sim.problem.text', { text: e.message }));
    switch (e.reason) {
      case 'player-count':
        return said(simWords('editor.sim.problem.players', { min: v.min ?? '', max: v.max ?? '', n: v.n ?? '' }));
      case 'nation-unavailable':
        return said(v.cards === undefined ? null : simWords('editor.sim.problem.cards', { cards: v.cards, players: v.n ?? '' }));
      case 'variant-unknown':
        return said(simWords('editor.sim.problem.variant', { name: v.name ?? '', value: v.value ?? '', choices: v.choices ?? '' }));
      case 'map-invalid':
        return said(simWords('editor.sim.problem.map', { code: v.code ?? '', text: v.text ?? '' }));
      default:
        return said(null);
    }
  });
}
