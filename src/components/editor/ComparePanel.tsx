import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { boardDiff, type ElementChange } from '../../editor/board-diff';
import type { StorageLike } from '../../editor/autosave';
import type { BoardHeat } from '../../editor/heat';
import type { Snapshot } from '../../editor/snapshots';
import type { Variants } from '../../engine';
import type { Diagnostic } from '../../map/diagnostics';
import type { BoardMap } from '../../map/schema';
import CompareChanges from './CompareChanges';
import CompareSim from './CompareSim';
import SnapshotsPanel from './SnapshotsPanel';
import { useSnapshots } from './useSnapshots';
import { useEditorWords } from './words';

/**
 * The Simulate tab's Compare view: named snapshots, and the edited board against a baseline (the
 * board the editor opened with, or a snapshot): what changed, marked on the board
 * and listed, and both boards simulated side by side. The marks and the reach
 * heat map go to the board only while the view is shown.
 */

export interface CompareMarks {
  changes: readonly ElementChange[];
  baseline: BoardMap;
}

export interface ComparePanelProps {
  active: boolean;
  /** The map as the board last drew it. */
  edited: BoardMap;
  /** The latest map, for a snapshot taken between two renders. */
  current(): BoardMap;
  project: BoardMap;
  diagnostics: readonly Diagnostic[];
  storage: StorageLike | null;
  variants?: Variants;
  onRestore(s: Snapshot): void;
  onMarks(marks: CompareMarks | null): void;
  onHeat(heat: BoardHeat | null): void;
}

const PROJECT = 'project';

export default function ComparePanel({ active, edited, current, project, diagnostics, storage, variants, onRestore, onMarks, onHeat }: ComparePanelProps) {
  const { say } = useEditorWords();
  const id = useId();
  const snaps = useSnapshots(storage);
  const [choice, setChoice] = useState<string>(PROJECT);
  const chosen = choice === PROJECT ? null : snaps.snapshots.find((s) => s.id === choice);
  // A deleted snapshot's comparison falls back to the project's board.
  const baseline = chosen?.map ?? project;
  const changes = useMemo(() => boardDiff(baseline, edited), [baseline, edited]);
  const [heat, setHeat] = useState<BoardHeat | null>(null);

  useEffect(() => onMarks(active ? { changes, baseline } : null), [active, changes, baseline, onMarks]);
  useEffect(() => () => onMarks(null), [onMarks]);
  // Only a heat map this tab drew is taken off the board when it is left: the Simulate tab's stays.
  const drew = useRef(false);
  useEffect(() => {
    if (active) {
      onHeat(heat);
      drew.current = heat !== null;
    } else if (drew.current) {
      onHeat(null);
      drew.current = false;
    }
  }, [active, heat, onHeat]);

  return (
    <div className="ed-cmp" data-testid="compare-panel">
      <SnapshotsPanel snaps={snaps} map={current} onRestore={onRestore} />
      <section className="ed-cmp__base" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="ed-sim__label">
          {say('editor.cmp.title')}
        </h3>
        <p className="ed-help">{say('editor.cmp.help')}</p>
        <div className="ed-field">
          <label htmlFor={`${id}-base`}>{say('editor.cmp.baseline')}</label>
          <select id={`${id}-base`} value={chosen ? choice : PROJECT} onChange={(e) => setChoice(e.target.value)} data-testid="cmp-baseline">
            <option value={PROJECT}>{say('editor.cmp.baseline.project', { name: project.name })}</option>
            {snaps.snapshots.map((s) => (
              <option key={s.id} value={s.id}>
                {say('editor.cmp.baseline.snapshot', { name: s.name })}
              </option>
            ))}
          </select>
        </div>
        <h4 className="ed-sim__label">{say('editor.cmp.changes')}</h4>
        <CompareChanges changes={changes} edited={edited} baseline={baseline} />
        <CompareSim baseline={baseline} edited={edited} diagnostics={diagnostics} variants={variants} onHeat={setHeat} />
      </section>
    </div>
  );
}
