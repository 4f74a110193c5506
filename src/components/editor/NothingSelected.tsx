import { useState } from 'react';
import { nodeOptions, type EditorApi } from './api';
import FindElement from './FindElement';
import { useEditorWords } from './words';

/** The side panel with nothing selected: how to edit the board, a way to go to any element, and the keys. */
export default function NothingSelected({ api }: { api: EditorApi }) {
  const { map } = api;
  const { say } = useEditorWords();
  const [goto, setGoto] = useState('');
  return (
    <div className="ed-inspector">
      <h2 className="ed-panel__title">{say('editor.none')}</h2>
      <p className="ed-help">
        {say('editor.none.help.before')} <strong>{say('editor.linkMode')}</strong> (<kbd>L</kbd>) {say('editor.none.help.after')}
      </p>
      <FindElement api={api} />
      <div className="ed-field">
        <label htmlFor="ed-goto">{say('editor.goto')}</label>
        <div className="ed-row ed-row--goto">
          <select id="ed-goto" value={goto} onChange={(e) => setGoto(e.target.value)} data-testid="goto">
            <option value="">{say('editor.goto.choose')}</option>
            <optgroup label={say('editor.goto.nodes')}>
              {nodeOptions(map, say).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
            <optgroup label={say('editor.links')}>
              {map.links.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.id}
                </option>
              ))}
            </optgroup>
          </select>
          <button type="button" className="ed-btn" disabled={goto === ''} onClick={() => api.select([goto], { center: true })}>
            {say('editor.goto.select')}
          </button>
        </div>
      </div>
      <KeyHelp />
    </div>
  );
}

function KeyHelp() {
  const { say } = useEditorWords();
  return (
    <details className="ed-keys">
      <summary>{say('editor.keys')}</summary>
      <dl>
        <dt>
          <kbd>{say('editor.key.ctrl')}</kbd>+<kbd>Z</kbd>
        </dt>
        <dd>{say('editor.undo')}</dd>
        <dt>
          <kbd>{say('editor.key.ctrl')}</kbd>+<kbd>{say('editor.key.shift')}</kbd>+<kbd>Z</kbd>, <kbd>{say('editor.key.ctrl')}</kbd>+<kbd>Y</kbd>
        </dt>
        <dd>{say('editor.redo')}</dd>
        <dt>{say('editor.keys.board')}</dt>
        <dd>
          <kbd>N</kbd> {say('editor.keys.island')} <kbd>L</kbd> {say('editor.keys.link')} <kbd>+</kbd>/<kbd>−</kbd> {say('editor.keys.zoom')} <kbd>0</kbd>{' '}
          {say('editor.keys.fit')} <kbd>{say('editor.key.delete')}</kbd> {say('editor.keys.delete')} <kbd>{say('editor.key.esc')}</kbd> {say('editor.keys.esc')}
        </dd>
        <dt>{say('editor.keys.several')}</dt>
        <dd>
          <kbd>{say('editor.key.shift')}</kbd>+{say('editor.keys.click')}, <kbd>{say('editor.key.shift')}</kbd>+{say('editor.keys.drag')}, <kbd>{say('editor.key.ctrl')}</kbd>+<kbd>C</kbd> {say('editor.keys.copy')}{' '}
          <kbd>{say('editor.key.ctrl')}</kbd>+<kbd>V</kbd> {say('editor.keys.paste')} <kbd>{say('editor.key.ctrl')}</kbd>+<kbd>D</kbd> {say('editor.keys.duplicate')}
        </dd>
      </dl>
    </details>
  );
}
