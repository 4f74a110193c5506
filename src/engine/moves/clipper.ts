import { SHIP_COMPANY_IDS, type ShipCompanyId } from '../../map/schema';
import { companyOf } from '../origins';
import { shipCanStart } from '../route';
import { CLIPPER_PRICE, currentSeat, draft, purchase, withCompany } from '../context';
import { refuse } from '../flow';
import type { GameState, Move, MoveEffect } from '../types';

/** After the phase-1 action: buy one waiting ship for $3. */
export function clipperBuy(state: GameState, move: Extract<Move, { type: 'clipper.buy' }>): MoveEffect {
  const seat = currentSeat(state);
  const player = state.players[seat];
  if (!(SHIP_COMPANY_IDS as readonly string[]).includes(move.company)) {
    return refuse('clipper.buy', 'clipper.no-such-company', { company: String(move.company) });
  }
  const company = state.companies[move.company];
  if (company.spare <= 0) return refuse('clipper.buy', 'clipper.none-waiting', { company: move.company });
  if (player.money < CLIPPER_PRICE) {
    return refuse('clipper.buy', 'clipper.too-dear', { price: CLIPPER_PRICE, player: player.name, money: player.money });
  }
  if (!shipCanStart(state, move.company)) {
    return refuse('clipper.must-start', company.supply <= 0 ? 'clipper.no-supply' : 'clipper.no-free-link', { company: move.company });
  }
  const { next: s, buyer } = purchase(state, seat, CLIPPER_PRICE);
  buyer.clipper = move.company;
  s.companies = withCompany(state.companies, move.company, { supply: company.supply, ships: company.ships, spare: company.spare - 1 });
  return { ok: true, state: s, events: [{ type: 'clipper.bought', seat, company: move.company }] };
}

/** After the phase-1 action: decline to buy a ship. */
export function clipperSkip(state: GameState): MoveEffect {
  return { ok: true, state: draft(state), events: [] };
}

export function canBuyAnyClipper(state: GameState, seat: number): boolean {
  if (state.players[seat].money < CLIPPER_PRICE) return false;
  return SHIP_COMPANY_IDS.some((c) => canBuyClipper(state, c));
}

/** A ship of `company` is for sale and its route could start (money aside). */
export const canBuyClipper = (state: GameState, company: ShipCompanyId): boolean => companyOf(state.companies, company).spare > 0 && shipCanStart(state, company);
