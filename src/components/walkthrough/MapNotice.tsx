import type { Say } from '../../i18n/format';
import { mapNoteText, type MapChoice } from '../../walkthrough/map-source';

/** When the editor saved the board, as the reader's clock and the page's language say it ("26 Nov 2026, 13:00"). */
function savedWhen(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
  return time.toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Which board the walkthrough is on, when it is not the published one (or was asked for and is not there). */
export default function MapNotice({ choice, editorHref, say }: { choice: MapChoice; editorHref: string; say: Say }) {
  if (choice.errors.length > 0) {
    return (
      <div className="alert" role="alert">
        <h2>{say('player.map.unusable')}</h2>
        <ul>
          {choice.errors.map((e, i) => (
            <li key={i}>{mapNoteText(e, say)}</li>
          ))}
        </ul>
        <p>
          {say('player.map.default')} <a href={editorHref}>{say('player.map.open')}</a>.
        </p>
      </div>
    );
  }
  if (choice.noSave) {
    return (
      <p className="note wt__no-save" role="status">
        {say('player.map.noSave')} <a href={editorHref}>{say('player.map.open')}</a> {say('player.map.noSave.then')}
      </p>
    );
  }
  if (choice.source === 'editor') {
    return (
      <div className="note note--warn" role="status">
        <p>
          <strong>{choice.savedAt ? say('player.map.editor.saved', { name: choice.map.name, when: savedWhen(choice.savedAt) }) : say('player.map.editor', { name: choice.map.name })}</strong>{' '}
          <a href={editorHref}>{say('player.map.back')}</a>.
        </p>
        {choice.warnings.length > 0 && (
          <ul>
            {choice.warnings.map((w, i) => (
              <li key={i}>{mapNoteText(w, say)}</li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return null;
}
