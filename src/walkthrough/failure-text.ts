import type { Say } from '../i18n/format';
import { render } from '../i18n/words';
import type { StepFailure } from './replay';

/** A step's failure in the page's language: its words when the replay gave some, else its (English) message. */
export const failureText = (f: Pick<StepFailure, 'message' | 'words'>, say: Say): string => (f.words ? render(say, f.words) : f.message);
