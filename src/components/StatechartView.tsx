import type { Core } from 'cytoscape';
import { readOnlyCytoscape, zoomAboutCentre } from './cytoscape-view';
import { useEffect, useRef, useState } from 'react';
import { statechartStylesheet, type GraphElement } from '../statecharts/graph';

/** One statechart drawn with Cytoscape compound nodes, positions precomputed (see src/statecharts/graph.ts). */
export default function StatechartView({ elements, label, id, aspect = 2 }: { elements: GraphElement[]; label: string; id: string; aspect?: number }) {
  const container = useRef<HTMLDivElement>(null);
  const cyRef = useRef<Core | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    const { cy, dispose } = readOnlyCytoscape(container.current, elements, statechartStylesheet(), { min: 0.15, max: 3 });
    // The wheel scrolls the page past a chart drawn at reading size; the buttons zoom.
    cy.userZoomingEnabled(false);
    fit(cy);
    cyRef.current = cy;
    setReady(true);
    return dispose;
  }, [elements]);

  // The words drawn on the canvas, for tests and embedding (a canvas has no text to read).
  const drawn = JSON.stringify(elements.map((e) => e.data.label).filter((l) => typeof l === 'string' && l !== ''));

  const zoom = (f: number) => {
    const cy = cyRef.current;
    if (cy) zoomAboutCentre(cy, f);
  };

  // A tall chart (the turn sequence reads top to bottom) is drawn at reading size, the page scrolling past it.
  const tall = aspect < 1;
  return (
    <div className="chart-view">
      <div ref={container} className={`chart-view__canvas${tall ? ' chart-view__canvas--tall' : ''}`} role="img" aria-label={label} id={id} data-ready={ready ? 'true' : 'false'} data-chart-labels={drawn} style={{ aspectRatio: String(Math.max(tall ? 0.6 : 1.1, Math.min(aspect, 4))) }}>
        {!ready && <p className="chart-view__loading">The diagram appears here; the same states and transitions are listed below.</p>}
      </div>
      <div className="board-view__tools" role="group" aria-label={`${label}: view`}>
        <button type="button" onClick={() => zoom(1.25)} disabled={!ready} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoom(0.8)} disabled={!ready} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => cyRef.current && fit(cyRef.current)} disabled={!ready}>
          Fit
        </button>
      </div>
    </div>
  );
}

/** Fits the chart, but never blows a small chart up past a comfortable reading size. */
function fit(cy: Core) {
  cy.fit(undefined, 20);
  if (cy.zoom() > 1.2) {
    cy.zoom(1.2);
    cy.center();
  }
}
