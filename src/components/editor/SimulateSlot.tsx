import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { boardHeat, heatGradient, HEAT_METRICS, heatText, percent, type BoardHeat, type HeatMetric } from '../../editor/heat';
import {
  BOT_CHOICES,
  cliCommand,
  DEFAULT_SETTINGS,
  duration,
  MAX_GAMES,
  MAX_SEED,
  parseWhole,
  settingsBots,
  VARIANT_LABELS,
  VARIANT_NAMES,
  variantOptions,
  variantNotes,
  winAxisMax,
  type BotMode,
  type SimSettings,
} from '../../editor/sim-view';
import type { Variants } from '../../engine/variants';
import type { Diagnostic } from '../../map/check';
import type { BoardMap } from '../../map/schema';
import type { BotName } from '../../sim/bots';
import type { PlayerCount, SimOptions, SimProblem, SimReport } from '../../sim/simulate';
import type { FromSimWorker, ToSimWorker } from '../../sim/worker-protocol';

/**
 * The editor's "Simulate" panel: bots play the board being edited many times, in a
 * Web Worker (src/sim/browser-worker.ts, a chunk loaded on the first run), and the
 * panel shows who wins from which seat, how games go, and, on the board itself, how
 * often each island is reached. The worker runs the CLI's own `simulateGames` and
 * `buildReport`, so the report is the one `clippers simulate --json` prints.
 *
 * It receives the map being edited and the checker's findings, and refuses to run a
 * board with errors. It hands the heat map to the editor (`onHeat`), which draws it
 * on the board; the heat map goes as soon as the map changes.
 */
export interface SimulateSlotProps {
  map: BoardMap;
  diagnostics: readonly Diagnostic[];
  /** The island heat map to draw on the board, or null for none. */
  onHeat?: (heat: BoardHeat | null) => void;
  /** The rule variants the simulator starts with: the site's own (rulekit.yaml). */
  variants?: Variants;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number; started: number; now: number }
  | { kind: 'cancelled'; done: number; total: number }
  | { kind: 'refused'; problems: SimProblem[] }
  | { kind: 'failed'; message: string };

interface Finished {
  report: SimReport;
  ms: number;
  /** The map as it was when the run started: results are stale once the editor's map is another. */
  map: BoardMap;
  settings: SimSettings;
}

const PLAYER_COUNTS: readonly PlayerCount[] = [3, 4, 5];
const END_LABEL: Record<keyof SimReport['endReasons'], string> = {
  'all-laid': 'Every segment laid',
  'no-placement': 'No segment could be laid',
  'dead-board': 'Board dead at the end of a round',
};

function startWorker(): Worker {
  // Vite turns this into a separate chunk, fetched only now.
  return new Worker(new URL('../../sim/browser-worker.ts', import.meta.url), { type: 'module', name: 'clippers-simulator' });
}

