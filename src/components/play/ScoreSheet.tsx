import { score, type GameState } from '../../engine';
import { nodeName } from '../../map/board';
import { endReason, verdict } from '../../play/announce';
import { ruleHref } from '../../engine';

/** The end of the game: each player's points island by island, the money, the total, and how a tie was settled. */
export default function ScoreSheet({ state, base }: { state: GameState; base: string }) {
  const sheet = score(state);
  return (
    <section className="play-score" id="score-sheet" tabIndex={-1} aria-labelledby="play-score-h" data-testid="score-sheet">
      <h2 id="play-score-h">Final scores</h2>
      <p className="muted">{endReason(state)}</p>
      <p className="play-score__verdict">
        <strong>{verdict(state, sheet)}</strong>{' '}
        {sheet.decidedBy !== 'points' && <a href={ruleHref('score.tie-break', base)}>How ties are broken</a>}
      </p>
      <div className="play-score__grid">
        {sheet.players.map((p) => (
          <table key={p.seat} className={sheet.winners.includes(p.seat) ? 'play-score__winner' : undefined}>
            <caption>
              {p.name}: {p.total} points{sheet.winners.includes(p.seat) ? ' — winner' : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Island</th>
                <th scope="col">Markers × value × companies</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              {p.ports.map((x) => (
                <tr key={x.island}>
                  <th scope="row">{nodeName(state.map, x.island)}</th>
                  <td>
                    {x.markers} × {x.value} × {x.companies}
                  </td>
                  <td>{x.points}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Money</th>
                <td>$1 = 1 point</td>
                <td>{p.money}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total
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
