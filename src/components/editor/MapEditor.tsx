import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { boardElements } from '../../board/elements';
import { DEFAULT_SCALE } from '../../board/layout';
import { kindOf, severityById } from '../../editor/actions';
import { restoreSaved, type Restored, type SetAside } from '../../editor/autosave';
import type { NoticeProblem } from './Notices';
import { interruptedMessage } from '../../editor/gesture-journal';
import { slugify } from '../../editor/ids';
import type { BoardHeat } from '../../editor/heat';
import type { StepWords } from '../../editor/commands';
import { redoLabel, undoLabel } from '../../editor/history';
import type { EditorProblem, WalkthroughRef } from '../../editor/walkthrough-problems';
import type { Variants } from '../../engine';
import { checkMap } from '../../map/check';
import { type Diagnostic } from '../../map/diagnostics';
import { exportedMap } from '../../editor/export';
import type { BoardMap } from '../../map/schema';
import type { EditorApi } from './api';
import type { CanvasHandle } from './BoardCanvas';
import { download, downloadText } from './download';
import EditorDialogs, { type DialogState } from './EditorDialogs';
import EditorSide, { type Tab } from './EditorSide';
import EditorStage from './EditorStage';
import Notices from './Notices';
import ProjectDiffers, { differsFromFile } from './ProjectDiffers';
import ProblemsPanel from './ProblemsPanel';
import Toolbar from './Toolbar';
import { browserStorage, clockTime, useAutosave } from './useAutosave';
import { useBoardActions } from './useBoardActions';
import { useBoardGestures } from './useBoardGestures';
import { useEditorHistory } from './useEditorHistory';
import { fixOf } from '../../editor/fixes';
import { useBoardClipboard } from './useBoardClipboard';
import { isNudge, useEditorKeys } from './useEditorKeys';
import { useEditorTestHook } from './useEditorTestHook';
import { useCompare } from './useCompareMarks';
import { useFileDrop } from './useFileDrop';
import { useMapImport } from './useMapImport';
import { useTypingPause } from './useTypingPause';
import { useWalkthroughProblems } from './useWalkthroughProblems';
import { useWalkthroughChoice, walkthroughTitle } from './useWalkthroughChoice';
import { useEditorWords } from './words';

export type { EditorHook } from './useEditorTestHook';

/**
 * The visual map editor. Every change goes through the command layer
 * (src/editor/commands.ts) and the history (src/editor/history.ts); the checker
 * runs after each one; the map is autosaved to this browser. This component holds
 * the editor's state and wires its parts: history, autosave, keys, board actions,
 * file import and drop are hooks; toolbar, stage, side panel, notices and dialogs
 * are components beside it.
 */

const SCALE = DEFAULT_SCALE;
// Follows the deferred map (below): re-renders only when it moves on, not on every keystroke.
const Problems = memo(ProblemsPanel);

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

