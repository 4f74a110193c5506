import { useEffect, useLayoutEffect, useRef } from 'react';
import { safeColour } from '../../map/colour';
import { labelOf } from '../../editor/actions';
import { islandNameEdit } from '../../editor/naming';
import { usesWords } from './naming-words';
import { COMPANY_IDS, SHIP_COMPANY_IDS, type CompanyId, type Harbor, type Island } from '../../map/schema';
import type { EditorApi } from './api';
import { CheckField, NumberField, SelectField, TextField } from './fields';
import { Coordinates, IdField, LinksOf } from './InspectorFields';
import LinkInspector from './LinkInspector';
import NothingSelected from './NothingSelected';
import { useEditorWords } from './words';

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
  const { say } = useEditorWords();
  if (selection.length === 0) return <NothingSelected api={api} />;
  if (selection.length > 1) {
    return (
      <div className="ed-inspector">
        <h2 className="ed-panel__title">{say('editor.selected', { count: selection.length })}</h2>
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
          {say('editor.selected.delete', { count: selection.length })}
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

function IslandInspector({ api, island, autoFocus }: { api: EditorApi; island: Island; autoFocus: boolean }) {
  const { map } = api;
  const words = useEditorWords();
  const { say, count } = words;
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
      <p className="ed-kind">{say('editor.island')}</p>
      <h2 className="ed-panel__title">{island.name}</h2>
      <TextField
        label={say('editor.name')}
        value={island.name}
        testId="island-name"
        onSeal={followName}
        onCommit={(name) => (name.trim() === '' ? say('editor.island.nameless') : api.run({ type: 'island.update', id: island.id, patch: { name } }, g('name')))}
      />
      {offer && (
        <p className="ed-id-offer" data-testid="id-offer">
          {say('editor.idOffer.before')} <code>{island.id}</code>
          {say('editor.idOffer.uses', { uses: usesWords(offer.uses, words) })}{' '}
          <button type="button" className="ed-btn" onClick={renameId} data-testid="id-offer-rename">
            {say('editor.idOffer.rename')} <code>{offer.id}</code> {say('editor.idOffer.everywhere')}
          </button>
        </p>
      )}
      <IdField api={api} kind="island" id={island.id} onRenamed={(id) => api.select([id])} />
      <div className="ed-grid2">
        <NumberField
          label={say('editor.island.value')}
          integer
          value={island.value}
          hint={say('editor.island.value.hint')}
          testId="island-value"
          onSeal={api.seal}
          onCommit={(value) => api.run({ type: 'island.update', id: island.id, patch: { value } }, g('value'))}
        />
        <NumberField
          label={say('editor.island.ports')}
          integer
          value={island.ports}
          hint={say('editor.island.ports.hint')}
          testId="island-ports"
          onSeal={api.seal}
          onCommit={(ports) => api.run({ type: 'island.update', id: island.id, patch: { ports } }, g('ports'))}
        />
      </div>
      <Coordinates api={api} kind="island" el={island} />
      {purple && (
        <CheckField
          label={say('editor.island.purpleHome')}
          checked={purple.home === island.id}
          hint={purple.home && purple.home !== island.id ? say('editor.island.purpleHome.now', { island: labelOf(map, purple.home) }) : undefined}
          onCommit={(on) => api.run({ type: 'company.update', id: 'purple', patch: { home: on ? island.id : undefined } })}
        />
      )}
      <LinksOf api={api} id={island.id} />
      <section className="ed-sub" aria-label={say('editor.island.cards')}>
        <h3>
          {say('editor.island.cards')} <span className="ed-count">{cards.length}</span>
        </h3>
        {cards.length === 0 ? (
          <p className="ed-help">{say('editor.island.cards.none')}</p>
        ) : (
          <ul className="ed-list">
            {cards.map((c) => (
              <li key={c.id}>
                {say('editor.island.card', { nation: say(`nation.${c.nation}`), id: c.id, markers: count('editor.markers', c.markers[island.id]) })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <button type="button" className="ed-btn ed-btn--danger" onClick={() => api.requestDelete([island.id])} data-testid="delete-island">
        {say('editor.island.delete')}
      </button>
    </div>
  );
}

function HarborInspector({ api, harbor }: { api: EditorApi; harbor: Harbor }) {
  const { map } = api;
  const { say } = useEditorWords();
  const owner = map.companies.find((c) => c.id === harbor.company);
  return (
    <div className="ed-inspector" data-testid="inspector-harbor">
      <p className="ed-kind">{say('editor.harbor')}</p>
      <h2 className="ed-panel__title">
        <span className="ed-swatch" style={{ background: safeColour(owner?.color, '#999') }} aria-hidden="true" /> {owner?.name ?? harbor.company}
      </h2>
      <IdField api={api} kind="harbor" id={harbor.id} onRenamed={(id) => api.select([id])} />
      <SelectField<CompanyId>
        label={say('editor.harbor.company')}
        value={harbor.company}
        hint={say('editor.harbor.company.hint')}
        options={COMPANY_IDS.filter((c) => c !== 'purple' || harbor.company === 'purple').map((c) => ({
          value: c,
          label: `${map.companies.find((co) => co.id === c)?.name ?? c} (${c})`,
        }))}
        onCommit={(company) =>
          api.run({
            type: 'batch',
            label: { key: 'editor.undo.harbor.give', vars: { id: harbor.id, company } },
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
        {say('editor.harbor.delete')}
      </button>
    </div>
  );
}
