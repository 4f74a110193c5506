import { direction, type Comparison } from '../../sim/compare';
import type { SimReport } from '../../sim/report';
import type { Difference } from '../../sim/stats';
import { useEditorWords, type EditorWords } from './words';

/**
 * A comparison of the baseline's run and the edited board's, every figure edited −
 * baseline as src/sim/compare.ts computes it: a change is said to rise or fall only
 * when its 95% interval leaves out 0, else "not enough games to tell".
 */

const END_REASONS = ['all-laid', 'no-placement', 'dead-board'] as const;
const SHOWN_ISLANDS = 6;

/** The change in words, with its interval: `share` for proportions (as points of percentage), else a plain number. */
function changeWords(d: Difference, words: EditorWords, share: boolean): string {
  const { say, pct, num } = words;
  const f = (x: number) => (share ? pct(x, 1) : num(x, 1));
  const signed = (x: number) => `${x < 0 ? '−' : '+'}${f(Math.abs(x))}`;
  const way = direction(d);
  if (way === 'unclear') return say('editor.cmp.unclear', { low: signed(d.ci[0]), high: signed(d.ci[1]) });
  return `${say(`editor.cmp.${way}`, { points: f(Math.abs(d.value)) })} (${say('editor.cmp.interval', { low: signed(d.ci[0]), high: signed(d.ci[1]) })})`;
}

export default function CompareResults({ comparison, reports }: { comparison: Comparison; reports: [SimReport, SimReport] }) {
  const words = useEditorWords();
  const { say, pct, num } = words;
  const moved = comparison.islands.filter((i) => i.reached.difference.significant).sort((x, y) => Math.abs(y.reached.difference.value) - Math.abs(x.reached.difference.value));
  return (
    <div className="ed-cmp__results" data-testid="cmp-results">
      <h4 className="ed-sim__label">{say('editor.cmp.seats')}</h4>
      {/* A list, not a table: the change in words with its interval needs the panel's whole width. */}
      <ul className="ed-cmp__list ed-cmp__seats">
        {comparison.seats.map((s) => (
          <li key={s.seat} data-testid="cmp-seat" data-direction={direction(s.winRate.difference)}>
            <strong>{say('editor.cmp.seat', { seat: s.seat + 1 })}</strong>
            {say('editor.colon')}
            {pct(s.winRate.a, 1)} → {pct(s.winRate.b, 1)}, {changeWords(s.winRate.difference, words, true)}
          </li>
        ))}
      </ul>

      <dl className="ed-cmp__facts">
        <dt>{say('editor.cmp.rounds')}</dt>
        <dd data-testid="cmp-rounds">
          {num(comparison.rounds.a, 1)} → {num(comparison.rounds.b, 1)}{say('editor.colon')}{changeWords(comparison.rounds.difference, words, false)}
        </dd>
        <dt>{say('editor.cmp.purple')}</dt>
        <dd>
          {pct(comparison.purple.a)} → {pct(comparison.purple.b)}{say('editor.colon')}{changeWords(comparison.purple.difference, words, true)}
        </dd>
        <dt>{say('editor.cmp.ends')}</dt>
        {END_REASONS.map((k) => (
          <dd key={k} data-testid={`cmp-end-${k}`}>
            {say(`editor.sim.end.${k}`)}
            {say('editor.colon')}
            {pct(reports[0].endReasons[k] / Math.max(1, reports[0].games))} → {pct(reports[1].endReasons[k] / Math.max(1, reports[1].games))}
          </dd>
        ))}
      </dl>

      <h4 className="ed-sim__label">{say('editor.cmp.reach')}</h4>
      <p className="ed-help">{say('editor.cmp.reach.help')}</p>
      {moved.length === 0 ? (
        <p className="ed-muted">{say('editor.cmp.reach.none')}</p>
      ) : (
        <ul className="ed-cmp__list" data-testid="cmp-reach">
          {moved.slice(0, SHOWN_ISLANDS).map((i) => (
            <li key={i.id}>
              <strong>{i.name}</strong>
              {say('editor.colon')}
              {pct(i.reached.a)} → {pct(i.reached.b)}, {changeWords(i.reached.difference, words, true)}
            </li>
          ))}
          {moved.length > SHOWN_ISLANDS && <li className="ed-muted">{say('editor.cmp.reach.more', { count: moved.length - SHOWN_ISLANDS })}</li>}
        </ul>
      )}
    </div>
  );
}
