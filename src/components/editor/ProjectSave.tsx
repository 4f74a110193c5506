import { useMemo, useState } from 'react';
import type { Messages } from '../../i18n/format';
import { wordsFrom } from './words';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_KEY, decodeSaved } from '../../editor/autosave';
import { TOKEN_HEADER } from '../../project/dev-save-protocol';

/**
 * `clippers site dev` only: writes the board being edited back to the project's map
 * file. It sends the editor's latest autosave (so the browser's copy always exists
 * first), and the dev server checks the map before it overwrites anything.
 */
export default function ProjectSave({ endpoint, token, file, messages, locale }: { endpoint: string; token: string; file: string; messages: Messages; locale: string }) {
  const { say } = useMemo(() => wordsFrom(messages, locale, null), [messages, locale]);
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'failed'; text: string }>({ kind: 'idle', text: '' });
  const save = async () => {
    setStatus({ kind: 'saving', text: say('editor.save.pending') });
    // Let a pending autosave land, so the last edit is in it.
    await new Promise((r) => setTimeout(r, AUTOSAVE_DELAY_MS + 50));
    const raw = window.localStorage.getItem(AUTOSAVE_KEY);
    if (!raw) {
      setStatus({ kind: 'failed', text: say('editor.project.nothing') });
      return;
    }
    // The autosave's own decoder, as the editor and the walkthrough read it.
    const saved = decodeSaved(raw);
    if (!saved.ok) {
      setStatus({ kind: 'failed', text: say('editor.project.failed', { why: [saved.error.reason, ...saved.error.details].join(' ') }) });
      return;
    }
    const map = saved.value.map;
    try {
      const res = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token }, body: JSON.stringify(map) });
      const body = (await res.json()) as { ok: boolean; errors?: string[] };
      if (body.ok) setStatus({ kind: 'saved', text: say('editor.project.saved', { file, time: new Date().toLocaleTimeString(locale) }) });
      else setStatus({ kind: 'failed', text: say('editor.project.failed', { why: body.errors?.join('; ') ?? say('editor.project.refused') }) });
    } catch (e) {
      setStatus({ kind: 'failed', text: say('editor.project.noAnswer', { why: e instanceof Error ? e.message : String(e) }) });
    }
  };
  return (
    <div className="ed-project-save" role="group" aria-label={say('editor.project')}>
      <button type="button" className="ed-btn" onClick={save} disabled={status.kind === 'saving'} data-testid="project-save">
        {say('editor.project.save', { file })}
      </button>
      <span className={`ed-project-save__status ed-project-save__status--${status.kind}`} role="status">
        {status.text}
      </span>
    </div>
  );
}
