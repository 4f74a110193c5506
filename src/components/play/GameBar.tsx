import { useState } from 'react';
import type { SavedGame } from '../../game/schema';
import type { BotSpeed } from '../../play/bots';
import { encodeShare } from '../../play/share';
import { downloadText, fileSlug } from './download';

/** Undo, redo, the hint, the bots' speed, and the game as a file or a link. */
export interface GameBarProps {
  canUndo: boolean;
  canRedo: boolean;
  undo(): void;
  redo(): void;
  hint(): void;
  /** No hint once the game is over or while a bot is to move; "thinking" while the search runs. */
  hintState: 'ready' | 'thinking' | 'off';
  hasBots: boolean;
  speed: BotSpeed;
  setSpeed(s: BotSpeed): void;
  game(): SavedGame;
  openFile(file: File): void;
  newGame(): void;
  savedAt: string | null;
}

export default function GameBar(p: GameBarProps) {
  const [link, setLink] = useState<{ ok: boolean; text: string } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const share = async () => {
    const r = await encodeShare(p.game());
    if (!r.ok) {
      setLink({ ok: false, text: r.error });
      return;
    }
    const url = `${location.origin}${location.pathname}#${r.value}`;
    try {
      await navigator.clipboard.writeText(url);
      setLink({ ok: true, text: 'Link copied. Whoever opens it gets this game, at this move.' });
    } catch {
      setLink({ ok: true, text: url });
    }
  };
  return (
    <div className="play-bar" role="toolbar" aria-label="Game">
      <button type="button" className="play-btn" onClick={p.undo} disabled={!p.canUndo} aria-keyshortcuts="Control+Z">
        ↶ Undo
      </button>
      <button type="button" className="play-btn" onClick={p.redo} disabled={!p.canRedo} aria-keyshortcuts="Control+Y">
        ↷ Redo
      </button>
      <button type="button" className="play-btn" onClick={p.hint} disabled={p.hintState !== 'ready'} aria-busy={p.hintState === 'thinking'} title="What the search bot would play here, and why">
        {p.hintState === 'thinking' ? 'Thinking…' : 'Hint'}
      </button>
      {p.hasBots && (
        <label className="play-bar__speed">
          Bots{' '}
          <select value={p.speed} onChange={(e) => p.setSpeed(e.target.value as BotSpeed)}>
            <option value="slow">slow</option>
            <option value="normal">normal</option>
            <option value="fast">fast</option>
            <option value="paused">paused</option>
          </select>
        </label>
      )}
      <span className="play-bar__files">
        <button type="button" className="play-btn" onClick={() => downloadText(`${JSON.stringify(p.game(), null, 2)}\n`, `${fileSlug(p.game().title ?? 'game')}.clippers-game.json`)}>
          Save file
        </button>
        <label className="play-btn play-file">
          Open file
          <input type="file" accept=".json,.yaml,.yml" className="visually-hidden" onChange={(e) => e.target.files?.[0] && p.openFile(e.target.files[0])} />
        </label>
        <button type="button" className="play-btn" onClick={share}>
          Copy link
        </button>
        <button type="button" className="play-btn play-btn--quiet" onClick={() => setLeaving(true)} aria-expanded={leaving}>
          New game
        </button>
      </span>
      <span className="play-bar__saved muted" aria-live="polite">
        {p.savedAt ? 'Kept in this browser' : ''}
      </span>
      {leaving && (
        <p className="play-bar__confirm" role="alertdialog" aria-label="Leave this game?">
          Leave this game for a new one? This browser will no longer keep it: save it as a file first to come back to it.{' '}
          <button type="button" className="play-btn" onClick={() => (setLeaving(false), p.newGame())}>
            Leave the game
          </button>{' '}
          <button type="button" className="play-btn play-btn--quiet" onClick={() => setLeaving(false)} autoFocus>
            Keep playing
          </button>
        </p>
      )}
      {link && (
        <p className={link.ok ? 'play-bar__link' : 'play-error'} role="status">
          {link.text}
        </p>
      )}
    </div>
  );
}
