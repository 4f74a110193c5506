import type { Say } from '../../i18n/format';
import { downloadText, fileSlug } from './download';
import type { OtherTab } from './usePlay';

/**
 * What another tab did to this game's autosave: it saved over it (this tab's
 * next save will keep that game aside), or this tab saved over the other tab's
 * game and kept it, here offered as a saved-game file the page opens.
 */
export default function OtherTabNotice({ otherTab, onDismiss, say }: { otherTab: OtherTab; onDismiss(): void; say: Say }) {
  const dismiss = (
    <button type="button" className="play-btn play-btn--quiet" onClick={onDismiss}>
      {say('play.autosave.dismiss')}
    </button>
  );
  if (otherTab.kind === 'changed') {
    return (
      <div className="note play-notice" role="status" data-testid="other-tab-notice">
        <p>{say('play.autosave.otherTab')}</p>
        {dismiss}
      </div>
    );
  }
  const game = gameText(otherTab.text);
  const earlier = otherTab.kind === 'earlier';
  return (
    <div className="note note--warn play-notice" role="status" data-testid="other-tab-notice">
      <p>
        <strong>{say(earlier ? 'play.autosave.earlierTitle' : 'play.autosave.keptTitle')}</strong>{' '}
        {otherTab.to ? say(earlier ? 'play.autosave.earlier' : 'play.autosave.kept', { key: otherTab.to }) : say(earlier ? 'play.autosave.earlierUnsaved' : 'play.autosave.keptUnsaved')}
      </p>
      <div className="play-notice__actions">
        <button type="button" className="play-btn" onClick={() => downloadText(game.text, `${fileSlug(game.title)}.json`)}>
          {say(earlier ? 'play.autosave.downloadEarlier' : 'play.autosave.download')}
        </button>
        {dismiss}
      </div>
    </div>
  );
}

/** The saved game inside an autosave record, as a file the page's "Open…" reads; the record itself when it cannot be read. */
function gameText(record: string): { text: string; title: string } {
  try {
    const parsed = JSON.parse(record) as { cursor?: unknown; game?: { moves?: unknown; title?: unknown } };
    const game = parsed.game;
    if (!game || typeof game !== 'object') return { text: record, title: 'other-tab-game' };
    const moves = Array.isArray(game.moves) && typeof parsed.cursor === 'number' ? game.moves.slice(0, parsed.cursor) : game.moves;
    return { text: JSON.stringify({ ...game, moves }, null, 2), title: typeof game.title === 'string' && game.title ? `${game.title}-other-tab` : 'other-tab-game' };
  } catch {
    return { text: record, title: 'other-tab-game' };
  }
}
