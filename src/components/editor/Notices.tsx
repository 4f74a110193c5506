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
  /** Another tab's map, kept aside when this tab saved over it. */
  otherTabKept: { to: string | null; text: string } | null;
  onDismissOtherTab(): void;
  /** A passing word (a file opened), gone after a few seconds. */
  flash: string | null;
  /** The page closed in the middle of a gesture: what was dropped and what was kept (stays until dismissed). */
  interrupted?: string | null;
  onDismissInterrupted?(): void;
}

/** The notices under the editor's toolbar; nothing when there is none. */
export default function Notices({ notices, onDismissNotice, storageError, onDismissStorageError, otherTab, otherTabKept, onDismissOtherTab, flash, interrupted, onDismissInterrupted }: NoticesProps) {
  if (notices.length === 0 && !storageError && !otherTab && !otherTabKept && !flash && !interrupted) return null;
  return (
    <div className="ed-notices">
      {interrupted && (
        <div className="ed-notice" role="status" data-testid="interrupted-notice">
          <div>
            <strong>Your map was restored.</strong> {interrupted}
          </div>
          <button type="button" className="ed-btn ed-btn--quiet" onClick={onDismissInterrupted}>
            Dismiss
          </button>
        </div>
      )}
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
      {otherTabKept ? (
        <div className="ed-notice ed-notice--warn" role="status" data-testid="other-tab-notice">
          <div>
            <strong>Another tab had saved a different map.</strong> This tab saved its own over it, and kept the other tab’s map
            {otherTabKept.to ? (
              <>
                {' '}in this browser under <code>{otherTabKept.to}</code>.
              </>
            ) : (
              <> here only until you leave this page (storage is full): download it now.</>
            )}
          </div>
          <div className="ed-notice__actions">
            <button type="button" className="ed-btn" onClick={() => download(`data:application/json;charset=utf-8,${encodeURIComponent(mapText(otherTabKept.text))}`, 'clippers-editor-other-tab.json')}>
              Download the other tab’s map
            </button>
            <button type="button" className="ed-btn ed-btn--quiet" onClick={onDismissOtherTab}>
              Dismiss
            </button>
          </div>
        </div>
      ) : (
        otherTab && (
          <Dismissable role="status" onDismiss={onDismissOtherTab}>
            The map was changed in another tab. If you edit here, the other tab’s map is kept aside and offered for download, not lost.
          </Dismissable>
        )
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

/** The map inside an autosave record, as a map file the editor opens; the record as it is when it cannot be read. */
function mapText(record: string): string {
  try {
    const parsed = JSON.parse(record) as { map?: unknown };
    return parsed.map === undefined ? record : JSON.stringify(parsed.map, null, 2);
  } catch {
    return record;
  }
}
