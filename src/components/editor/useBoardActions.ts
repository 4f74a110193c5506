import { useCallback, type RefObject } from 'react';
import { addHarborCommand, addIslandCommand, addLinkCommand, deletePlan, diagnosticTargets, type MapPoint } from '../../editor/actions';
import type { Command } from '../../editor/commands';
import type { Fix } from '../../editor/fixes';
import type { History } from '../../editor/history';
import { clearSpotFor } from '../../editor/placement';
import type { Diagnostic } from '../../map/diagnostics';
import type { CanvasHandle, Move } from './BoardCanvas';
import type { DialogState } from './EditorDialogs';
import type { Tab } from './EditorSide';
import { useEditorWords } from './words';

/**
 * What the board and the problems panel do to the editor: select (and show the
 * selection's tab), add islands, harbors and links, move, delete (asking first
 * when it takes other things along), and go to a problem. Each change is one
 * command through `run`.
 */

export interface BoardActionDeps {
  history: RefObject<History>;
  run(command: Command, gesture?: string): string | null;
  canvas: RefObject<CanvasHandle | null>;
  setSelection(ids: string[]): void;
  setFocusName(id: string | null): void;
  setTab(tab: Tab): void;
  setDialog(dialog: DialogState): void;
  setHighlight(highlight: { cards: string[]; companies: string[] }): void;
}

export function useBoardActions({ history, run, canvas, setSelection, setFocusName, setTab, setDialog, setHighlight }: BoardActionDeps) {
  const { say } = useEditorWords();
  const map = () => history.current.map;

  const select = useCallback(
    (ids: string[], options: { center?: boolean } = {}) => {
      setSelection(ids);
      setFocusName(null);
      if (ids.length > 0) setTab('inspect');
      if (options.center) requestAnimationFrame(() => canvas.current?.center(ids));
    },
    [setSelection, setFocusName, setTab, canvas],
  );

  const requestDelete = useCallback(
    (ids: string[]) => {
      const plan = deletePlan(history.current.map, ids);
      if (!plan) return;
      if (plan.needsConfirm) setDialog({ kind: 'delete', plan });
      else if (run(plan.command) === null) setSelection([]);
    },
    [run, history, setDialog, setSelection],
  );

  // A new island or harbor lands on open sea, clear of everything as the board draws it: it can be seen and grabbed, and adds no error.
  const freeSpot = (at: MapPoint, build: (p: MapPoint) => { command: Command; id: string }): MapPoint => clearSpotFor(map(), at, build);
  const addIsland = (at?: MapPoint) => {
    const name = say('editor.island.new');
    const island = (p: MapPoint) => addIslandCommand(map(), p, name);
    const command = island(freeSpot(at ?? canvas.current?.viewCenter() ?? { x: 200, y: -10 }, (p) => {
      const c = island(p);
      return { command: c, id: c.island.id };
    }));
    if (run(command) === null) {
      select([command.island.id]);
      setFocusName(command.island.id);
    }
  };
  const harborId = (command: Command) => (command.type === 'batch' ? (command.commands[0] as { harbor: { id: string } }).harbor.id : (command as { harbor: { id: string } }).harbor.id);
  const addHarbor = () => {
    const harbor = (p: MapPoint) => addHarborCommand(map(), p);
    const command = harbor(freeSpot(canvas.current?.viewCenter() ?? { x: 234, y: 0 }, (p) => {
      const c = harbor(p);
      return { command: c, id: harborId(c) };
    }));
    if (run(command) === null) select([harborId(command)]);
  };
  const link = (from: string, to: string) => {
    const command = addLinkCommand(map(), from, to);
    if (run(command) === null) select([command.link.id]);
  };
  const move = (moves: Move[]) => {
    const commands: Command[] = moves.map((m) => ({ type: m.kind === 'island' ? 'island.move' : 'harbor.move', id: m.id, x: m.x, y: m.y }));
    run(commands.length === 1 ? commands[0] : { type: 'batch', label: { key: 'editor.undo.moveMany', vars: { count: commands.length } }, commands });
  };

  const showProblem = useCallback(
    (d: Diagnostic) => {
      const targets = diagnosticTargets(history.current.map, d);
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
    },
    [history, canvas, setFocusName, setHighlight, setSelection, setTab],
  );

  /** A problem's one-click fix: made as one step, then what it changed selected and shown. */
  const fix = useCallback(
    (f: Fix) => {
      if (run(f.command) === null) select(f.select, { center: true });
    },
    [run, select],
  );

  return { select, requestDelete, addIsland, addHarbor, link, move, showProblem, fix };
}
