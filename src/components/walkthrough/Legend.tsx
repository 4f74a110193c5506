import type { PlayerRow } from '../../walkthrough/step-model';

/** What the board's marks mean, including each player's port markers (the nation's colour and letter). */
export default function Legend({ players }: { players: readonly PlayerRow[] }) {
  return (
    <div className="wt__legend">
      <p className="wt__legend-row">
        {players.map((p) => (
          <span key={p.seat}>
            <span className="nation-chip nation-chip--marker" style={{ background: p.color, color: p.textColor }} aria-hidden="true">
              {p.initial}
            </span>
            {p.name}'s port markers ({p.nationLabel})
          </span>
        ))}
      </p>
      <p className="wt__legend-row">
        <span>
          <span className="legend-ship" aria-hidden="true">▲</span> ship at a route's end
        </span>
        <span>
          <span className="legend-port" aria-hidden="true" /> free port space
        </span>
        <span>
          <span className="legend-dash" aria-hidden="true" /> route spaces (one dash each)
        </span>
        <span>
          <span className="legend-glow" aria-hidden="true" /> changed in this step
        </span>
      </p>
    </div>
  );
}
