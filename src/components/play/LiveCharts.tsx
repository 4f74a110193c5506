import type { Core } from 'cytoscape';
import { useEffect, useRef, useState } from 'react';
import { readOnlyCytoscape } from '../cytoscape-view';
import { statechartStylesheet, type GraphElement } from '../../statecharts/graph';
import type { ActiveStates } from '../../play/charts';
import { cardChartLabel } from '../../play/charts';
import type { CardId } from '../../engine';

/**
 * The three statecharts beside the game, their active states lit after every
 * move. Each chart is drawn once; a move only moves the highlight (and, on the
 * option-card chart, which cards sit in which state). The same is said in a
 * line of text above the drawings.
 */
export interface ChartData {
  id: string;
  title: string;
  elements: GraphElement[];
  aspect: number;
}

const ACTIVE_STYLE = [
  { selector: 'node.state.active', style: { 'border-color': '#b45f00', 'border-width': 4, 'background-color': '#fff1cf' } },
  { selector: 'node.state--compound.active', style: { 'background-color': '#fff8e6', 'border-width': 3 } },
  { selector: 'node.state[cards]', style: { label: 'data(cards)', 'text-wrap': 'wrap' } },
];

/** Highlight ids and extra labels for one chart. */
function litOf(chart: string, active: ActiveStates): { ids: Set<string>; cards: Map<string, string> } {
  if (chart === 'game') return { ids: new Set(active.game), cards: new Map() };
  if (chart === 'purple') return { ids: new Set([active.purple]), cards: new Map() };
  const by = new Map<string, string[]>();
  for (const [card, id] of Object.entries(active.cards)) by.set(id, [...(by.get(id) ?? []), cardChartLabel(card as CardId)]);
  return { ids: new Set(by.keys()), cards: new Map([...by].map(([id, cards]) => [id, `${id.split('.').pop()} (${cards.length})`])) };
}

function LiveChart({ chart, active }: { chart: ChartData; active: ActiveStates }) {
  const container = useRef<HTMLDivElement>(null);
  const cyRef = useRef<Core | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!container.current) return;
    const { cy, dispose } = readOnlyCytoscape(container.current, chart.elements, [...statechartStylesheet(), ...ACTIVE_STYLE] as never, { min: 0.1, max: 2 });
    cy.fit(undefined, 8);
    cyRef.current = cy;
    setReady(true);
    return () => {
      dispose();
      cyRef.current = null;
    };
  }, [chart]);
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    const { ids, cards } = litOf(chart.id, active);
    cy.batch(() => {
      cy.nodes('.state').forEach((n) => {
        n.toggleClass('active', ids.has(n.id()));
        const label = cards.get(n.id());
        if (label) n.data('cards', label);
        else if (n.data('cards') !== undefined) n.removeData('cards');
      });
    });
  }, [active, chart.id, ready]);
  return (
    <figure className="play-chart">
      <figcaption>{chart.title}</figcaption>
      <div ref={container} className="play-chart__canvas" style={{ aspectRatio: String(Math.max(1.2, Math.min(chart.aspect, 3))) }} data-chart={chart.id} data-active={[...litOf(chart.id, active).ids].join(' ')} />
    </figure>
  );
}

/** The active states in words (what a screen reader gets, and a summary above the drawings). */
export function activeText(active: ActiveStates): string {
  const turn = active.game[active.game.length - 1].split('.').slice(1).join(' › ');
  const cards = Object.entries(active.cards)
    .filter(([, id]) => id !== 'option-card.out')
    .map(([card, id]) => `${cardChartLabel(card as CardId)} ${id.split('.')[1]}`)
    .join(', ');
  return `Turn sequence: ${turn}. Option cards: ${cards}. Purple: ${active.purple.split('.')[1]}.`;
}

export default function LiveCharts({ charts, active }: { charts: ChartData[]; active: ActiveStates }) {
  return (
    <section className="play-charts" aria-labelledby="play-charts-h">
      <h3 id="play-charts-h">Statecharts, live</h3>
      <p className="play-charts__text" data-testid="chart-text">
        {activeText(active)}
      </p>
      <div className="play-charts__grid">
        {charts.map((c) => (
          <LiveChart key={c.id} chart={c} active={active} />
        ))}
      </div>
    </section>
  );
}
