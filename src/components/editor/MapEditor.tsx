import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { boardElements } from '../../board/elements';
import { DEFAULT_SCALE } from '../../board/layout';
import {
  addHarborCommand,
  addIslandCommand,
  addLinkCommand,
  deletePlan,
  diagnosticTargets,
  kindOf,
  labelOf,
  roundCoord,
  severityById,
  type DeletePlan,
  type MapPoint,
} from '../../editor/actions';
import { createAutosaver, restoreSaved, saveNow, type Autosaver, type SetAside, type StorageLike } from '../../editor/autosave';
import { slugify, type Command } from '../../editor/commands';
import { canRedo, canUndo, commit, createHistory, redo, redoLabel, seal, undo, undoLabel, type History } from '../../editor/history';
import { checkMap, type Diagnostic } from '../../map/check';
import { parseMapText, serialiseMap, type MapError } from '../../map/parse';
import type { BoardMap } from '../../map/schema';
import type { EditorApi } from './api';
import BoardCanvas, { type CanvasHandle, type Move } from './BoardCanvas';
import { ConfirmDialog, Dialog } from './fields';
import Icon from './Icon';
import Inspector from './Inspector';
import { CardsPanel, CompaniesPanel, MapPanel } from './Panels';
import ProblemsPanel from './ProblemsPanel';
import { useWalkthroughProblems } from './useWalkthroughProblems';
import type { WalkthroughRef } from '../../editor/walkthrough-problems';
import type { Variants } from '../../engine/variants';
import { freeSeaSpot } from '../../editor/placement';
import SimulateSlot, { HeatLegend } from './SimulateSlot';
import type { BoardHeat } from '../../editor/heat';

/**
 * The visual map editor. Every change goes through the command layer
 * (src/editor/commands.ts) and the history (src/editor/history.ts); the checker
 * runs after each one; the map is autosaved to this browser.
 */

const SCALE = DEFAULT_SCALE;
type Tab = 'inspect' | 'companies' | 'cards' | 'map' | 'simulate';
const TABS: { id: Tab; label: string }[] = [
  { id: 'inspect', label: 'Selection' },
  { id: 'companies', label: 'Companies' },
  { id: 'cards', label: 'Cards' },
  { id: 'map', label: 'Map' },
  { id: 'simulate', label: 'Simulate' },
];

type SaveState = { kind: 'idle' } | { kind: 'pending' } | { kind: 'saved'; at: string } | { kind: 'failed'; message: string };

type DialogState =
  | { kind: 'delete'; plan: DeletePlan }
  | { kind: 'reset' }
  | { kind: 'import-errors'; file: string; errors: MapError[] }
  | null;

export interface MapEditorProps {
  defaultMap: BoardMap;
  /** The walkthrough replaying the first round on the editor's map. */
  walkthroughHref: string;
  /** The project's walkthroughs: replayed on every edit, each broken step listed in the problems panel. */
  walkthroughs?: readonly WalkthroughRef[];
  /** The site's rule variants, which the Simulate panel starts from. */
  variants?: Variants;
}

/** Test hook: the live editor, for the browser tests. */
export interface EditorHook {
  cy(): import('cytoscape').Core | null;
  map(): BoardMap;
  diagnostics(): readonly Diagnostic[];
  checkMs(): number;
  history(): { undo: number; redo: number };
  /** The bytes "Export JSON" would download now. */
  exportText(): string;
  scale: number;
}

