import type { Core, ElementDefinition } from 'cytoscape';
import cytoscape from 'cytoscape/dist/cytoscape.esm.min.mjs';
import { useEffect, useRef, useState } from 'react';
import { statechartStylesheet, type GraphElement } from '../statecharts/graph';

/** One statechart drawn with Cytoscape compound nodes, positions precomputed (see src/statecharts/graph.ts). */
export default function StatechartView({ elements, label, id, aspect = 2 }: { elements: GraphElement[]; label: string; id: string; aspect?: number }) {
  const container = useRef<HTMLDivElement>(null);
  const cyRef = useRef<Core | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    const cy = cytoscape({
      container: container.current,
      elements: elements as unknown as ElementDefinition[],
      style: statechartStylesheet(),
      layout: { name: 'preset' },
      minZoom: 0.15,
      maxZoom: 3,
      wheelSensitivity: 0.4,
      boxSelectionEnabled: false,
      autoungrabify: true,
      autounselectify: true,
    });
    fit(cy);
    cyRef.current = cy;
    setReady(true);
    const onResize = () => cy.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      cy.destroy();
    };
  }, [elements]);

  const zoom = (f: number) => {
    const cy = cyRef.current;
    if (cy) cy.zoom({ level: cy.zoom() * f, renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 } });
  };

  return (
    <div className="chart-view">
      <div ref={container} className="chart-view__canvas" role="img" aria-label={label} id={id} data-ready={ready ? 'true' : 'false'} style={{ aspectRatio: String(Math.max(1.1, Math.min(aspect, 4))) }}>
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
