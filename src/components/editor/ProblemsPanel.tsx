import { useState } from 'react';
import type { Fix } from '../../editor/fixes';
import type { EditorProblem } from '../../editor/walkthrough-problems';
import { problemText } from './problem-words';
import { useEditorWords } from './words';

/** The checker's findings after the last edit, and the walkthrough steps it breaks; clicking one shows what it names. */
export default function ProblemsPanel(props: {
  diagnostics: readonly EditorProblem[];
  checkMs: number;
  onShow: (d: EditorProblem) => void;
  /** A problem's one-click fix, when it has one (editor/fixes.ts). */
  fixOf?: (d: EditorProblem) => Fix | null;
  onFix?: (fix: Fix) => void;
  /** The project's walkthroughs, each replayed on the board or switched off by the designer. */
  walkthroughs?: readonly { id: string; title: string; on: boolean }[];
  onToggleWalkthrough?: (id: string) => void;
}) {
  const words = useEditorWords();
  const { say, count, num } = words;
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
          <span id="ed-problems-title">{say('editor.problems')}</span>
        </button>
        <span className={`ed-badge ed-badge--error${errors ? '' : ' ed-badge--zero'}`} data-testid="error-count">
          {count('editor.errors', errors)}
        </span>
        <span className={`ed-badge ed-badge--warning${warnings ? '' : ' ed-badge--zero'}`} data-testid="warning-count">
          {count('editor.warnings', warnings)}
        </span>
        <span className="ed-problems__time" title={say('editor.problems.time.title')}>
          {say('editor.problems.time', { ms: num(props.checkMs, props.checkMs < 1 ? 2 : 1) })}
        </span>
      </header>
      <div id="ed-problems-list" hidden={!open} aria-live="polite">
        {props.walkthroughs && props.walkthroughs.length > 0 && (
          <details className="ed-problems__wts" data-testid="walkthrough-choice">
            <summary>{say('editor.problems.walkthroughs', { on: props.walkthroughs.filter((w) => w.on).length, all: props.walkthroughs.length })}</summary>
            <p className="ed-problems__wts-help">{say('editor.problems.walkthroughs.help')}</p>
            {props.walkthroughs.map((w) => (
              <label key={w.id} className="ed-problems__wt">
                <input type="checkbox" checked={w.on} onChange={() => props.onToggleWalkthrough?.(w.id)} data-walkthrough={w.id} />
                {w.title}
              </label>
            ))}
          </details>
        )}
        {props.diagnostics.length === 0 ? (
          <p className="ed-problems__clean">{say('editor.problems.none')}</p>
        ) : (
          <ul className="ed-problems__list">
            {props.diagnostics.map((d) => {
              const key = keyOf(d);
              const fix = props.fixOf?.(d) ?? null;
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
                    <span className="visually-hidden">{say(`editor.severity.${d.severity}`)}</span>
                    <code className="ed-problem__code">{d.code}</code>
                    <span className="ed-problem__msg">{problemText(d, words)}</span>
                  </button>
                  {fix && (
                    <button type="button" className="ed-btn ed-problem__fix" data-testid="problem-fix" onClick={() => props.onFix?.(fix)}>
                      {say('editor.problems.fix', { what: say(fix.label.key, fix.label.vars) })}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
