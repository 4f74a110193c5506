import { CARD_PRICE, CLIPPER_PRICE, allowance, cardLabel, currentSeat, type GameState, type Move, type Violation } from '../../engine';
import type { CompanyId } from '../../map/schema';
import { SHIP_COMPANY_IDS } from '../../map/schema';
import { companyName, describeMove } from '../../game/describe';
import type { Targets } from '../../play/targets';
import { ruleHref } from '../../engine';

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

export function prompt(state: GameState): string {
  if (state.ended) return 'The game is over.';
  const seat = currentSeat(state);
  const p = state.players[seat];
  if (state.step === 'action') return `${p.name}, phase 1: place a port marker (click a lit space), take an option card, or pass.`;
  if (state.step === 'clipper') return `${p.name}, phase 1: buy a ship for $${CLIPPER_PRICE} to start a new route this round, or buy none.`;
  const left = allowance(state, seat) - state.placed;
  const lay = left > 0 ? `lay up to ${left} more segment${left === 1 ? '' : 's'} (click a lit route)` : 'no more segments this turn';
  return `${p.name}, phase ${state.phase}: ${lay}${p.clipper ? `; your ${p.clipper} ship must start a new route` : ''}.`;
}

export default function ActionPanel({ state, targets, colors, choice, refusal, bot, base, hinted, play, cancelChoice }: ActionPanelProps) {
  const hint = (move: Move | undefined): string => (move && hinted && move === hinted ? ' is-hint' : '');
  const seat = currentSeat(state);
  const me = state.players[seat];
  const phase1 = state.step === 'action';
  const cards = state.cards.filter((c) => c.status !== 'out');
  return (
    <section className="play-actions" aria-labelledby="play-prompt">
      <p id="play-prompt" className="play-actions__prompt" aria-live="polite">
        {bot ? `${me.name} (${bot} bot) is thinking…` : prompt(state)}
      </p>
      {refusal && (
        <div className="alert play-refusal" role="alert" data-testid="refusal">
          <p>
            <strong>Not allowed {refusal.where}:</strong> {refusal.message}{' '}
            <a href={ruleHref(refusal.rule, base)}>Rule {refusal.rule}</a>
          </p>
        </div>
      )}
      {choice && (
        <div className="play-choice" role="group" aria-label="Choose the company">
          <p>Which company lays here?</p>
          {choice.map((m, i) => (
            <button key={i} type="button" className="play-btn" onClick={() => play(m)}>
              {m.type === 'segment.place' && <span className="swatch" style={{ background: colors[m.company] }} />}
              {describeMove(state.map, m)}
            </button>
          ))}
          <button type="button" className="play-btn play-btn--quiet" onClick={cancelChoice}>
            Cancel
          </button>
        </div>
      )}
      <div className="play-cards" role="group" aria-label="Option cards">
        <h3>Option cards</h3>
        <ul>
          {cards.map((c) => {
            const move = c.status === 'available' ? targets.cards.find((t) => t.kind === c.kind)?.move : undefined;
            const holder = c.holder !== null ? state.players[c.holder]?.name : null;
            const why = c.status === 'held' ? `held by ${holder}` : c.status === 'used' ? `used by ${holder}` : !phase1 ? '' : me.card ? 'one card a round' : me.money < CARD_PRICE[c.kind] ? `you have $${me.money}` : '';
            return (
              <li key={c.id}>
                <button type="button" className={`play-card${hint(move)}`} disabled={!move || !!bot} onClick={() => move && play(move)} data-card={c.kind}>
                  <strong>{cardLabel(c.kind)}</strong> <span>{CARD_PRICE[c.kind] === 0 ? 'free' : `$${CARD_PRICE[c.kind]}`}</span>
                  {!move && why && <small>{why}</small>}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {state.step === 'clipper' && (
        <div className="play-ships" role="group" aria-label="Ships for sale">
          <h3>Ships for sale (${CLIPPER_PRICE})</h3>
          <ul>
            {SHIP_COMPANY_IDS.filter((c) => state.companies[c].spare > 0).map((c) => {
              const move = targets.ships.find((s) => s.company === c)?.move;
              return (
                <li key={c}>
                  <button type="button" className={`play-btn${hint(move)}`} disabled={!move || !!bot} onClick={() => move && play(move)} data-ship={c}>
                    <span className="swatch" style={{ background: colors[c] }} />
                    {companyName(state.map, c)} <small>({state.companies[c].spare} left)</small>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div className="play-turn">
        {targets.turn.map((m) => (
          <button key={m.type} type="button" className={`button${hint(m)}`} disabled={!!bot} onClick={() => play(m)} data-move={m.type}>
            {m.type === 'pass' ? 'Pass' : m.type === 'clipper.skip' ? 'Buy no ship' : 'End turn'}
          </button>
        ))}
      </div>
    </section>
  );
}
