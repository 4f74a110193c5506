import type { PlayerRow } from '../../walkthrough/step-model';
import type { Say } from '../../i18n/format';

/** What the board's marks mean, including each player's port markers (the nation's colour and letter). */
export default function Legend({ players, say }: { players: readonly PlayerRow[]; say: Say }) {
  return (
    <div className="wt__legend">
      <p className="wt__legend-row">
        {players.map((p) => (
          <span key={p.seat}>
            <span className="nation-chip nation-chip--marker" style={{ background: p.color, color: p.textColor }} aria-hidden="true">
              {p.initial}
            </span>
            {say('player.legend.markers', { name: p.name, nation: p.nationLabel })}
          </span>
        ))}
      </p>
      <p className="wt__legend-row">
        <span>
          <span className="legend-ship" aria-hidden="true">▲</span> {say('player.legend.ship')}
        </span>
        <span>
          <span className="legend-port" aria-hidden="true" /> {say('player.legend.port')}
        </span>
        <span>
          <span className="legend-dash" aria-hidden="true" /> {say('player.legend.dash')}
        </span>
        <span>
          <span className="legend-glow" aria-hidden="true" /> {say('player.legend.glow')}
        </span>
      </p>
    </div>
  );
}
