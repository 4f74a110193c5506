import type { ReactNode } from 'react';
import type { SetAside } from '../../editor/autosave';
import { download } from './download';

export interface NoticesProps {
  /** Autosaves that could not be opened, each moved aside and offered as a download. */
  notices: readonly SetAside[];
  onDismissNotice(index: number): void;
  storageError: string | null;
  onDismissStorageError(): void;
  /** Another tab saved over this map. */
  otherTab: boolean;
  onDismissOtherTab(): void;
  /** A passing word (a file opened), gone after a few seconds. */
  flash: string | null;
}

/** The notices under the editor's toolbar; nothing when there is none. */
export default function Notices({ notices, onDismissNotice, storageError, onDismissStorageError, otherTab, onDismissOtherTab, flash }: NoticesProps) {
  if (notices.length === 0 && !storageError && !otherTab && !flash) return null;
  return (
    <div className="ed-notices">
      {notices.map((n, i) => (
        <div className="ed-notice ed-notice--warn" role="alert" key={`${n.from}:${i}`} data-testid="restore-notice">
          <div>
            <strong>Your autosaved map could not be opened.</strong> {n.reason}
            {n.details.length > 0 && (
              <ul>
                {n.details.slice(0, 5).map((d) => (
                  <li key={d}>
                    <code>{d}</code>
                  </li>
                ))}
                {n.details.length > 5 && <li>and {n.details.length - 5} more</li>}
              </ul>
            )}
            <p>
              {n.to ? (
                <>
                  It was kept in this browser under <code>{n.to}</code>, and the editor opened the default map instead.
                </>
              ) : (
                <>It could not be moved aside (storage is full), so download it now: your next edit will save over it.</>
              )}
            </p>
          </div>
          <div className="ed-notice__actions">
            <button type="button" className="ed-btn" onClick={() => download(`data:application/json;charset=utf-8,${encodeURIComponent(n.text)}`, 'clippers-editor-autosave.json')}>
              Download it
            </button>
            <button type="button" className="ed-btn ed-btn--quiet" onClick={() => onDismissNotice(i)}>
              Dismiss
            </button>
          </div>
        </div>
      ))}
      {storageError && (
        <Dismissable tone="warn" role="alert" onDismiss={onDismissStorageError}>
          {storageError}
        </Dismissable>
      )}
      {otherTab && (
        <Dismissable role="status" onDismiss={onDismissOtherTab}>
          The map was changed in another tab. This tab’s next edit will save over it; export first if you want to keep both.
        </Dismissable>
      )}
      {flash && (
        <div className="ed-notice ed-notice--ok" role="status">
          <div>{flash}</div>
        </div>
      )}
    </div>
  );
}

function Dismissable({ tone, role, onDismiss, children }: { tone?: 'warn'; role: 'alert' | 'status'; onDismiss(): void; children: ReactNode }) {
  return (
    <div className={`ed-notice${tone ? ` ed-notice--${tone}` : ''}`} role={role}>
      <div>{children}</div>
      <button type="button" className="ed-btn ed-btn--quiet" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