export default function MapEditor({ defaultMap, walkthroughHref, walkthroughs = [], variants, projectFile }: MapEditorProps) {
  const { say, locale } = useEditorWords();
  // ---- start: the last autosave, else the default map --------------------------
  // On the server (the page's first frame, EditorPage.astro) this browser's storage is not known yet: say nothing about it.
  const [boot] = useState(() => {
    if (typeof window === 'undefined') return { storage: null, restored: { map: null, savedAt: null, setAside: [], storageError: null } as Restored, server: true };
    const storage = browserStorage();
    return { storage, restored: restoreSaved(storage), server: false };
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
  const [storageError, setStorageError] = useState<NoticeProblem | null>(restored.storageError);
  const [projectDiffers, setProjectDiffers] = useState(() => projectFile !== undefined && differsFromFile(restored.map, defaultMap));
  const [highlight, setHighlight] = useState<{ cards: string[]; companies: string[] }>({ cards: [], companies: [] });
  const [focusName, setFocusName] = useState<string | null>(null);
  // The simulator's heat map, for the map it was made on: any edit clears it.
  const [heat, setHeat] = useState<{ heat: BoardHeat; map: BoardMap } | null>(null);
  const onHeat = useCallback((h: BoardHeat | null) => setHeat(h ? { heat: h, map: historyRef.current.map } : null), [historyRef]);
  const canvas = useRef<CanvasHandle>(null);
  useBoardGestures(canvas, autosave.gestures);
  const compare = useCompare(canvas, SCALE, { project: defaultMap, storage, history: historyRef, run });

  // ---- derived: drawing and checking ----------------------------------------------
  // The board, the checker and the problems follow the map at a lower priority: a keystroke in a
  // name field paints the field at once and the rest catches up in a render React can set aside
  // for the next keystroke. On the largest map the schema allows, drawing and checking on every
  // key made typing lag by a second. While a side-panel field is being typed in (an open gesture
  // that is not the board's own nudge), they wait for a pause in the typing: see useTypingPause.
  const typing = history.openGesture !== null && !isNudge(history.openGesture);
  const drawn = useDeferredValue(useTypingPause(map, typing));
  const elements = useMemo(() => boardElements(drawn, { scale: SCALE, spread: 0 }), [drawn]);
  const check = useMemo(() => {
    const start = performance.now();
    const diagnostics = checkMap(drawn);
    return { diagnostics, ms: performance.now() - start };
  }, [drawn]);
  const choice = useWalkthroughChoice(walkthroughs);
  const { problems: replays, current: replaysCurrent } = useWalkthroughProblems(drawn, choice.checked, defaultMap);
  // A map opened or reset is framed once the board has drawn it, which the deferred render does a moment later.
  const fitPending = useRef(false);
  useEffect(() => {
    if (!fitPending.current || drawn !== historyRef.current.map) return;
    requestAnimationFrame(() => {
      canvas.current?.open();
      fitPending.current = false;
    });
  }, [drawn, historyRef]);
  const problems = useMemo(() => [...check.diagnostics, ...replays], [check, replays]);
  const walkthroughList = useMemo(() => walkthroughs.map((w) => ({ id: w.id, title: walkthroughTitle(w, locale), on: !choice.off.has(w.id) })), [walkthroughs, choice.off, locale]);
  const severity = useMemo(() => severityById(check.diagnostics), [check]);
  const liveHeat = heat && heat.map === map ? heat.heat : null;
  const liveSelection = useMemo(() => selection.filter((id) => kindOf(map, id) !== null), [selection, map]);

  const actions = useBoardActions({ history: historyRef, run, canvas, setSelection, setFocusName, setTab, setDialog, setHighlight });
  const { select, requestDelete, showProblem } = actions;
  const api: EditorApi = useMemo(
    () => ({ map, diagnostics: check.diagnostics, run, seal: editor.seal, select, requestDelete }),
    [map, check, run, editor.seal, select, requestDelete],
  );
  const onShowProblem = useCallback((d: unknown) => showProblem(d as Diagnostic), [showProblem]);
  const problemFix = useCallback((d: EditorProblem) => fixOf(map, d), [map]);

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
    addIsland: () => actions.addIsland(),
  });

  useBoardClipboard({ history: historyRef, selection: liveSelection, run, select });

  // ---- files ------------------------------------------------------------------------------
  const { flash, importFile } = useMapImport({
    run,
    setDialog,
    opened: () => {
      setSelection([]);
      fitPending.current = true;
    },
    initialFlash: restored.map && !projectDiffers && !autosave.interrupted ? say('editor.restored') : null,
  });
  const dragging = useFileDrop((file) => void importFile(file));

  // ---- "Try this board": the walkthrough opens the map saved in this browser ---------------
  const tryBoard = (e: { preventDefault(): void }) => {
    if (!storage) {
      e.preventDefault();
      setStorageError({ problem: 'no-walkthrough' });
      return;
    }
    if (!autosave.saveNow(historyRef.current.map)) e.preventDefault();
  };

  useEditorTestHook({ history: historyRef, canvas, drawn: replaysCurrent ? drawn : null, check, fitPending, scale: SCALE });

  const errors = check.diagnostics.filter((d) => d.severity === 'error').length;
  const stepText = (step: StepWords | null) => step && say(step.key, step.vars);

  return (
    <div className="ed" data-testid="editor">
      <Toolbar
        mapName={map.name}
        save={autosave.save}
        storage={storage !== null || boot.server}
        undoText={stepText(undoLabel(history))}
        redoText={stepText(redoLabel(history))}
        onUndo={editor.undo}
        onRedo={editor.redo}
        onAddIsland={() => actions.addIsland()}
        onAddHarbor={actions.addHarbor}
        linkMode={linkMode}
        onLinkMode={(on) => {
          setLinkMode(on);
          // The banner then says "Esc or L to stop": those keys are the board's, so the board takes the keyboard.
          canvas.current?.focus();
        }}
        canDelete={liveSelection.length > 0}
        onDelete={() => requestDelete(liveSelection)}
        canvas={() => canvas.current}
        onOpen={(file) => void importFile(file)}
        onExportJson={() => downloadText(exportedMap(historyRef.current.map, new URL(import.meta.env.BASE_URL, window.location.href).href), `${slugify(historyRef.current.map.name)}.json`)}
        onExportPng={() => {
          void canvas.current?.png().then((png) => {
            if (png) download(png, `${slugify(historyRef.current.map.name)}.png`);
          });
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
            run({ type: 'map.replace', map: defaultMap, label: { key: 'editor.undo.open', vars: { file: projectFile } } });
            setProjectDiffers(false);
          }}
          onKeep={() => setProjectDiffers(false)}
        />
      )}

      <div className="ed-body">
        <div className="ed-main">
          <EditorStage
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
            onMove={actions.move}
            onLink={actions.link}
            onAddAt={(p) => actions.addIsland(p)}
            onKeyDown={onBoardKey}
            handle={canvas}
            label={say('editor.board.label', { name: map.name, islands: map.islands.length, links: map.links.length })}
            heat={liveHeat}
            errors={errors}
          >
            <Notices
              notices={notices}
              onDismissNotice={(i) => setNotices(notices.filter((_, j) => j !== i))}
              storageError={storageError}
              onDismissStorageError={() => setStorageError(null)}
              otherTab={autosave.otherTab}
              otherTabKept={autosave.otherTabKept}
              onDismissOtherTab={autosave.dismissOtherTab}
              flash={flash}
              interrupted={autosave.interrupted && interruptedMessage(autosave.interrupted, restored.map !== null, (iso) => clockTime(iso, locale), say)}
              onDismissInterrupted={autosave.dismissInterrupted}
            />
          </EditorStage>
          <Problems diagnostics={problems} checkMs={check.ms} onShow={onShowProblem} fixOf={problemFix} onFix={actions.fix} walkthroughs={walkthroughList} onToggleWalkthrough={choice.toggle} />
        </div>

        <EditorSide
          api={api}
          tab={tab}
          onTab={setTab}
          selection={liveSelection}
          focusName={focusName}
          highlight={highlight}
          onReset={() => setDialog({ kind: 'reset' })}
          drawn={drawn}
          diagnostics={check.diagnostics}
          onHeat={onHeat}
          variants={variants}
          compare={compare}
        />
      </div>

      {dragging && (
        <div className="ed-drop" aria-hidden="true">
          <p>{say('editor.drop')}</p>
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
          run({ type: 'map.replace', map: defaultMap, label: { key: 'editor.undo.reset' } });
          setSelection([]);
          fitPending.current = true;
        }}
      />
    </div>
  );
}
