/**
 * Later steps a broken step takes with it, as a short list ("7, 8, 9, 10, 11 … 14").
 * Its own module: the editor's words use it on the page, while the replay that finds
 * the steps loads only when a walkthrough is checked.
 */
export const laterStepsList = (later: readonly number[]): string => (later.length > 6 ? `${later.slice(0, 5).join(', ')} … ${later[later.length - 1]}` : later.join(', '));
