import { heatGradient, HEAT_METRICS, heatText, type BoardHeat } from '../../editor/heat';

/** The heat map's legend, drawn over the board by the editor while the heat map is on. */
export default function HeatLegend({ heat }: { heat: BoardHeat }) {
  const metric = HEAT_METRICS.find((m) => m.id === heat.metric)!;
  const ticks = [0, heat.max / 2, heat.max];
  return (
    <div className="ed-heat-legend" data-testid="heat-legend" data-metric={heat.metric}>
      <div className="ed-heat-legend__head">
        <strong>Island reach</strong>
        <span className="ed-muted">{heat.games} games</span>
      </div>
      <p className="ed-heat-legend__what">{metric.legend}</p>
      <div className="ed-heat-legend__bar" style={{ background: heatGradient() }} aria-hidden="true" />
      <div className="ed-heat-legend__ticks" aria-hidden="true">
        {ticks.map((t, i) => (
          <span key={i}>{heatText(heat.metric, t)}</span>
        ))}
      </div>
      <p className="ed-heat-legend__never">
        <span className="ed-heat-legend__never-swatch" aria-hidden="true" /> never reached
      </p>
    </div>
  );
}
