import { cardLabel, currentSeat, type GameState } from '../../engine';
import { NATION_STYLE } from '../../board/colors';
import type { CompanyId } from '../../map/schema';
import { companyName } from '../../game/describe';

/** Money, card, reserve and ship bought, for every player; the player to act is marked. */
export default function PlayersPanel({ state, colors, bots }: { state: GameState; colors: Readonly<Record<CompanyId, string>>; bots: (string | undefined)[] }) {
  const toAct = state.ended ? -1 : currentSeat(state);
  return (
    <section className="play-players" aria-labelledby="play-players-h">
      <h3 id="play-players-h">Players</h3>
      <table data-testid="players">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Money</th>
            <th scope="col">Card</th>
            <th scope="col" title="Port markers in reserve">Reserve</th>
            <th scope="col">Ship</th>
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
                  {seat === state.firstPlayer && <span className="play-badge" title="Holds the first-player card">1st</span>}
                  {bots[seat] && <span className="play-badge play-badge--bot">{bots[seat]} bot</span>}
                  {seat === toAct && <span className="visually-hidden"> (to play)</span>}
                </th>
                <td data-col="money">${p.money}</td>
                <td data-col="card">{card ? `${cardLabel(card.kind)}${card.status === 'used' ? ' (used)' : ''}` : '—'}</td>
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
