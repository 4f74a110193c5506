import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useEditorWords } from './words';

/** A modal dialog on the native <dialog> element (focus trapped, Escape closes). */
export function Dialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  tone?: 'danger' | 'error' | 'info';
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className={`ed-dialog ed-dialog--${props.tone ?? 'info'}`}
      aria-labelledby={titleId}
      data-testid={props.testId}
      onCancel={(e) => {
        e.preventDefault();
        props.onClose();
      }}
    >
      <h2 id={titleId}>{props.title}</h2>
      <div className="ed-dialog__body">{props.children}</div>
      <div className="ed-dialog__actions">{props.actions}</div>
    </dialog>
  );
}

/** A dialog asking to confirm something destructive: Cancel (focused) or the named action. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  confirmLabel: string;
  testId: string;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { say } = useEditorWords();
  return (
    <Dialog
      open={props.open}
      title={props.title}
      tone="danger"
      testId={props.testId}
      onClose={props.onClose}
      actions={
        <>
          <button type="button" className="ed-btn" onClick={props.onClose} autoFocus>
            {say('editor.cancel')}
          </button>
          <button type="button" className="ed-btn ed-btn--danger" data-testid={`${props.testId}-ok`} onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
        </>
      }
    >
      {props.children}
    </Dialog>
  );
}

