import type { Core } from 'cytoscape';
import { useEffect, useImperativeHandle, useRef, type KeyboardEvent, type Ref } from 'react';
import { BOARD_COLORS } from '../../board/colors';
import type { BoardElement } from '../../board/elements';
import { toMap } from '../../board/layout';
import type { MapPoint } from '../../editor/actions';
import type { BoardHeat } from '../../editor/heat';
import { applyHeat, applySelection, syncGraph, type Severity } from './board-sync';
import { frameOf, goTo, middleOfView, zoomAboutMiddle } from './canvas-view';
import { createEditorGraph, type EditorGraph, type Move } from './editor-graph';

export type { Move } from './editor-graph';

/**
 * The editable board: the site's cytoscape elements (src/board/elements.ts), kept
 * in sync with the map by id (board-sync.ts), with the editor's gestures
 * (editor-graph.ts). Every gesture is reported to the editor, which turns it into
 * a command; the canvas itself never changes the map.
 */

export interface CanvasHandle {
  /** Selects nothing; frames the elements (with a sensible zoom limit). */
  center(ids: readonly string[]): void;
  fit(): void;
  zoomBy(factor: number): void;
  /** The board as a PNG data URL. */
  png(): string;
  /** Map coordinates at the middle of the view, where new islands go. */
  viewCenter(): MapPoint;
  /** Pans by screen pixels (keyboard panning). */
  panBy(dx: number, dy: number): void;
  /** Nothing is about to move the board: no animation running, no size change waiting to be handled. */
  settled(): boolean;
  cy(): Core | null;
}

export interface BoardCanvasProps {
  elements: readonly BoardElement[];
  scale: number;
  severity: Severity;
  selection: readonly string[];
  linkMode: boolean;
  onSelect(ids: string[]): void;
  onMove(moves: Move[]): void;
  onLink(from: string, to: string): void;
  onAddAt(point: MapPoint): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  handle: Ref<CanvasHandle>;
  label: string;
  describedBy?: string;
  /** The simulator's island heat map, drawn over the islands; null or absent draws the plain board. */
  heat?: BoardHeat | null;
}

export default function BoardCanvas(props: BoardCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const graphRef = useRef<EditorGraph | null>(null);
  // The latest props for cytoscape's long-lived listeners.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    if (!container.current) return;
    const graph = createEditorGraph(container.current, latest.current.elements, latest.current.severity, () => latest.current);
    graphRef.current = graph;
    return () => {
      graph.dispose();
      graphRef.current = null;
    };
  }, []);

  // The map changed: bring the graph in line by id; then the heat map, as the sync resets every island's classes.
  useEffect(() => {
    graphRef.current?.quietly(() => syncGraph(graphRef.current!.cy, props.elements, props.severity));
  }, [props.elements, props.severity]);
  useEffect(() => {
    const graph = graphRef.current;
    graph?.cy.batch(() => applyHeat(graph.cy, props.heat ?? null));
  }, [props.heat, props.elements, props.severity]);

  // The editor's selection → the graph's. Elements too: the board draws a new island a moment after the editor selects it.
  const selectionKey = props.selection.join('\n');
  useEffect(() => {
    const graph = graphRef.current;
    graph?.quietly(() => applySelection(graph.cy, latest.current.selection));
  }, [selectionKey, props.elements]);

  useEffect(() => {
    graphRef.current?.setLinkMode(props.linkMode);
  }, [props.linkMode]);

  useImperativeHandle(
    props.handle,
    (): CanvasHandle => {
      const cy = () => graphRef.current?.cy ?? null;
      return {
        center(ids) {
          const c = cy();
          const view = c && frameOf(c, ids);
          if (c && view) goTo(c, view);
        },
        fit: () => graphRef.current?.fit(),
        zoomBy(factor) {
          const c = cy();
          if (c) zoomAboutMiddle(c, factor);
        },
        png: () => cy()?.png({ output: 'base64uri', full: true, scale: 2, bg: BOARD_COLORS.sea }) ?? '',
        viewCenter() {
          const c = cy();
          return c ? toMap(middleOfView(c), latest.current.scale) : { x: 200, y: -10 };
        },
        panBy: (dx, dy) => cy()?.panBy({ x: dx, y: dy }),
        settled: () => graphRef.current?.settled() ?? false,
        cy,
      };
    },
    [],
  );

  return (
    <div
      className={`ed-canvas${props.linkMode ? ' ed-canvas--link' : ''}`}
      tabIndex={0}
      role="application"
      aria-roledescription="board editor"
      aria-label={props.label}
      aria-describedby={props.describedBy}
      onKeyDown={props.onKeyDown}
      data-testid="board-canvas"
      data-heat={props.heat ? props.heat.metric : undefined}
    >
      <div ref={container} className="ed-canvas__cy" />
    </div>
  );
}
