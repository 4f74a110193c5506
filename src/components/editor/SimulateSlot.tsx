import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Variants } from '../../engine';
import { boardHeat, type BoardHeat, type HeatMetric } from '../../editor/heat';
import { simRunMachine, type SimRunEvent } from '../../editor/sim-run';
import { DEFAULT_SETTINGS, MAX_GAMES, MAX_SEED, parseWhole, settingsBots, type SimSettings } from '../../editor/sim-view';
import { stopsPlay, type Diagnostic } from '../../map/diagnostics';
import type { BoardMap } from '../../map/schema';
import type { SimOptions } from '../../sim/simulate';
import type { FromSimWorker, ToSimWorker } from '../../sim/worker-protocol';
import SimChoices from './SimChoices';
import { Progress, RunButtons, SmallField, WholeInput } from './SimFields';
import SimResults from './SimResults';
import { problemText } from './problem-words';
import { render } from '../../i18n/words';
import type { Say } from '../../i18n/format';
import { useEditorWords } from './words';

/**
 * The editor's "Simulate" panel: bots play the board being edited many times, in a
 * Web Worker (src/sim/browser-worker.ts, a chunk loaded on the first run), and the
 * panel shows who wins from which seat, how games go, and, on the board itself, how
 * often each island is reached. The worker runs the CLI's own `simulateGames` and
 * `buildReport`, so the report is the one `clippers simulate --json` prints.
 *
 * It receives the map being edited and the checker's findings, and refuses to run a
 * board with errors. It hands the heat map to the editor (`onHeat`), which draws it
 * on the board; the heat map goes as soon as the map changes. A run's life is the
 * statechart in src/editor/sim-run.ts; this component owns the worker and feeds it
 * the worker's messages.
 */
export interface SimulateSlotProps {
  map: BoardMap;
  diagnostics: readonly Diagnostic[];
  /** The island heat map to draw on the board, or null for none. */
  onHeat?: (heat: BoardHeat | null) => void;
  /** The rule variants the simulator starts with: the site's own (rulekit.yaml). */
  variants?: Variants;
}

function startWorker(): Worker {
  // Vite turns this into a separate chunk, fetched only now.
  return new Worker(new URL('../../sim/browser-worker.ts', import.meta.url), { type: 'module', name: 'clippers-simulator' });
}

/** The worker's word as the run machine's event, a failure said in the page's language; null for its "cancelled" reply, which the panel does not wait for. */
function runEvent(m: FromSimWorker, say: Say): SimRunEvent | null {
  switch (m.type) {
    case 'progress':
      return { type: 'run.progress', run: m.run, done: m.done, total: m.total, at: performance.now() };
    case 'done':
      return { type: 'run.done', run: m.run, report: m.report, ms: m.ms };
    case 'refused':
      return { type: 'run.refused', run: m.run, problems: m.problems };
    case 'failed':
      return { type: 'run.failed', run: m.run, message: render(say, m.words) };
    case 'cancelled':
      return null;
  }
}

