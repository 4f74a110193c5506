import { stopsPlay } from '../map/diagnostics';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_VARIANTS, isPlayerCount, MAX_PLAYERS, PLAYER_COUNTS, VARIANT_CHOICES, type Variants } from '../engine';
import { checkMap } from '../map/check';
import type { BoardMap } from '../map/schema';
import { BOT_NAMES, isBotName, type BotName } from '../sim/bots';
import { compareReports } from '../sim/compare';
import { compareHtml } from './simulate-html';
import { defaultWorkers, simulateParallel } from '../sim/pool';
import { serialiseSavedGame } from '../game/parse';
import { savedSimGame } from '../game/bot-game';
import { DEFAULT_HORIZON, DEFAULT_SIM_PLAYOUTS, PLAYOUT_POLICIES, type PlayoutPolicy } from '../sim/mcts';
import { MAX_BUDGET, MAX_HORIZON, seatBots, type PlayerCount, type SimOptions } from '../sim/simulate';
import { buildReport, simMeta, type SimReport } from '../sim/report';
import { strengthReport, type StrengthReport } from '../sim/strength';
import { checkFile } from './check';
import { formatDiagnostic } from '../source/diagnostic';
import { escapeControl } from '../source/terminal';
import { EXIT_USAGE, usageError, type CliIo, type Command } from './command';
import { printComparison, printReport, printStrength, seconds } from './simulate-print';
import { parseVariants } from './variants';

/**
 * `clippers simulate`: plays many bot games on a board and reports how fair and how
 * lively it is; with `--compare`, the same for a second board and the differences.
 * The same flags and seed give the same report, byte for byte, on any number of workers.
 */

const USAGE =
  '[--map <file>] [--players 3|4|5] [--games N] [--seed S] [--bots random,greedy,mcts,...] [--budget P] [--playout random|greedy] [--horizon M] [--variant name=value,...] [--workers K] [--compare <file> [--html <file>] | --strength] [--save-games <dir>] [--json] [--help]';
const DEFAULT_MAP = fileURLToPath(new URL('../../maps/south-pacific.json', import.meta.url));
/** How the default map is named in output: where it is in the repository, not on this machine. */
const DEFAULT_MAP_LABEL = 'maps/south-pacific.json';
/**
 * The most games one run plays. The report keeps each game's record (a few
 * hundred bytes), so memory grows with the count: a million is a few hundred MB
 * and, with random bots, minutes of work per core.
 */
export const MAX_GAMES = 1_000_000;
const DEFAULTS = { players: 4, games: 200, seed: 1, bots: ['random'] } as const;

interface SimulateArgs {
  map: string;
  mapLabel: string;
  compare: string | null;
  players: PlayerCount;
  games: number;
  seed: number;
  bots: BotName[];
  variants: Partial<Variants>;
  /** The search bot's playouts per move, playout policy and horizon; null: the defaults. */
  budget: number | null;
  policy: PlayoutPolicy | null;
  horizon: number | null;
  /** Also play greedy and mcts in every seat and report the seats side by side. */
  strength: boolean;
  workers: number | null;
  json: boolean;
  /** Directory to write each game to, in the saved-game format. */
  saveGames: string | null;
  /** With --compare: a file to write the comparison to as one HTML page. */
  html: string | null;
}

