import { applyMove, CARD_KIND, createRng, currentSeat, legalMovesView, playOut, score, scoringCompanies, uniformChoice, type GameState, type Move, type MoveChooser, type Rng, type Seat } from '../engine';
import { cardWorth, greedyBot } from './greedy';
import { expectedCompanies } from './outlook';

/**
 * A Monte Carlo tree search player for 3 to 5 players (max^n UCT). Every node keeps
 * one value per player, and the player to move at a node picks the child that is
 * best for *them*, so each seat plays for its own result rather than against one
 * imagined opponent. Each playout goes down the tree, adds one node, plays on from
 * it for `horizon` moves with a fast default policy (uniform random, or the greedy
 * bot), and values the position reached for every seat at once: the exact score if
 * the game is over, else the seat's outlook (money, plus each marker worth its
 * island's value times the companies likely to arrive, plus a held card's likely
 * use). A cut-off rather than playing to the end: random moves to the end of a
 * Clippers game are so noisy that 200 of them cannot tell two moves apart.
 *
 * The search only ever considers `legalMoves`, and draws every random choice from
 * a generator seeded by `seed`, so with a budget counted in playouts the same
 * position and seed give the same move on every machine. A budget in milliseconds
 * depends on the machine's speed and is not reproducible.
 */

export type PlayoutPolicy = 'random' | 'greedy';
export const PLAYOUT_POLICIES: readonly PlayoutPolicy[] = ['random', 'greedy'];

/** How long to search: a number of playouts (reproducible) or a time (not). */
export type SearchBudget = { playouts: number } | { ms: number };

export interface MctsOptions {
  /** Default: `DEFAULT_BUDGET`. */
  budget?: SearchBudget;
  /** Seeds the search's generator. Default 1. */
  seed?: number;
  /** How games are played out below the tree. Default 'random'. */
  policy?: PlayoutPolicy;
  /** Moves the default policy plays below the tree before the position is valued; Infinity plays to the end. Default `DEFAULT_HORIZON`. */
  horizon?: number;
  /** UCT exploration constant. Default `EXPLORATION`. */
  exploration?: number;
  /** Clock for a time budget (tests pass a fake one). Default `performance.now`. */
  now?: () => number;
}

/** One legal move as the search saw it. */
export interface MoveEstimate {
  move: Move;
  /** Playouts that began with this move. */
  visits: number;
  /**
   * Each seat's expected final score (money plus port points), in seat order: the mean
   * over those playouts of the score or outlook they reached. Empty when not visited.
   */
  expected: number[];
}

export interface MctsChoice extends MoveEstimate {
  /** The seat the move is for. */
  seat: Seat;
  /**
   * Why this move: the seat's expected final score after it, less its expected score
   * after the runner-up move (0 when there was only one legal move). In points.
   */
  gain: number;
  /** The runner-up, when there was one. */
  runnerUp: MoveEstimate | null;
  /** Every legal move, most searched first. */
  moves: MoveEstimate[];
  /** Playouts the search made in all. */
  playouts: number;
  ms: number;
}

/** The play page's default (and `mctsMoveMs`'s): a few hundred milliseconds a move on one core of this project's 2-core test machine (the bench's `mctsMoveMs`; at most 1,000 ms is the target). */
export const DEFAULT_BUDGET: SearchBudget = { playouts: 2000 };
/** The simulator's default playouts per move for an `mcts` seat. */
export const DEFAULT_SIM_PLAYOUTS = 200;
/**
 * √2 is UCT's textbook constant for rewards spread over [0, 1]; here most moves differ
 * by a few points (a few hundredths of reward), and 0.7 left the choice close to
 * uniform (0.39 of games won against greedy, against 0.70 with 0.25).
 */
export const EXPLORATION = 0.25;
/** Points of lead worth a reward of 1 (see `rewards`). */
const MARGIN_SCALE = 40;
/** Added to a finished game's winners' reward: between equal margins, the line that wins. */
const WIN_BONUS = 0.1;
/**
 * Moves played by the default policy below the tree before the position is valued.
 * 0 (value the new leaf at once) measured strongest on the default board: against two
 * greedy seats at 200 playouts, 0.70 of games won, against 0.41 with 4 random moves
 * and 0.33 with 20 (the random moves add more noise than the look-ahead is worth).
 */
