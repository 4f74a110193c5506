import type { Core } from 'cytoscape';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BoardKey } from '../board/BoardKey';
import { BoardSvg } from '../board/BoardSvg';
import { minSpanFor, staticLabels } from '../board/camera';
import { labelKey, type BoardKeyEntries } from '../board/labels';
import type { BoardElement } from '../board/elements';
import { applyRequest, attachLabels, exposeForTests, fitLabels, frame, measureName, pulseChanged, syncElements, type ViewRequest } from '../board/live-board';
import { boardStylesheet, type StyleOptions } from '../board/stylesheet';
import { sayFrom, type Messages } from '../i18n/format';

/**
 * The board, first as a static SVG (drawn on the server, redrawn by React at each
 * step), then in Cytoscape for pan and zoom. Cytoscape is about half the page's
 * script, so it loads only when wanted: when the reader reaches for the board
 * (a click, the wheel, a zoom button, "Move the board") or when `live` asks for it
 * (presentation mode, which animates). Until then, and without JavaScript, the SVG
 * is the board. On touch screens a shield keeps a swipe over the board scrolling
 * the page; "Move the board" lifts it.
 */

export interface BoardViewProps {
  elements: BoardElement[];
  /** Accessible name of the board picture. */
  label: string;
  /** Element ids to frame; empty or absent: the whole board. */
  focus?: readonly string[];
  style?: StyleOptions;
  /** Largest zoom used when framing a few elements. */
  maxFocusZoom?: number;
  id?: string;
  /** Extra class on the wrapper, e.g. `board-view--tall`. */
  className?: string;
  /** Load Cytoscape now rather than on the reader's first touch of the board. */
  live?: boolean;
  /** Pulse the pieces marked `changed` each time they change (presentation mode). */
  pulse?: boolean;
  /** The view buttons' words in the page's language (`messagesFor(lang, 'view.')`). */
  messages: Messages;
}

