import { labelOf } from '../../editor/actions';
import { freshId } from '../../editor/ids';
import { boardIndex } from '../../map/board';
import type { Link } from '../../map/schema';
import { nodeOptions, type EditorApi } from './api';
import { CheckField, NumberField, SelectField } from './fields';
import { IdField } from './InspectorFields';
import { useEditorWords } from './words';

/** A link: its ends, length and direction, its twin, and what the checker says about it. */
export default function LinkInspector({ api, link }: { api: EditorApi; link: Link }) {
  const { map } = api;
  const { say } = useEditorWords();
  const board = boardIndex(map);
  const index = map.links.indexOf(link);
  const twin = board.links[index]?.twin ?? -1;
  // The checker's own word on this link (a one-way arrow pointing east, say), not a second opinion.
  const notes = api.diagnostics.filter((d) => d.elements[0] === link.id);
  const g = (field: string) => `link:${link.id}:${field}`;
  const ends = nodeOptions(map, say);
  return (
    <div className="ed-inspector" data-testid="inspector-link">
      <p className="ed-kind">{say('editor.link')}</p>
      <h2 className="ed-panel__title">
        {labelOf(map, link.from)} {link.oneWay ? '→' : '—'} {labelOf(map, link.to)}
      </h2>
      <IdField api={api} kind="link" id={link.id} onRenamed={(id) => api.select([id])} />
      <NumberField
        label={say('editor.link.segments')}
        integer
        value={link.segments}
        hint={say('editor.link.segments.hint')}
        testId="link-segments"
        onSeal={api.seal}
        onCommit={(segments) => api.run({ type: 'link.update', id: link.id, patch: { segments } }, g('segments'))}
      />
      <div className="ed-grid2">
        <SelectField label={say('editor.link.from')} value={link.from} options={ends} onCommit={(v) => api.run({ type: 'link.update', id: link.id, patch: { from: v } })} />
        <SelectField label={say('editor.link.to')} value={link.to} options={ends} onCommit={(v) => api.run({ type: 'link.update', id: link.id, patch: { to: v } })} />
      </div>
      <CheckField
        label={say('editor.link.oneWay')}
        checked={link.oneWay}
        testId="link-oneway"
        onCommit={(oneWay) => api.run({ type: 'link.update', id: link.id, patch: { oneWay } })}
      />
      {notes.map((d) => (
        <p key={`${d.code}:${d.message}`} className={`ed-note ${d.severity === 'error' ? 'ed-note--bad' : 'ed-note--warn'}`} data-testid="link-note" data-code={d.code}>
          {d.message}
        </p>
      ))}
      <div className="ed-row ed-row--wrap">
        <button type="button" className="ed-btn" data-testid="link-flip" onClick={() => api.run({ type: 'link.update', id: link.id, patch: { from: link.to, to: link.from } })}>
          {say('editor.link.flip')}
        </button>
        {twin >= 0 ? (
          <button type="button" className="ed-btn" onClick={() => api.select([map.links[twin].id], { center: true })}>
            {say('editor.link.twin')}
          </button>
        ) : (
          <button
            type="button"
            className="ed-btn"
            data-testid="link-twin"
            onClick={() => {
              const newId = freshId(
                map.links.map((l) => l.id),
                `${link.id}-twin`,
              );
              if (api.run({ type: 'link.twin', id: link.id, newId }) === null) api.select([newId]);
            }}
          >
            {say('editor.link.addTwin')}
          </button>
        )}
      </div>
      <button type="button" className="ed-btn ed-btn--danger" onClick={() => api.requestDelete([link.id])} data-testid="delete-link">
        {say('editor.link.delete')}
      </button>
    </div>
  );
}
