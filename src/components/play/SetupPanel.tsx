import { useState } from 'react';
import { DEFAULT_VARIANTS, VARIANT_CHOICES, type Variants } from '../../engine';
import { NATION_STYLE } from '../../board/colors';
import type { BoardMap, Nation } from '../../map/schema';
import { BOT_NAMES } from '../../sim/bots';
import { addSeat, gameOfSetup, nationsOf, removeSeat, updateSeat, type BoardChoice, type SetupForm, type SetupProblem } from '../../play/setup';
import type { SavedGame } from '../../game/schema';

/**
 * A new game: board, 3 to 5 seats (name, nation, a person or a bot), variants
 * and who starts. The engine's own set-up checks it; problems show beside their field.
 */
export interface SetupPanelProps {
  form: SetupForm;
  setForm(f: SetupForm): void;
  /** The board each choice gives, or why it cannot be used. */
  boards: Record<BoardChoice, { map: BoardMap; ref: string | BoardMap } | { error: string } | null>;
  onBoardFile(file: File): void;
  start(game: SavedGame, map: BoardMap): void;
}

const VARIANT_LABEL: Record<keyof Variants, string> = { portCard: 'Port card', tieBreak: 'Tie-break', purpleHome: 'Purple at its home when scoring', purpleBranch: 'New purple routes start' };
/** The variants in plain words; the engine's names are in brackets for those who know them. */
const VALUE_LABEL: Record<string, string> = {
  'replaces-placement': 'moving a marker is that phase’s placement',
  'in-addition': 'moving a marker comes on top of the segments',
  'money-then-last-turn': 'most money, then the last tied player without a full turn',
  'money-only': 'most money, else a shared win',
  always: 'always counts as connected',
  'when-active': 'counts once purple is active',
  never: 'only its real links count',
  'home-only': 'only from its home island',
  anywhere: 'from any island purple reaches',
};
const BOARD_LABEL: Record<BoardChoice, string> = { site: 'This site’s board', editor: 'The editor’s board (this browser)', file: 'A map file' };

export default function SetupPanel({ form, setForm, boards, onBoardFile, start }: SetupPanelProps) {
  const [problems, setProblems] = useState<SetupProblem[]>([]);
  const chosen = boards[form.board];
  const map = chosen && 'map' in chosen ? chosen.map : null;
  const nations = map ? nationsOf(map) : [];
  const at = (field: string) => problems.filter((p) => p.field === field || (field === 'seats' && p.field === 'seats'));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!chosen || !('map' in chosen)) {
      setProblems([{ field: 'board', message: chosen && 'error' in chosen ? chosen.error : 'Choose a board.' }]);
      return;
    }
    const g = gameOfSetup(form, chosen.map, chosen.ref);
    if (!g.ok) setProblems(g.error);
    else {
      setProblems([]);
      start(g.value, chosen.map);
    }
  };
  return (
    <form className="play-setup" onSubmit={submit} aria-labelledby="play-setup-h" noValidate>
      <h2 id="play-setup-h">New game</h2>
      <fieldset>
        <legend>Board</legend>
        {(Object.keys(BOARD_LABEL) as BoardChoice[]).map((b) => (
          <label key={b} className="play-setup__radio">
            <input type="radio" name="board" value={b} checked={form.board === b} onChange={() => setForm({ ...form, board: b })} /> {BOARD_LABEL[b]}
            {b === form.board && boards[b] && 'map' in boards[b]! && <span className="muted"> — {(boards[b] as { map: BoardMap }).map.name}</span>}
          </label>
        ))}
        {form.board === 'file' && (
          <label className="play-setup__file">
            Map file (JSON){' '}
            <input type="file" accept=".json,application/json" onChange={(e) => e.target.files?.[0] && onBoardFile(e.target.files[0])} />
          </label>
        )}
        {chosen && 'error' in chosen && <p className="play-error" role="alert">{chosen.error}</p>}
        {at('board').map((p, i) => (
          <p key={i} className="play-error" role="alert">{p.message}</p>
        ))}
      </fieldset>
      <fieldset>
        <legend>Players, in seat order (clockwise)</legend>
        <ol className="play-seats">
          {form.seats.map((s, i) => (
            <li key={i} className="play-seat">
              <label>
                Name <input value={s.name} onChange={(e) => setForm(updateSeat(form, i, { name: e.target.value }))} aria-invalid={at(`seats.${i}.name`).length > 0} />
              </label>
              <label>
                Nation{' '}
                <select value={s.nation} onChange={(e) => setForm(updateSeat(form, i, { nation: e.target.value as Nation }))}>
                  {nations.map((n) => (
                    <option key={n} value={n}>
                      {NATION_STYLE[n].label}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Played by{' '}
                <select value={s.player} onChange={(e) => setForm(updateSeat(form, i, { player: e.target.value as SetupForm['seats'][number]['player'] }))}>
                  <option value="human">a person</option>
                  {BOT_NAMES.map((b) => (
                    <option key={b} value={b}>
                      the {b} bot
                    </option>
                  ))}
                </select>
              </label>
              <label className="play-setup__radio">
                <input type="radio" name="first" checked={form.first === i} onChange={() => setForm({ ...form, first: i })} /> starts
              </label>
              {form.seats.length > 3 && (
                <button type="button" className="play-btn play-btn--quiet" onClick={() => setForm(removeSeat(form, i))} aria-label={`Remove ${s.name || `seat ${i + 1}`}`}>
                  Remove
                </button>
              )}
              {[...at(`seats.${i}.name`), ...at(`seats.${i}.nation`)].map((p, k) => (
                <p key={k} className="play-error" role="alert">{p.message}</p>
              ))}
            </li>
          ))}
        </ol>
        {form.seats.length < 5 && map && (
          <button type="button" className="play-btn" onClick={() => setForm(addSeat(form, map))}>
            Add a player
          </button>
        )}
        {at('seats').map((p, i) => (
          <p key={i} className="play-error" role="alert">{p.message}</p>
        ))}
      </fieldset>
      <fieldset>
        <legend>Rule variants</legend>
        {(Object.keys(VARIANT_CHOICES) as (keyof Variants)[]).map((k) => (
          <label key={k} className="play-setup__variant">
            {VARIANT_LABEL[k]}{' '}
            <select value={form.variants[k]} onChange={(e) => setForm({ ...form, variants: { ...form.variants, [k]: e.target.value } })}>
              {(VARIANT_CHOICES[k] as readonly string[]).map((v) => (
                <option key={v} value={v}>
                  {VALUE_LABEL[v] ?? v}
                  {v === DEFAULT_VARIANTS[k] ? ' (default)' : ''}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <p>
        <button type="submit" className="button" data-testid="start-game">
          Start the game
        </button>
      </p>
    </form>
  );
}
