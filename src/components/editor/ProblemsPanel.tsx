import { useState } from 'react';
import type { EditorProblem } from '../../editor/walkthrough-problems';

/** The checker's findings after the last edit, and the walkthrough steps it breaks; clicking one shows what it names. */
export default function ProblemsPanel(props: { diagnostics: readonly EditorProblem[]; checkMs: number; onShow: (d: EditorProblem) => void }) {
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState<string | null>(null);
  const errors = props.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = props.diagnostics.length - errors;
  const keyOf = (d: EditorProblem) => `${d.code}|${d.elements.join(',')}|${d.message}`;
  return (
    <section className={`ed-problems${open ? '' : ' ed-problems--closed'}`} aria-labelledby="ed-problems-title" data-testid="problems">
      <header className="ed-problems__head">
        <button type="button" className="ed-problems__toggle" aria-expanded={open} aria-controls="ed-problems-list" onClick={() => setOpen(!open)}>
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          <span id="ed-problems-title">Problems</span>
        </button>
        <span className={`ed-badge ed-badge--error${errors ? '' : ' ed-badge--zero'}`} data-testid="error-count">
          {errors} {errors === 1 ? 'error' : 'errors'}
        </span>
        <span className={`ed-badge ed-badge--warning${warnings ? '' : ' ed-badge--zero'}`} data-testid="warning-count">
          {warnings} {warnings === 1 ? 'warning' : 'warnings'}
        </span>
        <span className="ed-problems__time" title="Time the checker took after the last edit">
          checked in {props.checkMs < 1 ? props.checkMs.toFixed(2) : props.checkMs.toFixed(1)} ms
        </span>
      </header>
      <div id="ed-problems-list" hidden={!open} aria-live="polite">
        {props.diagnostics.length === 0 ? (
          <p className="ed-problems__clean">✓ The checker finds nothing wrong: the board is playable.</p>
        ) : (
          <ul className="ed-problems__list">
            {props.diagnostics.map((d) => {
              const key = keyOf(d);
              return (
                <li key={key}>
                  <button
                    type="button"
                    className={`ed-problem ed-problem--${d.severity}${active === key ? ' ed-problem--active' : ''}`}
                    data-code={d.code}
                    onClick={() => {
                      setActive(key);
                      props.onShow(d);
                    }}
                  >
                    <span className="ed-problem__icon" aria-hidden="true">
                      {d.severity === 'error' ? '✖' : '▲'}
                    </span>
                    <span className="visually-hidden">{d.severity}: </span>
                    <code className="ed-problem__code">{d.code}</code>
                    <span className="ed-problem__msg">{d.message}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
