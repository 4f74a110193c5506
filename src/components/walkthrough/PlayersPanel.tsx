import type { StepSnapshot } from '../../walkthrough/step-payload';
import type { Say } from '../../i18n/format';

/** Each player's money, option card, markers in reserve and waiting ship after the step, with what the step changed. */
export default function PlayersPanel({ view, say }: { view: StepSnapshot; say: Say }) {
  return (
    <div className="wt__players">
      <h3 id="wt-players-title">
        {say('player.players')} <span className="wt__after">{say('player.after', { when: view.when })}</span>
      </h3>
      {/* It scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className="wt__table-scroll" tabIndex={0} role="region" aria-labelledby="wt-players-title">
        <table aria-labelledby="wt-players-title">
        <thead>
          <tr>
            <th scope="col">{say('player.col.player')}</th>
            <th scope="col" className="num">
              {say('player.col.money')}
            </th>
            <th scope="col">{say('player.col.card')}</th>
            <th scope="col" className="num">
              <abbr title={say('player.col.reserve.title')}>{say('player.col.reserve')}</abbr>
            </th>
            <th scope="col">
              <abbr title={say('player.col.ship.title')}>{say('player.col.ship')}</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {view.players.map((p) => (
            <tr key={p.seat} data-player={p.name} className={p.acting ? 'acting' : undefined}>
              <th scope="row">
                <span className="wt__who">
                  <span className="nation-chip" style={{ background: p.color, color: p.textColor }} title={p.nationLabel} aria-hidden="true">
                    {p.initial}
                  </span>
                  <span className="wt__player-name">{p.name}</span>
                  <span className="visually-hidden"> ({p.nationLabel})</span>
                </span>
                {(p.firstPlayer || p.next) && (
                  <span className="wt__badges">
                    {p.firstPlayer && (
                      <span className="badge" title={say('player.firstPlayer.title')}>
                        {say('player.firstPlayer')}
                      </span>
                    )}
                    {p.next && <span className="badge badge--next">{say('player.toPlay')}</span>}
                  </span>
                )}
              </th>
              <td className="num" data-field="money">
                <span className="money">{say('player.money', { amount: p.money })}</span>
                {p.moneyDelta !== 0 && <span className={`delta ${p.moneyDelta > 0 ? 'delta--up' : 'delta--down'}`}>{p.moneyDelta > 0 ? `+${say('player.money', { amount: p.moneyDelta })}` : `−${say('player.money', { amount: -p.moneyDelta })}`}</span>}
              </td>
              <td data-field="card">{p.card ?? <span className="muted" aria-label={say('player.none')}>—</span>}</td>
              <td className="num" data-field="reserve">
                {p.reserve}
                {p.reserveDelta !== 0 && <span className="delta delta--down">{p.reserveDelta > 0 ? `+${p.reserveDelta}` : `−${-p.reserveDelta}`}</span>}
              </td>
              <td data-field="clipper">{p.clipper ?? <span className="muted" aria-label={say('player.none')}>—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </div>
  );
}
