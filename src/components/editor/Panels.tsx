import { useEffect, useRef } from 'react';
import { safeColour } from '../../map/colour';
import { labelOf } from '../../editor/actions';
import { freshId } from '../../editor/ids';
import { MAX_PLAYERS, MIN_PLAYERS, NATIONS, type Company, type DepartureCard, type Nation } from '../../map/schema';
import { nodeOptions, type EditorApi } from './api';
import { NumberField, SelectField, TextField } from './fields';

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
  return (
    <div className="ed-stack" ref={root}>
      <p className="ed-help">Each company’s supply of route segments, its ships and where it starts. Harbors are drawn with the supply.</p>
      {api.map.companies.map((company, i) => (
        <CompanyCard key={`${company.id}:${i}`} api={api} company={company} highlighted={highlight.includes(company.id)} />
      ))}
    </div>
  );
}

function CompanyCard({ api, company, highlighted }: { api: EditorApi; company: Company; highlighted: boolean }) {
  const { map } = api;
  const g = (field: string) => `company:${company.id}:${field}`;
  const purple = company.id === 'purple';
  const update = (patch: Partial<Company>, field?: string) => api.run({ type: 'company.update', id: company.id, patch }, field ? g(field) : undefined);
  const harbors = map.harbors.map((h) => ({ value: h.id, label: `${h.id} (${h.company})` }));
  return (
    <section className={`ed-card${highlighted ? ' ed-card--flag' : ''}`} data-id={company.id} aria-label={`Company ${company.name}`}>
      <header className="ed-card__head">
        <span className="ed-swatch ed-swatch--lg" style={{ background: safeColour(company.color) }} aria-hidden="true" />
        <h3>{company.name}</h3>
        <span className="ed-tag">{company.id}</span>
      </header>
      <TextField label="Name" value={company.name} onSeal={api.seal} onCommit={(name) => (name.trim() ? update({ name }, 'name') : 'A company needs a name.')} />
      <div className="ed-grid2">
        <div className="ed-field ed-field--color">
          <label htmlFor={`ed-color-${company.id}`}>Colour</label>
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
        <NumberField label="Segments" integer value={company.segments} onSeal={api.seal} onCommit={(segments) => update({ segments }, 'segments')} testId={`company-${company.id}-segments`} />
      </div>
      <div className="ed-grid2">
        <NumberField
          label="Ships"
          integer
          value={company.ships}
          hint={purple ? 'Purple sails none: 0' : 'One starts on the harbor'}
          onSeal={api.seal}
          onCommit={(ships) => update({ ships }, 'ships')}
        />
        {purple ? (
          <SelectField
            label="Home island"
            value={company.home ?? ''}
            options={nodeOptions(map, 'islands')}
            onCommit={(home) => update({ home: home || undefined })}
          />
        ) : (
          <SelectField label="Harbor" value={company.harbor ?? ''} options={harbors} onCommit={(harbor) => update({ harbor: harbor || undefined })} />
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
  return (
    <div className="ed-stack" ref={root}>
      <p className="ed-help">
        A card puts 7 starting markers on 6 islands: 2 on its westernmost (a value-8 island on the published board) and 1 on each other. The game needs {MIN_PLAYERS} to {MAX_PLAYERS} cards.
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
        + Add a departure card{free ? ` (${free})` : ' (every nation has one)'}
      </button>
    </div>
  );
}

function CardEditor({ api, card, highlighted }: { api: EditorApi; card: DepartureCard; highlighted: boolean }) {
  const { map } = api;
  const entries = Object.entries(card.markers);
  const total = entries.reduce((n, [, c]) => n + c, 0);
  const right = entries.length === 6 && total === 7;
  const setMarkers = (markers: Record<string, number>, gesture?: string) => api.run({ type: 'card.update', id: card.id, patch: { markers } }, gesture);
  const islands = [...map.islands].sort((a, b) => a.name.localeCompare(b.name)).map((i) => ({ value: i.id, label: i.name }));
  const notOnCard = map.islands.filter((i) => !Object.hasOwn(card.markers, i.id));
  return (
    <section className={`ed-card${highlighted ? ' ed-card--flag' : ''}`} data-id={card.id} aria-label={`Departure card ${card.id}`}>
      <header className="ed-card__head">
        <h3>{card.nation[0].toUpperCase() + card.nation.slice(1)} card</h3>
        <span className={`ed-tag ${right ? 'ed-tag--ok' : 'ed-tag--warn'}`}>
          {entries.length} islands · {total} markers
        </span>
      </header>
      <div className="ed-grid2">
        <SelectField<Nation>
          label="Nation"
          value={card.nation}
          options={NATIONS.map((n) => ({ value: n, label: n }))}
          onCommit={(nation) => api.run({ type: 'card.update', id: card.id, patch: { nation } })}
        />
        <TextField
          label="Id"
          value={card.id}
          commitOn="enter"
          mono
          onCommit={(id) =>
            map.departureCards.some((c) => c.id === id && c !== card) ? `"${id}" is already used by another card.` : api.run({ type: 'card.update', id: card.id, patch: { id } })
          }
        />
      </div>
      <table className="ed-table">
        <caption className="visually-hidden">Starting markers on the {card.nation} card</caption>
        <thead>
          <tr>
            <th scope="col">Island</th>
            <th scope="col">Markers</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([island, count], k) => (
            <tr key={island} data-id={`${card.id}:${island}`}>
              <td>
                <SelectField
                  label={`Island ${k + 1}`}
                  className="ed-field--bare"
                  value={island}
                  options={islands}
                  onCommit={(next) => {
                    if (next === island) return null;
                    if (Object.hasOwn(card.markers, next)) return `${labelOf(map, next)} is already on this card.`;
                    return setMarkers(Object.fromEntries(entries.map(([k2, c]) => [k2 === island ? next : k2, c])));
                  }}
                />
              </td>
              <td>
                <NumberField
                  label={`Markers on ${labelOf(map, island)}`}
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
                  aria-label={`Remove ${labelOf(map, island)} from the ${card.nation} card`}
                  title="Remove"
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
          + Add island
        </button>
        <button type="button" className="ed-btn ed-btn--danger ed-btn--quiet" onClick={() => api.run({ type: 'card.delete', id: card.id })}>
          Delete card
        </button>
      </div>
    </section>
  );
}

// ---- the map as a whole ------------------------------------------------------

export function MapPanel({ api, onReset }: { api: EditorApi; onReset: () => void }) {
  const { map } = api;
  const ports = map.islands.reduce((n, i) => n + i.ports, 0);
  return (
    <div className="ed-stack">
      <TextField
        label="Map name"
        value={map.name}
        testId="map-name"
        onSeal={api.seal}
        onCommit={(name) => (name.trim() ? api.run({ type: 'map.update', patch: { name } }, 'map:name') : 'The map needs a name.')}
      />
      <TextField label="Notes" multiline value={map.notes} onSeal={api.seal} onCommit={(notes) => api.run({ type: 'map.update', patch: { notes } }, 'map:notes')} />
      <dl className="ed-stats">
        <div>
          <dt>Islands</dt>
          <dd>{map.islands.length}</dd>
        </div>
        <div>
          <dt>Port spaces</dt>
          <dd>{ports}</dd>
        </div>
        <div>
          <dt>Links</dt>
          <dd>{map.links.length}</dd>
        </div>
        <div>
          <dt>One-way</dt>
          <dd>{map.links.filter((l) => l.oneWay).length}</dd>
        </div>
        <div>
          <dt>Harbors</dt>
          <dd>{map.harbors.length}</dd>
        </div>
        <div>
          <dt>Cards</dt>
          <dd>{map.departureCards.length}</dd>
        </div>
      </dl>
      <button type="button" className="ed-btn ed-btn--danger ed-btn--quiet" onClick={onReset} data-testid="reset">
        Reset to the default map…
      </button>
      <p className="ed-help">Resetting can be undone.</p>
    </div>
  );
}

