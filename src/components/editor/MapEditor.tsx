import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { boardElements } from '../../board/elements';
import { DEFAULT_SCALE } from '../../board/layout';
import { addHarborCommand, addIslandCommand, addLinkCommand, deletePlan, diagnosticTargets, kindOf, severityById, type MapPoint } from '../../editor/actions';
import { restoreSaved, type SetAside } from '../../editor/autosave';
import { interruptedMessage } from '../../editor/gesture-journal';
import type { Command } from '../../editor/commands';
import { slugify } from '../../editor/ids';
import type { BoardHeat } from '../../editor/heat';
import { redoLabel, undoLabel } from '../../editor/history';
import { freeSeaSpot } from '../../editor/placement';
import type { WalkthroughRef } from '../../editor/walkthrough-problems';
import type { Variants } from '../../engine';
import { checkMap } from '../../map/check';
import { type Diagnostic } from '../../map/diagnostics';
import { MAP_MAX_BYTES, parseMapText, serialiseMap } from '../../map/parse';
import { tooLarge } from '../../source/decode';
import type { BoardMap } from '../../map/schema';
import type { EditorApi } from './api';
import BoardCanvas, { type CanvasHandle, type Move } from './BoardCanvas';
import { download, downloadText } from './download';
import EditorDialogs, { type DialogState } from './EditorDialogs';
import HeatLegend from './HeatLegend';
import Inspector from './Inspector';
import Notices from './Notices';
import ProjectDiffers, { differsFromFile } from './ProjectDiffers';
import { CardsPanel, CompaniesPanel, MapPanel } from './Panels';
import ProblemsPanel from './ProblemsPanel';
import SideTabs from './SideTabs';
import SimulateSlot from './SimulateSlot';
import Toolbar from './Toolbar';
import { browserStorage, clockTime, useAutosave } from './useAutosave';
import { useBoardGestures } from './useBoardGestures';
import { useEditorHistory } from './useEditorHistory';
import { useEditorKeys } from './useEditorKeys';
import { useFileDrop } from './useFileDrop';
import { useWalkthroughProblems } from './useWalkthroughProblems';

/**
 * The visual map editor. Every change goes through the command layer
 * (src/editor/commands.ts) and the history (src/editor/history.ts); the checker
 * runs after each one; the map is autosaved to this browser. This component holds
 * the editor's state and wires its parts: history, autosave, keys and file drop
 * are hooks; toolbar, notices and dialogs are components beside it.
 */

const SCALE = DEFAULT_SCALE;
// Parts that follow the deferred map (below) re-render only when it moves on, not on every keystroke.
const Problems = memo(ProblemsPanel);
const Simulate = memo(SimulateSlot);
type Tab = 'inspect' | 'companies' | 'cards' | 'map' | 'simulate';
const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'inspect', label: 'Selection' },
  { id: 'companies', label: 'Companies' },
  { id: 'cards', label: 'Cards' },
  { id: 'map', label: 'Map' },
  { id: 'simulate', label: 'Simulate' },
];

export interface MapEditorProps {
  defaultMap: BoardMap;
  /** The walkthrough replaying the first round on the editor's map. */
  walkthroughHref: string;
  /** The project's walkthroughs: replayed on every edit, each broken step listed in the problems panel. */
  walkthroughs?: readonly WalkthroughRef[];
  /** The site's rule variants, which the Simulate panel starts from. */
  variants?: Variants;
  /** Under `site dev`: the project's map file, which `defaultMap` was read from and Save writes. */
  projectFile?: string;
}

/** Test hook: the live editor, for the browser tests. */
export interface EditorHook {
  cy(): import('cytoscape').Core | null;
  map(): BoardMap;
  diagnostics(): readonly Diagnostic[];
  checkMs(): number;
  history(): { undo: number; redo: number };
  /** The board shows the current map where it will stay: drawn, framed if a fit was due, not animating. */
  settled(): boolean;
  /** The bytes "Export JSON" would download now. */
  exportText(): string;
  scale: number;
}