/** Every option with what it does and its default, for `clippers simulate --help` and `clippers help simulate`. */
const DETAILS: readonly string[] = [
  '',
  'Options (each default in brackets):',
  `  --map <file>             the board to play [${DEFAULT_MAP_LABEL}]`,
  `  --players 3|4|5          players at the table [${DEFAULTS.players}]`,
  `  --games N                games to play, 1 to ${MAX_GAMES.toLocaleString('en-US')} [${DEFAULTS.games}]`,
  `  --seed S                 same seed, same games, 0 to 4294967295 [${DEFAULTS.seed}]`,
  `  --bots a,b,...           one bot for every seat or one per seat in turn order, from ${BOT_NAMES.join(', ')} [${DEFAULTS.bots.join(',')}]`,
  `  --budget P               the mcts bot's playouts per move, 1 to ${MAX_BUDGET.toLocaleString('en-US')} [${DEFAULT_SIM_PLAYOUTS}]`,
  `  --playout ${PLAYOUT_POLICIES.join('|')}  how the mcts bot plays on below its tree [random]`,
  `  --horizon M              moves the mcts bot plays on before valuing a position, 0 to ${MAX_HORIZON} [${DEFAULT_HORIZON}]`,
  `  --variant name=value,... rule variants [${Object.entries(DEFAULT_VARIANTS).map(([k, v]) => `${k}=${v}`).join(',')}]`,
  '  --workers K              worker threads [every core for a long run, 1 for a short one]',
  '  --compare <file>         also play the board as it was (old; --map is the new one) and print every change, new − old [none]',
  '  --html <file>            with --compare, also write the comparison with its plots as one HTML page [none]',
  '  --strength               also play greedy and mcts in every seat and read each seat\'s balance [off]',
  '  --save-games <dir>       also write every game in the saved-game format [none]',
  '  --json                   print the report as JSON only [off]',
  '  --help, -h               print this help',
  '',
  `Another game the kit carries (rulekit games): --game <id> ${'[--players N] [--games N] [--seed S] [--bots random,greedy,...] [--variant name=value,...] [--json]'}`,
  '  plays that game through its game module and reports seat win rates, game length, endings and its own measures [--game clippers]',
];

export const simulateCommand: Command = {
  summary: 'Play many bot games on a map and report seat balance, game length, purple, cards and island reach. --compare for a second map.',
  usage: USAGE,
  details: DETAILS,
  async run(args, cliIo) {
    if (args.some((a) => a === '--help' || a === '-h')) {
      cliIo.out(`Usage: clippers simulate ${USAGE}`);
      cliIo.out(simulateCommand.summary);
      for (const line of DETAILS) cliIo.out(line);
      return 0;
    }
    // Map and island names come from files: shown with control characters escaped (JSON escapes its own).
    const io: CliIo = { ...cliIo, out: (line) => cliIo.out(escapeControl(line)) };
    const json = (value: unknown) => cliIo.out(JSON.stringify(value, null, 2));
    // Another game than Clippers is simulated through its game module.
    const gameArg = args.findIndex((a) => a === '--game' || a.startsWith('--game='));
    if (gameArg >= 0 && !/^(--game=)?clippers$/.test(args[gameArg] === '--game' ? (args[gameArg + 1] ?? '') : args[gameArg])) {
      return (await import('./simulate-module')).simulateOtherGame(args, io);
    }
    const parsed = parseSimulateArgs(args.filter((a, i) => !(a === '--game=clippers' || (a === '--game' && args[i + 1] === 'clippers') || (args[i - 1] === '--game' && a === 'clippers'))));
    if (typeof parsed === 'string') return usageError(io, 'simulate', USAGE, parsed);

    const map = await readMap(parsed.map, '--map', io);
    if (map === null) return EXIT_USAGE;
    const other = parsed.compare === null ? null : await readMap(parsed.compare, '--compare', io);
    if (parsed.compare !== null && other === null) return EXIT_USAGE;

    const started = performance.now();
    const a = await simulate(map, parsed, io);
    if (typeof a === 'string') return usageError(io, 'simulate', USAGE, a);
    if (parsed.saveGames !== null && !(await saveGames(map, parsed, io))) return 1;
    if (other === null) {
      let strength: StrengthReport | null = null;
      if (parsed.strength) {
        const greedy = await simulate(map, { ...parsed, bots: ['greedy'] }, io, 'greedy in every seat');
        if (typeof greedy === 'string') return usageError(io, 'simulate', USAGE, greedy);
        const mcts = await simulate(map, { ...parsed, bots: ['mcts'] }, io, 'mcts in every seat');
        if (typeof mcts === 'string') return usageError(io, 'simulate', USAGE, mcts);
        strength = strengthReport(greedy, mcts);
      }
      if (parsed.json) json(strength === null ? a : { ...a, strength });
      else {
        printReport(io, a, parsed.mapLabel, parsed.games, strength === null ? started : null, workersFor(parsed));
        if (strength !== null) {
          io.out('');
          printStrength(io, strength);
          io.out(`${3 * parsed.games} games in ${seconds(started)} on ${workersFor(parsed)} worker(s).`);
        }
      }
      return 0;
    }
    // --map is the board under study (new), --compare the one it is measured against (old): changes read new − old.
    const old = await simulate(other, parsed, io);
    if (typeof old === 'string') return usageError(io, 'simulate', USAGE, old);
    const comparison = compareReports(old, a);
    const files = { old: parsed.compare ?? '', new: parsed.mapLabel };
    if (parsed.html !== null && !(await writeHtml(parsed.html, compareHtml(comparison, old, a, files), io))) return 1;
    if (parsed.json) json({ old, new: a, comparison });
    else {
      printReport(io, old, files.old, parsed.games, null, workersFor(parsed), 'Old');
      io.out('');
      printReport(io, a, files.new, parsed.games, null, workersFor(parsed), 'New');
      io.out('');
      printComparison(io, comparison, files);
      io.out(`${2 * parsed.games} games in ${seconds(started)} on ${workersFor(parsed)} worker(s).`);
      if (parsed.html !== null) io.out(`The comparison with its plots: ${parsed.html}`);
    }
    return 0;
  },
};

