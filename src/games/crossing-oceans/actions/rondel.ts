import { KNOWN_POSITIONS, RONDEL_SIZE, RONDEL_SPOTS, type RondelSpot, type State, type Step } from '../schema';
import { missingFact, refusal } from '../rules';
import { player } from '../sea';
import { acting, type MoveRule } from './common';
import { countDown } from './end';

/** Steps a captain may move for free; further costs 1 contract. */
export const FREE_STEPS = 3;

const UNPLACED = RONDEL_SPOTS.filter((s) => KNOWN_POSITIONS[s] === undefined);
const OPEN_POSITIONS = Array.from({ length: RONDEL_SIZE }, (_, i) => i).filter((i) => !Object.values(KNOWN_POSITIONS).includes(i));

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** Every way the four unplaced spots could fill the four open positions. */
const ORDERS: readonly Readonly<Record<RondelSpot, number>>[] = permutations(OPEN_POSITIONS).map(
  (positions) => ({ ...KNOWN_POSITIONS, ...Object.fromEntries(UNPLACED.map((s, i) => [s, positions[i]])) }) as Record<RondelSpot, number>,
);

/** The clockwise distances from one spot to another that the excerpt's partial order allows. */
export function possibleSteps(from: RondelSpot, to: RondelSpot): number[] {
  return [...new Set(ORDERS.map((o) => (o[to] - o[from] + RONDEL_SIZE) % RONDEL_SIZE))].sort((a, b) => a - b);
}

/** The step each spot's action begins with. */
export const ACTION_STEP: Readonly<Record<RondelSpot, Step>> = {
  coal: 'coal-pier',
  region: 'region',
  'ships-a': 'ships',
  'ships-b': 'ships',
  'blue-riband': 'blue-riband',
  house: 'house',
  fleet: 'fleet',
  cargo: 'cargo',
};

/** Whether the move needs a contract, or why it is refused. */
function cost(state: State, to: RondelSpot): { contract: boolean; steps: number | null } | ReturnType<typeof refusal> {
  const from = player(state, acting(state)).captain;
  if (from === null) return { contract: false, steps: null };
  if (from === to) return refusal('rondel.steps', 'rondel.same-spot', { spot: to });
  const steps = possibleSteps(from, to);
  const exact = steps.length === 1 ? steps[0] : null;
  if (steps.every((d) => d <= FREE_STEPS)) return { contract: false, steps: exact };
  if (steps.every((d) => d > FREE_STEPS)) return { contract: true, steps: exact };
  return missingFact('rondel.order', 'rondel-order', { from, to });
}

export const rondelMove: MoveRule<'rondel.move'> = {
  type: 'rondel.move',
  candidates: (state) => RONDEL_SPOTS.map((to) => ({ type: 'rondel.move' as const, to })),
  check(state, move) {
    const c = cost(state, move.to);
    if ('rule' in c) return c;
    const have = player(state, acting(state)).contracts;
    if (c.contract && have < 1) return refusal('contract.rondel', 'rondel.too-far', { from: player(state, acting(state)).captain, to: move.to, steps: c.steps, free: FREE_STEPS });
    return null;
  },
  apply(draft, move, emit) {
    const who = acting(draft);
    const p = player(draft, who);
    const c = cost(draft, move.to) as { contract: boolean; steps: number | null };
    if (c.contract) {
      p.contracts -= 1;
      emit('contract.spent', { seat: who, count: 1, rule: 'contract.rondel' });
    }
    emit('captain.moved', { seat: who, from: p.captain, to: move.to, steps: c.steps });
    p.captain = move.to;
    countDown(draft, who, emit);
  },
};
