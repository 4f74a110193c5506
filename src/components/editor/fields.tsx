import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useEditorWords } from './words';

/**
 * Form fields that edit the map through the command layer. Each keeps a draft of
 * what is typed: a value the map accepts is committed at once (live fields, one
 * gesture per field so typing is one undo step) or on Enter/blur (ids, which
 * rename references); a value it refuses stays in the field, marked, with the
 * reason, until fixed or abandoned (Escape or leaving the field restores the map's value).
 */

/** The command layer's answer: null when accepted, else why not. */
export type Commit<T> = (value: T) => string | null;

interface FieldProps {
  label: string;
  hint?: ReactNode;
  /** Called when the field loses focus (closes the open gesture). */
  onSeal?: () => void;
  disabled?: boolean;
  className?: string;
  testId?: string;
}

function FieldShell(props: { id: string; label: string; hint?: ReactNode; error: string | null; className?: string; children: ReactNode }) {
  return (
    <div className={`ed-field${props.error ? ' ed-field--invalid' : ''}${props.className ? ` ${props.className}` : ''}`}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.error ? (
        <p className="ed-field__error" id={`${props.id}-error`} role="alert">
          {props.error}
        </p>
      ) : props.hint ? (
        <p className="ed-field__hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

export function TextField(
  props: FieldProps & {
    value: string;
    onCommit: Commit<string>;
    /** 'input': every keystroke (coalesced by gesture); 'enter': on Enter or blur. */
    commitOn?: 'input' | 'enter';
    multiline?: boolean;
    placeholder?: string;
    spellCheck?: boolean;
    mono?: boolean;
  },
) {
  const id = useId();
  const { say } = useEditorWords();
  const [draft, setDraft] = useState(props.value);
  const [error, setError] = useState<string | null>(null);
  const commitOn = props.commitOn ?? 'input';
  // The map changed under the field (undo, another panel): show the map's value.
  useEffect(() => {
    setDraft((d) => (d === props.value ? d : props.value));
    setError(null);
  }, [props.value]);

  const tryCommit = (value: string) => {
    if (value === props.value) {
      setError(null);
      return;
    }
    setError(props.onCommit(value));
  };
  const abandon = () => {
    setDraft(props.value);
    setError(null);
  };
  const common = {
    id,
    value: draft,
    disabled: props.disabled,
    placeholder: props.placeholder,
    spellCheck: props.spellCheck,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : props.hint ? `${id}-hint` : undefined,
    'data-testid': props.testId,
    className: props.mono ? 'ed-mono' : undefined,
    onChange: (e: { target: { value: string } }) => {
      setDraft(e.target.value);
      if (commitOn === 'input') tryCommit(e.target.value);
      else setError(null);
    },
    onBlur: () => {
      if (commitOn === 'enter' && draft !== props.value) {
        const problem = props.onCommit(draft);
        if (problem) {
          // Leaving the field gives up the refused value, but says why.
          setDraft(props.value);
          setError(say('editor.field.notChanged', { problem }));
        }
      } else if (error) abandon();
      props.onSeal?.();
    },
    onKeyDown: (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (e.key === 'Escape' && (draft !== props.value || error)) {
        e.stopPropagation();
        abandon();
      } else if (e.key === 'Enter' && !props.multiline && commitOn === 'enter') {
        e.preventDefault();
        tryCommit(draft);
      }
    },
  };
  return (
    <FieldShell id={id} label={props.label} hint={props.hint} error={error} className={props.className}>
      {props.multiline ? <textarea rows={5} {...common} /> : <input type="text" autoComplete="off" {...common} />}
    </FieldShell>
  );
}

export function NumberField(
  props: FieldProps & {
    value: number;
    onCommit: Commit<number>;
    /** Whole numbers only (value, ports, segments): stepper buttons shown. */
    integer?: boolean;
    step?: number;
  },
) {
  const id = useId();
  const { say } = useEditorWords();
  const [draft, setDraft] = useState(String(props.value));
  const [error, setError] = useState<string | null>(null);
  const step = props.step ?? 1;
  useEffect(() => {
    setDraft((d) => (parseNumber(d) === props.value ? d : String(props.value)));
    setError(null);
  }, [props.value]);

  const commitText = (text: string) => {
    setDraft(text);
    const n = parseNumber(text);
    if (n === null) {
      setError(props.integer ? say('editor.field.whole') : say('editor.field.number'));
      return;
    }
    setError(n === props.value ? null : props.onCommit(n));
  };
  const bump = (direction: 1 | -1) => {
    const base = parseNumber(draft) ?? props.value;
    const next = Math.round((base + direction * step) * 1000) / 1000;
    commitText(String(next));
  };
  return (
    <FieldShell id={id} label={props.label} hint={props.hint} error={error} className={`ed-field--number ${props.className ?? ''}`}>
      <div className="ed-number">
        {props.integer && (
          <button type="button" className="ed-number__step" tabIndex={-1} aria-hidden="true" disabled={props.disabled} onClick={() => bump(-1)}>
            −
          </button>
        )}
        <input
          id={id}
          type="text"
          inputMode={props.integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={draft}
          disabled={props.disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : props.hint ? `${id}-hint` : undefined}
          data-testid={props.testId}
          onChange={(e) => commitText(e.target.value)}
          onBlur={() => {
            if (error) {
              setDraft(String(props.value));
              setError(null);
            }
            props.onSeal?.();
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
              e.preventDefault();
              bump(e.key === 'ArrowUp' ? 1 : -1);
            } else if (e.key === 'Escape' && error) {
              e.stopPropagation();
              setDraft(String(props.value));
              setError(null);
            }
          }}
        />
        {props.integer && (
          <button type="button" className="ed-number__step" tabIndex={-1} aria-hidden="true" disabled={props.disabled} onClick={() => bump(1)}>
            +
          </button>
        )}
      </div>
    </FieldShell>
  );
}

function parseNumber(text: string): number | null {
  const t = text.trim().replace(/^\u2212/, '-');
  if (t === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

export function SelectField<T extends string>(
  props: FieldProps & {
    value: T;
    options: readonly { value: T; label: string }[];
    onCommit: Commit<T>;
  },
) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [props.value]);
  const known = props.options.some((o) => o.value === props.value);
  const { say } = useEditorWords();
  return (
    <FieldShell id={id} label={props.label} hint={props.hint} error={error} className={props.className}>
      <select
        id={id}
        value={props.value}
        disabled={props.disabled}
        data-testid={props.testId}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setError(props.onCommit(e.target.value as T))}
      >
        {!known && <option value={props.value}>{props.value === '' ? say('editor.field.none') : say('editor.field.missing', { value: props.value })}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckField(props: FieldProps & { checked: boolean; onCommit: Commit<boolean> }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={`ed-check${props.className ? ` ${props.className}` : ''}`}>
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        data-testid={props.testId}
        onChange={(e) => setError(props.onCommit(e.target.checked))}
      />
      <label htmlFor={id}>{props.label}</label>
      {props.hint && <span className="ed-field__hint">{props.hint}</span>}
      {error && (
        <p className="ed-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

// The dialogs live in dialog.tsx; importers of the editor's form pieces find them here too.
export { ConfirmDialog, Dialog } from './dialog';
