import { useMemo, useState } from 'react';
import type { Walkthrough } from '../../walkthrough/schema';
import { walkthroughYaml } from '../../game/yaml';
import { draftOf, exportWalkthrough, firstRecorded, join, split, writeText, type AuthorDraft } from '../../play/authoring';
import type { PlaySession } from '../../play/session';
import { ruleHref } from '../../engine';
import { downloadText, fileSlug } from './download';
import { useWords } from './words';

/**
 * Record the game as a walkthrough: the moves grouped into steps (one per turn
 * to begin with; split or join them), a title and narration for each, the
 * expectations from the engine. Export writes the YAML `clippers walkthrough` replays.
 */
export default function AuthorPanel({ session, draft, setDraft, original, base }: { session: PlaySession; draft: AuthorDraft; setDraft(d: AuthorDraft): void; original: Walkthrough | null; base: string }) {
  const [error, setError] = useState<string | null>(null);
  const { say } = useWords();
  const steps = useMemo(() => draftOf(session, draft), [session, draft]);
  const kept = firstRecorded(session) > 0 && original ? session.game.origin!.step : 0;
  const doExport = () => {
    const w = exportWalkthrough(session, draft, original, typeof session.game.map === 'string' ? session.game.map : undefined);
    if (!w.ok) {
      setError(w.error.message);
      return;
    }
    setError(null);
    downloadText(walkthroughYaml(w.value, say('play.author.comment')), `${fileSlug(w.value.title)}.yaml`, 'application/yaml');
  };
  return (
    <section className="play-author" aria-labelledby="play-author-h" data-testid="author">
      <h3 id="play-author-h">{say('play.author')}</h3>
      <p className="muted">{say('play.author.help')}</p>
      <label className="play-author__title">
        {say('play.author.title')}{' '}
        <input value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} placeholder={session.game.title ?? say('play.author.title.placeholder')} />
      </label>
      <label className="play-author__title">
        {say('play.author.summary')}{' '}
        <input value={draft.summary} onChange={(e) => setDraft({ ...draft, summary: e.target.value })} placeholder={say('play.author.summary.placeholder')} />
      </label>
      <label className="play-setup__radio">
        <input type="checkbox" checked={draft.grouping === 'move'} onChange={(e) => setDraft({ ...draft, grouping: e.target.checked ? 'move' : 'turn', splits: [], joins: [] })} /> {say('play.author.perMove')}
      </label>
      {kept > 0 && original && (
        <p className="note">
          {say('play.author.forked', { title: original.title, n: kept })}
        </p>
      )}
      {steps.length === 0 ? (
        <p className="muted">{say('play.author.empty')}</p>
      ) : (
        <ol className="play-author__steps" start={kept + 1}>
          {steps.map((s, i) => (
            <li key={s.from} data-from={s.from}>
              <label>
                {say('play.author.stepTitle')} <input value={draft.text[s.from]?.title ?? ''} placeholder={s.title} onChange={(e) => setDraft(writeText(draft, s.from, { title: e.target.value }))} />
              </label>
              <label>
                {say('play.author.narration')} <textarea rows={2} value={draft.text[s.from]?.narration ?? ''} placeholder={s.narration} onChange={(e) => setDraft(writeText(draft, s.from, { narration: e.target.value }))} />
              </label>
              <p className="play-author__meta">
                {s.to - s.from === 1 ? say('play.author.move', { n: s.to }) : say('play.author.moves', { from: s.from + 1, to: s.to })} ·{' '}
                {s.rules.map((r, k) => (
                  <span key={r}>
                    {k > 0 && ', '}
                    <a href={ruleHref(r, base)}>{r}</a>
                  </span>
                ))}
                {i > 0 && steps[i - 1].seat === s.seat && (
                  <button type="button" className="play-btn play-btn--quiet" onClick={() => setDraft(join(draft, s.from))}>
                    {say('play.author.join')}
                  </button>
                )}
                {s.to - s.from > 1 && (
                  <button type="button" className="play-btn play-btn--quiet" onClick={() => setDraft(split(draft, s.from + 1))}>
                    {say('play.author.split')}
                  </button>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className="play-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button" onClick={doExport} disabled={steps.length === 0 && kept === 0} data-testid="export-walkthrough">
        {say('play.author.export')}
      </button>
    </section>
  );
}
