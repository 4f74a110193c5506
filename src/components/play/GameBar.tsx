import { useState } from 'react';
import type { SavedGame } from '../../game/schema';
import type { BotSpeed } from '../../play/bots';
import { encodeShare } from '../../play/share';
import { problemSay } from './words';
import { downloadText, fileSlug } from './download';
import { useWords } from './words';

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

const SPEEDS = ['slow', 'normal', 'fast', 'paused'] as const;

export default function GameBar(p: GameBarProps) {
  const [link, setLink] = useState<{ ok: boolean; text: string } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const words = useWords();
  const { say } = words;
  const share = async () => {
    const r = await encodeShare(p.game(), problemSay(words));
    if (!r.ok) {
      setLink({ ok: false, text: r.error });
      return;
    }
    const url = `${location.origin}${location.pathname}#${r.value}`;
    try {
      await navigator.clipboard.writeText(url);
      setLink({ ok: true, text: say('play.link.copied') });
    } catch {
      setLink({ ok: true, text: url });
    }
  };
  return (
    <div className="play-bar" role="toolbar" aria-label={say('play.bar')}>
      <button type="button" className="play-btn" onClick={p.undo} disabled={!p.canUndo} aria-keyshortcuts="Control+Z">
        {say('play.undo')}
      </button>
      <button type="button" className="play-btn" onClick={p.redo} disabled={!p.canRedo} aria-keyshortcuts="Control+Y">
        {say('play.redo')}
      </button>
      <button type="button" className="play-btn" onClick={p.hint} disabled={p.hintState !== 'ready'} aria-busy={p.hintState === 'thinking'} title={say('play.hint.title')}>
        {p.hintState === 'thinking' ? say('play.hint.thinking') : say('play.hint')}
      </button>
      {p.hasBots && (
        <label className="play-bar__speed">
          {say('play.bots')}{' '}
          <select value={p.speed} onChange={(e) => p.setSpeed(e.target.value as BotSpeed)}>
            {SPEEDS.map((v) => (
              <option key={v} value={v}>
                {say(`play.speed.${v}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <span className="play-bar__files">
        <button type="button" className="play-btn" onClick={() => downloadText(`${JSON.stringify(p.game(), null, 2)}\n`, `${fileSlug(p.game().title ?? say('play.fileTitle'))}.clippers-game.json`)}>
          {say('play.save')}
        </button>
        <label className="play-btn play-file">
          {say('play.openFile')}
          <input type="file" accept=".json,.yaml,.yml" className="visually-hidden" onChange={(e) => e.target.files?.[0] && p.openFile(e.target.files[0])} />
        </label>
        <button type="button" className="play-btn" onClick={share}>
          {say('play.copyLink')}
        </button>
        <button type="button" className="play-btn play-btn--quiet" onClick={() => setLeaving(true)} aria-expanded={leaving}>
          {say('play.new')}
        </button>
      </span>
      <span className="play-bar__saved muted" aria-live="polite">
        {p.savedAt ? say('play.kept') : ''}
      </span>
      {leaving && (
        <p className="play-bar__confirm" role="alertdialog" aria-label={say('play.leave.label')}>
          {say('play.leave.text')}{' '}
          <button type="button" className="play-btn" onClick={() => (setLeaving(false), p.newGame())}>
            {say('play.leave.yes')}
          </button>{' '}
          <button type="button" className="play-btn play-btn--quiet" onClick={() => setLeaving(false)} autoFocus>
            {say('play.leave.no')}
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
