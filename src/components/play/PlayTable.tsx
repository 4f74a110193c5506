import { useEffect, useMemo, useState } from 'react';
import { currentSeat, type GameState, type Move } from '../../engine';
import type { BoardElement } from '../../board/elements';
import type { CompanyId } from '../../map/schema';
import { linkShapes, playLayer } from '../../play/layer';
import { linkName, whyNot, type MoveGroup, type Targets } from '../../play/targets';
import { announcements } from '../../play/announce';
import { placeName } from '../../game/describe';
import ActionPanel from './ActionPanel';
import MoveList from './MoveList';
import PlayBoard from './PlayBoard';
import PlayersPanel from './PlayersPanel';
import type { usePlay } from './usePlay';
import { useWords } from './words';

/**
 * The table: the board with what may be played lit on it, and beside it the
 * prompt, the cards and ships, the players and every legal move as a list.
 * Board clicks become moves here; legality is the engine's (a click on a space
 * no move uses is explained by asking the engine about it).
 */
export interface PlayTableProps {
  p: ReturnType<typeof usePlay>;
  state: GameState;
  targets: Targets;
  groups: MoveGroup[];
  elements: BoardElement[];
  /** The board without the game (for what never changes during play: link shapes, names). */
  board: BoardElement[];
  colors: Readonly<Record<CompanyId, string>>;
  base: string;
  bot: string | null;
  reviewing: boolean;
  hinted: Move | null;
}

export default function PlayTable({ p, board, state, targets, groups, elements, colors, base, bot, reviewing, hinted }: PlayTableProps) {
  const [choice, setChoice] = useState<Move[] | null>(null);
  const [movingFrom, setMovingFrom] = useState<string | null>(null);
  const [close, setClose] = useState(false);
  const { say } = useWords();
  useEffect(() => {
    setChoice(null);
    setMovingFrom(null);
  }, [state]);
  const seat = state.ended ? null : currentSeat(state);
  const shapes = useMemo(() => linkShapes(board), [board]);
  const layer = useMemo(() => playLayer(elements, targets, movingFrom, seat === null ? null : state.players[seat].nation, shapes), [elements, targets, movingFrom, seat, state.players, shapes]);
  const focus = useMemo(() => {
    if (!close) return undefined;
    const ids = new Set<string>();
    for (const l of state.map.links) if (targets.links.has(l.id)) (ids.add(l.from), ids.add(l.to));
    for (const i of targets.ports.keys()) ids.add(i);
    return ids.size > 0 ? [...ids] : undefined;
  }, [close, targets, state.map]);
  const hintSpot = useMemo(() => {
    if (!hinted) return null;
    if (hinted.type === 'segment.place') return { link: hinted.link };
    if (hinted.type === 'port.place') return { island: hinted.island };
    return null;
  }, [hinted]);
  const s = p.session!;
  const news = useMemo(() => announcements(s, 6, say), [s, say]);
  const play = (m: Move, where = '') => {
    setChoice(null);
    p.play(m, where);
  };
  const onLink = (link: string) => {
    if (bot) return;
    const moves = targets.links.get(link) ?? [];
    const where = say('play.on', { place: linkName(state, link, say) });
    if (moves.length === 1) play(moves[0], where);
    else if (moves.length > 1) setChoice(moves);
    else {
      setChoice(null);
      p.refuse(whyNot(state, link), where, link);
    }
  };
  const onPort = (island: string, role: 'place' | 'from' | 'to') => {
    if (bot) return;
    if (role === 'place') {
      const m = targets.ports.get(island);
      if (m) play(m, say('play.on', { place: placeName(state.map, island, say) }));
    } else if (role === 'from') setMovingFrom(island);
    else if (movingFrom) play({ type: 'port.move', from: movingFrom, to: island });
  };
  const who = seat === null ? '' : state.players[seat].name;
  return (
    <div className="play__grid">
      <section className="play__board" aria-label={say('play.table.board')}>
        <p className="play__where">
          <strong>{say('play.table.where', { round: state.round, phase: state.phase })}</strong>
          {seat !== null && (
            <>
              {' '}
              · <span data-testid="to-play">{who}</span> {say('play.table.toPlay')}
            </>
          )}
          {reviewing && <span className="play-badge">{say('play.table.reviewing')}</span>}
        </p>
        <PlayBoard
          elements={elements}
          board={board}
          layer={layer}
          colors={colors}
          title={say('play.table.boardTitle', { round: state.round, phase: state.phase })}
          focus={focus}
          refused={p.refusal?.link ?? null}
          hinted={hintSpot}
          onLink={onLink}
          onPort={onPort}
          keyWords={{ caption: (count) => say('play.table.key', { count }), crowded: say('play.table.key.crowded'), value: say('view.key.value') }}
        />
        <p className="play__swipe muted">{say('play.table.swipe')}</p>
        <div className="play__board-tools">
          <button type="button" className="play-btn" onClick={() => setClose(!close)} aria-pressed={close}>
            {close ? say('play.table.whole') : say('play.table.close')}
          </button>
          {movingFrom && (
            <span>
              {say('play.table.moving', { island: placeName(state.map, movingFrom, say) })}{' '}
              <button type="button" className="play-btn play-btn--quiet" onClick={() => setMovingFrom(null)}>
                {say('play.cancel')}
              </button>
            </span>
          )}
          <span className="play-legend muted">
            <span className="play-legend__lit" aria-hidden="true" /> {say('play.legend.lit')} <span className="play-legend__port" aria-hidden="true" /> {say('play.legend.port')}
          </span>
        </div>
      </section>
      <section className="play-news" aria-labelledby="play-news-h">
          <h3 id="play-news-h">{say('play.news')}</h3>
          {news.length === 0 ? (
            <p className="muted">{say('play.news.none', { name: who })}</p>
          ) : (
            <ul aria-live="polite" data-testid="news">
              {news.map((a, i) => (
                <li key={`${a.move}-${i}`} className={`play-news__${a.kind}${a.move === s.cursor - 1 ? ' play-news--new' : ''}`}>
                  {a.text}
                </li>
              ))}
            </ul>
          )}
      </section>
      <aside className="play__panel" aria-label={say('play.yourMove')}>
        {!state.ended && (
          <ActionPanel state={state} targets={targets} colors={colors} choice={choice} refusal={p.refusal} bot={bot} base={base} hinted={hinted} play={(m) => play(m)} cancelChoice={() => setChoice(null)} />
        )}
        {state.ended && p.refusal === null && (
          <p className="play-actions__prompt">
            {say('play.over.before')}
            <a href="#score-sheet">{say('play.over.link')}</a>
            {say('play.over.after')}
          </p>
        )}
        <PlayersPanel state={state} colors={colors} bots={s.game.players.map((x) => x.bot)} />
        {!state.ended && <MoveList groups={groups} colors={colors} disabled={!!bot} play={(m) => play(m)} hinted={hinted} />}
      </aside>
    </div>
  );
}
