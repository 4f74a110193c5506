import defaultBoard from '../../../maps/south-pacific.json';
import {
  applyMove,
  clippersCore,
  currentSeat,
  DEFAULT_VARIANTS,
  END_RULE,
  legalMoves,
  MAX_PLAYERS,
  MIN_PLAYERS,
  newGame,
  RULE_IDS,
  RULE_PAGES,
  score,
  VARIANT_CHOICES,
  type GameEvent,
  type GameState,
  type Move,
  type RuleId,
  type Variants,
} from '../../engine';
import { gameFromJson } from '../../game/from-json';
import { mapSchema, NATIONS, parseMapText, type BoardMap, type Nation } from '../../map';
import { moveSchema } from '../../walkthrough/schema';
import { err, ok, type GameModule, type Refusal, type ScoreSheet } from '../module';
import { CLIPPERS_FLOW } from './flow';
import { WORDS } from './words';
import { z } from 'zod';

/**
 * Clippers as a game module: the toolkit's view of the engine in src/engine and the
 * board in src/map. Every function here delegates; no rule is decided in this file.
 */

const VARIANT_RULES: Readonly<Record<keyof Variants, RuleId>> = {
  portCard: 'card.port',
  tieBreak: 'score.tie-break',
  purpleHome: 'score.purple-home',
  purpleBranch: 'purple.routes',
};

/** A move's identity: its fields in a fixed order, so two spellings of one move compare equal. */
const moveKey = (move: Move): string =>
  JSON.stringify(
    Object.keys(move)
      .sort()
      .map((k) => [k, (move as unknown as Record<string, unknown>)[k]]),
  );

const restoreRefusal = (reason: string, path: string, message: string): Refusal => ({ rule: 'game.restore', code: `restore.${reason}`, values: { path, message } });

function scoreSheet(state: GameState): ScoreSheet {
  const sheet = score(state);
  return {
    seats: sheet.players.map((p) => ({
      seat: p.seat,
      total: p.total,
      lines: [
        { label: 'money', points: p.money, rule: 'score.money' },
        ...p.ports.map((port) => ({
          label: 'port',
          values: { island: port.island, markers: port.markers, value: port.value, companies: port.companies },
          points: port.points,
          rule: 'score.ports',
          ...(port.note ? { note: 'score.purple-home' } : {}),
        })),
      ],
    })),
    winners: sheet.winners,
    decidedBy: sheet.decidedBy,
  };
}

const board = parseMapText(JSON.stringify(defaultBoard));

export const game: GameModule<GameState, Move, GameEvent, BoardMap> = {
  id: 'clippers',
  version: 1,
  seats: { min: MIN_PLAYERS, max: MAX_PLAYERS, identities: NATIONS },
  variants: (Object.keys(VARIANT_CHOICES) as (keyof Variants)[]).map((id) => ({
    id,
    choices: VARIANT_CHOICES[id],
    default: DEFAULT_VARIANTS[id],
    rule: VARIANT_RULES[id],
  })),
  schemas: { state: z.custom<GameState>((v) => gameFromJson(v).ok), move: moveSchema as z.ZodType<Move, z.ZodTypeDef, unknown> },
  board: { schema: mapSchema as unknown as z.ZodType<BoardMap, z.ZodTypeDef, unknown>, ...(board.ok ? { default: board.value } : {}) },
  setup: (o) => {
    const map = o.board ?? (board.ok ? board.value : undefined);
    if (map === undefined) return err([{ rule: 'setup.players', code: 'setup.no-board', values: {} }]);
    const made = newGame({
      map,
      players: o.players.map((p) => ({ name: p.name, ...(p.identity ? { nation: p.identity as Nation } : {}) })),
      variants: o.variants as Partial<Variants> | undefined,
      seed: o.seed,
    });
    if (made.ok) return ok(made.value);
    return err(made.error.map((e) => ({ rule: 'setup.players', code: `setup.${e.reason}`, values: { ...(e.values ?? {}), message: e.message } as Refusal['values'] })));
  },
  restore: (data) => {
    const r = gameFromJson(data);
    if (!r.ok) return err(r.error.map((e) => restoreRefusal(e.reason, e.path, e.message)));
    return ok(r.value.state);
  },
  toAct: (s) => (s.ended ? { kind: 'ended', ending: { reason: s.ended.reason, rule: END_RULE[s.ended.reason] } } : { kind: 'seat', seat: currentSeat(s) }),
  legalMoves,
  applyMove: (s, m) => {
    const r = applyMove(s, m);
    if (r.ok) return r;
    const v = r.violation;
    return { ok: false, refusal: { rule: v.rule, code: v.reason?.code ?? v.rule, values: (v.reason?.values ?? { message: v.message }) as Refusal['values'] } };
  },
  moveKey,
  // The one implementation of the rules (src/engine/core.ts): `legalMoves` and `applyMove` above are its facade.
  core: clippersCore as GameModule<GameState, Move, GameEvent, BoardMap>['core'],
  score: scoreSheet,
  flow: CLIPPERS_FLOW,
  rules: { ids: RULE_IDS, pageOf: (id) => (RULE_PAGES as Readonly<Record<string, string>>)[id] },
  words: WORDS,
};
