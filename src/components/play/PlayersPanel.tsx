import { currentSeat, type GameState } from '../../engine';
import { NATION_STYLE } from '../../board/colors';
import type { CompanyId } from '../../map/schema';
import { cardName, companyName } from '../../game/describe';
import { useWords } from './words';
import { botLabel } from '../../play/bots';

/** Money, card, reserve and ship bought, for every player; the player to act is marked. */
export default function PlayersPanel({ state, colors, bots }: { state: GameState; colors: Readonly<Record<CompanyId, string>>; bots: (string | undefined)[] }) {
  const toAct = state.ended ? -1 : currentSeat(state);
  const { say } = useWords();
  return (
    <section className="play-players" aria-labelledby="play-players-h">
      <h3 id="play-players-h">{say('play.players')}</h3>
      <table data-testid="players">
        <thead>
          <tr>
            <th scope="col">{say('play.col.player')}</th>
            <th scope="col">{say('play.col.money')}</th>
            <th scope="col">{say('play.col.card')}</th>
            <th scope="col" title={say('play.col.reserve.title')}>
              {say('play.col.reserve')}
            </th>
            <th scope="col">{say('play.col.ship')}</th>
          </tr>
        </thead>
        <tbody>
          {state.players.map((p, seat) => {
            const card = p.card ? state.cards.find((c) => c.id === p.card) : null;
            const style = NATION_STYLE[p.nation];
            return (
              <tr key={seat} aria-current={seat === toAct ? 'true' : undefined} data-player={p.name}>
                <th scope="row">
                  <span className="play-nation" style={{ background: style.color, color: style.text }} aria-hidden="true">
                    {style.initial}
                  </span>
                  {p.name}
                  {seat === state.firstPlayer && <span className="play-badge" title={say('play.first.title')}>
                      {say('play.first')}
                    </span>}
                  {bots[seat] && <span className="play-badge play-badge--bot">{say('play.botBadge', { bot: botLabel(bots[seat]!, say) })}</span>}
                  {seat === toAct && <span className="visually-hidden">{say('play.toPlay')}</span>}
                </th>
                <td data-col="money">{say('play.money', { amount: p.money })}</td>
                <td data-col="card">{card ? (card.status === 'used' ? say('play.card.used', { card: cardName(card.kind, say) }) : cardName(card.kind, say)) : '—'}</td>
                <td data-col="reserve">{p.reserve}</td>
                <td data-col="ship">
                  {p.clipper ? (
                    <>
                      <span className="swatch" style={{ background: colors[p.clipper] }} />
                      {companyName(state.map, p.clipper)}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
