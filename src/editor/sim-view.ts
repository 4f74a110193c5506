import { DEFAULT_VARIANTS, VARIANT_NAMES, VARIANT_CHOICES, type PlayerCount, type Variants } from '../engine';
import type { BotName } from '../sim/bots';
import type { SimReport } from '../sim/report';
import { balanceOf, CARE, type Balance } from '../sim/verdict';
import { fixed } from './numbers';

/**
 * The editor's "Simulate" panel, minus React: its settings, what they mean as the
 * simulator's options and as a `clippers simulate` command line, and the scales of
 * its charts. Type-only imports from the simulator, so the page does not load it
 * (the Web Worker does); the variants module is plain data.
 */

export type BotMode = BotName | 'per-seat';

export interface SimSettings {
  players: PlayerCount;
  games: number;
  seed: number;
  bots: BotMode;
  /** Each seat's bot when `bots` is 'per-seat' (five, of which the first `players` are used). */
  seatBots: BotName[];
  /** The rule variants the games are played with. */
  variants: Variants;
}

/** The bots the panel offers, in its order; their names are the catalogue's `bot.<id>` (the play page's too), their hints `editor.sim.bot.<id>.hint`. */
export const BOT_CHOICES: readonly BotName[] = ['random', 'greedy', 'mcts'];

export { VARIANT_NAMES };

/** A select's options for one variant: every choice, the default marked (the panel words them from `variant.choice.<value>`, as the play page does). */
export function variantOptions<K extends keyof Variants>(key: K): { value: Variants[K]; isDefault: boolean }[] {
  return VARIANT_CHOICES[key].map((value) => ({ value, isDefault: value === DEFAULT_VARIANTS[key] }));
}

/** The variants that differ from the defaults, in `VARIANT_NAMES` order. */
export const changedVariants = (v: Variants): (keyof Variants)[] => VARIANT_NAMES.filter((k) => v[k] !== DEFAULT_VARIANTS[k]);

/** The variants that differ from the defaults, as `name=value` pairs (the CLI's `--variant` syntax); empty for none. */
export function variantPairs(v: Variants): string[] {
  return changedVariants(v).map((k) => `${k}=${v[k]}`);
}

export const MAX_GAMES = 1000;
export const MAX_SEED = 0xffffffff;

/** The same defaults as `clippers simulate`, but for the games per seat bot. */
export const DEFAULT_SETTINGS: SimSettings = {
  players: 4,
  games: 200,
  seed: 1,
  bots: 'random',
  seatBots: ['greedy', 'random', 'random', 'random', 'random'],
  variants: DEFAULT_VARIANTS,
};

/** The bots the simulator gets: one for every seat, or one per seat in turn order. */
export function settingsBots(s: Pick<SimSettings, 'players' | 'bots' | 'seatBots'>): BotName[] {
  return s.bots === 'per-seat' ? s.seatBots.slice(0, s.players) : [s.bots];
}

/** A whole number typed in a field, within bounds; or why not: not a whole number, or out of range. */
export function parseWhole(text: string, min: number, max: number): { ok: true; value: number } | { ok: false; error: 'whole' | 'range' } {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return { ok: false, error: 'whole' };
  const value = Number(t);
  if (value < min || value > max) return { ok: false, error: 'range' };
  return { ok: true, value };
}

/** The command that prints the same report, given the map exported as `file`. */
export function cliCommand(s: SimSettings, file = 'my-board.json'): string {
  const bots = settingsBots(s).join(',');
  const pairs = variantPairs(s.variants);
  const variant = pairs.length > 0 ? ` --variant ${pairs.join(',')}` : '';
  return `npx clippers simulate --map ${file} --players ${s.players} --games ${s.games} --seed ${s.seed} --bots ${bots}${variant} --json`;
}

/** The seats' reading (the simulator's own `balanceOf`, as the CLI prints it), with the seats of each reading listed for the panel's words. */
export function seatVerdict(report: Pick<SimReport, 'seats' | 'games'>): Balance & { points: number; favoured: number[]; handicapped: number[]; undecided: number[] } {
  const b = balanceOf(report.seats, report.games);
  const with_ = (reading: Balance['seats'][number]) => b.seats.flatMap((r, seat) => (r === reading ? [seat] : []));
  return { ...b, points: Math.round(CARE * 100), favoured: with_('favoured'), handicapped: with_('handicapped'), undecided: with_('undecided') };
}

export { frequency } from '../sim/verdict';

/** The top of the win-rate axis: enough for every interval, in tenths, at least 30%. */
export function winAxisMax(report: Pick<SimReport, 'seats'>): number {
  const top = Math.max(0, ...report.seats.map((s) => s.winRateCI[1]));
  return Math.min(1, Math.max(0.3, Math.ceil((top + 0.005) * 10) / 10));
}

/**
 * A running simulation's clock at `now`: time since `started`, and the time left from
 * the pace up to the last finished game (at `lastAt`), counted down between games so
 * that a slow search bot's run never looks stalled. `left` is null until a game ends.
 */
export function runClock(run: { started: number; lastAt: number; done: number; total: number }, now: number): { elapsed: number; left: number | null } {
  const elapsed = Math.max(0, now - run.started);
  if (run.done <= 0 || run.done >= run.total) return { elapsed, left: null };
  const perGame = (run.lastAt - run.started) / run.done;
  return { elapsed, left: Math.max(0, perGame * run.total - elapsed) };
}

/** Seconds for people: "0.4 s", "12 s", "1 min 05 s" (with no-break spaces, so a line never ends at a unit). */
export function duration(ms: number, locale = 'en-US'): string {
  const s = Math.max(0, ms) / 1000;
  if (s < 10) return `${fixed(s, 1, locale)}\u00a0s`;
  if (s < 60) return `${Math.round(s)}\u00a0s`;
  let m = Math.floor(s / 60);
  let rest = Math.round(s - m * 60);
  if (rest === 60) {
    m++;
    rest = 0;
  }
  return `${m}\u00a0min ${String(rest).padStart(2, '0')}\u00a0s`;
}