function browserStorage(): StorageLike | null {
  try {
    const storage = window.localStorage;
    const probe = 'clippers-editor:probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

function download(href: string, filename: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
}

export default function MapEditor({ defaultMap, walkthroughHref, walkthroughs = [], variants }: MapEditorProps) {
  // ---- start: the last autosave, else the default map --------------------------
  const [boot] = useState(() => {
    const storage = browserStorage();
    const restored = restoreSaved(storage);
    return { storage, restored, map: restored.map ?? defaultMap };
  });
  const storage = boot.storage;
  const [history, setHistoryState] = useState<History>(() => createHistory(boot.map));
  const historyRef = useRef(history);
  const setHistory = useCallback((h: History) => {
    historyRef.current = h;
    setHistoryState(h);
  }, []);
  const map = history.map;

  const [selection, setSelection] = useState<string[]>([]);
  const [tab, setTab] = useState<Tab>('inspect');
  const [linkMode, setLinkMode] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [notices, setNotices] = useState<SetAside[]>(boot.restored.setAside);
  const [storageError, setStorageError] = useState<string | null>(boot.restored.storageError);
  const [save, setSave] = useState<SaveState>(boot.restored.savedAt ? { kind: 'saved', at: boot.restored.savedAt } : { kind: 'idle' });
  const [flash, setFlash] = useState<string | null>(boot.restored.map ? 'Opened your last autosaved map.' : null);
  const [highlight, setHighlight] = useState<{ cards: string[]; companies: string[] }>({ cards: [], companies: [] });
  const [focusName, setFocusName] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [otherTab, setOtherTab] = useState(false);
  // The simulator's heat map, for the map it was made on: any edit clears it.
  const [heat, setHeat] = useState<{ heat: BoardHeat; map: BoardMap } | null>(null);
  const onHeat = useCallback((h: BoardHeat | null) => setHeat(h ? { heat: h, map: historyRef.current.map } : null), []);
  const canvas = useRef<CanvasHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const canvasBox = useRef<HTMLDivElement>(null);

  // ---- derived: drawing and checking ----------------------------------------------
  const elements = useMemo(() => boardElements(map, { scale: SCALE, spread: 0 }), [map]);
  const check = useMemo(() => {
    const start = performance.now();
    const diagnostics = checkMap(map);
    return { diagnostics, ms: performance.now() - start };
  }, [map]);
  const replays = useWalkthroughProblems(map, walkthroughs);
  const problems = useMemo(() => [...check.diagnostics, ...replays], [check, replays]);
  const severity = useMemo(() => severityById(check.diagnostics), [check]);
  const liveHeat = heat && heat.map === map ? heat.heat : null;
  const liveSelection = useMemo(() => selection.filter((id) => kindOf(map, id) !== null), [selection, map]);

  // ---- the one way to change the map -----------------------------------------------
  const run = useCallback(
    (command: Command, gesture?: string): string | null => {
      const result = commit(historyRef.current, command, gesture ? { gesture } : {});
      if (!result.ok) return result.error;
      setHistory(result.value);
      return null;
    },
    [setHistory],
  );
  const doSeal = useCallback(() => {
    const h = historyRef.current;
    const sealed = seal(h);
    if (sealed !== h) setHistory(sealed);
  }, [setHistory]);
  const doUndo = useCallback(() => setHistory(undo(historyRef.current)), [setHistory]);
  const doRedo = useCallback(() => setHistory(redo(historyRef.current)), [setHistory]);

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
    [run],
  );

  const api: EditorApi = useMemo(() => ({ map, run, seal: doSeal, select, requestDelete }), [map, run, doSeal, select, requestDelete]);

  // ---- autosave ------------------------------------------------------------------------
  const saver = useRef<Autosaver | null>(null);
  useEffect(() => {
    if (!storage) return;
    const s = createAutosaver({
      storage,
      onSave: (r) => setSave(r.ok ? { kind: 'saved', at: r.value } : { kind: 'failed', message: r.error }),
    });
    saver.current = s;
    const flushNow = () => s.flush();
    const onHide = () => {
      if (document.visibilityState === 'hidden') s.flush();
    };
    window.addEventListener('pagehide', flushNow);
    window.addEventListener('beforeunload', flushNow);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      s.flush();
      window.removeEventListener('pagehide', flushNow);
      window.removeEventListener('beforeunload', flushNow);
      document.removeEventListener('visibilitychange', onHide);
      saver.current = null;
    };
  }, [storage]);
  const firstMap = useRef(map);
  useEffect(() => {
    if (map === firstMap.current) return;
    firstMap.current = map;
    if (saver.current) {
      saver.current.schedule(map);
      setSave({ kind: 'pending' });
    }
  }, [map]);
  // Another tab saved over this map: say so (this tab's next edit would win).
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === 'clippers-editor:map:v1' && e.newValue !== null) setOtherTab(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // ---- keyboard: undo and redo everywhere -------------------------------------------
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      if (!mod || e.altKey) return;
      if (document.querySelector('dialog[open]')) return;
      const key = e.key.toLowerCase();
      if (key === 'z') {
        e.preventDefault();
        if (e.shiftKey) doRedo();
        else doUndo();
      } else if (key === 'y' && !e.shiftKey) {
        e.preventDefault();
        doRedo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doUndo, doRedo]);

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

  // ---- keyboard on the board ------------------------------------------------------------
  const lastNudge = useRef(0);
  const onCanvasKey = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const h = historyRef.current;
    const nodes = liveSelection.filter((id) => {
      const kind = kindOf(h.map, id);
      return kind === 'island' || kind === 'harbor';
    });
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    if (e.key in arrows) {
      e.preventDefault();
      const [dx, dy] = arrows[e.key];
      if (nodes.length === 0) {
        canvas.current?.panBy(-dx * 60, dy * 60);
        return;
      }
      const step = e.shiftKey ? 2 : 0.5;
      const commands: Command[] = nodes.map((id) => {
        const island = h.map.islands.find((i) => i.id === id);
        const el = island ?? h.map.harbors.find((x) => x.id === id)!;
        return { type: island ? 'island.move' : 'harbor.move', id, x: roundCoord(el.x + dx * step), y: roundCoord(el.y + dy * step) };
      });
      // Presses in quick succession are one nudge gesture.
      const now = performance.now();
      if (now - lastNudge.current > 800) doSeal();
      lastNudge.current = now;
      run(commands.length === 1 ? commands[0] : { type: 'batch', label: 'move', commands }, `nudge:${nodes.join(',')}`);
      return;
    }
    switch (e.key) {
      case 'Delete':
      case 'Backspace':
        e.preventDefault();
        requestDelete(liveSelection);
        break;
      case 'Escape':
        if (linkMode) setLinkMode(false);
        else setSelection([]);
        break;
      case 'n':
      case 'N':
        e.preventDefault();
        addIsland();
        break;
      case 'l':
      case 'L':
        e.preventDefault();
        setLinkMode((m) => !m);
        break;
      case '+':
      case '=':
        canvas.current?.zoomBy(1.25);
        break;
      case '-':
      case '_':
        canvas.current?.zoomBy(0.8);
        break;
      case '0':
        canvas.current?.fit();
        break;
    }
  };

  // ---- problems -----------------------------------------------------------------------
  const showProblem = (d: Diagnostic) => {
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
  };

  // ---- files ------------------------------------------------------------------------------
  const importFile = async (file: File) => {
    const text = await file.text();
    const parsed = parseMapText(text);
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
    requestAnimationFrame(() => canvas.current?.fit());
  };
  const exportJson = () => {
    const blob = new Blob([serialiseMap(historyRef.current.map)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    download(url, `${slugify(historyRef.current.map.name)}.json`);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  const exportPng = () => {
    const png = canvas.current?.png();
    if (png) download(png, `${slugify(historyRef.current.map.name)}.png`);
  };

  // Drag and drop a map file anywhere on the page.
  useEffect(() => {
    let depth = 0;
    const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');
    const enter = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth++;
      setDragging(true);
    };
    const over = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const leave = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth = 0;
      setDragging(false);
      const file = e.dataTransfer?.files[0];
      if (file) void importFile(file);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
    // importFile only uses refs and stable callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // ---- "Try this board" -----------------------------------------------------------------
  const tryBoard = (e: { preventDefault(): void }) => {
    saver.current?.flush();
    if (!storage) {
      e.preventDefault();
      setStorageError('The walkthrough reads the map from this browser’s storage, which is not available here.');
      return;
    }
    const saved = saveNow(storage, historyRef.current.map);
    if (!saved.ok) {
      e.preventDefault();
      setSave({ kind: 'failed', message: saved.error });
      return;
    }
    setSave({ kind: 'saved', at: saved.value });
  };

  // ---- test hook ----------------------------------------------------------------------------
  const checkRef = useRef(check);
  checkRef.current = check;
  useEffect(() => {
    const hook: EditorHook = {
      cy: () => canvas.current?.cy() ?? null,
      map: () => historyRef.current.map,
      diagnostics: () => checkRef.current.diagnostics,
      checkMs: () => checkRef.current.ms,
      history: () => ({ undo: historyRef.current.undoStack.length, redo: historyRef.current.redoStack.length }),
      exportText: () => serialiseMap(historyRef.current.map),
      scale: SCALE,
    };
    (window as unknown as { __clippersEditor?: EditorHook }).__clippersEditor = hook;
    document.documentElement.dataset.editorReady = 'true';
    return () => {
      delete (window as unknown as { __clippersEditor?: EditorHook }).__clippersEditor;
    };
  }, []);

  useEffect(() => {
    if (!flash) return;
    const t = setTimeout(() => setFlash(null), 6000);
    return () => clearTimeout(t);
  }, [flash]);

  const undoText = undoLabel(history);
  const redoText = redoLabel(history);
  const errors = check.diagnostics.filter((d) => d.severity === 'error').length;

  return (
    <div className="ed" data-testid="editor">
      <div className="ed-toolbar" role="toolbar" aria-label="Editor">
        <div className="ed-toolbar__title">
          <span className="ed-toolbar__name" title={`Map editor: ${map.name}`}>
            {map.name}
          </span>
          <SaveStatus save={save} storage={storage !== null} />
        </div>
        <div className="ed-group" role="group" aria-label="History">
          <button type="button" className="ed-tool" onClick={doUndo} disabled={!canUndo(history)} aria-label="Undo" title={undoText ? `Undo ${undoText} (Ctrl+Z)` : 'Nothing to undo'} data-testid="undo">
            <Icon name="undo" /> <span className="ed-tool__label">Undo</span>
          </button>
          <button type="button" className="ed-tool" onClick={doRedo} disabled={!canRedo(history)} aria-label="Redo" title={redoText ? `Redo ${redoText} (Ctrl+Shift+Z)` : 'Nothing to redo'} data-testid="redo">
            <Icon name="redo" /> <span className="ed-tool__label">Redo</span>
          </button>
        </div>
        <div className="ed-group" role="group" aria-label="Edit">
          <button type="button" className="ed-tool" onClick={() => addIsland()} title="Add an island in the middle of the view (N)" data-testid="add-island">
            <Icon name="island" /> Island
          </button>
          <button type="button" className="ed-tool" onClick={addHarbor} title="Add a harbor" data-testid="add-harbor">
            <Icon name="harbor" /> Harbor
          </button>
          <button
            type="button"
            className="ed-tool ed-tool--toggle"
            aria-pressed={linkMode}
            onClick={() => setLinkMode(!linkMode)}
            title="Draw links: drag from one island to another (L)"
            data-testid="link-mode"
          >
            <Icon name="link" /> Draw links
          </button>
          <button type="button" className="ed-tool" onClick={() => requestDelete(liveSelection)} disabled={liveSelection.length === 0} aria-label="Delete" title="Delete the selection (Delete)" data-testid="delete">
            <Icon name="trash" /> <span className="ed-tool__label">Delete</span>
          </button>
        </div>
        <div className="ed-group" role="group" aria-label="View">
          <button type="button" className="ed-tool ed-tool--icon" onClick={() => canvas.current?.zoomBy(1.25)} aria-label="Zoom in" title="Zoom in (+)">
            <Icon name="zoomIn" />
          </button>
          <button type="button" className="ed-tool ed-tool--icon" onClick={() => canvas.current?.zoomBy(0.8)} aria-label="Zoom out" title="Zoom out (−)">
            <Icon name="zoomOut" />
          </button>
          <button type="button" className="ed-tool ed-tool--icon" onClick={() => canvas.current?.fit()} aria-label="Show the whole board" title="Show the whole board (0)">
            <Icon name="fit" />
          </button>
        </div>
        <div className="ed-group" role="group" aria-label="File">
          <button type="button" className="ed-tool" onClick={() => fileInput.current?.click()} title="Open a map file (or drop one on the page)" data-testid="import">
            <Icon name="open" /> Open…
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            hidden
            data-testid="import-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void importFile(file);
            }}
          />
          <button type="button" className="ed-tool" onClick={exportJson} title="Download the map as a JSON file" aria-label="Export JSON" data-testid="export-json">
            <Icon name="download" /> JSON
          </button>
          <button type="button" className="ed-tool" onClick={exportPng} title="Download a picture of the board" aria-label="Export PNG" data-testid="export-png">
            <Icon name="image" /> PNG
          </button>
        </div>
        <div className="ed-toolbar__end">
          <a className="ed-try" href={walkthroughHref} target="_blank" rel="noopener" onClick={tryBoard} data-testid="try-board" title="Replay the worked first round on this board (opens a new tab)">
            <Icon name="play" /> Try this board
          </a>
        </div>
      </div>

      {(notices.length > 0 || storageError || otherTab || flash) && (
        <div className="ed-notices">
          {notices.map((n, i) => (
            <div className="ed-notice ed-notice--warn" role="alert" key={`${n.from}:${i}`} data-testid="restore-notice">
              <div>
                <strong>Your autosaved map could not be opened.</strong> {n.reason}
                {n.details.length > 0 && (
                  <ul>
                    {n.details.slice(0, 5).map((d) => (
                      <li key={d}>
                        <code>{d}</code>
                      </li>
                    ))}
                    {n.details.length > 5 && <li>and {n.details.length - 5} more</li>}
                  </ul>
                )}
                <p>
                  {n.to ? (
                    <>
                      It was kept in this browser under <code>{n.to}</code>, and the editor opened the default map instead.
                    </>
                  ) : (
                    <>It could not be moved aside (storage is full), so download it now: your next edit will save over it.</>
                  )}
                </p>
              </div>
              <div className="ed-notice__actions">
                <button type="button" className="ed-btn" onClick={() => download(`data:application/json;charset=utf-8,${encodeURIComponent(n.text)}`, 'clippers-editor-autosave.json')}>
                  Download it
                </button>
                <button type="button" className="ed-btn ed-btn--quiet" onClick={() => setNotices(notices.filter((_, j) => j !== i))}>
                  Dismiss
                </button>
              </div>
            </div>
          ))}
          {storageError && (
            <div className="ed-notice ed-notice--warn" role="alert">
              <div>{storageError}</div>
              <button type="button" className="ed-btn ed-btn--quiet" onClick={() => setStorageError(null)}>
                Dismiss
              </button>
            </div>
          )}
          {otherTab && (
            <div className="ed-notice" role="status">
              <div>The map was changed in another tab. This tab’s next edit will save over it; export first if you want to keep both.</div>
              <button type="button" className="ed-btn ed-btn--quiet" onClick={() => setOtherTab(false)}>
                Dismiss
              </button>
            </div>
          )}
          {flash && (
            <div className="ed-notice ed-notice--ok" role="status">
              <div>{flash}</div>
            </div>
          )}
        </div>
      )}

      <div className="ed-body">
        <div className="ed-main">
          <div className="ed-stage" ref={canvasBox}>
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
              onKeyDown={onCanvasKey}
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
          <ProblemsPanel diagnostics={problems} checkMs={check.ms} onShow={(d) => showProblem(d as Diagnostic)} />
        </div>

        <aside className="ed-side" aria-label="Properties">
          <div className="ed-tabs" role="tablist" aria-label="Panels">
            {TABS.map((t, i) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                id={`ed-tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls={`ed-panel-${t.id}`}
                tabIndex={tab === t.id ? 0 : -1}
                className="ed-tab"
                data-testid={`tab-${t.id}`}
                onClick={() => setTab(t.id)}
                onKeyDown={(e) => {
                  const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
                  if (!d) return;
                  e.preventDefault();
                  const next = TABS[(i + d + TABS.length) % TABS.length];
                  setTab(next.id);
                  document.getElementById(`ed-tab-${next.id}`)?.focus();
                }}
              >
                {t.label}
              </button>
            ))}
          </div>
          <div className="ed-panel" role="tabpanel" id={`ed-panel-${tab}`} aria-labelledby={`ed-tab-${tab}`} tabIndex={0}>
            {tab === 'inspect' && <Inspector api={api} selection={liveSelection} focusName={focusName} />}
            {tab === 'companies' && <CompaniesPanel api={api} highlight={highlight.companies} />}
            {tab === 'cards' && <CardsPanel api={api} highlight={highlight.cards} />}
            {tab === 'map' && <MapPanel api={api} onReset={() => setDialog({ kind: 'reset' })} />}
            {/* Kept mounted while hidden, so a run goes on (and its results stay) while another tab is open. */}
            <div hidden={tab !== 'simulate'}>
              <SimulateSlot map={map} diagnostics={check.diagnostics} onHeat={onHeat} variants={variants} />
            </div>
          </div>
        </aside>
      </div>

      {dragging && (
        <div className="ed-drop" aria-hidden="true">
          <p>Drop a map file to open it</p>
        </div>
      )}

      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? deleteTitle(map, dialog.plan) : ''}
        confirmLabel="Delete"
        testId="confirm-delete"
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === 'delete' && run(dialog.plan.command) === null) setSelection([]);
          setDialog(null);
        }}
      >
        {dialog?.kind === 'delete' && <DeleteDetails map={map} plan={dialog.plan} />}
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog?.kind === 'reset'}
        title="Reset to the default map?"
        confirmLabel="Reset"
        testId="confirm-reset"
        onClose={() => setDialog(null)}
        onConfirm={() => {
          run({ type: 'map.replace', map: defaultMap, label: 'reset to the default map' });
          setSelection([]);
          setDialog(null);
          requestAnimationFrame(() => canvas.current?.fit());
        }}
      >
        <p>
          The board is replaced by the default <strong>{defaultMap.name}</strong> map. You can undo this (<kbd>Ctrl</kbd>+<kbd>Z</kbd>) until you leave the
          page; to keep the current map for good, export it first.
        </p>
      </ConfirmDialog>

      <Dialog
        open={dialog?.kind === 'import-errors'}
        title={dialog?.kind === 'import-errors' ? `“${dialog.file}” is not a map the editor can open` : ''}
        tone="error"
        testId="import-errors"
        onClose={() => setDialog(null)}
        actions={
          <button type="button" className="ed-btn" onClick={() => setDialog(null)} autoFocus>
            Close
          </button>
        }
      >
        {dialog?.kind === 'import-errors' && (
          <>
            <p>Your current map is unchanged. The file has {dialog.errors.length === 1 ? 'this problem' : `${dialog.errors.length} problems`}:</p>
            <ul className="ed-errors">
              {dialog.errors.slice(0, 30).map((e, i) => (
                <li key={i}>
                  <code className="ed-errors__path">{e.path || '(whole file)'}</code> {e.message}
                </li>
              ))}
              {dialog.errors.length > 30 && <li>and {dialog.errors.length - 30} more</li>}
            </ul>
          </>
        )}
      </Dialog>
    </div>
  );
}

function SaveStatus({ save, storage }: { save: SaveState; storage: boolean }) {
  let text: string;
  let tone = '';
  if (!storage) {
    text = 'Not saved in this browser';
    tone = 'bad';
  } else if (save.kind === 'pending') text = 'Saving…';
  else if (save.kind === 'saved') text = `Saved ${new Date(save.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' })}`;
  else if (save.kind === 'failed') {
    text = 'Not saved';
    tone = 'bad';
  } else text = 'Autosave on';
  return (
    <span className={`ed-save${tone ? ` ed-save--${tone}` : ''}`} role="status" title={save.kind === 'failed' ? save.message : 'Every edit is kept in this browser'} data-testid="save-status">
      {text}
    </span>
  );
}

function deleteTitle(map: BoardMap, plan: DeletePlan): string {
  const names = [...plan.islands, ...plan.harbors, ...plan.links].map((id) => labelOf(map, id));
  return names.length === 1 ? `Delete ${names[0]}?` : `Delete ${names.length} elements?`;
}

function DeleteDetails({ map, plan }: { map: BoardMap; plan: DeletePlan }) {
  return (
    <>
      {plan.cascadedLinks.length > 0 && (
        <>
          <p>
            {plan.cascadedLinks.length === 1 ? 'This link goes with it' : `These ${plan.cascadedLinks.length} links go with it`}:
          </p>
          <ul className="ed-cascade" data-testid="cascade-links">
            {plan.cascadedLinks.map((l) => (
              <li key={l.id}>
                {labelOf(map, l.from)} – {labelOf(map, l.to)} <span className="ed-muted">({l.segments} {l.segments === 1 ? 'space' : 'spaces'})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {plan.cards.length > 0 && (
        <>
          <p>{plan.cards.length === 1 ? 'It is taken off this departure card' : 'It is taken off these departure cards'}:</p>
          <ul className="ed-cascade" data-testid="cascade-cards">
            {plan.cards.map((c) => (
              <li key={`${c.card}:${c.island}`}>
                {map.departureCards.find((d) => d.id === c.card)?.nation ?? c.card} card: {labelOf(map, c.island)} ({c.markers} {c.markers === 1 ? 'marker' : 'markers'})
              </li>
            ))}
          </ul>
        </>
      )}
      {plan.danglingCompanies.length > 0 && (
        <p className="ed-note ed-note--warn">
          {plan.danglingCompanies.map((d) => `The ${d.company} company’s ${d.field} is ${labelOf(map, d.id)}`).join('; ')}: the checker will ask you to choose another.
        </p>
      )}
      <p className="ed-muted">One undo (Ctrl+Z) brings everything back.</p>
    </>
  );
}
