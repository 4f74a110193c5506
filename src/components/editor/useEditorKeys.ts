import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { kindOf, roundCoord } from '../../editor/actions';
import type { Command } from '../../editor/commands';
import type { BoardMap } from '../../map/schema';
import type { CanvasHandle } from './BoardCanvas';

/** What the editor's keys do; read at the moment of the key press. */
export interface EditorKeyActions {
  map(): BoardMap;
  selection: readonly string[];
  canvas(): CanvasHandle | null;
  run(command: Command, gesture?: string): string | null;
  seal(): void;
  undo(): void;
  redo(): void;
  requestDelete(ids: string[]): void;
  clearSelection(): void;
  linkMode: boolean;
  setLinkMode(on: boolean): void;
  addIsland(): void;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
/** Arrow presses closer together than this are one nudge gesture (one undo step). */
const NUDGE_GAP_MS = 800;
/** The gesture is the board's own arrow-key nudge (`nudge:…`, run below), which the board shows at every press (not a field being typed in). */
export const isNudge = (gesture: string): boolean => gesture.startsWith('nudge:');

/**
 * The editor's keyboard: undo and redo anywhere on the page (Ctrl/Cmd+Z, +Shift+Z,
 * +Y, except while a dialog is open), and the board's own keys, returned as the
 * board's key handler: arrows nudge the selection (or pan), Delete, Esc, N, L,
 * + / − / 0 for the view.
 */
export function useEditorKeys(actions: EditorKeyActions): (e: ReactKeyboardEvent<HTMLDivElement>) => void {
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      if (!mod || e.altKey) return;
      if (document.querySelector('dialog[open]')) return;
      const key = e.key.toLowerCase();
      if (key === 'z') {
        e.preventDefault();
        if (e.shiftKey) latest.current.redo();
        else latest.current.undo();
      } else if (key === 'y' && !e.shiftKey) {
        e.preventDefault();
        latest.current.redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const lastNudge = useRef(0);
  return (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const a = latest.current;
    const map = a.map();
    if (e.key in ARROWS) {
      e.preventDefault();
      const [dx, dy] = ARROWS[e.key];
      const nodes = a.selection.filter((id) => {
        const kind = kindOf(map, id);
        return kind === 'island' || kind === 'harbor';
      });
      if (nodes.length === 0) {
        a.canvas()?.panBy(-dx * 60, dy * 60);
        return;
      }
      const step = e.shiftKey ? 2 : 0.5;
      const commands: Command[] = nodes.map((id) => {
        const island = map.islands.find((i) => i.id === id);
        const el = island ?? map.harbors.find((x) => x.id === id)!;
        return { type: island ? 'island.move' : 'harbor.move', id, x: roundCoord(el.x + dx * step), y: roundCoord(el.y + dy * step) };
      });
      const now = performance.now();
      if (now - lastNudge.current > NUDGE_GAP_MS) a.seal();
      lastNudge.current = now;
      a.run(commands.length === 1 ? commands[0] : { type: 'batch', label: { key: 'editor.undo.nudge' }, commands }, `nudge:${nodes.join(',')}`);
      return;
    }
    switch (e.key) {
      case 'Delete':
      case 'Backspace':
        e.preventDefault();
        a.requestDelete([...a.selection]);
        break;
      case 'Escape':
        if (a.linkMode) a.setLinkMode(false);
        else a.clearSelection();
        break;
      case 'n':
      case 'N':
        e.preventDefault();
        a.addIsland();
        break;
      case 'l':
      case 'L':
        e.preventDefault();
        a.setLinkMode(!a.linkMode);
        break;
      case '+':
      case '=':
        a.canvas()?.zoomBy(1.25);
        break;
      case '-':
      case '_':
        a.canvas()?.zoomBy(0.8);
        break;
      case '0':
        a.canvas()?.fit();
        break;
    }
  };
}
