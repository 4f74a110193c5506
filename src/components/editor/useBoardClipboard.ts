import { useEffect, useRef, type RefObject } from 'react';
import { clipOf, pasteCommand, readClip } from '../../editor/clip';
import type { Command } from '../../editor/commands';
import type { History } from '../../editor/history';

/**
 * Copy (Ctrl/Cmd+C), paste (Ctrl/Cmd+V) and duplicate (Ctrl/Cmd+D) on the board, as
 * diagram tools do. The clip travels as text on the system clipboard, through the
 * page's copy and paste events (no permission asked), so it reaches another tab's
 * board too. Only while the board has the keyboard: a side-panel field keeps its own
 * copy and paste.
 */
export function useBoardClipboard(deps: {
  history: RefObject<History>;
  selection: readonly string[];
  run(command: Command): string | null;
  select(ids: string[]): void;
}): void {
  const latest = useRef(deps);
  latest.current = deps;
  // Pasting the same clip again lands one step further along, not on the last paste.
  const pastes = useRef({ text: '', times: 0 });

  useEffect(() => {
    const onBoard = () => document.activeElement?.getAttribute('data-testid') === 'board-canvas';
    const paste = (text: string) => {
      const clip = readClip(text);
      if (!clip) return false;
      pastes.current = { text, times: pastes.current.text === text ? pastes.current.times + 1 : 1 };
      const { history, run, select } = latest.current;
      const { command, ids } = pasteCommand(history.current.map, clip, pastes.current.times);
      if (run(command) === null) select(ids);
      return true;
    };
    const onCopy = (e: ClipboardEvent) => {
      if (!onBoard() || !e.clipboardData) return;
      const { history, selection } = latest.current;
      const clip = clipOf(history.current.map, selection);
      if (!clip) return;
      e.preventDefault();
      const text = JSON.stringify(clip);
      e.clipboardData.setData('text/plain', text);
      // The first paste of a fresh copy lands beside the original.
      pastes.current = { text, times: 0 };
    };
    const onPaste = (e: ClipboardEvent) => {
      if (!onBoard() || !e.clipboardData) return;
      if (paste(e.clipboardData.getData('text/plain'))) e.preventDefault();
    };
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== 'd' || !onBoard()) return;
      const { history, selection } = latest.current;
      const clip = clipOf(history.current.map, selection);
      if (!clip) return;
      e.preventDefault(); // the browser's bookmark shortcut
      const text = JSON.stringify(clip);
      if (pastes.current.text !== text) pastes.current = { text, times: 0 };
      paste(text);
    };
    document.addEventListener('copy', onCopy);
    document.addEventListener('paste', onPaste);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
}
