import { useMemo } from 'react';
import type { Language } from '../../games';
import { draftSteps, recordedWalkthrough, recordedYaml, writeStepText, type RecorderDraft } from '../../shell/recorder';
import type { Session } from '../../shell/session';
import { downloadText, fileSlug } from '../play/download';
import type { SayFn } from './play-say';

/**
 * The recorder: the moves played from the chosen position, one step per turn, each with a title
 * and narration in English and French (the words drafted from the game's narration until the
 * author writes their own), downloaded as the walkthrough file the site and `rulekit walkthrough`
 * replay. The expectations come from the game, never from the page.
 */
const LANGS: readonly Language[] = ['en', 'fr'];

export default function RecorderPanel({ session, draft, setDraft, say, gameName }: { session: Session; draft: RecorderDraft; setDraft(d: RecorderDraft): void; say: SayFn; gameName: string }) {
  const steps = useMemo(() => draftSteps(session, draft), [session, draft]);
  const recorded = steps.some((s) => !s.lead);
  const download = () => {
    const w = recordedWalkthrough(session, draft, { en: `${gameName}: a recorded game`, fr: `${gameName} : une partie enregistrée` });
    if (w) downloadText(recordedYaml(w, say('mplay.rec.header')), `${fileSlug(w.title.en)}.yaml`, 'application/yaml');
  };
  return (
    <section className="mp-rec" aria-labelledby="mp-rec-h" data-recorder>
      <h3 id="mp-rec-h">{say('mplay.rec')}</h3>
      <p className="muted">{draft.from > 0 ? say('mplay.rec.from', { n: draft.from }) : say('mplay.rec.help')}</p>
      <button type="button" className="button button--ghost" onClick={() => setDraft({ ...draft, from: session.cursor, text: {} })} disabled={session.cursor === draft.from} data-rec-here>
        {say('mplay.rec.here')}
      </button>
      <label className="mp-rec__check">
        <input type="checkbox" checked={draft.perMove === true} onChange={(e) => setDraft({ ...draft, perMove: e.target.checked, text: {} })} data-rec-per-move /> {say('mplay.rec.perMove')}
      </label>
      <fieldset className="mp-rec__title mp-rec__langs">
        <legend>{say('mplay.rec.title')}</legend>
        {LANGS.map((lang) => (
          <label key={lang}>
            <span>{lang.toUpperCase()}</span>
            <input type="text" lang={lang} value={draft.title[lang]} onChange={(e) => setDraft({ ...draft, title: { ...draft.title, [lang]: e.target.value } })} data-rec-title={lang} />
          </label>
        ))}
      </fieldset>
      {!recorded ? (
        <p className="muted">{say('mplay.rec.empty')}</p>
      ) : (
        <ol className="mp-rec__steps">
          {steps.map((s) => (
            <li key={s.from} data-rec-step={s.from}>
              <p className="mp-rec__meta">{s.lead ? say('mplay.rec.lead', { n: s.to }) : s.to - s.from === 1 ? say('mplay.rec.move', { n: s.to }) : say('mplay.rec.moves', { from: s.from + 1, to: s.to })}</p>
              {!s.lead && (
                <div className="mp-rec__langs">
                  {LANGS.map((lang) => (
                    <div key={lang} className="mp-rec__words">
                      <label>
                        <span>{say('mplay.rec.stepTitle', { lang: lang.toUpperCase() })}</span>
                        <input type="text" lang={lang} value={draft.text[s.from]?.title?.[lang] ?? ''} placeholder={s.drafted.title[lang]} onChange={(e) => setDraft(writeStepText(draft, s.from, 'title', lang, e.target.value))} />
                      </label>
                      <label>
                        <span>{say('mplay.rec.narration', { lang: lang.toUpperCase() })}</span>
                        <textarea rows={3} lang={lang} value={draft.text[s.from]?.narration?.[lang] ?? ''} placeholder={s.drafted.narration[lang]} onChange={(e) => setDraft(writeStepText(draft, s.from, 'narration', lang, e.target.value))} data-rec-narration={lang} />
                      </label>
                    </div>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <button type="button" className="button" onClick={download} disabled={!recorded} data-rec-download>
        {say('mplay.rec.download')}
      </button>
    </section>
  );
}
