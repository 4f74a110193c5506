import type { Core } from 'cytoscape';
import { withMargin } from './png-margin';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { BOARD_COLORS } from '../../board/colors';
import type { BoardElement } from '../../board/elements';
import { toMap } from '../../board/layout';
import type { MapPoint } from '../../editor/actions';
import type { BoardHeat } from '../../editor/heat';
import { applySelection, type Severity } from './board-sync';
import { frameOf, goTo, middleOfView, zoomAboutMiddle } from './canvas-view';
import type { EditorGraph, Move } from './editor-graph';
import StaticBoard from './StaticBoard';
import { useEditorWords } from './words';

export type { Move } from './editor-graph';

/**
 * The editable board: the site's cytoscape elements (src/board/elements.ts), kept
 * in sync with the map by id (board-sync.ts), with the editor's gestures
 * (editor-graph.ts). Every gesture is reported to the editor, which turns it into
 * a command; the canvas itself never changes the map.
 *
 * Cytoscape is half the page's script and most of its start-up work, so the board
 * is first a static SVG of the same elements (StaticBoard.tsx; a click on it still
 * selects) and Cytoscape loads when the designer reaches for the board: the pointer
 * over it, a touch, the keyboard focus, or a board tool (zoom, frame, export).
 */

export interface CanvasHandle {
  /** Selects nothing; frames the elements (with a sensible zoom limit). */
  center(ids: readonly string[]): void;
  fit(): void;
  /** Frames the board as a newly opened one (whole, or on a phone its full height: see canvas-view.ts). */
  open(): void;
  zoomBy(factor: number): void;
  /** The board as a PNG data URL. */
  png(): Promise<string>;
  /** Map coordinates at the middle of the view, where new islands go. */
  viewCenter(): MapPoint;
  /** Pans by screen pixels (keyboard panning). */
  panBy(dx: number, dy: number): void;
  /** Nothing is about to move the board: not loading, no animation running, no size change waiting to be handled. */
  settled(): boolean;
  /** Loads the live board now, if it is not yet. */
  wake(): void;
  /**
   * Runs `attach` with the live board once it exists (at once if it does), without
   * loading it; `attach` returns its own undo. The returned function cancels or undoes.
   */
  whenLive(attach: (cy: Core) => () => void): () => void;
  cy(): Core | null;
  /** Gives the board the keyboard (without scrolling the page), as a click on it does. */
  focus(): void;
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
  const { say } = useEditorWords();
  const root = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const graphRef = useRef<EditorGraph | null>(null);
  const [wanted, setWanted] = useState(props.linkMode || props.heat != null);
  const [live, setLive] = useState(false);
  // "Show the whole board" asked of the static picture (a phone's is a readable crop of the board).
  const [staticWhole, setStaticWhole] = useState(false);
  // View requests made before the graph is live, run once it is.
  const pending = useRef<((graph: EditorGraph) => void)[]>([]);
  // The latest props for cytoscape's long-lived listeners.
  const latest = useRef(props);
  latest.current = props;

  const wantedRef = useRef(wanted);
  wantedRef.current = wanted;
  const want = useCallback(() => setWanted(true), []);
  const withGraph = useCallback((fn: (graph: EditorGraph) => void) => {
    if (graphRef.current) fn(graphRef.current);
    else {
      pending.current.push(fn);
      setWanted(true);
    }
  }, []);

  useEffect(() => {
    if (props.linkMode || props.heat) setWanted(true);
  }, [props.linkMode, props.heat]);

  useEffect(() => {
    if (!wanted) return;
    let disposed = false;
    let graph: EditorGraph | null = null;
    void import('./editor-graph').then(({ createEditorGraph }) => {
      if (disposed || !container.current) return;
      const now = latest.current;
      graph = createEditorGraph(container.current, now.elements, now.severity, () => latest.current);
      graphRef.current = graph;
      graph.quietly(() => applySelection(graph!.cy, now.selection));
      graph.setLinkMode(now.linkMode);
      graph.heat(now.heat ?? null);
      for (const fn of pending.current.splice(0)) fn(graph);
      setLive(true);
    });
    return () => {
      disposed = true;
      graph?.dispose();
      graphRef.current = null;
    };
  }, [wanted]);

