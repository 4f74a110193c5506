import { score, type GameState } from '../../engine';
import { endReason, islandName, verdict } from '../../play/announce';
import { END_RULE, ruleHref } from '../../engine';
import { useWords } from './words';

/** The end of the game: each player's points island by island, the money, the total, and how a tie was settled. */
export default function ScoreSheet({ state, base }: { state: GameState; base: string }) {
  const sheet = score(state);
  const { say } = useWords();
  return (
    <section className="play-score" id="score-sheet" tabIndex={-1} aria-labelledby="play-score-h" data-testid="score-sheet">
      <h2 id="play-score-h">{say('play.score')}</h2>
      <p className="muted">
        {endReason(state, say)}{' '}
        {state.ended && <a href={ruleHref(END_RULE[state.ended.reason], base)}>{say('play.end.rule')}</a>}
      </p>
      <p className="play-score__verdict">
        <strong>{verdict(state, sheet, say)}</strong>{' '}
        {sheet.decidedBy !== 'points' && <a href={ruleHref('score.tie-break', base)}>{say('play.score.ties')}</a>}
      </p>
      <div className="play-score__grid">
        {sheet.players.map((p) => (
          <table key={p.seat} className={sheet.winners.includes(p.seat) ? 'play-score__winner' : undefined}>
            <caption>
              {say('play.score.caption', { name: p.name, total: p.total })}
              {sheet.winners.includes(p.seat) ? say('play.score.winner') : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">{say('play.score.island')}</th>
                <th scope="col">{say('play.score.formula')}</th>
                <th scope="col">{say('play.score.points')}</th>
              </tr>
            </thead>
            <tbody>
              {p.ports.map((x) => (
                <tr key={x.island}>
                  <th scope="row">{islandName(state, x.island, say)}</th>
                  <td>
                    {x.markers} × {x.value} × {x.companies}
                    {x.note && (
                      <>
                        {' '}
                        <a className="play-score__note" href={ruleHref('score.purple-home', base)}>
                          ({say('play.score.purpleNote')})
                        </a>
                      </>
                    )}
                  </td>
                  <td>{x.points}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{say('play.score.money')}</th>
                <td>{say('play.score.rate')}</td>
                <td>{p.money}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {say('play.score.total')}
                </th>
                <td>{p.total}</td>
              </tr>
            </tfoot>
          </table>
        ))}
      </div>
    </section>
  );
}
