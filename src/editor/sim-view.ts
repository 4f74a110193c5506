import { VARIANT_NAMES } from '../engine';
import { DEFAULT_VARIANTS, VARIANT_CHOICES, type PlayerCount, type Variants } from '../engine';
import type { BotName } from '../sim/bots';
import type { SimReport } from '../sim/report';

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

export const BOT_CHOICES: readonly { id: BotName; label: string; hint: string }[] = [
  { id: 'random', label: 'Random', hint: 'Any legal move, uniformly: the baseline a fair board should pass.' },
  { id: 'greedy', label: 'Greedy', hint: 'Plays for the points it can see; about ten times slower.' },
  { id: 'mcts', label: 'Search', hint: 'Looks ahead 200 positions a move (Monte Carlo tree search) and beats greedy more often than not; about a hundred times slower than greedy, so try 20 to 50 games.' },
];

/** The variants' names and choices for people, in `VARIANT_CHOICES` order; see the rules site's variants page. */
export const VARIANT_LABELS: { readonly [K in keyof Variants]: { label: string; hint: string; choices: Readonly<Record<Variants[K], string>> } } = {
  portCard: {
    label: 'Port card',
    hint: 'Is moving a port marker the phase’s placement, or made as well?',
    choices: { 'replaces-placement': 'Instead of the phase’s segment', 'in-addition': 'As well as the phase’s segment' },
  },
  tieBreak: {
    label: 'Tie-break',
    hint: 'After points and money: the last tied player without a full turn wins, or the tie is shared.',
    choices: { 'money-then-last-turn': 'Money, then last turn', 'money-only': 'Money only (else shared)' },
  },
  purpleHome: {
    label: 'Purple at American Samoa',
    hint: 'Does purple count as connected to American Samoa when scoring?',
    choices: { always: 'Always counts', 'when-active': 'Only once purple is active', never: 'Never (real links only)' },
  },
  purpleBranch: {
    label: 'New purple routes',
    hint: 'Do new purple routes start only at its home island, or also at any island purple reaches?',
    choices: { 'home-only': 'Only from its home island', anywhere: 'From any island purple reaches' },
  },
};

export { VARIANT_NAMES };

/** A select's options for one variant: every choice, labelled, the default marked. */
export function variantOptions<K extends keyof Variants>(key: K): { value: Variants[K]; label: string }[] {
  const labels: Readonly<Record<Variants[K], string>> = VARIANT_LABELS[key].choices;
  return VARIANT_CHOICES[key].map((value) => ({ value, label: value === DEFAULT_VARIANTS[key] ? `${labels[value]} (default)` : labels[value] }));
}

/** The variants that differ from the defaults, as `name=value` pairs (the CLI's `--variant` syntax); empty for none. */
export function variantPairs(v: Variants): string[] {
  return VARIANT_NAMES.filter((k) => v[k] !== DEFAULT_VARIANTS[k]).map((k) => `${k}=${v[k]}`);
}

/** The variants that differ from the defaults, for people ("Port card: as well as the phase’s segment"); empty for none. */
export function variantNotes(v: Variants): string[] {
  return VARIANT_NAMES.filter((k) => v[k] !== DEFAULT_VARIANTS[k]).map((k) => {
    const choice: string = (VARIANT_LABELS[k].choices as Record<string, string>)[v[k]] ?? v[k];
    return `${VARIANT_LABELS[k].label}: ${choice.charAt(0).toLowerCase()}${choice.slice(1)}`;
  });
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

/** A whole number typed in a field, within bounds; or why not. */
export function parseWhole(text: string, min: number, max: number, what: string): { ok: true; value: number } | { ok: false; error: string } {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return { ok: false, error: `${what} must be a whole number from ${min} to ${max}.` };
  const value = Number(t);
  if (value < min || value > max) return { ok: false, error: `${what} must be from ${min} to ${max}.` };
  return { ok: true, value };
}

/** The command that prints the same report, given the map exported as `file`. */
export function cliCommand(s: SimSettings, file = 'my-board.json'): string {
  const bots = settingsBots(s).join(',');
  const pairs = variantPairs(s.variants);
  const variant = pairs.length > 0 ? ` --variant ${pairs.join(',')}` : '';
  return `npx clippers simulate --map ${file} --players ${s.players} --games ${s.games} --seed ${s.seed} --bots ${bots}${variant} --json`;
}

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

/** The label people see for a bot: the Simulate panel's own word ("Search" for mcts). */
export function botLabel(bot: BotName): string {
  return BOT_CHOICES.find((b) => b.id === bot)?.label ?? bot;
}

/** Seconds for people: "0.4 s", "12 s", "1 min 05 s" (with no-break spaces, so a line never ends at a unit). */
export function duration(ms: number): string {
  const s = Math.max(0, ms) / 1000;
  if (s < 10) return `${s.toFixed(1)}\u00a0s`;
  if (s < 60) return `${Math.round(s)}\u00a0s`;
  let m = Math.floor(s / 60);
  let rest = Math.round(s - m * 60);
  if (rest === 60) {
    m++;
    rest = 0;
  }
  return `${m}\u00a0min ${String(rest).padStart(2, '0')}\u00a0s`;
}
