import { heatGradient, heatText, type BoardHeat } from '../../editor/heat';
import { useEditorWords } from './words';

/** The heat map's legend, docked under the board (in the stage's bar) while the heat map is on. */
export default function HeatLegend({ heat }: { heat: BoardHeat }) {
  const { say, count, locale } = useEditorWords();
  return (
    <div className="ed-heat-legend" data-testid="heat-legend" data-metric={heat.metric}>
      {/* One line in the bar under the board: cut with an ellipsis when narrow, whole on hover. */}
      <p className="ed-heat-legend__head" title={say(`editor.heat.${heat.metric}.legend`)}>
        <strong>{say('editor.sim.islands')}</strong> <span className="ed-muted">· {count('editor.sim.games', heat.games)}</span>
        <span className="ed-heat-legend__what"> · {say(`editor.heat.${heat.metric}.legend`)}</span>
      </p>
      <div className="ed-heat-legend__scale">
        <span className="ed-heat-legend__tick">{heatText(heat.metric, heat.metric === 'change' ? -heat.max : 0, locale)}</span>
        <span className="ed-heat-legend__bar" style={{ background: heatGradient(heat.metric) }} aria-hidden="true" />
        <span className="ed-heat-legend__tick">{heatText(heat.metric, heat.max, locale)}</span>
        {heat.metric !== 'change' && (
          <p className="ed-heat-legend__never">
            <span className="ed-heat-legend__never-swatch" aria-hidden="true" /> {say('editor.heat.never')}
          </p>
        )}
      </div>
    </div>
  );
}
