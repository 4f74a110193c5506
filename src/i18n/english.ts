import { en } from './en';
import { sayFrom, type Say } from './format';

/**
 * The English message function, for code that also runs without a page (the CLI,
 * recording, tests): functions that put the game into words take a `say` and fall
 * back to this one. Browser code that has its page's messages passes its own.
 */
export const english: Say = sayFrom(en);
