import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Variants } from '../../engine';
import { boardHeat, type BoardHeat, type HeatMetric } from '../../editor/heat';
import { simRunMachine, type SimRunEvent } from '../../editor/sim-run';
import { DEFAULT_SETTINGS, duration, MAX_GAMES, MAX_SEED, parseWhole, runClock, settingsBots, type SimSettings } from '../../editor/sim-view';
import type { Diagnostic } from '../../map/diagnostics';
import type { BoardMap } from '../../map/schema';
import type { SimOptions } from '../../sim/simulate';
import type { FromSimWorker, ToSimWorker } from '../../sim/worker-protocol';
import SimChoices from './SimChoices';
import SimResults from './SimResults';

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

/** The worker's word as the run machine's event; null for its "cancelled" reply, which the panel does not wait for. */
function runEvent(m: FromSimWorker): SimRunEvent | null {
  switch (m.type) {
    case 'progress':
      return { type: 'run.progress', run: m.run, done: m.done, total: m.total, at: performance.now() };
    case 'done':
      return { type: 'run.done', run: m.run, report: m.report, ms: m.ms };
    case 'refused':
      return { type: 'run.refused', run: m.run, problems: m.problems };
    case 'failed':
      return { type: 'run.failed', run: m.run, message: m.message };
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

  const state = snapshot.value;
  const ctx = snapshot.context;
  const { result } = ctx;
  const errors = useMemo(() => diagnostics.filter((d) => d.severity === 'error'), [diagnostics]);
  const games = parseWhole(gamesText, 1, MAX_GAMES, 'Games');
  const seed = parseWhole(seedText, 0, MAX_SEED, 'The seed');
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
      const event = runEvent(e.data);
      if (event) send(event);
    };
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      w.terminate();
      if (worker.current === w) worker.current = null;
      send({ type: 'run.failed', run: runId.current, message: e.message || 'The simulation worker could not be started.' });
    };
    worker.current = w;
    return w;
  }, [send]);
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
  const heat = useMemo(() => (result && !stale && showHeat ? boardHeat(result.report, metric) : null), [result, stale, showHeat, metric]);
  useEffect(() => {
    onHeat?.(heat);
  }, [heat, onHeat]);
  useEffect(() => () => onHeat?.(null), [onHeat]);

  const set = (patch: Partial<SimSettings>) => setSettings((s) => ({ ...s, ...patch }));

  return (
    <div className="ed-sim" data-slot="simulate" data-testid="simulate-slot" data-status={pageStatus} aria-busy={running}>
      <p className="ed-help">
        Bots play this board many times. See whether a seat wins too often, how long games last and which islands nobody reaches. The games run in the
        background: keep editing while they play.
      </p>

      <form
        className="ed-sim__form"
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
        aria-label="Simulation settings"
      >
        <SimChoices ids={ids} settings={settings} set={set} disabled={running} />

        <div className="ed-grid2">
          <SmallField id={`${ids}-games`} label="Games" error={games.ok ? null : games.error} hint={`Up to ${MAX_GAMES}`}>
            <WholeInput id={`${ids}-games`} min={1} max={MAX_GAMES} value={gamesText} disabled={running} onChange={setGamesText} testId="sim-games" />
          </SmallField>
          <SmallField id={`${ids}-seed`} label="Seed" error={seed.ok ? null : seed.error} hint="Same seed, same games">
            <div className="ed-row ed-row--tight">
              <WholeInput id={`${ids}-seed`} min={0} max={MAX_SEED} value={seedText} disabled={running} onChange={setSeedText} testId="sim-seed" />
              <button
                type="button"
                className="ed-icon-btn"
                disabled={running}
                title="A new random seed"
                aria-label="A new random seed"
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
              <strong>The simulator needs a board without errors.</strong> The checker found {errors.length === 1 ? 'one' : errors.length}:
            </p>
            <ul>
              {errors.slice(0, 3).map((d, i) => (
                <li key={i}>{d.message}</li>
              ))}
              {errors.length > 3 && <li>and {errors.length - 3} more (see Problems, under the board)</li>}
            </ul>
          </div>
        )}

        <div className="ed-sim__actions">
          {/* Keyed apart: were React to reuse one <button>, a click on Cancel would turn it into Run before the
              click's default action, and submit the form (start a new run) on the same click. */}
          {running ? (
            <button key="cancel" type="button" className="ed-btn ed-btn--danger" onClick={cancel} data-testid="sim-cancel">
              Cancel
            </button>
          ) : (
            <button key="run" type="submit" className="ed-btn ed-btn--primary" disabled={!canRun} data-testid="sim-run">
              ▶ Run {games.ok ? games.value : ''} {games.ok && games.value === 1 ? 'game' : 'games'}
            </button>
          )}
        </div>
      </form>

      {state === 'running' && <Progress started={ctx.started} lastAt={ctx.now} done={ctx.done} total={ctx.total} />}
      {state === 'cancelled' && (
        <p className="ed-note" role="status" data-testid="sim-cancelled">
          Cancelled after {ctx.done} of {ctx.total} games. Nothing is reported from a partial run.
        </p>
      )}
      {state === 'refused' && (
        <div className="ed-note ed-note--bad" role="alert" data-testid="sim-problems">
          <p>
            <strong>These settings cannot be played on this board:</strong>
          </p>
          <ul>
            {ctx.problems.map((p, i) => (
              <li key={i}>{p.message}</li>
            ))}
          </ul>
        </div>
      )}
      {state === 'failed' && (
        <p className="ed-note ed-note--bad" role="alert" data-testid="sim-failed">
          The simulation stopped: {ctx.message}
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

function WholeInput(props: { id: string; min: number; max: number; value: string; disabled: boolean; onChange(text: string): void; testId: string }) {
  return (
    <input
      id={props.id}
      type="number"
      inputMode="numeric"
      min={props.min}
      max={props.max}
      step={1}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value)}
      data-testid={props.testId}
    />
  );
}

function SmallField({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error: string | null; children: ReactNode }) {
  return (
    <div className={`ed-field${error ? ' ed-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p className="ed-field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="ed-field__hint">{hint}</p>
      ) : null}
    </div>
  );
}

function Progress(run: { started: number; lastAt: number; done: number; total: number }) {
  const { done, total } = run;
  // A search bot can take seconds a game: the clock ticks between games so the run never looks stuck.
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const { elapsed, left } = runClock(run, Math.max(now, run.lastAt));
  const share = total > 0 ? done / total : 0;
  return (
    <div className="ed-sim__progress" data-testid="sim-progress">
      <div className="ed-sim__progress-bar" role="progressbar" aria-label="Games played" aria-valuemin={0} aria-valuemax={total} aria-valuenow={done}>
        <div style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </div>
      <p className="ed-sim__progress-text">
        <span>
          {done} of {total} games
        </span>
        <span>{left !== null ? `${duration(elapsed)} · about ${duration(left)} left` : duration(elapsed)}</span>
      </p>
    </div>
  );
}
