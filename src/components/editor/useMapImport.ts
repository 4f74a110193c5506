import { useEffect, useState } from 'react';
import type { Command } from '../../editor/commands';
import { MAP_MAX_BYTES, parseMapText } from '../../map/parse';
import { tooLarge } from '../../source/decode';
import type { DialogState } from './EditorDialogs';
import { useEditorWords } from './words';

/**
 * Opening a map file (the Open button, a file dropped on the page): a refused
 * file shows the import dialog and leaves the map alone; a file that opens is one
 * undo step, says so in a passing notice (`flash`), and is framed once drawn.
 */
export function useMapImport(opts: {
  run(command: Command): string | null;
  setDialog(dialog: DialogState): void;
  /** After a file has opened: clear the selection, frame the new board. */
  opened(): void;
  /** The first passing word, e.g. that the last autosave was opened. */
  initialFlash: string | null;
}) {
  const { say } = useEditorWords();
  const [flash, setFlash] = useState<string | null>(opts.initialFlash);
  useEffect(() => {
    if (!flash) return;
    const t = setTimeout(() => setFlash(null), 6000);
    return () => clearTimeout(t);
  }, [flash]);

  const importFile = async (file: File) => {
    // Bytes, not text: the reader detects UTF-16 and byte-order marks. A huge file is refused from its size, unread.
    const parsed =
      file.size > MAP_MAX_BYTES ? { ok: false as const, error: [tooLarge(file.size, MAP_MAX_BYTES, { kind: 'map' })] } : parseMapText(new Uint8Array(await file.arrayBuffer()));
    if (!parsed.ok) {
      opts.setDialog({ kind: 'import-errors', file: file.name, errors: parsed.error });
      return;
    }
    const problem = opts.run({ type: 'map.replace', map: parsed.value, label: { key: 'editor.undo.open', vars: { file: file.name } } });
    if (problem) {
      opts.setDialog({ kind: 'import-errors', file: file.name, errors: [{ path: '', message: problem }] });
      return;
    }
    opts.opened();
    setFlash(say('editor.opened', { file: file.name }));
  };

  return { flash, importFile };
}