export default function SimulateSlot({ map, diagnostics, onHeat, variants }: SimulateSlotProps) {
  const [settings, setSettings] = useState<SimSettings>(() => (variants ? { ...DEFAULT_SETTINGS, variants } : DEFAULT_SETTINGS));
  const [gamesText, setGamesText] = useState(String(DEFAULT_SETTINGS.games));
  const [seedText, setSeedText] = useState(String(DEFAULT_SETTINGS.seed));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [result, setResult] = useState<Finished | null>(null);
  const [showHeat, setShowHeat] = useState(true);
  const [metric, setMetric] = useState<HeatMetric>('reached');
  const worker = useRef<Worker | null>(null);
  const runId = useRef(0);
  const pending = useRef<{ id: number; map: BoardMap; settings: SimSettings } | null>(null);
  const ids = useId();

  const errors = useMemo(() => diagnostics.filter((d) => d.severity === 'error'), [diagnostics]);
  const games = parseWhole(gamesText, 1, MAX_GAMES, 'Games');
  const seed = parseWhole(seedText, 0, MAX_SEED, 'The seed');
  const running = status.kind === 'running';
  const stale = result !== null && result.map !== map;
  const canRun = errors.length === 0 && games.ok && seed.ok && !running;

  // ---- the worker --------------------------------------------------------------------
  const onMessage = useCallback((m: FromSimWorker) => {
    const p = pending.current;
    if (!p || m.run !== p.id) return; // a run that was cancelled or replaced
    switch (m.type) {
      case 'progress':
        setStatus((s) => (s.kind === 'running' ? { ...s, done: m.done, total: m.total, now: performance.now() } : s));
        break;
      case 'done':
        pending.current = null;
        setResult({ report: m.report, ms: m.ms, map: p.map, settings: p.settings });
        setStatus({ kind: 'idle' });
        break;
      case 'refused':
        pending.current = null;
        setStatus({ kind: 'refused', problems: m.problems });
        break;
      case 'failed':
        pending.current = null;
        setStatus({ kind: 'failed', message: m.message });
        break;
      case 'cancelled':
        pending.current = null;
        setStatus({ kind: 'cancelled', done: m.done, total: m.total });
        break;
    }
  }, []);

  const getWorker = (): Worker => {
    if (worker.current) return worker.current;
    const w = startWorker();
    w.onmessage = (e: MessageEvent<FromSimWorker>) => onMessage(e.data);
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      w.terminate();
      if (worker.current === w) worker.current = null;
      pending.current = null;
      setStatus({ kind: 'failed', message: e.message || 'The simulation worker could not be started.' });
    };
    worker.current = w;
    return w;
  };
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
    pending.current = { id, map, settings: chosen };
    setResult(null);
    const now = performance.now();
    setStatus({ kind: 'running', done: 0, total: chosen.games, started: now, now });
    try {
      getWorker().postMessage({ type: 'run', run: id, options } satisfies ToSimWorker);
    } catch (e) {
      pending.current = null;
      setStatus({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  };

  const cancel = () => {
    const p = pending.current;
    if (!p) return;
    worker.current?.postMessage({ type: 'cancel', run: p.id } satisfies ToSimWorker);
    // The worker confirms between two chunks; the panel does not wait for it.
    pending.current = null;
    setStatus((s) => (s.kind === 'running' ? { kind: 'cancelled', done: s.done, total: s.total } : s));
  };

  // ---- the heat map on the board ---------------------------------------------------------
  const heat = useMemo(() => (result && !stale && showHeat ? boardHeat(result.report, metric) : null), [result, stale, showHeat, metric]);
  useEffect(() => {
    onHeat?.(heat);
  }, [heat, onHeat]);
  useEffect(() => () => onHeat?.(null), [onHeat]);

  const set = (patch: Partial<SimSettings>) => setSettings((s) => ({ ...s, ...patch }));

  return (
    <div className="ed-sim" data-slot="simulate" data-testid="simulate-slot" data-status={status.kind} aria-busy={running}>
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
        <fieldset className="ed-seg" disabled={running}>
          <legend>Players</legend>
          <div className="ed-seg__options">
            {PLAYER_COUNTS.map((n) => (
              <label key={n} className="ed-seg__option">
                <input type="radio" name={`${ids}-players`} value={n} checked={settings.players === n} onChange={() => set({ players: n })} data-testid={`sim-players-${n}`} />
                <span>{n}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="ed-seg" disabled={running}>
          <legend>Bots</legend>
          <div className="ed-seg__options">
            {[...BOT_CHOICES.map((b) => ({ id: b.id as BotMode, label: b.label, hint: b.hint })), { id: 'per-seat' as BotMode, label: 'Per seat', hint: 'Choose a bot for each seat.' }].map((b) => (
              <label key={b.id} className="ed-seg__option" title={b.hint}>
                <input type="radio" name={`${ids}-bots`} value={b.id} checked={settings.bots === b.id} onChange={() => set({ bots: b.id })} data-testid={`sim-bots-${b.id}`} />
                <span>{b.label}</span>
              </label>
            ))}
          </div>
          {settings.bots === 'per-seat' ? (
            <div className="ed-sim__seats">
              {Array.from({ length: settings.players }, (_, seat) => (
                <label key={seat} className="ed-sim__seatbot">
                  <span>Seat {seat + 1}</span>
                  <select
                    value={settings.seatBots[seat]}
                    onChange={(e) => {
                      const seatBots = settings.seatBots.slice();
                      seatBots[seat] = e.target.value as BotName;
                      set({ seatBots });
                    }}
                    data-testid={`sim-seat-bot-${seat}`}
                  >
                    {BOT_CHOICES.map((b) => (
                      <option key={b.id} value={b.id}>
                        {b.label}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
          ) : (
            <p className="ed-field__hint">{BOT_CHOICES.find((b) => b.id === settings.bots)?.hint} Every seat plays the same bot.</p>
          )}
        </fieldset>

        <fieldset className="ed-seg" disabled={running}>
          <legend>Rule variants</legend>
          <div className="ed-sim__variants">
            {VARIANT_NAMES.map((key) => (
              <div key={key} className="ed-field" title={VARIANT_LABELS[key].hint}>
                <label htmlFor={`${ids}-variant-${key}`}>{VARIANT_LABELS[key].label}</label>
                <select
                  id={`${ids}-variant-${key}`}
                  value={settings.variants[key]}
                  onChange={(e) => set({ variants: { ...settings.variants, [key]: e.target.value as Variants[typeof key] } })}
                  data-testid={`sim-variant-${key}`}
                >
                  {variantOptions(key).map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </fieldset>

        <div className="ed-grid2">
          <SmallField id={`${ids}-games`} label="Games" error={games.ok ? null : games.error} hint={`Up to ${MAX_GAMES}`}>
            <input
              id={`${ids}-games`}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_GAMES}
              step={1}
              value={gamesText}
              disabled={running}
              onChange={(e) => setGamesText(e.target.value)}
              data-testid="sim-games"
            />
          </SmallField>
          <SmallField id={`${ids}-seed`} label="Seed" error={seed.ok ? null : seed.error} hint="Same seed, same games">
            <div className="ed-row ed-row--tight">
              <input
                id={`${ids}-seed`}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_SEED}
                step={1}
                value={seedText}
                disabled={running}
                onChange={(e) => setSeedText(e.target.value)}
                data-testid="sim-seed"
              />
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

      {status.kind === 'running' && <Progress done={status.done} total={status.total} ms={status.now - status.started} />}
      {status.kind === 'cancelled' && (
        <p className="ed-note" role="status" data-testid="sim-cancelled">
          Cancelled after {status.done} of {status.total} games. Nothing is reported from a partial run.
        </p>
      )}
      {status.kind === 'refused' && (
        <div className="ed-note ed-note--bad" role="alert" data-testid="sim-problems">
          <p>
            <strong>These settings cannot be played on this board:</strong>
          </p>
          <ul>
            {status.problems.map((p, i) => (
              <li key={i}>{p.message}</li>
            ))}
          </ul>
        </div>
      )}
      {status.kind === 'failed' && (
        <p className="ed-note ed-note--bad" role="alert" data-testid="sim-failed">
          The simulation stopped: {status.message}
        </p>
      )}

      {result && (
        <Results
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

function Progress({ done, total, ms }: { done: number; total: number; ms: number }) {
  const share = total > 0 ? done / total : 0;
  const left = done > 0 ? (ms / done) * (total - done) : null;
  return (
    <div className="ed-sim__progress" data-testid="sim-progress">
      <div className="ed-sim__progress-bar" role="progressbar" aria-label="Games played" aria-valuemin={0} aria-valuemax={total} aria-valuenow={done}>
        <div style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </div>
      <p className="ed-sim__progress-text">
        <span>
          {done} of {total} games
        </span>
        <span>{left !== null && done < total ? `about ${duration(left)} left` : duration(ms)}</span>
      </p>
    </div>
  );
}

// ---- results ---------------------------------------------------------------------------

function Results(props: {
  result: Finished;
  stale: boolean;
  showHeat: boolean;
  onShowHeat(on: boolean): void;
  metric: HeatMetric;
  onMetric(m: HeatMetric): void;
  heat: BoardHeat | null;
}) {
  const { report, ms, settings } = props.result;
  const ids = useId();
  // Bring fresh results into view in the panel (when the panel is showing).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    const panel = el?.closest<HTMLElement>('.ed-panel');
    if (!el || !panel || el.offsetParent === null) return;
    panel.scrollTop += el.getBoundingClientRect().top - panel.getBoundingClientRect().top - 8;
  }, [props.result]);
  const bots = report.bots.every((b) => b === report.bots[0]) ? `${report.bots[0]} bots` : report.bots.join(', ');
  const variants = variantNotes(report.variants);
  const download = () => {
    const blob = new Blob([JSON.stringify(report, null, 2) + '\n'], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${report.map.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'board'}-sim-${report.players}p-${report.games}g-seed${report.seed}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div ref={root} className={`ed-sim__results${props.stale ? ' ed-sim__results--stale' : ''}`} data-testid="sim-results" data-stale={props.stale}>
      {props.stale && (
        <p className="ed-note ed-note--warn" role="status" data-testid="sim-stale">
          The board has changed since this run: these results are for the earlier board. Run again to see the new one.
        </p>
      )}
      <p className="ed-sim__summary">
        <strong>{report.games} games</strong> · {report.players} players · {bots} · seed {report.seed} · {duration(ms)}
      </p>
      {variants.length > 0 && (
        <p className="ed-sim__summary" data-testid="sim-variants">
          Rule variants: {variants.join('; ')}.
        </p>
      )}

      <Section title="Who wins" id={`${ids}-seats`}>
        <SeatBars report={report} />
      </Section>

      <Section title="How games go" id={`${ids}-games`}>
        <dl className="ed-sim__tiles">
          <div>
            <dt>Game length</dt>
            <dd>
              <strong>{report.rounds.mean.toFixed(1)}</strong> rounds
            </dd>
            <dd className="ed-muted">
              {report.rounds.min}–{report.rounds.max}, sd {report.rounds.sd.toFixed(1)}
            </dd>
          </div>
          <div data-testid="sim-purple">
            <dt>Purple starts</dt>
            <dd>
              <strong>{percent(report.purple.share)}</strong> of games
            </dd>
            <dd className="ed-muted">
              {report.purple.round ? `in round ${report.purple.round.mean.toFixed(1)} on average` : 'never'} · 95%: {percent(report.purple.shareCI[0])}–
              {percent(report.purple.shareCI[1])}
            </dd>
          </div>
        </dl>
        <EndReasons report={report} />
        <p className="ed-sim__small ed-muted">
          Per game: {report.cards['2x'].perGame.toFixed(1)} 2X, {report.cards['3x'].perGame.toFixed(1)} 3X, {report.cards['5x'].perGame.toFixed(1)} 5X and{' '}
          {report.cards.port.perGame.toFixed(1)} port cards taken, {report.clippers.perGame.toFixed(1)} clippers bought
          {report.sharedGames > 0 ? `; ${report.sharedGames} ${report.sharedGames === 1 ? 'game' : 'games'} with a shared win` : ''}.
        </p>
      </Section>

      <Section title="Island reach" id={`${ids}-islands`}>
        <div className="ed-sim__heat-controls">
          <label className="ed-check">
            <input
              type="checkbox"
              checked={props.showHeat}
              disabled={props.stale}
              onChange={(e) => props.onShowHeat(e.target.checked)}
              data-testid="sim-heat-toggle"
            />
            <span>Show on the board as a heat map</span>
          </label>
          <div className="ed-seg__options ed-seg__options--small" role="radiogroup" aria-label="Colour islands by">
            {HEAT_METRICS.map((m) => (
              <label key={m.id} className="ed-seg__option" title={m.legend}>
                <input
                  type="radio"
                  name={`${ids}-metric`}
                  value={m.id}
                  checked={props.metric === m.id}
                  disabled={props.stale || !props.showHeat}
                  onChange={() => props.onMetric(m.id)}
                  data-testid={`sim-metric-${m.id}`}
                />
                <span>{m.label}</span>
              </label>
            ))}
          </div>
        </div>
        <IslandList report={report} metric={props.metric} />
      </Section>

      <details className="ed-sim__more">
        <summary>Report and command line</summary>
        <p className="ed-help">
          The same report, byte for byte, comes from the command line with the map exported (JSON button) as <code>my-board.json</code>:
        </p>
        <pre className="ed-sim__cli" data-testid="sim-cli">{cliCommand(settings)}</pre>
        <button type="button" className="ed-btn" onClick={download} data-testid="sim-download">
          Download the report (JSON)
        </button>
      </details>
    </div>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="ed-sim__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function SeatBars({ report }: { report: SimReport }) {
  const max = winAxisMax(report);
  const fair = 1 / report.players;
  const at = (x: number) => `${((Math.min(x, max) / max) * 100).toFixed(2)}%`;
  const ticks = [0, max / 2, max];
  return (
    <figure className="ed-sim__chart">
      <ol className="ed-sim__seats-chart" data-testid="sim-seats">
        {report.seats.map((s) => {
          const first = s.seat === 0;
          const [lo, hi] = s.winRateCI;
          return (
            <li key={s.seat} className={`ed-sim__seat${first ? ' ed-sim__seat--first' : ''}`} data-seat={s.seat} data-win-rate={s.winRate.toFixed(4)}>
              <span className="ed-sim__seat-name">
                Seat {s.seat + 1}
                {first && (
                  <span className="ed-sim__first" title="The first player of round 1">
                    1st
                  </span>
                )}
                <span className="ed-sim__seat-bot">{s.bot}</span>
              </span>
              <span
                className="ed-sim__bar"
                role="img"
                aria-label={`Seat ${s.seat + 1}${first ? ' (plays first)' : ''}, ${s.bot}: won ${percent(s.winRate, 1)} of games; 95% interval ${percent(lo, 1)} to ${percent(hi, 1)}.`}
                title={`${s.wins} wins${s.sharedWins ? `, ${s.sharedWins} shared` : ''}; mean score ${s.score.mean.toFixed(1)} (sd ${s.score.sd.toFixed(1)})`}
              >
                <span className="ed-sim__bar-fill" style={{ width: at(s.winRate) }} data-testid="sim-seat-bar" />
                <span className="ed-sim__bar-ci" style={{ left: at(lo), width: `calc(${at(hi)} - ${at(lo)})` }} />
                <span className="ed-sim__bar-fair" style={{ left: at(fair) }} />
              </span>
              <span className="ed-sim__seat-rate">
                <strong>{percent(s.winRate, 1)}</strong>
                <span className="ed-muted">
                  {percent(lo)}–{percent(hi)}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="ed-sim__axis" aria-hidden="true">
        {ticks.map((t, i) => (
          <span key={i} style={{ left: at(t) }}>
            {percent(t)}
          </span>
        ))}
      </div>
      <figcaption className="ed-sim__small ed-muted">
        Bars: share of games won (a shared win counts in part). Whiskers: 95% interval. Dashed line: an even share ({percent(fair)}).
      </figcaption>
    </figure>
  );
}

function EndReasons({ report }: { report: SimReport }) {
  const keys = Object.keys(report.endReasons) as (keyof SimReport['endReasons'])[];
  const n = Math.max(1, report.games);
  return (
    <div className="ed-sim__ends" data-testid="sim-ends">
      <p className="ed-sim__label">How games end</p>
      <div className="ed-sim__stack" role="img" aria-label={keys.map((k) => `${END_LABEL[k]}: ${report.endReasons[k]} games`).join('; ')}>
        {keys.map((k, i) =>
          report.endReasons[k] > 0 ? <span key={k} className={`ed-sim__stack-part ed-sim__stack-part--${i}`} style={{ width: percent(report.endReasons[k] / n, 2) }} /> : null,
        )}
      </div>
      <ul className="ed-sim__keys">
        {keys.map((k, i) => (
          <li key={k}>
            <span className={`ed-sim__key ed-sim__stack-part--${i}`} aria-hidden="true" /> {END_LABEL[k]} <strong>{percent(report.endReasons[k] / n)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

function IslandList({ report, metric }: { report: SimReport; metric: HeatMetric }) {
  const least = report.islands
    .slice()
    .sort((a, b) => a.share - b.share || a.companies.mean - b.companies.mean)
    .slice(0, 5);
  const never = report.islands.filter((i) => i.reached === 0);
  return (
    <>
      <p className="ed-sim__small" data-testid="sim-never">
        {never.length === 0 ? (
          <>Every island was reached in at least one game.</>
        ) : (
          <>
            <strong>Never reached:</strong> {never.map((i) => i.name).join(', ')}.
          </>
        )}
      </p>
      <table className="ed-table ed-sim__islands">
        <caption className="ed-sim__label">Least reached</caption>
        <thead>
          <tr>
            <th scope="col">Island</th>
            <th scope="col">Value</th>
            <th scope="col">Reached</th>
            <th scope="col">Companies</th>
          </tr>
        </thead>
        <tbody>
          {least.map((i) => (
            <tr key={i.id} className={metric === 'reached' ? 'ed-sim__by-reached' : 'ed-sim__by-companies'}>
              <td>{i.name}</td>
              <td>{i.value}</td>
              <td>{percent(i.share)}</td>
              <td>{heatText('companies', i.companies.mean)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The heat map's legend, drawn over the board by the editor while the heat map is on. */
export function HeatLegend({ heat }: { heat: BoardHeat }) {
  const metric = HEAT_METRICS.find((m) => m.id === heat.metric)!;
  const ticks = [0, heat.max / 2, heat.max];
  return (
    <div className="ed-heat-legend" data-testid="heat-legend" data-metric={heat.metric}>
      <div className="ed-heat-legend__head">
        <strong>Island reach</strong>
        <span className="ed-muted">{heat.games} games</span>
      </div>
      <p className="ed-heat-legend__what">{metric.legend}</p>
      <div className="ed-heat-legend__bar" style={{ background: heatGradient() }} aria-hidden="true" />
      <div className="ed-heat-legend__ticks" aria-hidden="true">
        {ticks.map((t, i) => (
          <span key={i}>{heatText(heat.metric, t)}</span>
        ))}
      </div>
      <p className="ed-heat-legend__never">
        <span className="ed-heat-legend__never-swatch" aria-hidden="true" /> never reached
      </p>
    </div>
  );
}
