import type { Say } from '../i18n/format';
import { LANGUAGES, type Language } from '../i18n/languages';
import { refusalSentence } from '../i18n/refusals';
import { render } from '../i18n/words';
import type { StepFailure } from './replay';

/**
 * A step's failure in the page's language: its words when the replay gave some, a
 * refused move's reason in the language the catalogue says it is in, else the
 * (English) message.
 */
export function failureText(f: Pick<StepFailure, 'message' | 'words' | 'rule' | 'reason'>, say: Say): string {
  if (f.words) return render(say, f.words);
  const lang = say('replay.language');
  if (f.reason && f.rule && (LANGUAGES as readonly string[]).includes(lang)) {
    return refusalSentence({ rule: f.rule, message: f.message, reason: f.reason }, lang as Language) ?? f.message;
  }
  return f.message;
}
