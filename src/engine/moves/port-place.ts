import { copyPlayer, currentSeat, draft, islandAt } from '../context';
import { refuse } from '../flow';
import type { GameState, Move, MoveEffect } from '../types';

/** Phase 1 action A: put a reserve port marker on a vacant port space. Free. */
export function portPlace(state: GameState, move: Extract<Move, { type: 'port.place' }>): MoveEffect {
  const seat = currentSeat(state);
  const player = state.players[seat];
  const i = islandAt(state, move.island);
  if (i < 0) return refuse('port.vacant', 'port.unknown-island', { island: String(move.island) });
  if (player.reserve <= 0) return refuse('port.reserve', 'port.no-reserve', { player: player.name });
  const island = state.map.islands[i];
  if (state.islands[i].markers.length >= island.ports) {
    return refuse('port.vacant', 'port.full', { island: island.name, ports: island.ports });
  }
  const s = draft(state);
  s.players = state.players.slice();
  const changed = copyPlayer(player);
  changed.reserve -= 1;
  s.players[seat] = changed;
  s.islands = state.islands.slice();
  s.islands[i] = { markers: [...state.islands[i].markers, seat], companies: state.islands[i].companies };
  return { ok: true, state: s, events: [{ type: 'port.placed', seat, island: island.id }] };
}

export const canPlacePort = (state: GameState, seat: number, islandIndex: number): boolean =>
  state.players[seat].reserve > 0 && state.islands[islandIndex].markers.length < state.map.islands[islandIndex].ports;

