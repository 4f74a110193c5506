import { heatGradient, heatText, type BoardHeat } from '../../editor/heat';
import { useEditorWords } from './words';

/** The heat map's legend, drawn over the board by the editor while the heat map is on. */
export default function HeatLegend({ heat }: { heat: BoardHeat }) {
  const { say, count, locale } = useEditorWords();
  const ticks = [0, heat.max / 2, heat.max];
  return (
    <div className="ed-heat-legend" data-testid="heat-legend" data-metric={heat.metric}>
      <div className="ed-heat-legend__head">
        <strong>{say('editor.sim.islands')}</strong>
        <span className="ed-muted">{count('editor.sim.games', heat.games)}</span>
      </div>
      <p className="ed-heat-legend__what">{say(`editor.heat.${heat.metric}.legend`)}</p>
      <div className="ed-heat-legend__bar" style={{ background: heatGradient() }} aria-hidden="true" />
      <div className="ed-heat-legend__ticks" aria-hidden="true">
        {ticks.map((t, i) => (
          <span key={i}>{heatText(heat.metric, t, locale)}</span>
        ))}
      </div>
      <p className="ed-heat-legend__never">
        <span className="ed-heat-legend__never-swatch" aria-hidden="true" /> {say('editor.heat.never')}
      </p>
    </div>
  );
}