export default function SimulateSlot({ map, diagnostics, onHeat, variants }: SimulateSlotProps) {
  const [settings, setSettings] = useState<SimSettings>(() => (variants ? { ...DEFAULT_SETTINGS, variants } : DEFAULT_SETTINGS));
  const [gamesText, setGamesText] = useState(String(DEFAULT_SETTINGS.games));
  const [seedText, setSeedText] = useState(String(DEFAULT_SETTINGS.seed));
  const [snapshot, send] = useMachine(simRunMachine);
  const [showHeat, setShowHeat] = useState(true);
  const [metric, setMetric] = useState<HeatMetric>('reached');
  const worker = useRef<Worker | null>(null);
  const runId = useRef(0);
  const ids = useId();
  const words = useEditorWords();
  const { say, count } = words;

  const state = snapshot.value;
  const ctx = snapshot.context;
  const { result } = ctx;
  // Drawing errors (a link through an island) leave the game playable: the simulator plays it as the engine does.
  const errors = useMemo(() => diagnostics.filter(stopsPlay), [diagnostics]);
  const games = parseWhole(gamesText, 1, MAX_GAMES);
  const seed = parseWhole(seedText, 0, MAX_SEED);
  const running = state === 'running';
  // The page's published word (browser tests read it): after a finished run the panel is ready, "idle", results or not.
  const pageStatus = state === 'done' ? 'idle' : state;
  const stale = result !== null && result.map !== map;
  const canRun = errors.length === 0 && games.ok && seed.ok && !running;

  // ---- the worker --------------------------------------------------------------------
  const getWorker = useCallback((): Worker => {
    if (worker.current) return worker.current;
    const w = startWorker();
    w.onmessage = (e: MessageEvent<FromSimWorker>) => {
      const event = runEvent(e.data, say);
      if (event) send(event);
    };
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      w.terminate();
      if (worker.current === w) worker.current = null;
      send({ type: 'run.failed', run: runId.current, message: e.message || say('editor.sim.noWorker') });
    };
    worker.current = w;
    return w;
  }, [send, say]);
  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const run = () => {
    if (!canRun || !games.ok || !seed.ok) return;
    const chosen: SimSettings = { ...settings, games: games.value, seed: seed.value };
    const options: SimOptions = { map, players: chosen.players, games: chosen.games, seed: chosen.seed, bots: settingsBots(chosen), variants: chosen.variants };
    const id = ++runId.current;
    send({ type: 'run.start', run: id, map, settings: chosen, at: performance.now() });
    try {
      getWorker().postMessage({ type: 'run', run: id, options } satisfies ToSimWorker);
    } catch (e) {
      send({ type: 'run.failed', run: id, message: e instanceof Error ? e.message : String(e) });
    }
  };

  const cancel = () => {
    if (!running) return;
    worker.current?.postMessage({ type: 'cancel', run: runId.current } satisfies ToSimWorker);
    send({ type: 'run.cancel' });
  };

  // ---- the heat map on the board ---------------------------------------------------------
  const heat = useMemo(() => (result && !stale && showHeat ? boardHeat(result.report, metric, words.locale) : null), [result, stale, showHeat, metric, words.locale]);
  useEffect(() => {
    onHeat?.(heat);
  }, [heat, onHeat]);
  useEffect(() => () => onHeat?.(null), [onHeat]);

  const set = (patch: Partial<SimSettings>) => setSettings((s) => ({ ...s, ...patch }));

  return (
    <div className="ed-sim" data-slot="simulate" data-testid="simulate-slot" data-status={pageStatus} aria-busy={running}>
      <p className="ed-help">
        {say('editor.sim.help')}
      </p>

      <form
        className="ed-sim__form"
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
        aria-label={say('editor.sim.settings')}
      >
        <SimChoices ids={ids} settings={settings} set={set} disabled={running} />

        <div className="ed-grid2">
          <SmallField
            id={`${ids}-games`}
            label={say('editor.sim.gamesField')}
            error={games.ok ? null : say(`editor.sim.games.${games.error}`, { min: 1, max: MAX_GAMES })}
            hint={say('editor.sim.games.hint', { max: MAX_GAMES })}
          >
            <WholeInput id={`${ids}-games`} min={1} max={MAX_GAMES} value={gamesText} disabled={running} onChange={setGamesText} testId="sim-games" />
          </SmallField>
          <SmallField
            id={`${ids}-seed`}
            label={say('editor.sim.seed')}
            error={seed.ok ? null : say(`editor.sim.seed.${seed.error}`, { min: 0, max: MAX_SEED })}
            hint={say('editor.sim.seed.hint')}
          >
            <div className="ed-row ed-row--tight">
              <WholeInput id={`${ids}-seed`} min={0} max={MAX_SEED} value={seedText} disabled={running} onChange={setSeedText} testId="sim-seed" />
              <button
                type="button"
                className="ed-icon-btn"
                disabled={running}
                title={say('editor.sim.seed.new')}
                aria-label={say('editor.sim.seed.new')}
                onClick={() => setSeedText(String(Math.floor(Math.random() * 1_000_000)))}
              >
                ⟳
              </button>
            </div>
          </SmallField>
        </div>

        {errors.length > 0 && (
          <div className="ed-note ed-note--bad" role="alert" data-testid="sim-refused">
            <p>
              <strong>{say('editor.sim.refused')}</strong> {count('editor.sim.refused.found', errors.length)}
            </p>
            <ul>
              {errors.slice(0, 3).map((d, i) => (
                <li key={i}>{problemText(d, words)}</li>
              ))}
              {errors.length > 3 && <li>{say('editor.sim.refused.more', { count: errors.length - 3 })}</li>}
            </ul>
          </div>
        )}

        <RunButtons running={running} canRun={canRun} label={games.ok ? count('editor.sim.run', games.value) : say('editor.sim.run.none')} onCancel={cancel} testId="sim" />
      </form>

      {state === 'running' && <Progress started={ctx.started} lastAt={ctx.now} done={ctx.done} total={ctx.total} />}
      {state === 'cancelled' && (
        <p className="ed-note" role="status" data-testid="sim-cancelled">
          {say('editor.sim.cancelled', { done: ctx.done, total: ctx.total })}
        </p>
      )}
      {state === 'refused' && (
        <div className="ed-note ed-note--bad" role="alert" data-testid="sim-problems">
          <p>
            <strong>{say('editor.sim.unplayable')}</strong>
          </p>
          <ul>
            {ctx.problems.map((p, i) => (
              <li key={i}>{render(say, p.words)}</li>
            ))}
          </ul>
        </div>
      )}
      {state === 'failed' && (
        <p className="ed-note ed-note--bad" role="alert" data-testid="sim-failed">
          {say('editor.sim.failed', { why: ctx.message })}
        </p>
      )}

      {result && (
        <SimResults
          result={result}
          stale={stale}
          showHeat={showHeat}
          onShowHeat={setShowHeat}
          metric={metric}
          onMetric={setMetric}
          heat={heat}
        />
      )}
    </div>
  );
}
