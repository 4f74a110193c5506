import { useEffect, useRef } from 'react';
import { safeColour } from '../../map/colour';
import { labelOf } from '../../editor/actions';
import { freshId } from '../../editor/ids';
import { MAX_PLAYERS, MIN_PLAYERS, NATIONS, type Company, type DepartureCard, type Nation } from '../../map/schema';
import { nodeOptions, type EditorApi } from './api';
import { NumberField, SelectField, TextField } from './fields';
import { useEditorWords } from './words';

/** Scrolls to and briefly marks the elements a problem points at. */
function useHighlight(highlight: readonly string[]) {
  const root = useRef<HTMLDivElement>(null);
  const key = highlight.join(' ');
  useEffect(() => {
    if (!key) return;
    const first = root.current?.querySelector<HTMLElement>(`[data-id="${CSS.escape(highlight[0])}"]`);
    first?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return root;
}

// ---- companies -----------------------------------------------------------------

export function CompaniesPanel({ api, highlight }: { api: EditorApi; highlight: readonly string[] }) {
  const root = useHighlight(highlight);
  const { say } = useEditorWords();
  return (
    <div className="ed-stack" ref={root}>
      <p className="ed-help">{say('editor.companies.help')}</p>
      {api.map.companies.map((company, i) => (
        <CompanyCard key={`${company.id}:${i}`} api={api} company={company} highlighted={highlight.includes(company.id)} />
      ))}
    </div>
  );
}

function CompanyCard({ api, company, highlighted }: { api: EditorApi; company: Company; highlighted: boolean }) {
  const { map } = api;
  const { say } = useEditorWords();
  const g = (field: string) => `company:${company.id}:${field}`;
  const purple = company.id === 'purple';
  const update = (patch: Partial<Company>, field?: string) => api.run({ type: 'company.update', id: company.id, patch }, field ? g(field) : undefined);
  const harbors = map.harbors.map((h) => ({ value: h.id, label: `${h.id} (${say(`company.${h.company}`)})` }));
  return (
    <section className={`ed-card${highlighted ? ' ed-card--flag' : ''}`} data-id={company.id} aria-label={say('editor.company.label', { name: company.name })}>
      <header className="ed-card__head">
        <span className="ed-swatch ed-swatch--lg" style={{ background: safeColour(company.color) }} aria-hidden="true" />
        <h3>{company.name}</h3>
        <span className="ed-tag">{company.id}</span>
      </header>
      <TextField label={say('editor.name')} value={company.name} onSeal={api.seal} onCommit={(name) => (name.trim() ? update({ name }, 'name') : say('editor.company.nameless'))} />
      <div className="ed-grid2">
        <div className="ed-field ed-field--color">
          <label htmlFor={`ed-color-${company.id}`}>{say('editor.company.colour')}</label>
          <div className="ed-row">
            <input
              id={`ed-color-${company.id}`}
              type="color"
              value={/^#[0-9a-f]{6}$/i.test(company.color) ? company.color : '#888888'}
              onChange={(e) => update({ color: e.target.value }, 'color')}
              onBlur={api.seal}
            />
            <code>{company.color}</code>
          </div>
        </div>
        <NumberField label={say('editor.company.segments')} integer value={company.segments} onSeal={api.seal} onCommit={(segments) => update({ segments }, 'segments')} testId={`company-${company.id}-segments`} />
      </div>
      <div className="ed-grid2">
        <NumberField
          label={say('editor.company.ships')}
          integer
          value={company.ships}
          hint={purple ? say('editor.company.ships.purple') : say('editor.company.ships.hint')}
          onSeal={api.seal}
          onCommit={(ships) => update({ ships }, 'ships')}
        />
        {purple ? (
          <SelectField
            label={say('editor.company.home')}
            value={company.home ?? ''}
            options={nodeOptions(map, say, 'islands')}
            onCommit={(home) => update({ home: home || undefined })}
          />
        ) : (
          <SelectField label={say('editor.harbor')} value={company.harbor ?? ''} options={harbors} onCommit={(harbor) => update({ harbor: harbor || undefined })} />
        )}
      </div>
    </section>
  );
}

// ---- departure cards ---------------------------------------------------------

export function CardsPanel({ api, highlight }: { api: EditorApi; highlight: readonly string[] }) {
  const { map } = api;
  const root = useHighlight(highlight);
  const used = new Set(map.departureCards.map((c) => c.nation));
  const free = NATIONS.find((n) => !used.has(n));
  const { say } = useEditorWords();
  return (
    <div className="ed-stack" ref={root}>
      <p className="ed-help">
        {say('editor.cards.help', { min: MIN_PLAYERS, max: MAX_PLAYERS })}
      </p>
      {map.departureCards.map((card, i) => (
        <CardEditor key={`${card.id}:${i}`} api={api} card={card} highlighted={highlight.includes(card.id)} />
      ))}
      <button
        type="button"
        className="ed-btn"
        disabled={!free}
        onClick={() => {
          if (!free) return;
          const id = freshId(
            map.departureCards.map((c) => c.id),
            `${free}-card`,
          );
          api.run({ type: 'card.add', card: { id, nation: free, markers: {} } });
        }}
      >
        {free ? say('editor.cards.add', { nation: say(`nation.${free}`) }) : say('editor.cards.add.none')}
      </button>
    </div>
  );
}

function CardEditor({ api, card, highlighted }: { api: EditorApi; card: DepartureCard; highlighted: boolean }) {
  const { map } = api;
  const { say, count } = useEditorWords();
  const nation = say(`nation.${card.nation}`);
  const entries = Object.entries(card.markers);
  const total = entries.reduce((n, [, c]) => n + c, 0);
  const right = entries.length === 6 && total === 7;
  const setMarkers = (markers: Record<string, number>, gesture?: string) => api.run({ type: 'card.update', id: card.id, patch: { markers } }, gesture);
  const islands = [...map.islands].sort((a, b) => a.name.localeCompare(b.name)).map((i) => ({ value: i.id, label: i.name }));
  const notOnCard = map.islands.filter((i) => !Object.hasOwn(card.markers, i.id));
  return (
    <section className={`ed-card${highlighted ? ' ed-card--flag' : ''}`} data-id={card.id} aria-label={say('editor.card.label', { id: card.id })}>
      <header className="ed-card__head">
        <h3>{say('editor.card.title', { nation })}</h3>
        <span className={`ed-tag ${right ? 'ed-tag--ok' : 'ed-tag--warn'}`}>
          {count('editor.islands', entries.length)} · {count('editor.markers', total)}
        </span>
      </header>
      <div className="ed-grid2">
        <SelectField<Nation>
          label={say('editor.card.nation')}
          value={card.nation}
          options={NATIONS.map((n) => ({ value: n, label: say(`nation.${n}`) }))}
          onCommit={(nation) => api.run({ type: 'card.update', id: card.id, patch: { nation } })}
        />
        <TextField
          label={say('editor.id')}
          value={card.id}
          commitOn="enter"
          mono
          onCommit={(id) =>
            map.departureCards.some((c) => c.id === id && c !== card) ? say('editor.id.takenCard', { id }) : api.run({ type: 'card.update', id: card.id, patch: { id } })
          }
        />
      </div>
      <table className="ed-table">
        <caption className="visually-hidden">{say('editor.card.caption', { nation })}</caption>
        <thead>
          <tr>
            <th scope="col">{say('editor.island')}</th>
            <th scope="col">{say('editor.card.markers')}</th>
            <th scope="col">
              <span className="visually-hidden">{say('editor.card.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([island, count], k) => (
            <tr key={island} data-id={`${card.id}:${island}`}>
              <td>
                <SelectField
                  label={say('editor.card.island', { n: k + 1 })}
                  className="ed-field--bare"
                  value={island}
                  options={islands}
                  onCommit={(next) => {
                    if (next === island) return null;
                    if (Object.hasOwn(card.markers, next)) return say('editor.card.twice', { island: labelOf(map, next) });
                    return setMarkers(Object.fromEntries(entries.map(([k2, c]) => [k2 === island ? next : k2, c])));
                  }}
                />
              </td>
              <td>
                <NumberField
                  label={say('editor.card.markersOn', { island: labelOf(map, island) })}
                  className="ed-field--bare"
                  integer
                  value={count}
                  onSeal={api.seal}
                  onCommit={(n) => setMarkers({ ...card.markers, [island]: n }, `card:${card.id}:${island}`)}
                />
              </td>
              <td>
                <button
                  type="button"
                  className="ed-icon-btn"
                  aria-label={say('editor.card.removeIsland', { island: labelOf(map, island), nation })}
                  title={say('editor.card.remove')}
                  onClick={() => setMarkers(Object.fromEntries(entries.filter(([k2]) => k2 !== island)))}
                >
                  ✕
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ed-row ed-row--wrap">
        <button
          type="button"
          className="ed-btn"
          disabled={notOnCard.length === 0}
          onClick={() => {
            // Suggest the westernmost island not yet on the card (cards lean west).
            const next = [...notOnCard].sort((a, b) => a.x - b.x)[0];
            if (next) setMarkers({ ...card.markers, [next.id]: 1 });
          }}
        >
          {say('editor.card.addIsland')}
        </button>
        <button type="button" className="ed-btn ed-btn--danger ed-btn--quiet" onClick={() => api.run({ type: 'card.delete', id: card.id })}>
          {say('editor.card.delete')}
        </button>
      </div>
    </section>
  );
}

// ---- the map as a whole ------------------------------------------------------

export function MapPanel({ api, onReset }: { api: EditorApi; onReset: () => void }) {
  const { map } = api;
  const ports = map.islands.reduce((n, i) => n + i.ports, 0);
  const { say } = useEditorWords();
  return (
    <div className="ed-stack">
      <TextField
        label={say('editor.map.name')}
        value={map.name}
        testId="map-name"
        onSeal={api.seal}
        onCommit={(name) => (name.trim() ? api.run({ type: 'map.update', patch: { name } }, 'map:name') : say('editor.map.nameless'))}
      />
      <TextField label={say('editor.map.notes')} multiline value={map.notes} onSeal={api.seal} onCommit={(notes) => api.run({ type: 'map.update', patch: { notes } }, 'map:notes')} />
      <dl className="ed-stats">
        <div>
          <dt>{say('editor.map.islands')}</dt>
          <dd>{map.islands.length}</dd>
        </div>
        <div>
          <dt>{say('editor.map.ports')}</dt>
          <dd>{ports}</dd>
        </div>
        <div>
          <dt>{say('editor.links')}</dt>
          <dd>{map.links.length}</dd>
        </div>
        <div>
          <dt>{say('editor.map.oneWay')}</dt>
          <dd>{map.links.filter((l) => l.oneWay).length}</dd>
        </div>
        <div>
          <dt>{say('editor.map.harbors')}</dt>
          <dd>{map.harbors.length}</dd>
        </div>
        <div>
          <dt>{say('editor.map.cards')}</dt>
          <dd>{map.departureCards.length}</dd>
        </div>
      </dl>
      <button type="button" className="ed-btn ed-btn--danger ed-btn--quiet" onClick={onReset} data-testid="reset">
        {say('editor.reset')}
      </button>
      <p className="ed-help">{say('editor.reset.hint')}</p>
    </div>
  );
}