// ------------------------------------------------------------------ arguments

/** The arguments, or what is wrong with them (naming the flag and the fix). */
export function parseSimulateArgs(args: string[]): SimulateArgs | string {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        map: { type: 'string' },
        players: { type: 'string' },
        games: { type: 'string' },
        seed: { type: 'string' },
        bots: { type: 'string' },
        variant: { type: 'string', multiple: true },
        workers: { type: 'string' },
        compare: { type: 'string' },
        budget: { type: 'string' },
        playout: { type: 'string' },
        horizon: { type: 'string' },
        strength: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        'save-games': { type: 'string' },
        html: { type: 'string' },
      },
    }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const players = wholeNumber(values.players, DEFAULTS.players);
  if (players === null || !isPlayerCount(players)) return `--players must be ${PLAYER_COUNTS.slice(0, -1).join(', ')} or ${MAX_PLAYERS} (got "${values.players}").`;
  const games = wholeNumber(values.games, DEFAULTS.games);
  if (games === null || games < 1) return `--games must be a whole number of at least 1 (got "${values.games}"), e.g. --games 1000.`;
  if (games > MAX_GAMES) {
    return `--games is at most ${MAX_GAMES.toLocaleString('en-US')} (got ${values.games}): every game's record is kept for the report, and a million games already narrow a seat's win rate to about ±0.1%. For more, run several seeds and compare.`;
  }
  const seed = wholeNumber(values.seed, DEFAULTS.seed);
  if (seed === null || seed > 0xffffffff) return `--seed must be a whole number from 0 to 4294967295 (got "${values.seed}").`;
  const workers = values.workers === undefined ? null : wholeNumber(values.workers, 0);
  if (values.workers !== undefined && (workers === null || workers < 1)) {
    return `--workers must be a whole number of at least 1 (got "${values.workers}"); leave it out to use every core.`;
  }

  const bots = values.bots === undefined ? [...DEFAULTS.bots] : values.bots.split(',').map((b) => b.trim());
  const unknown = bots.find((b) => !isBotName(b));
  if (unknown !== undefined) return `--bots: there is no bot "${unknown}"; choose from ${BOT_NAMES.join(', ')}, e.g. --bots greedy or --bots mcts,greedy,greedy,greedy.`;
  if (bots.length !== 1 && bots.length !== players) {
    return `--bots lists ${bots.length} bots for ${players} players; give one bot for every seat (--bots greedy) or one per seat in turn order.`;
  }

  const budget = values.budget === undefined ? null : wholeNumber(values.budget, 0);
  if (values.budget !== undefined && (budget === null || budget < 1 || budget > MAX_BUDGET)) {
    return `--budget is the search bot's playouts per move, a whole number from 1 to ${MAX_BUDGET} (got "${values.budget}"), e.g. --budget 200.`;
  }
  const policy = values.playout === undefined ? null : PLAYOUT_POLICIES.find((p) => p === values.playout);
  if (policy === undefined) return `--playout: there is no playout policy "${values.playout}"; choose from ${PLAYOUT_POLICIES.join(', ')}.`;
  const horizon = values.horizon === undefined ? null : wholeNumber(values.horizon, 0);
  if (values.horizon !== undefined && (horizon === null || horizon > MAX_HORIZON)) {
    return `--horizon is the moves each playout plays before valuing the position, a whole number from 0 to ${MAX_HORIZON} (got "${values.horizon}").`;
  }
  if (values.strength && values.compare !== undefined) return '--strength compares bots on one map; leave out --compare, or run the two maps separately.';
  if (values.html !== undefined && values.compare === undefined) return '--html writes the comparison of two boards: add --compare <old board>, e.g. --map new.json --compare old.json --html changes.html.';

  const variants = parseVariants(values.variant ?? []);
  if (typeof variants === 'string') return variants;
  return {
    map: values.map ?? DEFAULT_MAP,
    mapLabel: values.map ?? DEFAULT_MAP_LABEL,
    compare: values.compare ?? null,
    players: players as PlayerCount,
    games,
    seed,
    bots: bots.filter(isBotName),
    variants,
    budget,
    policy,
    horizon,
    strength: values.strength ?? false,
    workers,
    json: values.json ?? false,
    saveGames: values['save-games'] ?? null,
    html: values.html ?? null,
  };
}

