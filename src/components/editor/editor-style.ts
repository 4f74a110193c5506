import { BOARD_COLORS } from '../../board/colors';
import { field } from '../../board/stylesheet';

/**
 * Styles the editor adds on top of the site's board stylesheet: what the checker
 * flags, what is selected, and the link being drawn. Order matters: later rules win.
 */
export const EDITOR_COLORS = {
  selected: '#0f5c8c',
  error: '#d32f2f',
  warning: '#f59e0b',
  draft: '#0f5c8c',
  added: '#1b7f3b',
  changed: '#6a3d9a',
} as const;

/** Island names are cut (with an ellipsis) at this width, in board px at the board's name size. */
export const NAME_CUT_PX = 130;

export function editorStylesheet(): { selector: string; style: Record<string, unknown> }[] {
  const c = EDITOR_COLORS;
  return [
    // A designer's island names (up to 100 characters) ran across their neighbours on a crowded board,
    // hiding even the name being typed: one line, cut a little wider than the published board's longest
    // name (about 115 px). The selected island's is drawn over its neighbours' (below).
    { selector: 'node.island', style: { 'text-wrap': 'ellipsis', 'text-max-width': `${NAME_CUT_PX}px` } },
    // The simulator's heat map (src/editor/heat.ts): islands filled by how often they were reached.
    // Before the checker's and the selection's rules, which must still show through.
    {
      selector: 'node.island.heat',
      style: {
        'background-color': field('heatFill', BOARD_COLORS.island),
        'background-image': field('heatImage', 'none'),
        label: field('heatLabel', ''),
        'font-size': 11,
        // The figure on a line of its own: cut after the name, it was lost ("Johnston Island · 9…").
        'text-wrap': 'wrap',
      },
    },
    { selector: 'node.island.heat-never', style: { 'border-style': 'dashed', 'border-color': c.error, 'border-width': 3 } },
    // The Compare view's marks (compare-marks.ts): each kind of change has its own ring style as well as its
    // own colour, so the colour is never the only cue. Removed elements are ghosts the pointer passes through.
    // An outline rather than the border, which the selection and the heat map's 'never reached' take.
    { selector: 'node.cmp-added', style: { 'outline-style': 'dashed', 'outline-color': c.added, 'outline-width': 4, 'outline-offset': 3 } },
    { selector: 'node.cmp-changed', style: { 'outline-style': 'double', 'outline-color': c.changed, 'outline-width': 7, 'outline-offset': 3 } },
    { selector: 'edge.cmp-added', style: { 'underlay-color': c.added, 'underlay-opacity': 0.45, 'underlay-padding': 5 } },
    { selector: 'edge.cmp-changed', style: { 'underlay-color': c.changed, 'underlay-opacity': 0.45, 'underlay-padding': 5 } },
    { selector: '.cmp-removed', style: { opacity: 0.4, events: 'no' } },
    { selector: 'node.cmp-removed', style: { 'border-style': 'dotted', 'border-color': '#333333', 'border-width': 3 } },
    { selector: 'edge.cmp-removed', style: { 'line-style': 'dotted' } },
    // The checker's findings: a soft halo, red for errors, amber for warnings.
    { selector: 'node.has-warning', style: { 'underlay-color': c.warning, 'underlay-opacity': 0.45, 'underlay-padding': 6, 'underlay-shape': 'ellipse' } },
    { selector: 'node.has-error', style: { 'underlay-color': c.error, 'underlay-opacity': 0.45, 'underlay-padding': 7, 'underlay-shape': 'ellipse' } },
    { selector: 'edge.has-warning', style: { 'underlay-color': c.warning, 'underlay-opacity': 0.5, 'underlay-padding': 4 } },
    { selector: 'edge.has-error', style: { 'underlay-color': c.error, 'underlay-opacity': 0.5, 'underlay-padding': 5 } },
    // Selection.
    {
      selector: 'node.island:selected, node.harbor:selected',
      style: {
        // Over the neighbouring islands, their port spaces and their names.
        'z-index': 12,
        'border-color': c.selected,
        'border-width': 4,
        'overlay-color': c.selected,
        'overlay-opacity': 0.12,
        'overlay-padding': 6,
        'overlay-shape': 'ellipse',
      },
    },
    {
      selector: 'edge:selected',
      style: { 'line-color': c.selected, 'target-arrow-color': c.selected, width: 6, 'z-index': 8, 'overlay-opacity': 0 },
    },
    { selector: 'edge.one-way', style: { 'arrow-scale': 1.3 } },
    // Links are easier to hit with a wider invisible margin.
    { selector: 'edge', style: { 'overlay-padding': 6 } },
    // Drawing a link (cytoscape-edgehandles).
    { selector: '.eh-source, .eh-target, .eh-hover', style: { 'border-color': c.draft, 'border-width': 4 } },
    { selector: '.eh-preview, .eh-ghost-edge', style: { 'line-color': c.draft, 'line-style': 'solid', width: 4, 'target-arrow-shape': 'none', 'curve-style': 'straight', label: '' } },
    { selector: '.eh-ghost-edge.eh-preview-active', style: { opacity: 0 } },
    { selector: '.eh-ghost-node', style: { width: 1, height: 1, opacity: 0, label: '' } },
    { selector: 'core', style: { 'selection-box-color': BOARD_COLORS.highlight, 'active-bg-color': c.selected, 'active-bg-opacity': 0.1 } },
  ];
}
