import { useEffect, useState, type ReactNode } from 'react';
import { duration, runClock } from '../../editor/sim-view';
import { useEditorWords } from './words';

/** The Simulate panel's small parts: a whole-number field with its label, hint or error, the run and cancel buttons, and a running simulation's progress. */

export function WholeInput(props: { id: string; min: number; max: number; value: string; disabled: boolean; onChange(text: string): void; testId: string }) {
  return (
    <input
      id={props.id}
      type="number"
      inputMode="numeric"
      min={props.min}
      max={props.max}
      step={1}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value)}
      data-testid={props.testId}
    />
  );
}

export function SmallField({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error: string | null; children: ReactNode }) {
  return (
    <div className={`ed-field${error ? ' ed-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p className="ed-field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="ed-field__hint">{hint}</p>
      ) : null}
    </div>
  );
}

export function Progress(run: { started: number; lastAt: number; done: number; total: number }) {
  const { done, total } = run;
  // A search bot can take seconds a game: the clock ticks between games so the run never looks stuck.
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const { say, locale } = useEditorWords();
  const { elapsed, left } = runClock(run, Math.max(now, run.lastAt));
  const share = total > 0 ? done / total : 0;
  return (
    <div className="ed-sim__progress" data-testid="sim-progress">
      <div className="ed-sim__progress-bar" role="progressbar" aria-label={say('editor.sim.played')} aria-valuemin={0} aria-valuemax={total} aria-valuenow={done}>
        <div style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </div>
      <p className="ed-sim__progress-text">
        <span>{say('editor.sim.progress', { done, total })}</span>
        <span>{left !== null ? say('editor.sim.left', { elapsed: duration(elapsed, locale), left: duration(left, locale) }) : duration(elapsed, locale)}</span>
      </p>
    </div>
  );
}

/**
 * The form's Run button (a submit, `label` its words), or Cancel while a run is going. Keyed apart: were
 * React to reuse one <button>, a click on Cancel would turn it into Run before the click's default
 * action, and submit the form (start a new run) on the same click. `testId`: the prefix of their test ids.
 */
export function RunButtons({ running, canRun, label, onCancel, testId }: { running: boolean; canRun: boolean; label: string; onCancel(): void; testId: string }) {
  const { say } = useEditorWords();
  return (
    <div className="ed-sim__actions">
      {running ? (
        <button key="cancel" type="button" className="ed-btn ed-btn--danger" onClick={onCancel} data-testid={`${testId}-cancel`}>
          {say('editor.cancel')}
        </button>
      ) : (
        <button key="run" type="submit" className="ed-btn ed-btn--primary" disabled={!canRun} data-testid={`${testId}-run`}>
          {label}
        </button>
      )}
    </div>
  );
}
