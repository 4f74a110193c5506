import { useId, useState } from 'react';
import { snapshotName, SNAPSHOT_NAME_MAX, type Snapshot } from '../../editor/snapshots';
import { clockTime } from './useAutosave';
import type { Snapshots } from './useSnapshots';
import { useEditorWords } from './words';

/** Save the board under a name; restore (one undoable step) or delete a saved one. */
export default function SnapshotsPanel({ snaps, map, onRestore }: { snaps: Snapshots; map: () => Snapshot['map']; onRestore(s: Snapshot): void }) {
  const { say, count, locale } = useEditorWords();
  const [text, setText] = useState('');
  const id = useId();
  const name = snapshotName(text);
  const { problem, bad } = snaps;
  return (
    <section className="ed-snaps" data-testid="snapshots" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ed-sim__label">
        {say('editor.snap.title')}
      </h3>
      <p className="ed-help">{say('editor.snap.help')}</p>
      <form
        className="ed-row"
        onSubmit={(e) => {
          e.preventDefault();
          if (name && snaps.save(name, map())) setText('');
        }}
      >
        <label className="ed-visually-hidden" htmlFor={`${id}-name`}>
          {say('editor.snap.name')}
        </label>
        <input
          id={`${id}-name`}
          className="ed-input"
          value={text}
          maxLength={SNAPSHOT_NAME_MAX}
          placeholder={say('editor.snap.name')}
          onChange={(e) => setText(e.target.value)}
          data-testid="snap-name"
        />
        <button type="submit" className="ed-btn" disabled={!name || problem?.problem === 'unavailable'} data-testid="snap-save">
          {say('editor.snap.save')}
        </button>
      </form>
      {problem && (
        <p className="ed-note ed-note--bad" role="alert">
          {problem.problem === 'failed' ? say('editor.snap.failed', { detail: problem.detail }) : say(`editor.snap.${problem.problem}`)}
        </p>
      )}
      {bad.length > 0 && (
        <p className="ed-note ed-note--warn" role="status" data-testid="snap-bad">
          {count('editor.snap.bad', bad.length, { key: bad[0].key, detail: bad[0].detail })}
        </p>
      )}
      {snaps.snapshots.length === 0 ? (
        <p className="ed-muted">{say('editor.snap.none')}</p>
      ) : (
        <ul className="ed-snaps__list">
          {snaps.snapshots.map((s) => (
            <li key={s.id} className="ed-snaps__item" data-testid="snap-item">
              <span className="ed-snaps__name">
                <strong>{s.name}</strong> <span className="ed-muted">{say('editor.snap.saved', { time: clockTime(s.savedAt, locale) })}</span>
              </span>
              <button type="button" className="ed-btn ed-btn--small" aria-label={say('editor.snap.restore.label', { name: s.name })} onClick={() => onRestore(s)} data-testid="snap-restore">
                {say('editor.snap.restore')}
              </button>
              <button type="button" className="ed-btn ed-btn--small" aria-label={say('editor.snap.delete.label', { name: s.name })} onClick={() => snaps.remove(s.id)} data-testid="snap-delete">
                {say('editor.snap.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
