import { CLIPPER_PRICE, allowance, currentSeat, legalMoves, turnEndKeepsFiveX, type GameState, type Move } from '../engine';
import { companyName } from '../game/describe';
import type { Say } from '../i18n/format';
import type { MessageKey } from '../i18n/en';
import { english } from '../i18n/english';

/**
 * What the player to act is asked to do, in the page's words. The laying prompt is the
 * engine's answer, not the page's guess: how many segments the card allows this turn
 * (`allowance`), how many are laid, whether any can be laid (a `segment.place` among the
 * legal moves) and whether the turn may end now (`turn.end` among them). Laying is
 * compulsory when a segment can be laid (rule turn.must-lay), so "up to" and "or end your
 * turn" are said only when the engine lets the turn end.
 */

/** The laying part of the prompt, as a catalogue key and its count. */
export interface LayAsk {
  key: MessageKey;
  count: number;
}

export function layAsk(state: GameState, legal: readonly Move[] = legalMoves(state)): LayAsk {
  const left = allowance(state, currentSeat(state)) - state.placed;
  const canLay = legal.some((m) => m.type === 'segment.place');
  const mayEnd = legal.some((m) => m.type === 'turn.end');
  if (left <= 0) return { key: 'play.prompt.lay.none', count: 0 };
  if (!canLay) return { key: mayEnd ? 'play.prompt.lay.stuck' : 'play.prompt.lay.none', count: 0 };
  const more = state.placed > 0 ? '.more' : '';
  const many = left > 1 ? 'many' : 'one';
  return { key: `play.prompt.lay.${mayEnd ? 'may' : 'must'}${more}.${many}` as MessageKey, count: left };
}

export function prompt(state: GameState, say: Say = english, legal?: readonly Move[]): string {
  if (state.ended) return say('play.prompt.over');
  const p = state.players[currentSeat(state)];
  if (state.step === 'action') return say('play.prompt.action', { name: p.name });
  if (state.step === 'clipper') return say('play.prompt.clipper', { name: p.name, price: CLIPPER_PRICE });
  const ask = layAsk(state, legal);
  const what = say(ask.key, { count: ask.count });
  const ship = p.clipper ? say('play.prompt.ship', { company: companyName(state.map, p.clipper) }) : '';
  return say('play.prompt.lay', { name: p.name, phase: state.phase, what, ship });
}

/**
 * What ending the turn now does beyond passing play on, said beside the End-turn button, or
 * null: in phase 2 the 5X holder who has laid nothing keeps the card for phase 3 (the engine's
 * `turnEndKeepsFiveX`), which a new player cannot guess from "End turn".
 */
export function turnEndNote(state: GameState, say: Say = english, legal: readonly Move[] = legalMoves(state)): string | null {
  if (state.ended || !legal.some((m) => m.type === 'turn.end')) return null;
  return turnEndKeepsFiveX(state, currentSeat(state)) ? say('play.endTurn.keeps5x') : null;
}
