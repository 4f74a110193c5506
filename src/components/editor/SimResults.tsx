import { useEffect, useId, useRef, type ReactNode } from 'react';
import { HEAT_METRICS, heatText, percent, type BoardHeat, type HeatMetric } from '../../editor/heat';
import type { Finished } from '../../editor/sim-run';
import { botLabel, cliCommand, duration, variantNotes, winAxisMax } from '../../editor/sim-view';
import type { SimReport } from '../../sim/report';
import { downloadText } from './download';

/**
 * A finished simulation's report in the Simulate panel: who wins from which seat,
 * how games go, which islands are reached, and the same report as JSON and as the
 * `clippers simulate` command line.
 */

const END_LABEL: Record<keyof SimReport['endReasons'], string> = {
  'all-laid': 'Every segment laid',
  'no-placement': 'No segment could be laid',
  'dead-board': 'Board dead at the end of a round',
};

export default function SimResults(props: {
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
  const bots = report.bots.every((b) => b === report.bots[0]) ? `${botLabel(report.bots[0])} bots` : report.bots.map(botLabel).join(', ');
  const variants = variantNotes(report.variants);
  const download = () => {
    const board = report.map.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'board';
    downloadText(JSON.stringify(report, null, 2) + '\n', `${board}-sim-${report.players}p-${report.games}g-seed${report.seed}.json`);
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
                <span className="ed-sim__seat-bot">{botLabel(s.bot)}</span>
              </span>
              <span
                className="ed-sim__bar"
                role="img"
                aria-label={`Seat ${s.seat + 1}${first ? ' (plays first)' : ''}, ${botLabel(s.bot)}: won ${percent(s.winRate, 1)} of games; 95% interval ${percent(lo, 1)} to ${percent(hi, 1)}.`}
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
