import { useRef } from 'react';
import type { CanvasHandle } from './BoardCanvas';
import Icon from './Icon';
import type { SaveState } from './useAutosave';

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
  return (
    <div className="ed-toolbar" role="toolbar" aria-label="Editor">
      <div className="ed-toolbar__title">
        <span className="ed-toolbar__name" title={`Map editor: ${name}`}>
          {name}
        </span>
        <SaveStatus save={save} storage={storage} />
      </div>
      <div className="ed-group" role="group" aria-label="History">
        <button type="button" className="ed-tool" onClick={onUndo} disabled={undoText === null} aria-label="Undo" title={undoText ? `Undo ${undoText} (Ctrl+Z)` : 'Nothing to undo'} data-testid="undo">
          <Icon name="undo" /> <span className="ed-tool__label">Undo</span>
        </button>
        <button type="button" className="ed-tool" onClick={onRedo} disabled={redoText === null} aria-label="Redo" title={redoText ? `Redo ${redoText} (Ctrl+Shift+Z)` : 'Nothing to redo'} data-testid="redo">
          <Icon name="redo" /> <span className="ed-tool__label">Redo</span>
        </button>
      </div>
      <div className="ed-group" role="group" aria-label="Edit">
        <button type="button" className="ed-tool" onClick={onAddIsland} title="Add an island in the middle of the view (N)" data-testid="add-island">
          <Icon name="island" /> Island
        </button>
        <button type="button" className="ed-tool" onClick={onAddHarbor} title="Add a harbor" data-testid="add-harbor">
          <Icon name="harbor" /> Harbor
        </button>
        <button
          type="button"
          className="ed-tool ed-tool--toggle"
          aria-pressed={linkMode}
          onClick={() => onLinkMode(!linkMode)}
          title="Draw links: drag from one island to another (L)"
          data-testid="link-mode"
        >
          <Icon name="link" /> Draw links
        </button>
        <button type="button" className="ed-tool" onClick={onDelete} disabled={!canDelete} aria-label="Delete" title="Delete the selection (Delete)" data-testid="delete">
          <Icon name="trash" /> <span className="ed-tool__label">Delete</span>
        </button>
      </div>
      <div className="ed-group" role="group" aria-label="View">
        <button type="button" className="ed-tool ed-tool--icon" onClick={() => canvas()?.zoomBy(1.25)} aria-label="Zoom in" title="Zoom in (+)">
          <Icon name="zoomIn" />
        </button>
        <button type="button" className="ed-tool ed-tool--icon" onClick={() => canvas()?.zoomBy(0.8)} aria-label="Zoom out" title="Zoom out (−)">
          <Icon name="zoomOut" />
        </button>
        <button type="button" className="ed-tool ed-tool--icon" onClick={() => canvas()?.fit()} aria-label="Show the whole board" title="Show the whole board (0)">
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
            if (file) onOpen(file);
          }}
        />
        <button type="button" className="ed-tool" onClick={onExportJson} title="Download the map as a JSON file" aria-label="Export JSON" data-testid="export-json">
          <Icon name="download" /> JSON
        </button>
        <button type="button" className="ed-tool" onClick={onExportPng} title="Download a picture of the board" aria-label="Export PNG" data-testid="export-png">
          <Icon name="image" /> PNG
        </button>
      </div>
      <div className="ed-toolbar__end">
        <a className="ed-try" href={walkthroughHref} target="_blank" rel="noopener" onClick={onTryBoard} data-testid="try-board" title="Replay the worked first round on this board (opens a new tab)">
          <Icon name="play" /> Try this board
        </a>
      </div>
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
