import type { ReactNode } from 'react';
import { AUTOSAVE_VERSION, savedPath, type SetAside, type StorageProblem } from '../../editor/autosave';
import { render } from '../../i18n/words';
import { download } from './download';
import { useEditorWords } from './words';

/** Why the editor cannot keep the map in this browser: the storage's own problem, or "Try this board" finding no storage. */
export type NoticeProblem = StorageProblem | { problem: 'no-walkthrough' };

export interface NoticesProps {
  /** Autosaves that could not be opened, each moved aside and offered as a download. */
  notices: readonly SetAside[];
  onDismissNotice(index: number): void;
  storageError: NoticeProblem | null;
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
  const { say } = useEditorWords();
  if (notices.length === 0 && !storageError && !otherTab && !otherTabKept && !flash && !interrupted) return null;
  return (
    <div className="ed-notices">
      {interrupted && (
        <div className="ed-notice" role="status" data-testid="interrupted-notice">
          <div>
            <strong>{say('editor.notice.restored')}</strong> {interrupted}
          </div>
          <button type="button" className="ed-btn ed-btn--quiet" onClick={onDismissInterrupted}>
            {say('editor.notice.dismiss')}
          </button>
        </div>
      )}
      {notices.map((n, i) => (
        <div className="ed-notice ed-notice--warn" role="alert" key={`${n.from}:${i}`} data-testid="restore-notice">
          <div>
            <strong>{say('editor.notice.unopened')}</strong> {say(`editor.restore.${n.problem}`, { found: n.found ?? '', reads: AUTOSAVE_VERSION })}
            {n.details.length > 0 && (
              <ul>
                {n.details.slice(0, 5).map((d, k) => {
                  const p = n.problems[k];
                  return (
                    <li key={d}>
                      {p?.words ? (
                        <>
                          <code>{savedPath(p.path)}</code>
                          {say('editor.restore.detail', { text: render(say, p.words) })}
                        </>
                      ) : (
                        <code>{d}</code>
                      )}
                    </li>
                  );
                })}
                {n.details.length > 5 && <li>{say('editor.andMore', { count: n.details.length - 5 })}</li>}
              </ul>
            )}
            <p>
              {n.to ? (
                <>
                  {say('editor.notice.kept.before')} <code>{n.to}</code>
                  {say('editor.notice.kept.after')}
                </>
              ) : (
                say('editor.notice.notKept')
              )}
            </p>
          </div>
          <div className="ed-notice__actions">
            <button type="button" className="ed-btn" onClick={() => download(`data:application/json;charset=utf-8,${encodeURIComponent(n.text)}`, 'clippers-editor-autosave.json')}>
              {say('editor.notice.download')}
            </button>
            <button type="button" className="ed-btn ed-btn--quiet" onClick={() => onDismissNotice(i)}>
              {say('editor.notice.dismiss')}
            </button>
          </div>
        </div>
      ))}
      {storageError && (
        <Dismissable tone="warn" role="alert" onDismiss={onDismissStorageError}>
          {say(`editor.storage.${storageError.problem}`, { detail: 'detail' in storageError ? storageError.detail : '' })}
        </Dismissable>
      )}
      {otherTabKept ? (
        <div className="ed-notice ed-notice--warn" role="status" data-testid="other-tab-notice">
          <div>
            <strong>{say('editor.otherTab.kept')}</strong>{' '}
            {otherTabKept.to ? (
              <>
                {say('editor.otherTab.keptUnder')} <code>{otherTabKept.to}</code>
                {say('editor.otherTab.keptUnder.after')}
              </>
            ) : (
              say('editor.otherTab.keptHere')
            )}
          </div>
          <div className="ed-notice__actions">
            <button type="button" className="ed-btn" onClick={() => download(`data:application/json;charset=utf-8,${encodeURIComponent(mapText(otherTabKept.text))}`, 'clippers-editor-other-tab.json')}>
              {say('editor.otherTab.download')}
            </button>
            <button type="button" className="ed-btn ed-btn--quiet" onClick={onDismissOtherTab}>
              {say('editor.notice.dismiss')}
            </button>
          </div>
        </div>
      ) : (
        otherTab && (
          <Dismissable role="status" onDismiss={onDismissOtherTab}>
            {say('editor.otherTab.changed')}
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
  const { say } = useEditorWords();
  return (
    <div className={`ed-notice${tone ? ` ed-notice--${tone}` : ''}`} role={role}>
      <div>{children}</div>
      <button type="button" className="ed-btn ed-btn--quiet" onClick={onDismiss}>
        {say('editor.notice.dismiss')}
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
