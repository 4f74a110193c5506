import { useState } from 'react';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_KEY, decodeSaved } from '../../editor/autosave';

/**
 * `clippers site dev` only: writes the board being edited back to the project's map
 * file. It sends the editor's latest autosave (so the browser's copy always exists
 * first), and the dev server checks the map before it overwrites anything.
 */
export default function ProjectSave({ endpoint, file }: { endpoint: string; file: string }) {
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'failed'; text: string }>({ kind: 'idle', text: '' });
  const save = async () => {
    setStatus({ kind: 'saving', text: 'Saving…' });
    // Let a pending autosave land, so the last edit is in it.
    await new Promise((r) => setTimeout(r, AUTOSAVE_DELAY_MS + 50));
    const raw = window.localStorage.getItem(AUTOSAVE_KEY);
    if (!raw) {
      setStatus({ kind: 'failed', text: 'Nothing to save yet: make an edit first.' });
      return;
    }
    // The autosave's own decoder, as the editor and the walkthrough read it.
    const saved = decodeSaved(raw);
    if (!saved.ok) {
      setStatus({ kind: 'failed', text: `Not saved: ${[saved.error.reason, ...saved.error.details].join(' ')}` });
      return;
    }
    const map = saved.value.map;
    try {
      const res = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(map) });
      const body = (await res.json()) as { ok: boolean; errors?: string[] };
      if (body.ok) setStatus({ kind: 'saved', text: `Saved to ${file} at ${new Date().toLocaleTimeString()}.` });
      else setStatus({ kind: 'failed', text: `Not saved: ${(body.errors ?? ['the server refused the map']).join('; ')}` });
    } catch (e) {
      setStatus({ kind: 'failed', text: `Not saved: the dev server did not answer (${e instanceof Error ? e.message : String(e)}). Your edits are still autosaved in this browser.` });
    }
  };
  return (
    <div className="ed-project-save" role="group" aria-label="Project file">
      <button type="button" className="ed-btn" onClick={save} disabled={status.kind === 'saving'} data-testid="project-save">
        Save to {file}
      </button>
      <span className={`ed-project-save__status ed-project-save__status--${status.kind}`} role="status">
        {status.text}
      </span>
    </div>
  );
}
