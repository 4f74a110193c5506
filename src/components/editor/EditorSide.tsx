import { lazy, memo, Suspense, useState } from 'react';
import type { StorageLike } from '../../editor/autosave';
import type { BoardHeat } from '../../editor/heat';
import type { Snapshot } from '../../editor/snapshots';
import type { Variants } from '../../engine';
import type { Diagnostic } from '../../map/diagnostics';
import type { BoardMap } from '../../map/schema';
import type { EditorApi } from './api';
import type { CompareMarks } from './ComparePanel';
import Inspector from './Inspector';
import { CardsPanel, CompaniesPanel, MapPanel } from './Panels';
import SideTabs from './SideTabs';
import { useEditorWords } from './words';

/** The editor's side panel: the selection's inspector, companies, cards, the map's own fields, the simulator, snapshots and compare. */

export type Tab = 'inspect' | 'companies' | 'cards' | 'map' | 'simulate';
const TABS: readonly Tab[] = ['inspect', 'companies', 'cards', 'map', 'simulate'];
/** The Simulate tab plays this board, or compares it with a baseline (a sixth tab did not fit the panel's one row in French). */
type SimView = 'one' | 'compare';
const SIM_VIEWS: readonly SimView[] = ['one', 'compare'];

// Loaded when the tab is first opened (most visits never simulate). Follows the deferred map:
// re-renders only when it moves on, not on every keystroke.
const Simulate = memo(lazy(() => import('./SimulateSlot')));
const Compare = lazy(() => import('./ComparePanel'));

/** What the Compare view needs from the editor beyond the map: the project's board, the storage snapshots live in, and where its results go. */
export interface CompareWiring {
  project: BoardMap;
  storage: StorageLike | null;
  current(): BoardMap;
  onRestore(s: Snapshot): void;
  onMarks(marks: CompareMarks | null): void;
}

export interface EditorSideProps {
  api: EditorApi;
  tab: Tab;
  onTab(tab: Tab): void;
  selection: readonly string[];
  /** The island whose name field takes focus (a new island). */
  focusName: string | null;
  highlight: { cards: string[]; companies: string[] };
  onReset(): void;
  /** The map as the board last drew it, and its check: what the simulator plays. */
  drawn: BoardMap;
  diagnostics: readonly Diagnostic[];
  onHeat(heat: BoardHeat | null): void;
  variants?: Variants;
  compare: CompareWiring;
}

export default function EditorSide({ api, tab, onTab, selection, focusName, highlight, onReset, drawn, diagnostics, onHeat, variants, compare }: EditorSideProps) {
  const { say } = useEditorWords();
  const [simulated, setSimulated] = useState(tab === 'simulate');
  if (tab === 'simulate' && !simulated) setSimulated(true);
  const [view, setView] = useState<SimView>('one');
  const [compared, setCompared] = useState(false);
  if (tab === 'simulate' && view === 'compare' && !compared) setCompared(true);
  return (
    <aside className="ed-side" aria-label={say('editor.side')}>
      <SideTabs<Tab> tabs={TABS.map((id) => ({ id, label: say(`editor.tab.${id}`) }))} tab={tab} onTab={onTab} />
      <div className="ed-panel" role="tabpanel" id={`ed-panel-${tab}`} aria-labelledby={`ed-tab-${tab}`} tabIndex={0}>
        {tab === 'inspect' && <Inspector api={api} selection={selection} focusName={focusName} />}
        {tab === 'companies' && <CompaniesPanel api={api} highlight={highlight.companies} />}
        {tab === 'cards' && <CardsPanel api={api} highlight={highlight.cards} />}
        {tab === 'map' && <MapPanel api={api} onReset={onReset} />}
        {/* Kept mounted once opened, hidden, so a run goes on (and its results stay) while another tab is open. */}
        {tab === 'simulate' && (
          <fieldset className="ed-seg ed-sim__views">
            <legend className="ed-visually-hidden">{say('editor.sim.views')}</legend>
            <div className="ed-seg__options">
              {SIM_VIEWS.map((v) => (
                <label key={v} className="ed-seg__option">
                  <input type="radio" name="ed-sim-view" value={v} checked={view === v} onChange={() => setView(v)} data-testid={`sim-view-${v}`} />
                  <span>{say(`editor.sim.view.${v}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {simulated && (
          <div hidden={tab !== 'simulate' || view !== 'one'}>
            <Suspense fallback={<p className="ed-muted">{say('editor.sim.loading')}</p>}>
              <Simulate map={drawn} diagnostics={diagnostics} onHeat={onHeat} variants={variants} />
            </Suspense>
          </div>
        )}
        {compared && (
          <div hidden={tab !== 'simulate' || view !== 'compare'}>
            <Suspense fallback={<p className="ed-muted">{say('editor.sim.loading')}</p>}>
              <Compare active={tab === 'simulate' && view === 'compare'} edited={drawn} diagnostics={diagnostics} onHeat={onHeat} variants={variants} {...compare} />
            </Suspense>
          </div>
        )}
      </div>
    </aside>
  );
}
