import type { ReactNode } from 'react';
import { BOARD_COLORS } from './colors';
import type { BoardEdgeData, BoardElement, BoardNodeData } from './elements';
import { nameWithValue, placeLabels, type PlacedLabel } from './labels';
import { HARBOR_FONT, VALUE_FONT, type Point } from './layout';
import { linkGeometry } from './link-geometry';

export { linkGeometry };

/**
 * The board as an SVG picture, drawn from the same elements Cytoscape gets. It has
 * no state and no effects, so Astro renders it on the server and ships no
 * JavaScript for it: rules pages embed it, and interactive boards show it until
 * Cytoscape has loaded (and to readers without JavaScript).
 */

export interface BoardSvgProps {
  elements: readonly BoardElement[];
  /** Accessible name of the picture. */
  title: string;
  /** Longer text alternative (what the picture shows). */
  description?: string;
  /** Crop to these element ids (plus a margin) instead of the whole board. */
  focus?: readonly string[];
  /** Margin around the drawing, in board pixels. */
  padding?: number;
  /** Smallest width and height shown when cropping to `focus`, in board pixels, so a crop to one link does not zoom in absurdly. */
  minSpan?: number;
  /** Island names placed for the drawing's scale (labels.ts); without them, names are placed at 11 px for the picture's own scale. */
  labels?: readonly PlacedLabel[];
  /** Side of a port marker in board pixels (grown when the drawing is small). Default 13. */
  markerSize?: number;
  /** Diameter of a harbor in board pixels (grown when the drawing is small, camera.ts harborSizeAt). Default: as drawn. */
  harborSize?: number;
  className?: string;
  id?: string;
  /** Drawn over the board, in board coordinates (the play page's clickable layer). */
  children?: ReactNode;
}

interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export function BoardSvg({ elements, title, description, focus, padding = 40, minSpan = 0, labels, markerSize = 13, harborSize, className = 'board-svg', id = 'board', children }: BoardSvgProps) {
  const nodes = elements.filter((e): e is BoardElement & { data: BoardNodeData } => e.group === 'nodes');
  const edges = elements.filter((e): e is BoardElement & { data: BoardEdgeData } => e.group === 'edges');
  const byId = new Map(nodes.map((n) => [n.data.id, n]));
  const pos = (nodeId: string): Point | undefined => byId.get(nodeId)?.position;

  const box = svgViewBox(elements, focus, padding, minSpan);
  // Without a placement made for the size it is shown at (server-drawn pages), names are placed for the
  // picture at its own scale, inside it: a name cut at the edge ("arotonga") says nothing.
  const names = (labels ?? placeLabels(elements, { zoom: 1, baseSize: 11, minScreenPx: 11, fallbackScreenPx: 10, markerSize, within: box })).filter((l) => l.shown);
  const viewBox = `${r(box.x1)} ${r(box.y1)} ${r(box.x2 - box.x1)} ${r(box.y2 - box.y1)}`;
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const has = (el: BoardElement, c: string) => el.classes.includes(c);

  const edgeGeometry = (e: BoardElement & { data: BoardEdgeData }) => linkGeometry(e.data, byId);

  return (
    <svg className={className} viewBox={viewBox} role="img" aria-labelledby={description ? `${titleId} ${descId}` : titleId} xmlns="http://www.w3.org/2000/svg">
      <title id={titleId}>{title}</title>
      {description ? <desc id={descId}>{description}</desc> : null}
      <defs>
        <marker id={`${id}-arrow`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M0 0L10 5L0 10z" fill={BOARD_COLORS.arrow} />
        </marker>
        {edges
          .filter((e) => has(e, 'partial'))
          .map((e) => {
            const g = edgeGeometry(e);
            if (!g) return null;
            const colors = String(e.data.gradientColors ?? '').split(' ');
            const stops = String(e.data.gradientStops ?? '').split(' ');
            const a = pos(e.data.source)!;
            const b = pos(e.data.target)!;
            return (
              <linearGradient key={e.data.id} id={`${id}-g-${e.data.id}`} gradientUnits="userSpaceOnUse" x1={r(a.x)} y1={r(a.y)} x2={r(b.x)} y2={r(b.y)}>
                {colors.map((c, i) => (
                  <stop key={i} offset={stops[i] ?? '0%'} stopColor={c} />
                ))}
              </linearGradient>
            );
          })}
      </defs>
      <rect x={box.x1} y={box.y1} width={box.x2 - box.x1} height={box.y2 - box.y1} fill={BOARD_COLORS.sea} />

      <g className="board-svg__links">
        {edges.map((e) => {
          const g = edgeGeometry(e);
          if (!g) return null;
          const laid = has(e, 'laid');
          const changed = has(e, 'changed');
          const dash = `${e.data.dash} ${e.data.gap}`;
          const stroke = has(e, 'partial') ? `url(#${id}-g-${e.data.id})` : laid ? String(e.data.color) : BOARD_COLORS.route;
          return (
            <g key={e.data.id} data-id={e.data.id}>
              {changed ? <path d={g.d} stroke={BOARD_COLORS.highlight} strokeOpacity={0.55} strokeWidth={20} fill="none" strokeLinecap="round" /> : null}
              {laid ? <path d={g.d} stroke="#1b1b1b" strokeWidth={9} fill="none" strokeDasharray={dash} /> : null}
              <path
                d={g.d}
                stroke={stroke}
                strokeWidth={laid ? 7 : 4}
                fill="none"
                strokeDasharray={dash}
                markerEnd={has(e, 'one-way') ? `url(#${id}-arrow)` : undefined}
              />
              {has(e, 'partial') ? (
                <text x={r((g.start.x + g.end.x) / 2)} y={r((g.start.y + g.end.y) / 2 - 8)} className="board-svg__progress" textAnchor="middle" fontSize={12} fontWeight={700} fill={BOARD_COLORS.label} stroke="#fff" strokeWidth={3} paintOrder="stroke">
                  {String(e.data.progress)}
                </text>
              ) : null}
            </g>
          );
        })}
      </g>

      <g className="board-svg__nodes">
        {nodes
          .filter((n) => n.data.kind === 'island' || n.data.kind === 'harbor')
          .map((n) => {
            const p = n.position!;
            const size = Number(n.data.size);
            const changed = has(n, 'changed');
            if (n.data.kind === 'harbor') {
              const drawn = Math.max(size, harborSize ?? size);
              return (
                <g key={n.data.id} data-id={n.data.id} data-kind={n.data.kind}>
                  <circle cx={p.x} cy={p.y} r={drawn / 2} fill={String(n.data.color)} stroke="#1b1b1b" strokeWidth={2} />
                  <text x={p.x} y={p.y} dy="0.35em" textAnchor="middle" fontSize={harborSize === undefined ? 13 : r(drawn * HARBOR_FONT)} fontWeight={700} fill={String(n.data.textColor)}>
                    {n.data.label}
                  </text>
                </g>
              );
            }
            const purpleHome = has(n, 'purple-home');
            return (
              <g key={n.data.id} data-id={n.data.id} data-kind={n.data.kind}>
                {changed ? <circle cx={p.x} cy={p.y} r={size / 2 + 7} fill={BOARD_COLORS.highlight} fillOpacity={0.55} /> : null}
                <circle
                  cx={p.x}
                  cy={p.y}
                  r={size / 2}
                  fill={BOARD_COLORS.island}
                  stroke={purpleHome ? '#6a1b9a' : changed ? '#b45f00' : BOARD_COLORS.islandBorder}
                  strokeWidth={purpleHome ? 4 : changed || has(n, 'reached') ? 3 : 2}
                />
                <text x={p.x} y={p.y} dy="0.36em" textAnchor="middle" fontSize={r(size * VALUE_FONT)} fontWeight={700} fill="#4a3310">
                  {String(n.data.value)}
                </text>
              </g>
            );
          })}
      </g>

      <g className="board-svg__ports">
        {nodes
          .filter((n) => n.data.kind === 'port')
          .map((n) => {
            const p = n.position!;
            const marker = has(n, 'marker');
            const s = marker ? markerSize : Number(n.data.size);
            return (
              <g key={n.data.id}>
                <rect x={p.x - s / 2} y={p.y - s / 2} width={s} height={s} fill={marker ? String(n.data.color) : BOARD_COLORS.port} stroke={marker ? '#111' : BOARD_COLORS.portBorder} strokeWidth={1} />
                {marker ? (
                  <text x={p.x} y={p.y} dy="0.35em" textAnchor="middle" fontSize={r(s * 0.7)} fontWeight={700} fill={String(n.data.textColor)}>
                    {n.data.label}
                  </text>
                ) : null}
              </g>
            );
          })}
      </g>

      <g className="board-svg__ships">
        {nodes
          .filter((n) => n.data.kind === 'ship')
          .map((n) => {
            const p = n.position!;
            const s = Number(n.data.size);
            const points = `${r(p.x)},${r(p.y - s / 2)} ${r(p.x + s / 2)},${r(p.y + s / 2)} ${r(p.x - s / 2)},${r(p.y + s / 2)}`;
            return (
              <g key={n.data.id}>
                {has(n, 'changed') ? <circle cx={p.x} cy={p.y} r={s * 0.9} fill={BOARD_COLORS.highlight} fillOpacity={0.55} /> : null}
                <polygon points={points} fill={String(n.data.color)} stroke="#111" strokeWidth={2} strokeLinejoin="round" />
              </g>
            );
          })}
      </g>
      {/* Over the routes, each on a white halo, where placement could not keep it off them; under the play layer, whose lit routes are the game. */}
      <g className="board-svg__names">
        {names.map((l) => (
          <IslandName key={l.id} label={l} />
        ))}
      </g>
      {children}
    </svg>
  );
}


function IslandName({ label }: { label: PlacedLabel }) {
  const { box, size } = label;
  // A letter's or short form's tooltip: the whole name, as the key gives it.
  const whole = label.value === undefined ? label.name : nameWithValue(label.name, label.value);
  return (
    <text
      className="board-svg__name"
      data-name-of={label.id}
      x={r((box.x1 + box.x2) / 2)}
      y={r((box.y1 + box.y2) / 2)}
      dy="0.35em"
      textAnchor="middle"
      fontSize={r(size)}
      strokeWidth={r(size / 4)}
      fontWeight={600}
      fill={BOARD_COLORS.label}
      stroke="#fff"
      strokeOpacity={0.85}
      paintOrder="stroke"
    >
      {label.text}
      {label.text !== whole ? <title>{whole}</title> : null}
    </text>
  );
}

/** The part of the board the SVG shows, in board pixels. */
export function svgViewBox(elements: readonly BoardElement[], focus?: readonly string[], padding = 40, minSpan = 0): Box {
  const byId = new Map(elements.filter((e) => e.group === 'nodes').map((n) => [n.data.id, n]));
  return widen(bounds(elements, byId, focus, padding), minSpan);
}

function bounds(elements: readonly BoardElement[], byId: Map<string, BoardElement>, focus: readonly string[] | undefined, padding: number): Box {
  const wanted = focus && focus.length > 0 ? new Set(focus) : null;
  const box: Box = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  const add = (p: Point | undefined, margin: number) => {
    if (!p) return;
    box.x1 = Math.min(box.x1, p.x - margin);
    box.y1 = Math.min(box.y1, p.y - margin);
    box.x2 = Math.max(box.x2, p.x + margin);
    box.y2 = Math.max(box.y2, p.y + margin);
  };
  for (const el of elements) {
    if (wanted && !wanted.has(el.data.id)) continue;
    if (el.group === 'nodes') {
      const extra = el.data.kind === 'island' ? 30 : 12; // room for the name under an island
      add(el.position, Number(el.data.size) / 2 + extra);
    } else {
      const d = el.data as BoardEdgeData;
      add(byId.get(d.source)?.position, 20);
      add(byId.get(d.target)?.position, 20);
    }
  }
  if (!Number.isFinite(box.x1)) return { x1: 0, y1: 0, x2: 100, y2: 100 };
  return { x1: box.x1 - padding, y1: box.y1 - padding, x2: box.x2 + padding, y2: box.y2 + padding };
}

function widen(box: Box, span: number): Box {
  const grow = (lo: number, hi: number) => {
    const extra = Math.max(0, span - (hi - lo)) / 2;
    return [lo - extra, hi + extra];
  };
  const [x1, x2] = grow(box.x1, box.x2);
  const [y1, y2] = grow(box.y1, box.y2);
  return { x1, y1, x2, y2 };
}

const r = (n: number) => Math.round(n * 10) / 10;