export const DEFAULT_HORIZON = 0;
/** A safety bound on playout length, far above any real game. */
const PLAYOUT_MOVE_LIMIT = 100_000;

interface Node {
  state: GameState;
  seat: Seat;
  /** Listed when the search first goes through the node: most leaves are valued once and never listed. */
  moves: readonly Move[] | null;
  children: (Node | undefined)[];
  /** Children not yet made, taken from the end. */
  untried: number;
  visits: number;
  /** Per seat: sum of rewards, then sum of final scores. */
  reward: Float64Array;
  points: Float64Array;
}

function nodeOf(state: GameState, players: number): Node {
  return {
    state,
    seat: state.ended ? -1 : currentSeat(state),
    moves: null,
    children: [],
    untried: 0,
    visits: 0,
    reward: new Float64Array(players),
    points: new Float64Array(players),
  };
}

function movesOf(node: Node): readonly Move[] {
  if (node.moves === null) {
    const moves = node.state.ended ? [] : legalMovesView(node.state);
    node.moves = moves;
    node.children = new Array(moves.length);
    node.untried = moves.length;
  }
  return node.moves;
}

/**
 * What each seat can count on in `state`: its money, plus each of its markers worth
 * the island's value times the companies likely to be there at the end (those there
 * now, and a chance for each company that could still arrive). At the end of the
 * game this is the exact score.
 */
function outlook(state: GameState, points: Float64Array): void {
  const n = state.players.length;
  for (let s = 0; s < n; s++) points[s] = state.players[s].money;
  const expected = state.ended ? null : expectedCompanies(state);
  const islands = state.map.islands;
  for (let i = 0; i < islands.length; i++) {
    const markers = state.islands[i].markers;
    if (markers.length === 0) continue;
    const worth = islands[i].value * (expected === null ? scoringCompanies(state, i).length : expected[i]);
    for (const s of markers) points[s] += worth;
  }
  // In phase 1 a card's placements are still to come: count what the greedy bot expects of them,
  // or the search, which sees only a few moves ahead, would see a card's price and never its use.
  if (state.phase === 1 && !state.ended) {
    for (let s = 0; s < n; s++) {
      const card = state.players[s].card;
      if (card !== null) points[s] += cardWorth(state, s, CARD_KIND[card], () => expected!);
    }
  }
}

/**
 * Rewards from points: a seat's lead over the mean of the others, in units of
 * `MARGIN_SCALE` points, around 0.5, plus `WIN_BONUS` to the winners of a finished
 * game. A margin rather than a win alone: against weak playout opponents every line
 * looks won, and only the points still tell moves apart.
 */
function rewards(state: GameState, points: Float64Array, reward: Float64Array): void {
  const n = points.length;
  let total = 0;
  for (let s = 0; s < n; s++) total += points[s];
  for (let s = 0; s < n; s++) reward[s] = 0.5 + (points[s] - (total - points[s]) / (n - 1)) / MARGIN_SCALE;
  if (state.ended) {
    const { winners } = score(state);
    for (const w of winners) reward[w] += WIN_BONUS / winners.length;
    return;
  }
  // Those ahead on the outlook get the bonus too: were it only for a finished game, the
  // leader would gain by ending the game at once and nobody by playing on.
  let best = -Infinity;
  let leaders = 0;
  for (let s = 0; s < n; s++) {
    if (points[s] > best + 1e-9) {
      best = points[s];
      leaders = 1;
    } else if (points[s] > best - 1e-9) leaders++;
  }
  for (let s = 0; s < n; s++) if (points[s] > best - 1e-9) reward[s] += WIN_BONUS / leaders;
}

const greedyChoice: MoveChooser = (moves, state, rng) => greedyBot(state, moves, rng);

/**
 * The move the search prefers for the player whose turn it is, with what it expects
 * of every legal move; null when the game is over. Never throws on a running game.
 */
