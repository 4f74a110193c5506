import { CARD_PRICE, CLIPPER_PRICE, currentSeat, type GameState, type Move, type Violation } from '../../engine';
import type { CompanyId } from '../../map/schema';
import { SHIP_COMPANY_IDS } from '../../map/schema';
import { cardName, companyName, describeMove } from '../../game/describe';
import { cardWhyNot, type Targets } from '../../play/targets';
import { prompt, turnEndNote } from '../../play/prompt';
import { botLabel } from '../../play/bots';
import { ruleHref } from '../../engine';
import type { Say } from '../../i18n/format';
import { english } from '../../i18n/english';
import { refusalWords, useWords } from './words';

/**
 * Beside the board: what the player to act is asked to do, the option cards with
 * their prices, the ships for sale and the turn buttons. Only moves `legalMoves`
 * lists are enabled; the others say why not in a word.
 */
export interface ActionPanelProps {
  state: GameState;
  targets: Targets;
  colors: Readonly<Record<CompanyId, string>>;
  /** Moves waiting for the player to pick one (a route space several companies may use). */
  choice: Move[] | null;
  refusal: (Violation & { where: string }) | null;
  bot: string | null;
  base: string;
  /** The move the hint suggests, marked where its button is. */
  hinted: Move | null;
  play(move: Move): void;
  cancelChoice(): void;
}

export default function ActionPanel({ state, targets, colors, choice, refusal, bot, base, hinted, play, cancelChoice }: ActionPanelProps) {
  const words = useWords();
  const { say } = words;
  const hint = (move: Move | undefined): string => (move && hinted && move === hinted ? ' is-hint' : '');
  const seat = currentSeat(state);
  const me = state.players[seat];
  const cards = state.cards.filter((c) => c.status !== 'out');
  const endNote = bot ? null : turnEndNote(state, say);
  return (
    <section className="play-actions" aria-labelledby="play-prompt">
      <p id="play-prompt" className="play-actions__prompt" aria-live="polite">
        {bot ? say('play.thinking', { name: me.name, bot: botLabel(bot, say) }) : prompt(state, say)}
      </p>
      {refusal && (
        <div className="alert play-refusal" role="alert" data-testid="refusal">
          <p>
            <strong>{refusal.where ? say('play.refused', { where: refusal.where }) : say('play.refused.here')}</strong> {refusalWords(refusal, words)}{' '}
            <a href={ruleHref(refusal.rule, base)}>{say('play.rule', { id: refusal.rule })}</a>
          </p>
        </div>
      )}
      {choice && (
        <div className="play-choice" role="group" aria-label={say('play.choose')}>
          <p>{say('play.choose.which')}</p>
          {choice.map((m, i) => (
            <button key={i} type="button" className="play-btn" onClick={() => play(m)}>
              {m.type === 'segment.place' && <span className="swatch" style={{ background: colors[m.company] }} />}
              {describeMove(state.map, m, say)}
            </button>
          ))}
          <button type="button" className="play-btn play-btn--quiet" onClick={cancelChoice}>
            {say('play.cancel')}
          </button>
        </div>
      )}
      <div className="play-cards" role="group" aria-label={say('play.cards')}>
        <h3>{say('play.cards')}</h3>
        <ul>
          {cards.map((c) => {
            const move = c.status === 'available' ? targets.cards.find((t) => t.kind === c.kind)?.move : undefined;
            const holder = c.holder !== null ? state.players[c.holder]?.name : null;
            // The engine says why a card on the table cannot be taken; the page only words it.
            const refused = c.status === 'available' && !move ? cardWhyNot(state, c.kind) : null;
            const why =
              c.status === 'held'
                ? say('play.card.heldBy', { name: holder ?? '' })
                : c.status === 'used'
                  ? say('play.card.usedBy', { name: holder ?? '' })
                  : refused === null
                    ? ''
                    : refused.rule === 'card.price'
                      ? say('play.card.youHave', { amount: me.money })
                      : refusalWords(refused, words);
            return (
              <li key={c.id}>
                <button type="button" className={`play-card${hint(move)}`} disabled={!move || !!bot} onClick={() => move && play(move)} data-card={c.kind}>
                  <strong>{cardName(c.kind, say)}</strong> <span>{CARD_PRICE[c.kind] === 0 ? say('play.card.free') : say('play.money', { amount: CARD_PRICE[c.kind] })}</span>
                  {!move && why && <small>{why}</small>}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {state.step === 'clipper' && (
        <div className="play-ships" role="group" aria-label={say('play.ships.label')}>
          <h3>{say('play.ships', { price: CLIPPER_PRICE })}</h3>
          <ul>
            {SHIP_COMPANY_IDS.filter((c) => state.companies[c].spare > 0).map((c) => {
              const move = targets.ships.find((s) => s.company === c)?.move;
              return (
                <li key={c}>
                  <button type="button" className={`play-btn${hint(move)}`} disabled={!move || !!bot} onClick={() => move && play(move)} data-ship={c}>
                    <span className="swatch" style={{ background: colors[c] }} />
                    {companyName(state.map, c)} <small>{say('play.ships.left', { count: state.companies[c].spare })}</small>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div className="play-turn">
        {targets.turn.map((m) => (
          <button
            key={m.type}
            type="button"
            className={`button${hint(m)}`}
            disabled={!!bot}
            onClick={() => play(m)}
            data-move={m.type}
            aria-describedby={m.type === 'turn.end' && endNote ? 'play-turn-note' : undefined}
          >
            {m.type === 'pass' ? say('play.pass') : m.type === 'clipper.skip' ? say('play.noShip') : say('play.endTurn')}
          </button>
        ))}
        {endNote && (
          <p id="play-turn-note" className="play-turn__note" data-testid="turn-note">
            {endNote}
          </p>
        )}
      </div>
    </section>
  );
}
