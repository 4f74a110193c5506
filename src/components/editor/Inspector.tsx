import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { addLinkCommand, labelOf } from '../../editor/actions';
import { freshId, isId } from '../../editor/commands';
import { describeUses, islandNameEdit } from '../../editor/naming';
import { boardIndex } from '../../map/board';
import { COMPANY_IDS, SHIP_COMPANY_IDS, type CompanyId, type Harbor, type Island, type Link } from '../../map/schema';
import { nodeOptions, type EditorApi } from './api';
import { CheckField, NumberField, SelectField, TextField } from './fields';

/**
 * The side panel for what is selected on the board: an island, a harbor or a link.
 * Choosing something from the panel itself ("Go to → Select", a name in a list)
 * replaces the control that had focus; focus then goes to the new panel's heading
 * rather than falling to the page body.
 */
export default function Inspector(props: { api: EditorApi; selection: readonly string[]; focusName: string | null }) {
  const root = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const key = props.selection.join(' ');
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) hadFocus.current = false;
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, []);
  useLayoutEffect(() => {
    if (!hadFocus.current) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    const heading = root.current?.querySelector<HTMLElement>('.ed-panel__title');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [key]);
  return (
    <div
      className="ed-inspector-focus"
      ref={root}
      onFocus={() => (hadFocus.current = true)}
      onBlur={(e) => {
        // A control removed under focus gives no new target; only a real move elsewhere clears this.
        if (e.relatedTarget !== null && !root.current?.contains(e.relatedTarget as Node)) hadFocus.current = false;
      }}
    >
      <InspectorBody {...props} />
    </div>
  );
}

