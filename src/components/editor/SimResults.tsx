import { useEffect, useId, useRef, type ReactNode } from 'react';
import { HEAT_METRICS, type BoardHeat, type HeatMetric } from '../../editor/heat';
import type { Finished } from '../../editor/sim-run';
import { changedVariants, cliCommand, duration, frequency } from '../../editor/sim-view';
import type { SimReport } from '../../sim/report';
import { downloadText } from './download';
import { EndReasons, IslandList, often, SeatBars } from './SimCharts';
import { useEditorWords } from './words';

/**
 * A finished simulation's report in the Simulate panel: who wins from which seat,
 * how games go, which islands are reached, and the same report as JSON and as the
 * `clippers simulate` command line.
 */

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
  const words = useEditorWords();
  const { say, count, num, pct, locale } = words;
  const bot = (b: SimReport['bots'][number]) => say(`bot.${b}`);
  // Bring fresh results into view in the panel (when the panel is showing).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    const panel = el?.closest<HTMLElement>('.ed-panel');
    if (!el || !panel || el.offsetParent === null) return;
    panel.scrollTop += el.getBoundingClientRect().top - panel.getBoundingClientRect().top - 8;
  }, [props.result]);
  const bots = report.bots.every((b) => b === report.bots[0]) ? say('editor.sim.allBots', { bot: bot(report.bots[0]) }) : report.bots.map(bot).join(', ');
  // "Port card: as well as the phase’s segment": the choice reads on from the variant's name.
  const variants = changedVariants(report.variants).map((k) => {
    const choice = say(`variant.choice.${report.variants[k]}`);
    return `${say(`variant.${k}`)}${say('editor.colon')}${choice.charAt(0).toLowerCase()}${choice.slice(1)}`;
  });
  const download = () => {
    const board = report.map.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'board';
    downloadText(JSON.stringify(report, null, 2) + '\n', `${board}-sim-${report.players}p-${report.games}g-seed${report.seed}.json`);
  };
  return (
    <div ref={root} className={`ed-sim__results${props.stale ? ' ed-sim__results--stale' : ''}`} data-testid="sim-results" data-stale={props.stale}>
      {props.stale && (
        <p className="ed-note ed-note--warn" role="status" data-testid="sim-stale">
          {say('editor.sim.stale')}
        </p>
      )}
      <p className="ed-sim__summary">
        <strong>{count('editor.sim.games', report.games)}</strong> · {count('editor.sim.playerCount', report.players)} · {bots} ·{' '}
        {say('editor.sim.seedIs', { seed: report.seed })} · {duration(ms, locale)}
      </p>
      {variants.length > 0 && (
        <p className="ed-sim__summary" data-testid="sim-variants">
          {say('editor.sim.variantsAre', { list: variants.join(say('editor.sim.listSep')) })}
        </p>
      )}

      <Section title={say('editor.sim.wins')} id={`${ids}-seats`}>
        <SeatBars report={report} />
      </Section>

      <Section title={say('editor.sim.howGamesGo')} id={`${ids}-games`}>
        <dl className="ed-sim__tiles">
          <div>
            <dt>{say('editor.sim.length')}</dt>
            <dd>
              <strong>{num(report.rounds.mean, 1)}</strong> {say('editor.sim.rounds')}
            </dd>
            <dd className="ed-muted">{say('editor.sim.lengthRange', { min: report.rounds.min, max: report.rounds.max, sd: num(report.rounds.sd, 1) })}</dd>
          </div>
          <div data-testid="sim-purple">
            <dt>{say('editor.sim.purple')}</dt>
            <dd>
              <strong>{often(words, report.purple.activated, report.games)}</strong>
              {frequency(report.purple.activated, report.games).kind === 'share' ? ` ${say('editor.sim.ofGames')}` : ''}
            </dd>
            <dd className="ed-muted">
              {/* "never" is already the figure above when purple never started. */}
              {report.purple.round ? `${say('editor.sim.purpleRound', { round: num(report.purple.round.mean, 1) })} · ` : ''}
              {say('editor.sim.interval', { lo: pct(report.purple.shareCI[0]), hi: pct(report.purple.shareCI[1]) })}
            </dd>
          </div>
        </dl>
        <EndReasons report={report} />
        <p className="ed-sim__small ed-muted">
          {say('editor.sim.perGame', {
            x2: num(report.cards['2x'].perGame, 1),
            x3: num(report.cards['3x'].perGame, 1),
            x5: num(report.cards['5x'].perGame, 1),
            port: num(report.cards.port.perGame, 1),
            clippers: num(report.clippers.perGame, 1),
          })}
          {report.sharedGames > 0 ? count('editor.sim.shared', report.sharedGames) : ''}.
        </p>
      </Section>

      <Section title={say('editor.sim.islands')} id={`${ids}-islands`}>
        <div className="ed-sim__heat-controls">
          <label className="ed-check">
            <input
              type="checkbox"
              checked={props.showHeat}
              disabled={props.stale}
              onChange={(e) => props.onShowHeat(e.target.checked)}
              data-testid="sim-heat-toggle"
            />
            <span>{say('editor.sim.heat')}</span>
          </label>
          <div className="ed-seg__options ed-seg__options--small" role="radiogroup" aria-label={say('editor.sim.heatBy')}>
            {HEAT_METRICS.map((m) => (
              <label key={m} className="ed-seg__option" title={say(`editor.heat.${m}.legend`)}>
                <input
                  type="radio"
                  name={`${ids}-metric`}
                  value={m}
                  checked={props.metric === m}
                  disabled={props.stale || !props.showHeat}
                  onChange={() => props.onMetric(m)}
                  data-testid={`sim-metric-${m}`}
                />
                <span>{say(`editor.heat.${m}`)}</span>
              </label>
            ))}
          </div>
        </div>
        <IslandList report={report} metric={props.metric} />
      </Section>

      <details className="ed-sim__more">
        <summary>{say('editor.sim.cli')}</summary>
        <p className="ed-help">
          {say('editor.sim.cli.help')} <code>{say('editor.sim.cli.file')}</code>
          {say('editor.colon.end')}
        </p>
        <pre className="ed-sim__cli" data-testid="sim-cli">{cliCommand(settings, say('editor.sim.cli.file'))}</pre>
        <button type="button" className="ed-btn" onClick={download} data-testid="sim-download">
          {say('editor.sim.download')}
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