export default function MapEditor({ defaultMap, walkthroughHref, walkthroughs = [], variants, projectFile }: MapEditorProps) {
  // ---- start: the last autosave, else the default map --------------------------
  const [boot] = useState(() => {
    const storage = browserStorage();
    return { storage, restored: restoreSaved(storage) };
  });
  const { storage, restored } = boot;
  const editor = useEditorHistory(() => restored.map ?? defaultMap);
  const { history, run } = editor;
  const historyRef = editor.ref;
  const map = history.map;
  const autosave = useAutosave(storage, map, restored, () => historyRef.current.map);

  const [selection, setSelection] = useState<string[]>([]);
  const [tab, setTab] = useState<Tab>('inspect');
  const [linkMode, setLinkMode] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [notices, setNotices] = useState<SetAside[]>(restored.setAside);
  const [storageError, setStorageError] = useState<string | null>(restored.storageError);
  const [projectDiffers, setProjectDiffers] = useState(() => projectFile !== undefined && differsFromFile(restored.map, defaultMap));
  const [flash, setFlash] = useState<string | null>(restored.map && !projectDiffers && !autosave.interrupted ? 'Opened your last autosaved map.' : null);
  const [highlight, setHighlight] = useState<{ cards: string[]; companies: string[] }>({ cards: [], companies: [] });
  const [focusName, setFocusName] = useState<string | null>(null);
  // The simulator's heat map, for the map it was made on: any edit clears it.
  const [heat, setHeat] = useState<{ heat: BoardHeat; map: BoardMap } | null>(null);
  const onHeat = useCallback((h: BoardHeat | null) => setHeat(h ? { heat: h, map: historyRef.current.map } : null), [historyRef]);
  const canvas = useRef<CanvasHandle>(null);
  useBoardGestures(() => canvas.current?.cy() ?? null, autosave.gestures);

  // ---- derived: drawing and checking ----------------------------------------------
  // The board, the checker and the problems follow the map at a lower priority: a keystroke in a
  // name field paints the field at once and the rest catches up in a render React can set aside
  // for the next keystroke. On the largest map the schema allows, drawing and checking on every
  // key made typing lag by a second.
  const drawn = useDeferredValue(map);
  const elements = useMemo(() => boardElements(drawn, { scale: SCALE, spread: 0 }), [drawn]);
  const check = useMemo(() => {
    const start = performance.now();
    const diagnostics = checkMap(drawn);
    return { diagnostics, ms: performance.now() - start };
  }, [drawn]);
  const replays = useWalkthroughProblems(drawn, walkthroughs);
  // A map opened or reset is framed once the board has drawn it, which the deferred render does a moment later.
  const fitPending = useRef(false);
  useEffect(() => {
    if (!fitPending.current || drawn !== historyRef.current.map) return;
    requestAnimationFrame(() => {
      canvas.current?.fit();
      fitPending.current = false;
    });
  }, [drawn, historyRef]);
  const problems = useMemo(() => [...check.diagnostics, ...replays], [check, replays]);
  const severity = useMemo(() => severityById(check.diagnostics), [check]);
  const liveHeat = heat && heat.map === map ? heat.heat : null;
  const liveSelection = useMemo(() => selection.filter((id) => kindOf(map, id) !== null), [selection, map]);

  const select = useCallback((ids: string[], options: { center?: boolean } = {}) => {
    setSelection(ids);
    setFocusName(null);
    if (ids.length > 0) setTab('inspect');
    if (options.center) requestAnimationFrame(() => canvas.current?.center(ids));
  }, []);

  const requestDelete = useCallback(
    (ids: string[]) => {
      const plan = deletePlan(historyRef.current.map, ids);
      if (!plan) return;
      if (plan.needsConfirm) setDialog({ kind: 'delete', plan });
      else if (run(plan.command) === null) setSelection([]);
    },
    [run, historyRef],
  );

  const api: EditorApi = useMemo(
    () => ({ map, diagnostics: check.diagnostics, run, seal: editor.seal, select, requestDelete }),
    [map, check, run, editor.seal, select, requestDelete],
  );

  // ---- adding things -----------------------------------------------------------------
  // A new island lands on open sea, off every island, harbor and link, so it can be seen and grabbed.
  const freeSpot = (at: MapPoint): MapPoint => freeSeaSpot(historyRef.current.map, at);
  const addIsland = (at?: MapPoint) => {
    const command = addIslandCommand(historyRef.current.map, freeSpot(at ?? canvas.current?.viewCenter() ?? { x: 200, y: -10 }));
    if (run(command) === null) {
      select([command.island.id]);
      setFocusName(command.island.id);
    }
  };
  const addHarbor = () => {
    const command = addHarborCommand(historyRef.current.map, freeSpot(canvas.current?.viewCenter() ?? { x: 234, y: 0 }));
    if (run(command) === null) {
      const id = command.type === 'batch' ? (command.commands[0] as { harbor: { id: string } }).harbor.id : (command as { harbor: { id: string } }).harbor.id;
      select([id]);
    }
  };
  const onLink = (from: string, to: string) => {
    const command = addLinkCommand(historyRef.current.map, from, to);
    if (run(command) === null) select([command.link.id]);
  };
  const onMove = (moves: Move[]) => {
    const commands: Command[] = moves.map((m) => ({ type: m.kind === 'island' ? 'island.move' : 'harbor.move', id: m.id, x: m.x, y: m.y }));
    const command: Command = commands.length === 1 ? commands[0] : { type: 'batch', label: `move ${commands.length} elements`, commands };
    run(command);
  };

  const onBoardKey = useEditorKeys({
    map: () => historyRef.current.map,
    selection: liveSelection,
    canvas: () => canvas.current,
    run,
    seal: editor.seal,
    undo: editor.undo,
    redo: editor.redo,
    requestDelete,
    clearSelection: () => setSelection([]),
    linkMode,
    setLinkMode,
    addIsland: () => addIsland(),
  });

  // ---- problems -----------------------------------------------------------------------
  const showProblem = useCallback((d: Diagnostic) => {
    const targets = diagnosticTargets(historyRef.current.map, d);
    setFocusName(null);
    setHighlight({ cards: targets.cards, companies: targets.companies });
    if (targets.board.length > 0) {
      setSelection(targets.board);
      canvas.current?.center(targets.board);
      if (targets.cards.length > 0) setTab('cards');
      else if (targets.companies.length > 0) setTab('companies');
      else setTab('inspect');
    } else if (targets.cards.length > 0) setTab('cards');
    else if (targets.companies.length > 0) setTab('companies');
    else if (d.code.startsWith('cards.')) setTab('cards');
  }, [historyRef]);
  const onShowProblem = useCallback((d: unknown) => showProblem(d as Diagnostic), [showProblem]);

  // ---- files ------------------------------------------------------------------------------
  const importFile = async (file: File) => {
    // Bytes, not text: the reader detects UTF-16 and byte-order marks. A huge file is refused from its size, unread.
    const parsed = file.size > MAP_MAX_BYTES ? { ok: false as const, error: [tooLarge(file.size, MAP_MAX_BYTES, { kind: 'map' })] } : parseMapText(new Uint8Array(await file.arrayBuffer()));
    if (!parsed.ok) {
      setDialog({ kind: 'import-errors', file: file.name, errors: parsed.error });
      return;
    }
    const problem = run({ type: 'map.replace', map: parsed.value, label: `open “${file.name}”` });
    if (problem) {
      setDialog({ kind: 'import-errors', file: file.name, errors: [{ path: '', message: problem }] });
      return;
    }
    setSelection([]);
    setFlash(`Opened “${file.name}”. Undo (Ctrl+Z) goes back to the map before.`);
    fitPending.current = true;
  };
  const dragging = useFileDrop((file) => void importFile(file));

  // ---- "Try this board": the walkthrough opens the map saved in this browser ---------------
  const tryBoard = (e: { preventDefault(): void }) => {
    if (!storage) {
      e.preventDefault();
      setStorageError('The walkthrough reads the map from this browser’s storage, which is not available here.');
      return;
    }
    if (!autosave.saveNow(historyRef.current.map)) e.preventDefault();
  };

  // ---- test hook ----------------------------------------------------------------------------
  const checkRef = useRef(check);
  checkRef.current = check;
  // The map the board has drawn, set once the render that drew it is committed (a deferred render can be set aside).
  const drawnRef = useRef(drawn);
  useEffect(() => {
    drawnRef.current = drawn;
  }, [drawn]);
  useEffect(() => {
    const hook: EditorHook = {
      cy: () => canvas.current?.cy() ?? null,
      map: () => historyRef.current.map,
      diagnostics: () => checkRef.current.diagnostics,
      checkMs: () => checkRef.current.ms,
      history: () => ({ undo: historyRef.current.undoStack.length, redo: historyRef.current.redoStack.length }),
      settled: () => drawnRef.current === historyRef.current.map && !fitPending.current && canvas.current?.settled() === true,
      exportText: () => serialiseMap(historyRef.current.map),
      scale: SCALE,
    };
    (window as unknown as { __clippersEditor?: EditorHook }).__clippersEditor = hook;
    document.documentElement.dataset.editorReady = 'true';
    return () => {
      delete (window as unknown as { __clippersEditor?: EditorHook }).__clippersEditor;
    };
  }, [historyRef]);

  useEffect(() => {
    if (!flash) return;
    const t = setTimeout(() => setFlash(null), 6000);
    return () => clearTimeout(t);
  }, [flash]);

  const errors = check.diagnostics.filter((d) => d.severity === 'error').length;

  return (
    <div className="ed" data-testid="editor">
      <Toolbar
        mapName={map.name}
        save={autosave.save}
        storage={storage !== null}
        undoText={undoLabel(history)}
        redoText={redoLabel(history)}
        onUndo={editor.undo}
        onRedo={editor.redo}
        onAddIsland={() => addIsland()}
        onAddHarbor={addHarbor}
        linkMode={linkMode}
        onLinkMode={setLinkMode}
        canDelete={liveSelection.length > 0}
        onDelete={() => requestDelete(liveSelection)}
        canvas={() => canvas.current}
        onOpen={(file) => void importFile(file)}
        onExportJson={() => downloadText(serialiseMap(historyRef.current.map), `${slugify(historyRef.current.map.name)}.json`)}
        onExportPng={() => {
          const png = canvas.current?.png();
          if (png) download(png, `${slugify(historyRef.current.map.name)}.png`);
        }}
        walkthroughHref={walkthroughHref}
        onTryBoard={tryBoard}
      />

      {projectDiffers && projectFile && restored.map && (
        <ProjectDiffers
          file={projectFile}
          autosaved={restored.map}
          savedAt={restored.savedAt}
          onOpenFile={() => {
            run({ type: 'map.replace', map: defaultMap, label: `open ${projectFile}` });
            setProjectDiffers(false);
          }}
          onKeep={() => setProjectDiffers(false)}
        />
      )}


      <div className="ed-body">
        <div className="ed-main">
          <div className="ed-stage">
            <Notices
              notices={notices}
              onDismissNotice={(i) => setNotices(notices.filter((_, j) => j !== i))}
              storageError={storageError}
              onDismissStorageError={() => setStorageError(null)}
              otherTab={autosave.otherTab}
              otherTabKept={autosave.otherTabKept}
              onDismissOtherTab={autosave.dismissOtherTab}
              flash={flash}
              interrupted={autosave.interrupted && interruptedMessage(autosave.interrupted, restored.map !== null, clockTime)}
              onDismissInterrupted={autosave.dismissInterrupted}
            />
            <BoardCanvas
              elements={elements}
              scale={SCALE}
              severity={severity}
              selection={liveSelection}
              linkMode={linkMode}
              onSelect={(ids) => {
                setSelection(ids);
                setFocusName(null);
                if (ids.length > 0) setTab('inspect');
              }}
              onMove={onMove}
              onLink={onLink}
              onAddAt={(p) => addIsland(p)}
              onKeyDown={onBoardKey}
              handle={canvas}
              label={`Board of ${map.name}: ${map.islands.length} islands, ${map.links.length} links. Arrow keys move the selected island or pan; N adds an island; L toggles drawing links.`}
              describedBy="ed-stage-hint"
              heat={liveHeat}
            />
            {liveHeat && <HeatLegend heat={liveHeat} />}
            <p className="ed-stage__hint" id="ed-stage-hint">
              {linkMode ? (
                <>
                  <strong>Drawing links:</strong> drag from one island or harbor to another. <kbd>Esc</kbd> or <kbd>L</kbd> to stop.
                </>
              ) : (
                <>Drag to move · double-click the sea to add an island · scroll to zoom</>
              )}
            </p>
            {errors > 0 && (
              <p className="ed-stage__status" aria-hidden="true">
                {errors} {errors === 1 ? 'error' : 'errors'}
              </p>
            )}
          </div>
          <Problems diagnostics={problems} checkMs={check.ms} onShow={onShowProblem} />
        </div>

        <aside className="ed-side" aria-label="Properties">
          <SideTabs<Tab> tabs={TABS} tab={tab} onTab={setTab} />
          <div className="ed-panel" role="tabpanel" id={`ed-panel-${tab}`} aria-labelledby={`ed-tab-${tab}`} tabIndex={0}>
            {tab === 'inspect' && <Inspector api={api} selection={liveSelection} focusName={focusName} />}
            {tab === 'companies' && <CompaniesPanel api={api} highlight={highlight.companies} />}
            {tab === 'cards' && <CardsPanel api={api} highlight={highlight.cards} />}
            {tab === 'map' && <MapPanel api={api} onReset={() => setDialog({ kind: 'reset' })} />}
            {/* Kept mounted while hidden, so a run goes on (and its results stay) while another tab is open. */}
            <div hidden={tab !== 'simulate'}>
              <Simulate map={drawn} diagnostics={check.diagnostics} onHeat={onHeat} variants={variants} />
            </div>
          </div>
        </aside>
      </div>

      {dragging && (
        <div className="ed-drop" aria-hidden="true">
          <p>Drop a map file to open it</p>
        </div>
      )}

      <EditorDialogs
        dialog={dialog}
        map={map}
        defaultMap={defaultMap}
        onClose={() => setDialog(null)}
        onDelete={(plan) => {
          if (run(plan.command) === null) setSelection([]);
        }}
        onReset={() => {
          run({ type: 'map.replace', map: defaultMap, label: 'reset to the default map' });
          setSelection([]);
          fitPending.current = true;
        }}
      />
    </div>
  );
}
