import { DEFAULT_VARIANTS, MAX_PLAYERS, MIN_PLAYERS, VARIANT_CHOICES, type SetupError, type Variants } from '../engine';
import { checkMap } from '../map/check';
import type { BoardMap } from '../map/schema';
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
 * The engine's reasons a game cannot be set up, as words. The engine words its refusals in
 * English only; the values are taken from the same data it read (the options, the checker's
 * errors), and words are kept only when they say exactly what the engine said: were the
 * engine's sentence to change, the page shows that sentence rather than a translation of
 * another one.
 */
export function setupWords(errors: readonly SetupError[], options: { map: BoardMap; players: number; variants?: Partial<Variants> }): SimWords[] {
  const chosen = { ...DEFAULT_VARIANTS, ...options.variants } as Record<string, string>;
  const choicesOf = (name: string) => (VARIANT_CHOICES as Readonly<Record<string, readonly string[] | undefined>>)[name];
  const badVariants = Object.keys(chosen).filter((name) => !choicesOf(name)?.includes(chosen[name]));
  const mapErrors = errors.some((e) => e.reason === 'map-invalid') ? checkMap(options.map).filter((d) => d.severity === 'error') : [];
  const cards = new Set(options.map.departureCards.map((c) => c.nation)).size;
  let variant = 0;
  let map = 0;
  return errors.map((e) => {
    const said = (words: SimWords | null) => (words && simEnglish(words) === e.message ? words : simWords('editor.sim.problem.text', { text: e.message }));
    switch (e.reason) {
      case 'player-count':
        return said(simWords('editor.sim.problem.players', { min: MIN_PLAYERS, max: MAX_PLAYERS, n: options.players }));
      case 'nation-unavailable':
        return said(simWords('editor.sim.problem.cards', { cards, players: options.players }));
      case 'variant-unknown': {
        const name = badVariants[variant++];
        const choices = name === undefined ? undefined : choicesOf(name);
        return said(name === undefined ? null : simWords('editor.sim.problem.variant', { name, value: String(chosen[name]), choices: choices?.join(', ') ?? '(no such variant)' }));
      }
      case 'map-invalid': {
        const d = mapErrors[map++];
        return said(d ? simWords('editor.sim.problem.map', { code: d.code, text: d.message }) : null);
      }
      default:
        return said(null);
    }
  });
}
