import { useRef } from 'react';
import { PACE_NAMES, type Pace } from '../../shell/pace';
import type { SayFn } from './play-say';

/** Undo and redo, a hint, a fork, the bots' pace, a new game, the recorder, and the game as a file or a link. */
export interface PlayBarProps {
  canUndo: boolean;
  canRedo: boolean;
  undo(): void;
  redo(): void;
  pace: Pace;
  setPace(p: Pace): void;
  newGame(): void;
  save(): void;
  open(file: File): void;
  link(): void;
  /** Asks for a hint; absent when no person is to act. */
  hint?: () => void;
  /** Starts a branch from the position shown; absent at the head of the game. */
  fork?: () => void;
  recording: boolean;
  record(): void;
  say: SayFn;
}

export default function PlayBar(p: PlayBarProps) {
  const file = useRef<HTMLInputElement>(null);
  const { say } = p;
  return (
    <div className="mp-bar" role="toolbar" aria-label={say('mplay.bar')}>
      <button type="button" className="button button--ghost" onClick={p.undo} disabled={!p.canUndo} data-undo>
        ↶ {say('mplay.undo')}
      </button>
      <button type="button" className="button button--ghost" onClick={p.redo} disabled={!p.canRedo} data-redo>
        ↷ {say('mplay.redo')}
      </button>
      {p.hint && (
        <button type="button" className="button button--ghost" onClick={p.hint} data-hint>
          {say('mplay.hint')}
        </button>
      )}
      {p.fork && (
        <button type="button" className="button button--ghost" onClick={p.fork} data-fork>
          {say('mplay.fork')}
        </button>
      )}
      <label className="mp-bar__pace">
        <span>{say('mplay.speed')}</span>
        <select value={p.pace} onChange={(e) => p.setPace(e.target.value as Pace)} data-pace>
          {PACE_NAMES.map((x) => (
            <option key={x} value={x}>
              {say(`mplay.speed.${x}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button button--ghost" onClick={p.save} data-save>
        {say('mplay.save')}
      </button>
      <button type="button" className="button button--ghost" onClick={() => file.current?.click()} data-open>
        {say('mplay.open')}
      </button>
      <input
        ref={file}
        type="file"
        accept=".json,application/json"
        hidden
        data-open-file
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) p.open(f);
          e.target.value = '';
        }}
      />
      <button type="button" className="button button--ghost" onClick={p.link} data-link>
        {say('mplay.link')}
      </button>
      <button type="button" className="button button--ghost" onClick={p.record} aria-pressed={p.recording} data-record>
        {say('mplay.rec.open')}
      </button>
      <button type="button" className="button button--ghost" onClick={p.newGame} data-new>
        {say('mplay.new')}
      </button>
    </div>
  );
}
