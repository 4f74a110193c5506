import type { Core, ElementDefinition, StylesheetJsonBlock } from 'cytoscape';
import cytoscape from 'cytoscape/dist/cytoscape.esm.min.mjs';

/**
 * A read-only Cytoscape drawing (the board, the statecharts): elements at their
 * precomputed positions, pan and zoom only, redrawn when the window resizes.
 * `dispose` undoes all of it, for React effects' cleanup.
 */
export function readOnlyCytoscape(
  container: HTMLElement,
  elements: readonly object[],
  style: StylesheetJsonBlock[],
  zoom: { min: number; max: number },
): { cy: Core; dispose(): void } {
  const cy = cytoscape({
    container,
    elements: elements as unknown as ElementDefinition[],
    style,
    layout: { name: 'preset' },
    minZoom: zoom.min,
    maxZoom: zoom.max,
    // No custom wheelSensitivity: Cytoscape warns about one on every page that draws the board,
    // and the wheel's step is the reader's own mouse or touchpad setting, as on any other map.
    boxSelectionEnabled: false,
    autoungrabify: true,
    autounselectify: true,
  });
  const onResize = () => cy.resize();
  window.addEventListener('resize', onResize);
  return {
    cy,
    dispose() {
      window.removeEventListener('resize', onResize);
      cy.destroy();
    },
  };
}

/** Zooms by `factor` about the middle of the view, within the drawing's zoom limits. */
export function zoomAboutCentre(cy: Core, factor: number): void {
  const level = Math.min(cy.maxZoom(), Math.max(cy.minZoom(), cy.zoom() * factor));
  cy.zoom({ level, renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 } });
}