function InspectorBody({ api, selection, focusName }: { api: EditorApi; selection: readonly string[]; focusName: string | null }) {
  const { map } = api;
  if (selection.length === 0) return <NothingSelected api={api} />;
  if (selection.length > 1) {
    return (
      <div className="ed-inspector">
        <h2 className="ed-panel__title">{selection.length} elements selected</h2>
        <ul className="ed-list">
          {selection.map((id) => (
            <li key={id}>
              <button type="button" className="ed-linkish" onClick={() => api.select([id], { center: true })}>
                {labelOf(map, id)}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="ed-btn ed-btn--danger" onClick={() => api.requestDelete([...selection])}>
          Delete all {selection.length}…
        </button>
      </div>
    );
  }
  const id = selection[0];
  const island = map.islands.find((i) => i.id === id);
  // Keyed by position, not id: the id may follow the name, and the panel must not remount (and drop focus) when it does.
  if (island) return <IslandInspector key={`island#${map.islands.indexOf(island)}`} api={api} island={island} autoFocus={focusName === id} />;
  const harbor = map.harbors.find((h) => h.id === id);
  if (harbor) return <HarborInspector key={`harbor:${id}`} api={api} harbor={harbor} />;
  const link = map.links.find((l) => l.id === id);
  if (link) return <LinkInspector key={`link:${id}`} api={api} link={link} />;
  return <NothingSelected api={api} />;
}

function NothingSelected({ api }: { api: EditorApi }) {
  const { map } = api;
  const [goto, setGoto] = useState('');
  return (
    <div className="ed-inspector">
      <h2 className="ed-panel__title">Nothing selected</h2>
      <p className="ed-help">
        Click an island, harbor or link to edit it. Drag islands to move them. Switch on <strong>Draw links</strong> (<kbd>L</kbd>) and drag from
        one island to another to link them. Double-click the sea to add an island.
      </p>
      <div className="ed-field">
        <label htmlFor="ed-goto">Go to</label>
        <div className="ed-row">
          <select id="ed-goto" value={goto} onChange={(e) => setGoto(e.target.value)} data-testid="goto">
            <option value="">Choose an island, harbor or link…</option>
            <optgroup label="Islands and harbors">
              {nodeOptions(map).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Links">
              {map.links.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.id}
                </option>
              ))}
            </optgroup>
          </select>
          <button type="button" className="ed-btn" disabled={goto === ''} onClick={() => api.select([goto], { center: true })}>
            Select
          </button>
        </div>
      </div>
      <KeyHelp />
    </div>
  );
}

function KeyHelp() {
  return (
    <details className="ed-keys">
      <summary>Keyboard</summary>
      <dl>
        <dt>
          <kbd>Ctrl</kbd>+<kbd>Z</kbd>
        </dt>
        <dd>Undo</dd>
        <dt>
          <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd>, <kbd>Ctrl</kbd>+<kbd>Y</kbd>
        </dt>
        <dd>Redo</dd>
        <dt>On the board</dt>
        <dd>
          <kbd>N</kbd> new island, <kbd>L</kbd> draw links, arrows move the selection (or pan), <kbd>+</kbd>/<kbd>−</kbd> zoom, <kbd>0</kbd> whole
          board, <kbd>Delete</kbd> delete, <kbd>Esc</kbd> deselect
        </dd>
      </dl>
    </details>
  );
}

function Coordinates({ api, kind, el }: { api: EditorApi; kind: 'island' | 'harbor'; el: Island | Harbor }) {
  const move = (x: number, y: number, field: string) => api.run({ type: `${kind}.move`, id: el.id, x, y }, `${kind}:${el.id}:${field}`);
  return (
    <div className="ed-grid2">
      <NumberField label="x (longitude, east)" value={el.x} step={0.5} onCommit={(x) => move(x, el.y, 'x')} onSeal={api.seal} testId={`${kind}-x`} />
      <NumberField label="y (latitude, north)" value={el.y} step={0.5} onCommit={(y) => move(el.x, y, 'y')} onSeal={api.seal} testId={`${kind}-y`} />
    </div>
  );
}

/** An id field: renames on Enter or leaving the field, with every reference following. */
function IdField({ api, kind, id, onRenamed }: { api: EditorApi; kind: 'island' | 'harbor' | 'link' | 'card'; id: string; onRenamed?: (id: string) => void }) {
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

function LinksOf({ api, id }: { api: EditorApi; id: string }) {
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

function IslandInspector({ api, island, autoFocus }: { api: EditorApi; island: Island; autoFocus: boolean }) {
  const { map } = api;
  const purple = map.companies.find((c) => c.id === 'purple');
  const cards = map.departureCards.filter((c) => Object.hasOwn(c.markers, island.id));
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    const input = root.current?.querySelector<HTMLInputElement>('[data-testid="island-name"]');
    input?.focus();
    input?.select();
  }, [autoFocus]);
  const g = (field: string) => `island:${island.id}:${field}`;
  // The id follows the name when the designer leaves the name field, in the same undo step as the typing.
  const followName = () => {
    const edit = islandNameEdit(api.map, island.id, island.name);
    if (edit.id !== island.id && api.run(edit.command, g('name')) === null) api.select([edit.id]);
    api.seal();
  };
  const offer = islandNameEdit(api.map, island.id, island.name).offer;
  const renameId = () => {
    if (!offer) return;
    api.seal();
    if (api.run({ type: 'island.update', id: island.id, patch: { id: offer.id } }) === null) api.select([offer.id]);
  };
  return (
    <div className="ed-inspector" ref={root} data-testid="inspector-island">
      <p className="ed-kind">Island</p>
      <h2 className="ed-panel__title">{island.name}</h2>
      <TextField
        label="Name"
        value={island.name}
        testId="island-name"
        onSeal={followName}
        onCommit={(name) => (name.trim() === '' ? 'An island needs a name.' : api.run({ type: 'island.update', id: island.id, patch: { name } }, g('name')))}
      />
      {offer && (
        <p className="ed-id-offer" data-testid="id-offer">
          The id is still <code>{island.id}</code>, used by {describeUses(offer.uses)}.{' '}
          <button type="button" className="ed-btn" onClick={renameId} data-testid="id-offer-rename">
            Rename it to <code>{offer.id}</code> everywhere
          </button>
        </p>
      )}
      <IdField api={api} kind="island" id={island.id} onRenamed={(id) => api.select([id])} />
      <div className="ed-grid2">
        <NumberField
          label="Value"
          integer
          value={island.value}
          hint="Points per marker per company"
          testId="island-value"
          onSeal={api.seal}
          onCommit={(value) => api.run({ type: 'island.update', id: island.id, patch: { value } }, g('value'))}
        />
        <NumberField
          label="Port spaces"
          integer
          value={island.ports}
          hint="2 to 5 on the published board"
          testId="island-ports"
          onSeal={api.seal}
          onCommit={(ports) => api.run({ type: 'island.update', id: island.id, patch: { ports } }, g('ports'))}
        />
      </div>
      <Coordinates api={api} kind="island" el={island} />
      {purple && (
        <CheckField
          label="Purple company’s home"
          checked={purple.home === island.id}
          hint={purple.home && purple.home !== island.id ? `now ${labelOf(map, purple.home)}` : undefined}
          onCommit={(on) => api.run({ type: 'company.update', id: 'purple', patch: { home: on ? island.id : undefined } })}
        />
      )}
      <LinksOf api={api} id={island.id} />
      <section className="ed-sub" aria-label="Departure cards">
        <h3>
          On departure cards <span className="ed-count">{cards.length}</span>
        </h3>
        {cards.length === 0 ? (
          <p className="ed-help">No card starts markers here.</p>
        ) : (
          <ul className="ed-list">
            {cards.map((c) => (
              <li key={c.id}>
                {c.nation} ({c.id}): {c.markers[island.id]} {c.markers[island.id] === 1 ? 'marker' : 'markers'}
              </li>
            ))}
          </ul>
        )}
      </section>
      <button type="button" className="ed-btn ed-btn--danger" onClick={() => api.requestDelete([island.id])} data-testid="delete-island">
        Delete island…
      </button>
    </div>
  );
}

function HarborInspector({ api, harbor }: { api: EditorApi; harbor: Harbor }) {
  const { map } = api;
  const owner = map.companies.find((c) => c.id === harbor.company);
  return (
    <div className="ed-inspector" data-testid="inspector-harbor">
      <p className="ed-kind">Harbor</p>
      <h2 className="ed-panel__title">
        <span className="ed-swatch" style={{ background: owner?.color ?? '#999' }} aria-hidden="true" /> {owner?.name ?? harbor.company}
      </h2>
      <IdField api={api} kind="harbor" id={harbor.id} onRenamed={(id) => api.select([id])} />
      <SelectField<CompanyId>
        label="Company"
        value={harbor.company}
        hint="The company is also pointed at this harbor."
        options={COMPANY_IDS.filter((c) => c !== 'purple' || harbor.company === 'purple').map((c) => ({
          value: c,
          label: `${map.companies.find((co) => co.id === c)?.name ?? c} (${c})`,
        }))}
        onCommit={(company) =>
          api.run({
            type: 'batch',
            label: `give harbor “${harbor.id}” to ${company}`,
            commands: [
              { type: 'harbor.update', id: harbor.id, patch: { company } },
              ...((SHIP_COMPANY_IDS as readonly string[]).includes(company) && map.companies.some((c) => c.id === company)
                ? [{ type: 'company.update' as const, id: company, patch: { harbor: harbor.id } }]
                : []),
            ],
          })
        }
      />
      <Coordinates api={api} kind="harbor" el={harbor} />
      <LinksOf api={api} id={harbor.id} />
      <button type="button" className="ed-btn ed-btn--danger" onClick={() => api.requestDelete([harbor.id])}>
        Delete harbor…
      </button>
    </div>
  );
}

function LinkInspector({ api, link }: { api: EditorApi; link: Link }) {
  const { map } = api;
  const board = boardIndex(map);
  const index = map.links.indexOf(link);
  const twin = board.links[index]?.twin ?? -1;
  const from = map.islands.find((i) => i.id === link.from) ?? map.harbors.find((h) => h.id === link.from);
  const to = map.islands.find((i) => i.id === link.to) ?? map.harbors.find((h) => h.id === link.to);
  const eastward = link.oneWay && from && to && from.x < to.x;
  const g = (field: string) => `link:${link.id}:${field}`;
  const ends = nodeOptions(map);
  return (
    <div className="ed-inspector" data-testid="inspector-link">
      <p className="ed-kind">Link</p>
      <h2 className="ed-panel__title">
        {labelOf(map, link.from)} {link.oneWay ? '→' : '—'} {labelOf(map, link.to)}
      </h2>
      <IdField api={api} kind="link" id={link.id} onRenamed={(id) => api.select([id])} />
      <NumberField
        label="Route spaces (segments)"
        integer
        value={link.segments}
        hint="1 to 4 on the published board"
        testId="link-segments"
        onSeal={api.seal}
        onCommit={(segments) => api.run({ type: 'link.update', id: link.id, patch: { segments } }, g('segments'))}
      />
      <div className="ed-grid2">
        <SelectField label="From" value={link.from} options={ends} onCommit={(v) => api.run({ type: 'link.update', id: link.id, patch: { from: v } })} />
        <SelectField label="To" value={link.to} options={ends} onCommit={(v) => api.run({ type: 'link.update', id: link.id, patch: { to: v } })} />
      </div>
      <CheckField
        label="One-way (may only be built from “from” to “to”)"
        checked={link.oneWay}
        testId="link-oneway"
        onCommit={(oneWay) => api.run({ type: 'link.update', id: link.id, patch: { oneWay } })}
      />
      {eastward && <p className="ed-note ed-note--warn">This arrow points east; arrows on the board point west. Flip it?</p>}
      <div className="ed-row ed-row--wrap">
        <button type="button" className="ed-btn" data-testid="link-flip" onClick={() => api.run({ type: 'link.update', id: link.id, patch: { from: link.to, to: link.from } })}>
          ⇄ Flip direction
        </button>
        {twin >= 0 ? (
          <button type="button" className="ed-btn" onClick={() => api.select([map.links[twin].id], { center: true })}>
            Select its twin
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
            + Parallel twin (double route)
          </button>
        )}
      </div>
      <button type="button" className="ed-btn ed-btn--danger" onClick={() => api.requestDelete([link.id])} data-testid="delete-link">
        Delete link
      </button>
    </div>
  );
}

