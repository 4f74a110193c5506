import { heatText, type HeatMetric } from '../../editor/heat';
import { frequency, seatVerdict, winAxisMax } from '../../editor/sim-view';
import type { SimReport } from '../../sim/report';
import { useEditorWords, type EditorWords } from './words';

/** The Simulate report's charts and tables: wins by seat, how games end, the least reached islands. */

export function SeatBars({ report }: { report: SimReport }) {
  const { say, pct, num, count } = useEditorWords();
  const bot = (b: SimReport['bots'][number]) => say(`bot.${b}`);
  const seatName = (seat: number) => (seat === 0 ? say('editor.sim.seat.first', { n: seat + 1 }) : say('editor.sim.seat', { n: seat + 1 }));
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
                {say('editor.sim.seat', { n: s.seat + 1 })}
                {first && (
                  <span className="ed-sim__first" title={say('editor.sim.first.title')}>
                    {say('editor.sim.first')}
                  </span>
                )}
                <span className="ed-sim__seat-bot">{bot(s.bot)}</span>
              </span>
              <span
                className="ed-sim__bar"
                role="img"
                aria-label={say('editor.sim.bar', { seat: seatName(s.seat), bot: bot(s.bot), rate: pct(s.winRate, 1), lo: pct(lo, 1), hi: pct(hi, 1) })}
                title={say('editor.sim.bar.title', { wins: count('editor.sim.wins', s.wins), shared: s.sharedWins ? count('editor.sim.sharedWins', s.sharedWins) : '', mean: num(s.score.mean, 1), sd: num(s.score.sd, 1) })}
              >
                <span className="ed-sim__bar-fill" style={{ width: at(s.winRate) }} data-testid="sim-seat-bar" />
                <span className="ed-sim__bar-ci" style={{ left: at(lo), width: `calc(${at(hi)} - ${at(lo)})` }} />
                <span className="ed-sim__bar-fair" style={{ left: at(fair) }} />
              </span>
              <span className="ed-sim__seat-rate">
                <strong>{pct(s.winRate, 1)}</strong>
                <span className="ed-muted">
                  {pct(lo)}–{pct(hi)}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="ed-sim__axis" aria-hidden="true">
        {ticks.map((t, i) => (
          <span key={i} style={{ left: at(t) }}>
            {pct(t)}
          </span>
        ))}
      </div>
      <figcaption className="ed-sim__small ed-muted">
        {say('editor.sim.bars.key', { fair: pct(fair) })}
      </figcaption>
      <SeatVerdict report={report} />
    </figure>
  );
}

/** What the intervals let the designer conclude, as `clippers simulate` says it: fair, off a fair share, or not enough games (and how many would do). */
function SeatVerdict({ report }: { report: SimReport }) {
  const { say, pct } = useEditorWords();
  const v = seatVerdict(report);
  const fair = pct(v.fair, 1);
  const seats = (list: number[]) => list.map((seat) => say('editor.sim.seat', { n: seat + 1 })).join(say('editor.sim.verdict.and'));
  const lines: string[] = [];
  if (v.verdict === 'fair') lines.push(say('editor.sim.verdict.fair', { points: v.points, fair }));
  if (v.favoured.length > 0) lines.push(say('editor.sim.verdict.favoured', { fair, seats: seats(v.favoured) }));
  if (v.handicapped.length > 0) lines.push(say('editor.sim.verdict.handicapped', { fair, seats: seats(v.handicapped) }));
  if (v.verdict === 'undecided') lines.push(say('editor.sim.verdict.undecided', { fair }));
  else if (v.undecided.length > 0) lines.push(say('editor.sim.verdict.undecidedFor', { seats: seats(v.undecided) }));
  if (v.gamesNeeded !== null) lines.push(say('editor.sim.verdict.games', { games: v.gamesNeeded, points: v.points }));
  return (
    <p className="ed-sim__small" data-testid="sim-verdict" data-verdict={v.verdict}>
      {lines.join(' ')}
    </p>
  );
}

/** How often, as the simulator words it (`frequency`): a percentage, "1 game in 500", or "never". */
export function often(words: Pick<EditorWords, 'say' | 'count' | 'pct'>, count: number, games: number): string {
  const f = frequency(count, games);
  return f.kind === 'never' ? words.say('editor.sim.purpleNever') : f.kind === 'rare' ? words.count('editor.sim.rare', f.count, { games: f.games }) : words.pct(f.share);
}

export function EndReasons({ report }: { report: SimReport }) {
  const words = useEditorWords();
  const { say, count } = words;
  const keys = Object.keys(report.endReasons) as (keyof SimReport['endReasons'])[];
  const n = Math.max(1, report.games);
  return (
    <div className="ed-sim__ends" data-testid="sim-ends">
      <p className="ed-sim__label">{say('editor.sim.ends')}</p>
      <div
        className="ed-sim__stack"
        role="img"
        aria-label={keys.map((k) => `${say(`editor.sim.end.${k}`)}${say('editor.colon')}${count('editor.sim.games', report.endReasons[k])}`).join(say('editor.sim.listSep'))}
      >
        {keys.map((k, i) =>
          report.endReasons[k] > 0 ? <span key={k} className={`ed-sim__stack-part ed-sim__stack-part--${i}`} style={{ width: `${((report.endReasons[k] / n) * 100).toFixed(2)}%` }} /> : null,
        )}
      </div>
      <ul className="ed-sim__keys">
        {keys.map((k, i) => (
          <li key={k}>
            <span className={`ed-sim__key ed-sim__stack-part--${i}`} aria-hidden="true" /> {say(`editor.sim.end.${k}`)} <strong>{often(words, report.endReasons[k], report.games)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function IslandList({ report, metric }: { report: SimReport; metric: HeatMetric }) {
  const least = report.islands
    .slice()
    .sort((a, b) => a.share - b.share || a.companies.mean - b.companies.mean)
    .slice(0, 5);
  const never = report.islands.filter((i) => i.reached === 0);
  const words = useEditorWords();
  const { say, locale } = words;
  return (
    <>
      <p className="ed-sim__small" data-testid="sim-never">
        {never.length === 0 ? (
          say('editor.sim.allReached')
        ) : (
          <>
            <strong>{say('editor.sim.neverReached')}</strong> {never.map((i) => i.name).join(', ')}.
          </>
        )}
      </p>
      <table className="ed-table ed-sim__islands">
        <caption className="ed-sim__label">{say('editor.sim.least')}</caption>
        <thead>
          <tr>
            <th scope="col">{say('editor.island')}</th>
            <th scope="col">{say('editor.island.value')}</th>
            <th scope="col">{say('editor.sim.reached')}</th>
            <th scope="col">{say('editor.tab.companies')}</th>
          </tr>
        </thead>
        <tbody>
          {least.map((i) => (
            <tr key={i.id} className={metric === 'reached' ? 'ed-sim__by-reached' : 'ed-sim__by-companies'}>
              <td>{i.name}</td>
              <td>{i.value}</td>
              <td>{often(words, i.reached, report.games)}</td>
              <td>{heatText('companies', i.companies.mean, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