function wholeNumber(text: string | undefined, fallback: number): number | null {
  if (text === undefined) return fallback;
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

// ------------------------------------------------------------------ running

/** `--save-games`: each game of the run, replayed with its moves kept, as `game-0001.json`… in the directory. */
async function saveGames(map: BoardMap, args: SimulateArgs, io: CliIo): Promise<boolean> {
  const dir = resolve(io.cwd, args.saveGames!);
  const options: SimOptions = { map, players: args.players, games: args.games, seed: args.seed, bots: args.bots, variants: args.variants };
  // The default board is named by id (small files that open on the site); any other map goes inline.
  const mapRef = args.map === DEFAULT_MAP ? 'south-pacific' : map;
  const width = Math.max(4, String(args.games).length);
  try {
    await mkdir(dir, { recursive: true });
    for (let game = 0; game < args.games; game++) {
      const saved = savedSimGame(options, seatBots(options), game, mapRef);
      await writeFile(join(dir, `game-${String(game + 1).padStart(width, '0')}.json`), serialiseSavedGame(saved), 'utf8');
    }
  } catch (e) {
    io.err(`clippers simulate: --save-games ${args.saveGames}: ${e instanceof Error ? e.message : String(e)}`);
    return false;
  }
  io.err(`Saved ${args.games} game${args.games === 1 ? '' : 's'} to ${args.saveGames}.`);
  return true;
}

/** `--html`: the page written beside its final name first, then renamed, so a failed write never leaves the file empty or half-written. */
async function writeHtml(file: string, html: string, io: CliIo): Promise<boolean> {
  const path = resolve(io.cwd, file);
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    await writeFile(temp, html, 'utf8');
    await rename(temp, path);
  } catch (e) {
    io.err(`clippers simulate: --html ${file}: ${e instanceof Error ? e.message : String(e)}; pass a file in a folder you can write to.`);
    return false;
  }
  return true;
}

