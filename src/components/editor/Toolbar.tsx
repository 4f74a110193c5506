import { useRef } from 'react';
import type { CanvasHandle } from './BoardCanvas';
import Icon from './Icon';
import { clockTime, type SaveState } from './useAutosave';
import { useEditorWords } from './words';

export interface ToolbarProps {
  mapName: string;
  save: SaveState;
  /** False when this browser keeps nothing (no storage). */
  storage: boolean;
  /** What Undo and Redo would undo or redo, or null for nothing. */
  undoText: string | null;
  redoText: string | null;
  onUndo(): void;
  onRedo(): void;
  onAddIsland(): void;
  onAddHarbor(): void;
  linkMode: boolean;
  onLinkMode(on: boolean): void;
  canDelete: boolean;
  onDelete(): void;
  canvas(): CanvasHandle | null;
  onOpen(file: File): void;
  onExportJson(): void;
  onExportPng(): void;
  walkthroughHref: string;
  onTryBoard(e: { preventDefault(): void }): void;
}

/** The editor's toolbar: the map's name and save status, history, editing, view, files, and "Try this board". */
export default function Toolbar(props: ToolbarProps) {
  const { mapName: name, save, storage, undoText, redoText, onUndo, onRedo, onAddIsland, onAddHarbor, linkMode, onLinkMode, canDelete, onDelete, canvas } = props;
  const { onOpen, onExportJson, onExportPng, walkthroughHref, onTryBoard } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const { say } = useEditorWords();
  return (
    <div className="ed-toolbar" role="toolbar" aria-label={say('editor.toolbar')}>
      <div className="ed-toolbar__title">
        <span className="ed-toolbar__name" title={say('editor.toolbar.name', { name })}>
          {name}
        </span>
        <SaveStatus save={save} storage={storage} />
      </div>
      <div className="ed-group" role="group" aria-label={say('editor.toolbar.history')}>
        <button type="button" className="ed-tool" onClick={onUndo} disabled={undoText === null} aria-label={say('editor.undo')} title={undoText ? say('editor.undo.what', { what: undoText }) : say('editor.undo.nothing')} data-testid="undo">
          <Icon name="undo" /> <span className="ed-tool__label">{say('editor.undo')}</span>
        </button>
        <button type="button" className="ed-tool" onClick={onRedo} disabled={redoText === null} aria-label={say('editor.redo')} title={redoText ? say('editor.redo.what', { what: redoText }) : say('editor.redo.nothing')} data-testid="redo">
          <Icon name="redo" /> <span className="ed-tool__label">{say('editor.redo')}</span>
        </button>
      </div>
      <div className="ed-group" role="group" aria-label={say('editor.toolbar.edit')}>
        <button type="button" className="ed-tool" onClick={onAddIsland} title={say('editor.add.island.title')} data-testid="add-island">
          <Icon name="island" /> {say('editor.add.island')}
        </button>
        <button type="button" className="ed-tool" onClick={onAddHarbor} title={say('editor.add.harbor.title')} data-testid="add-harbor">
          <Icon name="harbor" /> {say('editor.add.harbor')}
        </button>
        <button
          type="button"
          className="ed-tool ed-tool--toggle"
          aria-pressed={linkMode}
          onClick={() => onLinkMode(!linkMode)}
          title={say('editor.linkMode.title')}
          data-testid="link-mode"
        >
          <Icon name="link" /> {say('editor.linkMode')}
        </button>
        <button type="button" className="ed-tool" onClick={onDelete} disabled={!canDelete} aria-label={say('editor.delete')} title={say('editor.delete.title')} data-testid="delete">
          <Icon name="trash" /> <span className="ed-tool__label">{say('editor.delete')}</span>
        </button>
      </div>
      <div className="ed-group" role="group" aria-label={say('editor.toolbar.view')}>
        <button type="button" className="ed-tool ed-tool--icon" onClick={() => canvas()?.zoomBy(1.25)} aria-label={say('editor.zoomIn')} title={say('editor.zoomIn.title')}>
          <Icon name="zoomIn" />
        </button>
        <button type="button" className="ed-tool ed-tool--icon" onClick={() => canvas()?.zoomBy(0.8)} aria-label={say('editor.zoomOut')} title={say('editor.zoomOut.title')}>
          <Icon name="zoomOut" />
        </button>
        <button type="button" className="ed-tool ed-tool--icon" onClick={() => canvas()?.fit()} aria-label={say('editor.fit')} title={say('editor.fit.title')}>
          <Icon name="fit" />
        </button>
      </div>
      <div className="ed-group" role="group" aria-label={say('editor.toolbar.file')}>
        <button type="button" className="ed-tool" onClick={() => fileInput.current?.click()} title={say('editor.open.title')} data-testid="import">
          <Icon name="open" /> {say('editor.open')}
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
            if (file) onOpen(file);
          }}
        />
        <button type="button" className="ed-tool" onClick={onExportJson} title={say('editor.json.title')} aria-label={say('editor.json')} data-testid="export-json">
          <Icon name="download" /> {say('editor.json.short')}
        </button>
        <button type="button" className="ed-tool" onClick={onExportPng} title={say('editor.png.title')} aria-label={say('editor.png')} data-testid="export-png">
          <Icon name="image" /> {say('editor.png.short')}
        </button>
      </div>
      <div className="ed-toolbar__end">
        <a className="ed-try" href={walkthroughHref} target="_blank" rel="noopener" onClick={onTryBoard} data-testid="try-board" title={say('editor.try.title')}>
          <Icon name="play" /> {say('editor.try')}
        </a>
      </div>
    </div>
  );
}

function SaveStatus({ save, storage }: { save: SaveState; storage: boolean }) {
  const { say, locale } = useEditorWords();
  let text: string;
  let tone = '';
  let why = say('editor.save.on.title');
  if (!storage) {
    text = say('editor.save.none');
    tone = 'bad';
  } else if (save.kind === 'pending') text = say('editor.save.pending');
  else if (save.kind === 'saved') text = say('editor.save.saved', { time: clockTime(save.at, locale) });
  else if (save.kind === 'failed') {
    text = say('editor.save.failed');
    tone = 'bad';
    why = say(`editor.save.why.${save.why.problem}`, { detail: save.why.problem === 'failed' ? save.why.detail : '' });
  } else text = say('editor.save.on');
  return (
    <span className={`ed-save${tone ? ` ed-save--${tone}` : ''}`} role="status" title={why} data-testid="save-status">
      {text}
    </span>
  );
}