export default function BoardView({ elements, label, focus, style, maxFocusZoom = 1.5, id = 'board-view', className, live = false, pulse = false, messages }: BoardViewProps) {
  const say = useMemo(() => sayFrom(messages), [messages]);
  const stage = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const cyRef = useRef<Core | null>(null);
  const [wanted, setWanted] = useState(live);
  const [ready, setReady] = useState(false);
  const [moving, setMoving] = useState(false);
  const [stageSize, setStageSize] = useState<{ w: number; h: number } | null>(null);
  // The live board's key (lettered islands), told by live-board.ts each time it places names.
  const [liveKey, setLiveKey] = useState<BoardKeyEntries>({ lettered: [], crowded: [] });
  const pending = useRef<ViewRequest | null>(null);
  // What a change of the stage's size keeps: the whole board once asked for, until the next step frames its play.
  const whole = useRef(false);
  // The latest props, for the effects that run once Cytoscape has loaded.
  const latest = useRef({ elements, focus, maxFocusZoom, style });
  latest.current = { elements, focus, maxFocusZoom, style };

  useEffect(() => {
    if (live) setWanted(true);
  }, [live]);

  // Load and create once wanted.
  useEffect(() => {
    if (!wanted || !container.current) return;
    let disposed = false;
    let dispose: (() => void) | null = null;
    void import('./cytoscape-view').then(({ readOnlyCytoscape }) => {
      if (disposed || !container.current) return;
      const now = latest.current;
      const made = readOnlyCytoscape(container.current, now.elements, boardStylesheet(now.style), { min: 0.2, max: 4 });
      cyRef.current = made.cy;
      dispose = made.dispose;
      // A new key only when it says something new: names are placed again on every frame of a zoom.
      attachLabels(made.cy, () => latest.current, measureName, (key) => setLiveKey((was) => (JSON.stringify(was) === JSON.stringify(key) ? was : key)));
      frame(made.cy, now.focus, now.maxFocusZoom, false);
      fitLabels(made.cy, now.elements, now.focus);
      exposeForTests(id, made.cy);
      const todo = pending.current;
      pending.current = null;
      if (todo) applyRequest(made.cy, todo, now.focus, now.maxFocusZoom);
      setReady(true);
    });
    return () => {
      disposed = true;
      dispose?.();
      cyRef.current = null;
    };
  }, [wanted]);

  // Sync by id whenever the elements change.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    cy.batch(() => syncElements(cy, elements));
    fitLabels(cy, elements, focus);
    if (pulse) pulseChanged(cy);
  }, [elements, pulse]);

  const focusKey = (focus ?? []).join(' ');
  useEffect(() => {
    const cy = cyRef.current;
    whole.current = false;
    if (cy) frame(cy, focus, maxFocusZoom, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  // The stage changes size without the window doing so (presentation mode, the phone layout): redraw and reframe.
  useEffect(() => {
    const el = stage.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let last = '';
    const observer = new ResizeObserver(([entry]) => {
      const size = `${Math.round(entry.contentRect.width)}x${Math.round(entry.contentRect.height)}`;
      if (size === last) return;
      last = size;
      setStageSize({ w: entry.contentRect.width, h: entry.contentRect.height });
      const cy = cyRef.current;
      if (!cy) return;
      cy.resize();
      // The key that the whole board's letters bring can wrap under the buttons and shrink the stage: still the whole board then.
      if (whole.current) applyRequest(cy, { kind: 'whole' }, latest.current.focus, latest.current.maxFocusZoom);
      else frame(cy, latest.current.focus, latest.current.maxFocusZoom, false);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const act = useCallback(
    (todo: ViewRequest) => {
      if (todo.kind !== 'zoom') whole.current = todo.kind === 'whole';
      const cy = cyRef.current;
      if (cy) applyRequest(cy, todo, focus, maxFocusZoom);
      else {
        pending.current = todo;
        setWanted(true);
      }
    },
    [focus, maxFocusZoom],
  );
  const want = useCallback(() => setWanted(true), []);

  // The static drawing gets names placed for the scale it is shown at, once the stage is measured.
  const minSpan = minSpanFor(maxFocusZoom);
  const svgLabels = useMemo(
    () => (!stageSize || ready ? undefined : staticLabels(elements, focus, stageSize, minSpan, measureName)),
    [elements, focus, minSpan, stageSize, ready],
  );

  return (
    <div className={className ? `board-view ${className}` : 'board-view'} data-ready={ready ? 'true' : 'false'} data-moving={moving ? 'true' : 'false'}>
      <div className="board-view__stage" ref={stage} onPointerDown={want} onWheel={want}>
        {!ready && (
          <div className="board-view__fallback">
            <BoardSvg elements={elements} title={label} focus={focus} minSpan={minSpan} labels={svgLabels?.labels} markerSize={svgLabels?.markerSize} harborSize={svgLabels?.harborSize} id={`${id}-svg`} />
          </div>
        )}
        <div ref={container} className="board-view__canvas" role="img" aria-label={label} id={id} />
        {!moving && <div className="board-view__shield" aria-hidden="true" />}
      </div>
      <div className="board-view__tools" role="group" aria-label={say('view.tools')}>
        <button type="button" onClick={() => act({ kind: 'zoom', factor: 1.25 })} aria-label={say('view.zoomIn')}>
          +
        </button>
        <button type="button" onClick={() => act({ kind: 'zoom', factor: 0.8 })} aria-label={say('view.zoomOut')}>
          −
        </button>
        <button type="button" onClick={() => act({ kind: 'frame' })}>
          {say('view.frame')}
        </button>
        <button type="button" onClick={() => act({ kind: 'whole' })}>
          {say('view.whole')}
        </button>
        <button
          type="button"
          className="board-view__move"
          aria-pressed={moving}
          onClick={() => {
            setMoving((m) => !m);
            setWanted(true);
          }}
          title={say('view.move.title')}
        >
          {moving ? say('view.move.done') : say('view.move')}
        </button>
        <BoardKey entries={ready ? liveKey : labelKey(svgLabels?.labels ?? [])} words={{ caption: (count) => say('view.key', { count }), crowded: say('view.key.crowded'), value: say('view.key.value') }} />
      </div>
    </div>
  );
}
