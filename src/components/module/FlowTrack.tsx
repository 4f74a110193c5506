import type { TrackState } from '../../statecharts/track';
import './flow-track.css';

export interface FlowTrackProps {
  states: readonly TrackState[];
  /** The chart id the turn's actor stands at (a step, or an ending): `turn.turn.freight`. */
  at: string | null;
  title: string;
  /** The whole chart, drawn on its page. */
  chart?: { href: string; label: string };
  /** Only the current phase shows its steps (beside a board on a phone). */
  compact?: boolean;
  /** Whose run of the actor lit it: this page's, or the build's (`data-lit-by`). */
  by?: 'actor' | 'build';
}

/**
 * Where a turn stands, as a game's turn chart names it: each phase with its steps, the
 * endings, the one the actor stands at lit (`aria-current`, and `data-active-state` with
 * its ancestors, for tests). The lit state is the actor's (flow-machine.ts); this draws it.
 */
export default function FlowTrack({ states, at, title, chart, compact = false, by = 'actor' }: FlowTrackProps) {
  const root = states.find((s) => s.parent === null);
  if (!root) return null;
  const active = at === null ? [] : ancestry(at);
  const tops = states.filter((s) => s.parent === root.id);
  return (
    <section className={compact ? 'flow-track flow-track--compact' : 'flow-track'} aria-label={title} data-active-state={active.join(' ')} data-lit-by={by}>
      <h3 className="flow-track__title">{title}</h3>
      <ol className="flow-track__phases">
        {tops.map((top) => {
          const steps = states.filter((s) => s.parent === top.id);
          const lit = active.includes(top.id);
          return (
            <li key={top.id} className={`flow-track__phase${lit ? ' flow-track__phase--active' : ''}${top.type === 'final' ? ' flow-track__phase--end' : ''}`} data-state={top.id} aria-current={lit && steps.length === 0 ? 'step' : undefined}>
              <span className="flow-track__label">{top.label}</span>
              {steps.length > 0 && (!compact || lit) && (
                <ol className="flow-track__steps">
                  {steps.map((s) => (
                    <li key={s.id} className={`flow-track__step${active.includes(s.id) ? ' flow-track__step--active' : ''}`} data-state={s.id} aria-current={active.includes(s.id) ? 'step' : undefined}>
                      {s.label}
                    </li>
                  ))}
                </ol>
              )}
            </li>
          );
        })}
      </ol>
      {chart && (
        <a className="flow-track__chart" href={chart.href}>
          {chart.label}
        </a>
      )}
    </section>
  );
}

/** `turn.turn.freight` → `turn`, `turn.turn`, `turn.turn.freight`. */
const ancestry = (id: string) => id.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'));
