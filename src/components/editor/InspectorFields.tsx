import { useState } from 'react';
import { addLinkCommand, labelOf } from '../../editor/actions';
import { isId } from '../../editor/ids';
import type { Harbor, Island } from '../../map/schema';
import { nodeOptions, type EditorApi } from './api';
import { NumberField, TextField } from './fields';

/** Where an island or harbor is, as two number fields; each field's edits are one gesture. */
export function Coordinates({ api, kind, el }: { api: EditorApi; kind: 'island' | 'harbor'; el: Island | Harbor }) {
  const move = (x: number, y: number, field: string) => api.run({ type: `${kind}.move`, id: el.id, x, y }, `${kind}:${el.id}:${field}`);
  return (
    <div className="ed-grid2">
      <NumberField label="x (longitude, east)" value={el.x} step={0.5} onCommit={(x) => move(x, el.y, 'x')} onSeal={api.seal} testId={`${kind}-x`} />
      <NumberField label="y (latitude, north)" value={el.y} step={0.5} onCommit={(y) => move(el.x, y, 'y')} onSeal={api.seal} testId={`${kind}-y`} />
    </div>
  );
}

/** An id field: renames on Enter or leaving the field, with every reference following. */
export function IdField({ api, kind, id, onRenamed }: { api: EditorApi; kind: 'island' | 'harbor' | 'link' | 'card'; id: string; onRenamed?: (id: string) => void }) {
  const { map } = api;
  return (
    <TextField
      label="Id"
      value={id}
      commitOn="enter"
      mono
      spellCheck={false}
      hint={kind === 'island' || kind === 'harbor' ? 'Links, cards and companies that use it are renamed too.' : undefined}
      testId={`${kind}-id`}
      onCommit={(next) => {
        if (!isId(next)) return 'Use lower-case letters, digits and dashes, e.g. "new-guinea".';
        if (kind === 'link' && (map.links.some((l) => l.id === next) || map.islands.some((i) => i.id === next) || map.harbors.some((h) => h.id === next))) {
          return `"${next}" is already used.`;
        }
        if (kind === 'card' && map.departureCards.some((c) => c.id === next)) return `"${next}" is already used by another card.`;
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
  const others = nodeOptions(map).filter((o) => o.value !== id);
  const [target, setTarget] = useState('');
  return (
    <section className="ed-sub" aria-label="Links">
      <h3>
        Links <span className="ed-count">{links.length}</span>
      </h3>
      {links.length === 0 ? (
        <p className="ed-help">No links yet.</p>
      ) : (
        <ul className="ed-list ed-list--links">
          {links.map((l) => {
            const other = l.from === id ? l.to : l.from;
            const arrow = l.oneWay ? (l.from === id ? '→' : '←') : '—';
            return (
              <li key={l.id}>
                <button type="button" className="ed-linkish" onClick={() => api.select([l.id], { center: true })} title={`Select link ${l.id}`}>
                  <span aria-hidden="true">{arrow}</span> {labelOf(map, other)}
                </button>
                <span className="ed-muted">
                  {l.segments} {l.segments === 1 ? 'space' : 'spaces'}
                  {l.oneWay ? (l.from === id ? ', one-way out' : ', one-way in') : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div className="ed-row">
        <label className="visually-hidden" htmlFor={`ed-link-to-${id}`}>
          Link to
        </label>
        <select id={`ed-link-to-${id}`} value={target} onChange={(e) => setTarget(e.target.value)} data-testid="link-to">
          <option value="">Link to…</option>
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
          Add link
        </button>
      </div>
    </section>
  );
}
