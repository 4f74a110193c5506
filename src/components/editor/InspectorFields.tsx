import { useState } from 'react';
import { addLinkCommand, labelOf } from '../../editor/actions';
import { isId } from '../../editor/ids';
import type { Harbor, Island } from '../../map/schema';
import { nodeOptions, type EditorApi } from './api';
import { NumberField, TextField } from './fields';
import { useEditorWords } from './words';

/** Where an island or harbor is, as two number fields; each field's edits are one gesture. */
export function Coordinates({ api, kind, el }: { api: EditorApi; kind: 'island' | 'harbor'; el: Island | Harbor }) {
  const { say } = useEditorWords();
  const move = (x: number, y: number, field: string) => api.run({ type: `${kind}.move`, id: el.id, x, y }, `${kind}:${el.id}:${field}`);
  return (
    <div className="ed-grid2">
      <NumberField label={say('editor.x')} value={el.x} step={0.5} onCommit={(x) => move(x, el.y, 'x')} onSeal={api.seal} testId={`${kind}-x`} />
      <NumberField label={say('editor.y')} value={el.y} step={0.5} onCommit={(y) => move(el.x, y, 'y')} onSeal={api.seal} testId={`${kind}-y`} />
    </div>
  );
}

/** An id field: renames on Enter or leaving the field, with every reference following. */
export function IdField({ api, kind, id, onRenamed }: { api: EditorApi; kind: 'island' | 'harbor' | 'link' | 'card'; id: string; onRenamed?: (id: string) => void }) {
  const { map } = api;
  const { say } = useEditorWords();
  return (
    <TextField
      label={say('editor.id')}
      value={id}
      commitOn="enter"
      mono
      spellCheck={false}
      hint={kind === 'island' || kind === 'harbor' ? say('editor.id.hint') : undefined}
      testId={`${kind}-id`}
      onCommit={(next) => {
        if (!isId(next)) return say('editor.id.bad');
        // A taken id is refused here, in the page's words, before the command layer's English guard
        // (islands and harbors share one namespace; a link's id must differ from every id).
        const node = map.islands.some((i) => i.id === next) || map.harbors.some((h) => h.id === next);
        if (next !== id && (kind === 'link' ? node || map.links.some((l) => l.id === next) : kind !== 'card' && node)) {
          return say('editor.id.taken', { id: next });
        }
        if (kind === 'card' && map.departureCards.some((c) => c.id === next)) return say('editor.id.takenCard', { id: next });
        const type = `${kind === 'card' ? 'card' : kind}.update` as 'island.update';
        const problem = api.run({ type, id, patch: { id: next } });
        if (!problem) onRenamed?.(next);
        return problem;
      }}
    />
  );
}

/** The links of an island or harbor, each a way to select it, and a way to add one. */
export function LinksOf({ api, id }: { api: EditorApi; id: string }) {
  const { map } = api;
  const links = map.links.filter((l) => l.from === id || l.to === id);
  const { say, count } = useEditorWords();
  const others = nodeOptions(map, say).filter((o) => o.value !== id);
  const [target, setTarget] = useState('');
  return (
    <section className="ed-sub" aria-label={say('editor.links')}>
      <h3>
        {say('editor.links')} <span className="ed-count">{links.length}</span>
      </h3>
      {links.length === 0 ? (
        <p className="ed-help">{say('editor.links.none')}</p>
      ) : (
        <ul className="ed-list ed-list--links">
          {links.map((l) => {
            const other = l.from === id ? l.to : l.from;
            const arrow = l.oneWay ? (l.from === id ? '→' : '←') : '—';
            return (
              <li key={l.id}>
                <button type="button" className="ed-linkish" onClick={() => api.select([l.id], { center: true })} title={say('editor.links.select', { id: l.id })}>
                  <span aria-hidden="true">{arrow}</span> {labelOf(map, other)}
                </button>
                <span className="ed-muted">
                  {count('editor.spaces', l.segments)}
                  {l.oneWay ? (l.from === id ? say('editor.links.out') : say('editor.links.in')) : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div className="ed-row">
        <label className="visually-hidden" htmlFor={`ed-link-to-${id}`}>
          {say('editor.links.to')}
        </label>
        <select id={`ed-link-to-${id}`} value={target} onChange={(e) => setTarget(e.target.value)} data-testid="link-to">
          <option value="">{say('editor.links.choose')}</option>
          {others.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="ed-btn"
          disabled={target === ''}
          data-testid="link-add"
          onClick={() => {
            const command = addLinkCommand(map, id, target);
            if (!api.run(command)) {
              setTarget('');
              api.select([command.link.id]);
            }
          }}
        >
          {say('editor.links.add')}
        </button>
      </div>
    </section>
  );
}