export function mctsChoose(state: GameState, options: MctsOptions = {}): MctsChoice | null {
  if (state.ended) return null;
  const now = options.now ?? (() => performance.now());
  const started = now();
  const budget = options.budget ?? DEFAULT_BUDGET;
  const rng: Rng = createRng(options.seed ?? 1);
  const c = options.exploration ?? EXPLORATION;
  const horizon = Math.max(0, options.horizon ?? DEFAULT_HORIZON);
  const choose = (options.policy ?? 'random') === 'greedy' ? greedyChoice : uniformChoice;
  const players = state.players.length;
  const root = nodeOf(state, players);
  const seat = root.seat;
  const rootMoves = movesOf(root);
  if (rootMoves.length === 0) return null;

  const reward = new Float64Array(players);
  const points = new Float64Array(players);
  const path: Node[] = [];
  let playouts = 0;
  const limit = 'playouts' in budget ? Math.max(1, Math.floor(budget.playouts)) : Infinity;
  const deadline = 'ms' in budget ? started + Math.max(0, budget.ms) : Infinity;
  // A single legal move needs no search, but its estimate is still useful to a hint: a few playouts.
  const cap = rootMoves.length === 1 ? Math.min(limit, 16) : limit;

  while (playouts < cap && (playouts === 0 || deadline === Infinity || now() < deadline)) {
    path.length = 0;
    let node = root;
    path.push(node);
    // Selection: down through fully expanded nodes, each seat choosing for itself.
    // movesOf first: it lists a node's moves (and so its untried count) on the second visit.
    while (movesOf(node).length > 0 && node.untried === 0) {
      const logN = Math.log(node.visits);
      let best = -Infinity;
      let pick: Node = node.children[0]!;
      for (const child of node.children) {
        const value = child!.reward[node.seat] / child!.visits + c * Math.sqrt(logN / child!.visits);
        if (value > best) {
          best = value;
          pick = child!;
        }
      }
      node = pick;
      path.push(node);
    }
    // Expansion: one untried move, chosen at random so that a budget smaller than the
    // number of moves does not always favour the first ones listed.
    if (node.untried > 0) {
      const k = Math.floor(rng() * node.untried);
      const slot = pickUntried(node, k);
      const move = node.moves![slot];
      const result = applyMove(node.state, move);
      if (!result.ok) throw new Error(`The engine refused a move it listed as legal: ${JSON.stringify(move)}: ${result.violation.message}`);
      const child = nodeOf(result.state, players);
      node.children[slot] = child;
      node.untried--;
      node = child;
      path.push(node);
    }
    // Playout and backup.
    const end = node.state.ended || horizon === 0 ? node.state : playOut(node.state, rng, { choose, maxMoves: Math.min(horizon, PLAYOUT_MOVE_LIMIT) }).state;
    outlook(end, points);
    rewards(end, points, reward);
    for (const n of path) {
      n.visits++;
      for (let s = 0; s < players; s++) {
        n.reward[s] += reward[s];
        n.points[s] += points[s];
      }
    }
    playouts++;
  }

  const estimates: MoveEstimate[] = [];
  rootMoves.forEach((move, i) => {
    const child = root.children[i];
    if (child !== undefined && child.visits > 0) estimates.push(estimateOf(move, child));
    else estimates.push({ move, visits: 0, expected: [] });
  });
  // The most searched move is the robust choice; among equals, the better value, then the order listed.
  const order = estimates.map((_, i) => i);
  const value = (i: number) => (root.children[i] && root.children[i]!.visits > 0 ? root.children[i]!.reward[seat] / root.children[i]!.visits : -Infinity);
  order.sort((a, b) => estimates[b].visits - estimates[a].visits || value(b) - value(a) || a - b);
  const chosen = estimates[order[0]];
  const runnerUp = order.length > 1 && estimates[order[1]].visits > 0 ? estimates[order[1]] : null;
  return {
    ...chosen,
    seat,
    gain: runnerUp === null ? 0 : chosen.expected[seat] - runnerUp.expected[seat],
    runnerUp,
    moves: order.map((i) => estimates[i]),
    playouts,
    ms: now() - started,
  };
}

/**
 * The k-th child slot not yet made. Children are made in a random order; the
 * untried ones are the empty slots, counted from the start.
 */
function pickUntried(node: Node, k: number): number {
  for (let i = 0; i < node.children.length; i++) {
    if (node.children[i] === undefined) {
      if (k === 0) return i;
      k--;
    }
  }
  throw new Error('no untried move');
}

function estimateOf(move: Move, node: Node): MoveEstimate {
  const expected = Array.from(node.points, (p) => round2(p / node.visits));
  return { move, visits: node.visits, expected };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