/** Loads and checks a map; prints why not and returns null when it cannot be played. */
async function readMap(file: string, flag: string, io: CliIo): Promise<BoardMap | null> {
  const checked = await checkFile(file, io.cwd);
  const shown = escapeControl(file);
  if (!checked.ok) {
    for (const d of checked.errors) io.err(formatDiagnostic(d));
    io.err(`clippers simulate: ${flag} ${shown} is not a readable Clippers map; fix the problems above or pass another file.`);
    return null;
  }
  // Drawing errors leave the game playable: the engine never asks where the pieces are drawn.
  const errors = checked.report.errors.filter(stopsPlay);
  if (errors.length > 0) {
    for (const d of errors) io.err(formatDiagnostic(d));
    io.err(`clippers simulate: ${flag} ${shown} is not playable (${errors.length} error${errors.length === 1 ? '' : 's'}); run "clippers check ${shown}" and fix them.`);
    return null;
  }
  return checked.map;
}

const workersFor = (args: SimulateArgs): number => Math.min(args.workers ?? defaultWorkers({ ...args, budget: args.budget ?? undefined }), args.games);

/** Runs one simulation; a string is a problem the options have (e.g. too few departure cards for the players). */
async function simulate(map: BoardMap, args: SimulateArgs, io: CliIo, label?: string): Promise<SimReport | string> {
  const options: SimOptions = { map, players: args.players, games: args.games, seed: args.seed, bots: args.bots, variants: args.variants };
  if (args.budget !== null) options.budget = args.budget;
  if (args.policy !== null) options.policy = args.policy;
  if (args.horizon !== null) options.horizon = args.horizon;
  const bar = progressBar(label === undefined ? map.name : `${map.name}, ${label}`);
  let played = 0;
  // Ctrl-C: the worker threads go with the process; say how far the run got instead of dying mid-line.
  const interrupt = () => {
    bar?.done();
    process.stderr.write(`clippers simulate: stopped by Ctrl-C after ${played} of ${options.games} games; no report for a partial run (use fewer --games).\n`);
    process.exit(130);
  };
  process.once('SIGINT', interrupt);
  const onProgress = (done: number, total: number) => {
    played = done;
    bar?.update(done, total);
  };
  const result = await simulateParallel(options, { workers: workersFor(args), onProgress }).finally(() => process.off('SIGINT', interrupt));
  bar?.done();
  if (!result.ok) {
    const flag = {
      map: '--map',
      players: '--players',
      games: '--games',
      seed: '--seed',
      bots: '--bots',
      variants: '--variant',
      budget: '--budget',
      policy: '--playout',
      horizon: '--horizon',
    } as const;
    for (const p of result.error.slice(1)) io.err(`clippers simulate: ${flag[p.field]}: ${p.message}`);
    const first = result.error[0];
    return `${flag[first.field]}: ${first.message}`;
  }
  return buildReport(result.value, simMeta(options));
}

/**
 * A one-line bar on standard error, redrawn at most ten times a second, and only
 * when a person is watching: never in a pipe or a log, where it would be noise.
 * Search bots make a run take minutes, so it says how long is left.
 */
function progressBar(label: string): { update: (done: number, total: number) => void; done: () => void } | null {
  const stream = process.stderr;
  if (!stream.isTTY) return null;
  let last = 0;
  const started = performance.now();
  const draw = (done: number, total: number) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const left = timeLeft(done, total, performance.now() - started);
    stream.write(`\r\x1b[2K${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games${left === '' ? '' : `, ${left}`}`);
  };
  return {
    update: (done, total) => {
      const now = performance.now();
      if (now - last < 100 && done < total) return;
      last = now;
      draw(done, total);
    },
    done: () => stream.write('\r\x1b[2K'),
  };
}

/** "about 1 min 20 s left", from the pace so far; empty until a game has finished. */
export function timeLeft(done: number, total: number, elapsedMs: number): string {
  if (done <= 0 || done >= total) return '';
  const ms = (elapsedMs / done) * (total - done);
  const s = Math.ceil(ms / 1000);
  if (s < 60) return `about ${s} s left`;
  return `about ${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s left`;
}
