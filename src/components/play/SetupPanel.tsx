import { useState } from 'react';
import { VARIANT_CHOICES, type Variants } from '../../engine';
import type { MessageKey } from '../../i18n/en';
import type { BoardMap, Nation } from '../../map/schema';
import { BOT_NAMES } from '../../sim/bots';
import { addSeat, gameOfSetup, nationsOf, removeSeat, updateSeat, type BoardChoice, type SetupForm, type SetupProblem } from '../../play/setup';
import type { SavedGame } from '../../game/schema';
import { useWords } from './words';
import { botLabel } from '../../play/bots';

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
  /** The rule variants this site plays (rulekit.yaml), preselected and marked as the site's. */
  siteVariants: Variants;
}

const BOARDS: readonly BoardChoice[] = ['site', 'editor', 'file'];

export default function SetupPanel({ form, setForm, boards, onBoardFile, start, siteVariants }: SetupPanelProps) {
  const [problems, setProblems] = useState<SetupProblem[]>([]);
  const { say } = useWords();
  const nationName = (n: Nation) => say(`nation.${n}`);
  // A variant's choice in plain words; a choice a newer engine adds shows under its own name until it has words.
  const choiceLabel = (v: string) => {
    const key = `variant.choice.${v}` as MessageKey;
    const text = say(key);
    return text === key ? v : text;
  };
  const chosen = boards[form.board];
  const map = chosen && 'map' in chosen ? chosen.map : null;
  const nations = map ? nationsOf(map) : [];
  const at = (field: string) => problems.filter((p) => p.field === field || (field === 'seats' && p.field === 'seats'));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!chosen || !('map' in chosen)) {
      setProblems([{ field: 'board', message: chosen && 'error' in chosen ? chosen.error : say('play.setup.chooseBoard') }]);
      return;
    }
    const g = gameOfSetup(form, chosen.map, chosen.ref, say, nationName);
    if (!g.ok) setProblems(g.error);
    else {
      setProblems([]);
      start(g.value, chosen.map);
    }
  };
  return (
    <form className="play-setup" onSubmit={submit} aria-labelledby="play-setup-h" noValidate>
      <h2 id="play-setup-h">{say('play.setup')}</h2>
      <fieldset>
        <legend>{say('play.setup.board')}</legend>
        {BOARDS.map((b) => (
          <label key={b} className="play-setup__radio">
            <input type="radio" name="board" value={b} checked={form.board === b} onChange={() => setForm({ ...form, board: b })} /> {say(`play.setup.board.${b}`)}
            {b === form.board && boards[b] && 'map' in boards[b]! && <span className="muted"> — {(boards[b] as { map: BoardMap }).map.name}</span>}
          </label>
        ))}
        {form.board === 'file' && (
          <label className="play-setup__file">
            {say('play.setup.mapFile')}{' '}
            <input type="file" accept=".json,application/json" onChange={(e) => e.target.files?.[0] && onBoardFile(e.target.files[0])} />
          </label>
        )}
        {chosen && 'error' in chosen && <p className="play-error" role="alert">{chosen.error}</p>}
        {at('board').map((p, i) => (
          <p key={i} className="play-error" role="alert">{p.message}</p>
        ))}
      </fieldset>
      <fieldset>
        <legend>{say('play.setup.players')}</legend>
        <ol className="play-seats">
          {form.seats.map((s, i) => (
            <li key={i} className="play-seat">
              <label>
                {say('play.setup.name')} <input value={s.name} onChange={(e) => setForm(updateSeat(form, i, { name: e.target.value }))} aria-invalid={at(`seats.${i}.name`).length > 0} />
              </label>
              <label>
                {say('play.setup.nation')}{' '}
                <select value={s.nation} onChange={(e) => setForm(updateSeat(form, i, { nation: e.target.value as Nation }))}>
                  {nations.map((n) => (
                    <option key={n} value={n}>
                      {nationName(n)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {say('play.setup.playedBy')}{' '}
                <select value={s.player} onChange={(e) => setForm(updateSeat(form, i, { player: e.target.value as SetupForm['seats'][number]['player'] }))}>
                  <option value="human">{say('play.setup.person')}</option>
                  {BOT_NAMES.map((b) => (
                    <option key={b} value={b}>
                      {say('play.setup.bot', { bot: botLabel(b, say) })}
                    </option>
                  ))}
                </select>
              </label>
              <label className="play-setup__radio">
                <input type="radio" name="first" checked={form.first === i} onChange={() => setForm({ ...form, first: i })} /> {say('play.setup.starts')}
              </label>
              {form.seats.length > 3 && (
                <button type="button" className="play-btn play-btn--quiet" onClick={() => setForm(removeSeat(form, i))} aria-label={say('play.setup.remove.label', { name: s.name || say('play.setup.seat', { n: i + 1 }) })}>
                  {say('play.setup.remove')}
                </button>
              )}
              {[...at(`seats.${i}.name`), ...at(`seats.${i}.nation`)].map((p, k) => (
                <p key={k} className="play-error" role="alert">{p.message}</p>
              ))}
            </li>
          ))}
        </ol>
        {form.seats.length < 5 && map && (
          <button type="button" className="play-btn" onClick={() => setForm(addSeat(form, map, say))}>
            {say('play.setup.add')}
          </button>
        )}
        {at('seats').map((p, i) => (
          <p key={i} className="play-error" role="alert">{p.message}</p>
        ))}
      </fieldset>
      <fieldset>
        <legend>{say('play.setup.variants')}</legend>
        {(Object.keys(VARIANT_CHOICES) as (keyof Variants)[]).map((k) => (
          <label key={k} className="play-setup__variant" title={say(`variant.${k}.hint`)}>
            {say(`variant.${k}`)}{' '}
            <select value={form.variants[k]} onChange={(e) => setForm({ ...form, variants: { ...form.variants, [k]: e.target.value } })}>
              {(VARIANT_CHOICES[k] as readonly string[]).map((v) => (
                <option key={v} value={v}>
                  {v === siteVariants[k] ? say('play.setup.site', { choice: choiceLabel(v) }) : choiceLabel(v)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <p>
        <button type="submit" className="button" data-testid="start-game">
          {say('play.setup.start')}
        </button>
      </p>
    </form>
  );
}