  // The map changed: bring the graph in line by id; then the heat map, as the sync resets every island's classes.
  useEffect(() => {
    graphRef.current?.sync(props.elements, props.severity);
  }, [props.elements, props.severity]);
  useEffect(() => {
    graphRef.current?.heat(props.heat ?? null);
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
    (): CanvasHandle => ({
      center(ids) {
        withGraph(({ cy }) => {
          const view = frameOf(cy, ids);
          if (view) goTo(cy, view);
        });
      },
      // Before the graph is live: the static picture shows the whole board at once (on a phone it opens on a
      // readable crop), and the graph, loaded for it, opens framing the whole board too.
      fit: () => {
        if (graphRef.current) graphRef.current.fit();
        else {
          setStaticWhole(true);
          withGraph((graph) => graph.fit());
        }
      },
      open: () => graphRef.current?.open(),
      zoomBy: (factor) => withGraph(({ cy }) => zoomAboutMiddle(cy, factor)),
      png: () =>
        new Promise((resolve) =>
          withGraph(({ cy, quietly }) => {
            // The picture is of the board, not of the editing: the selection ring is left out.
            const selected = cy.$(':selected');
            quietly(() => selected.unselect());
            let uri: string;
            try {
              uri = cy.png({ output: 'base64uri', full: true, scale: 2, bg: BOARD_COLORS.sea });
            } finally {
              quietly(() => selected.select());
            }
            // 24 board pixels at the picture's scale of 2.
            void withMargin(uri, 48, BOARD_COLORS.sea).then(resolve);
          }),
        ),
      viewCenter() {
        const cy = graphRef.current?.cy;
        return cy ? toMap(middleOfView(cy), latest.current.scale) : { x: 200, y: -10 };
      },
      panBy: (dx, dy) => withGraph(({ cy }) => cy.panBy({ x: dx, y: dy })),
      settled: () => (graphRef.current ? graphRef.current.settled() : !wantedRef.current),
      wake: want,
      whenLive(attach) {
        let detach: (() => void) | null = null;
        let cancelled = false;
        const run = (graph: EditorGraph) => {
          if (!cancelled) detach = attach(graph.cy);
        };
        if (graphRef.current) run(graphRef.current);
        else pending.current.push(run);
        return () => {
          cancelled = true;
          detach?.();
        };
      },
      cy: () => graphRef.current?.cy ?? null,
      focus: () => root.current?.focus({ preventScroll: true }),
    }),
    [withGraph, want],
  );
  // A click on the static board selects what it hit, as a tap on the live one does.
  const onStaticClick = (e: MouseEvent) => {
    const hit = (e.target as Element).closest('[data-id]');
    props.onSelect(hit ? [hit.getAttribute('data-id')!] : []);
  };

  return (
    <div
      ref={root}
      className={`ed-canvas${props.linkMode ? ' ed-canvas--link' : ''}`}
      tabIndex={0}
      role="application"
      aria-roledescription={say('editor.board.role')}
      aria-label={props.label}
      aria-describedby={props.describedBy}
      onKeyDown={props.onKeyDown}
      onPointerEnter={want}
      onPointerDown={want}
      // Cytoscape blurs whatever has the focus when a press begins on the board, so a click left the
      // board without the keyboard and its keys (arrows, Delete, Esc, L, +, −, 0) went nowhere after
      // any use of the mouse: the board takes the focus back once the press ends.
      onPointerUp={(e) => {
        if (document.activeElement !== e.currentTarget) e.currentTarget.focus({ preventScroll: true });
      }}
      onFocus={want}
      onWheel={want}
      data-testid="board-canvas"
      data-live={live ? 'true' : 'false'}
      data-heat={props.heat ? props.heat.metric : undefined}
    >
      {!live && <StaticBoard elements={props.elements} severity={props.severity} selection={props.selection} whole={staticWhole} onClick={onStaticClick} />}
      <div ref={container} className="ed-canvas__cy" />
    </div>
  );
}
