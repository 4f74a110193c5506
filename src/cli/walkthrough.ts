import { stopsPlay } from '../map/diagnostics';
import { readFile, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { localiseWalkthrough } from '../walkthrough/localise';
import { ruleText } from '../i18n/rules';
import type { BoardMap } from '../map/schema';
import { formatDiagnostic, withoutWords, type SourceDiagnostic } from '../source/diagnostic';
import { escapeControl } from '../source/terminal';
import { parseWalkthroughText, playerSummary, replayWalkthrough, type Replay, type Walkthrough } from '../walkthrough';
import { walkthroughYaml } from '../game/yaml';
import { WALKTHROUGH_MAX_BYTES } from '../walkthrough/parse';
import { formatGameDiagnostic, parseSavedGame } from '../game/parse';
import { recordWalkthrough } from '../game/record';
import { parseMapText } from '../map/parse';
import { checkFile } from './check';
import { parseYamlSource } from '../source/yaml';
import { MODULE_WALKTHROUGH_FORMAT, parseModuleWalkthrough, replayModuleWalkthrough, stepProblemText, walkthroughGameOf } from '../walkthrough/module-walkthrough';
import { readSourceFile } from './read-source';
import { EXIT_USAGE, usageError, type CliIo, type Command } from './command';
import { parseVariants } from './variants';

const USAGE = '<file> [--map <file>] [--variant name=value,...] [--json] | --from-game <game.json> [--steps turn|move] [--out <file>] [--map <file>]';
/** A broken board can have dozens of errors; the first few say what to fix. */
const MAP_ERRORS_SHOWN = 5;
const MAPS_DIR = fileURLToPath(new URL('../../maps/', import.meta.url));

/** `clippers walkthrough`: replays a walkthrough file and checks every step's expectations. */
export const walkthroughCommand: Command = {
  summary: 'Replay a walkthrough step by step; exit 1 naming the step that breaks. --from-game records a saved game as a walkthrough.',
  usage: USAGE,
  async run(args, io) {
    let parsed;
    try {
      parsed = parseArgs({ args, allowPositionals: true, options: {
          map: { type: 'string' },
          json: { type: 'boolean' },
          'from-game': { type: 'string' },
          steps: { type: 'string' },
          out: { type: 'string' },
          variant: { type: 'string', multiple: true },
        },
      });
    } catch (e) {
      return usageError(io, 'walkthrough', USAGE, e instanceof Error ? e.message : String(e));
    }
    if (parsed.values['from-game'] !== undefined) {
      if (parsed.positionals.length > 0) return usageError(io, 'walkthrough', USAGE, '--from-game takes the game file; give no walkthrough file with it.');
      if (parsed.values.variant !== undefined) return usageError(io, 'walkthrough', USAGE, '--variant goes with a walkthrough file; a saved game records its own variants.');
      return fromGame(parsed.values['from-game'], parsed.values, io);
    }
    // As a project's variants: in force unless the walkthrough's own `variants:` sets them (site check replays it so).
    const variants = parseVariants(parsed.values.variant ?? []);
    if (typeof variants === 'string') return usageError(io, 'walkthrough', USAGE, variants);
    if (parsed.values.steps !== undefined || parsed.values.out !== undefined) {
      return usageError(io, 'walkthrough', USAGE, '--steps and --out go with --from-game.');
    }
    const [file, ...extra] = parsed.positionals;
    if (file === undefined || extra.length > 0) return usageError(io, 'walkthrough', USAGE, 'give exactly one walkthrough file.');
    const json = parsed.values.json === true;
    const fail = (message: string, diagnostics: SourceDiagnostic[] = []) => {
      if (json) io.out(JSON.stringify({ ok: false, steps: 0, failures: [{ step: 0, id: 'file', kind: 'file', message, diagnostics }], players: [] }, withoutWords));
      else {
        for (const d of diagnostics) io.err(formatDiagnostic(d));
        io.err(escapeControl(message));
      }
      return EXIT_USAGE;
    };
    const wBytes = await readSourceFile(resolve(io.cwd, file), file, WALKTHROUGH_MAX_BYTES, 'walkthrough');
    // A walkthrough of another game than Clippers goes through its game module.
    if (wBytes.ok && otherGame(wBytes.value)) {
      if (parsed.values.map !== undefined || parsed.values.variant !== undefined) return usageError(io, 'walkthrough', USAGE, '--map and --variant are for Clippers walkthroughs; this file is for another game.');
      return replayOtherGame(wBytes.value, file, json, io, fail);
    }
    const read = wBytes.ok ? parseWalkthroughText(wBytes.value, { file }) : wBytes;
    const w = read.ok ? { ok: true as const, value: { ...read.value, variants: { ...variants, ...read.value.variants } } } : read;
    if (!w.ok) return fail(`${file}: not a walkthrough that can be replayed; fix the problem${w.error.length === 1 ? '' : 's'} above.`, w.error);
    const mapArg = parsed.values.map;
    const mapFile = mapArg ?? relative(io.cwd, resolve(MAPS_DIR, `${w.value.map}.json`));
    const named = mapArg ? '' : ` (the map the walkthrough names: "map: ${w.value.map}")`;
    const checked = await checkFile(mapFile, io.cwd);
    if (!checked.ok) return fail(`${mapFile}${named}: cannot be read as a map, so the walkthrough cannot be replayed.`, checked.errors);
    // A board with errors gives meaningless replays ("1 of 0 steps break"): say so with the checker's first errors and stop.
    // Not for drawing errors: the engine plays the board wherever its pieces are drawn.
    const mapErrors = checked.report.errors.filter(stopsPlay);
    if (mapErrors.length > 0) {
      const first = mapErrors.slice(0, MAP_ERRORS_SHOWN);
      const more = mapErrors.length > first.length ? ` (first ${first.length} shown)` : '';
      return fail(
        `${mapFile}${named} has ${mapErrors.length} error${mapErrors.length === 1 ? '' : 's'}${more}, so the walkthrough cannot be replayed on it. Fix ${mapErrors.length === 1 ? 'it' : 'them'} (clippers check ${mapFile}) and replay.`,
        first,
      );
    }
    const map = { value: checked.map };
    const replay = replayWalkthrough(w.value, map.value);
    if (json) io.out(JSON.stringify(replayJson(w.value, replay), withoutWords));
    else printReplay(io, w.value, map.value, replay, file);
    return replay.ok ? 0 : 1;
  },
};

/**
 * `--from-game`: a saved game as walkthrough YAML. Narration is drafted from what
 * happened, for the author to rewrite; expectations come from the engine.
 */
async function fromGame(file: string, values: { steps?: string; out?: string; map?: string }, io: CliIo): Promise<number> {
  const steps = values.steps ?? 'turn';
  if (steps !== 'turn' && steps !== 'move') return usageError(io, 'walkthrough', USAGE, `--steps is "turn" (one step per player turn) or "move" (one per move), not "${steps}".`);
  const text = await readText(resolve(io.cwd, file));
  if (text === null) {
    io.err(`${file}: cannot read the file.`);
    return EXIT_USAGE;
  }
  const game = parseSavedGame(text, file);
  if (!game.ok) {
    for (const d of game.error) io.err(formatGameDiagnostic(d));
    return EXIT_USAGE;
  }
  let map: BoardMap;
  if (typeof game.value.map !== 'string' && values.map === undefined) map = game.value.map;
  else {
    const mapPath = values.map !== undefined ? resolve(io.cwd, values.map) : resolve(MAPS_DIR, `${game.value.map as string}.json`);
    const mapText = await readText(mapPath);
    if (mapText === null) {
      io.err(`${mapPath}: cannot read the map file named by the game; pass it with --map <file>.`);
      return EXIT_USAGE;
    }
    const parsedMap = parseMapText(mapText, { file: values.map ?? relative(io.cwd, mapPath) });
    if (!parsedMap.ok) {
      for (const d of parsedMap.error) io.err(formatDiagnostic(d));
      return EXIT_USAGE;
    }
    map = parsedMap.value;
  }
  const w = recordWalkthrough(game.value, map, { grouping: steps, source: `Recorded from ${file}` });
  if (!w.ok) {
    io.err(`${file}: ${w.error.index === null ? '' : `moves[${w.error.index}]: `}${w.error.rule ? `[${w.error.rule}] ` : ''}${w.error.message}`);
    return 1;
  }
  const yaml = walkthroughYaml(w.value, `Recorded by \`clippers walkthrough --from-game ${file}\``);
  if (values.out === undefined) {
    for (const line of yaml.replace(/\n$/, '').split('\n')) io.out(line);
    return 0;
  }
  try {
    await writeFile(resolve(io.cwd, values.out), yaml, 'utf8');
  } catch (e) {
    io.err(`${values.out}: cannot write the file (${e instanceof Error ? e.message : String(e)}).`);
    return 1;
  }
  io.err(`Wrote ${values.out}: ${w.value.steps.length} steps. Check it with: clippers walkthrough ${values.out}`);
  return 0;
}

/** Does the file say it is a `rulekit-walkthrough` of a game other than Clippers? */
function otherGame(bytes: Uint8Array): boolean {
  const source = parseYamlSource(bytes);
  if (!source.ok) return false;
  const { format, game } = walkthroughGameOf(source.value.value);
  return format === MODULE_WALKTHROUGH_FORMAT && game !== undefined && game !== 'clippers';
}

async function replayOtherGame(bytes: Uint8Array, file: string, json: boolean, io: CliIo, fail: (message: string, d?: SourceDiagnostic[]) => number): Promise<number> {
  const parsed = await parseModuleWalkthrough(bytes, { file, maxBytes: WALKTHROUGH_MAX_BYTES });
  if (!parsed.ok) return fail(`${file}: not a walkthrough that can be replayed; fix the problem${parsed.error.length === 1 ? '' : 's'} above.`, parsed.error);
  const { game, walkthrough: w } = parsed.value;
  const replay = replayModuleWalkthrough(parsed.value);
  const broken = replay.steps.filter((s) => s.problems.length > 0);
  if (json) {
    const failures = broken.flatMap((s) => s.problems.map((p) => ({ step: s.number, id: s.id, kind: p.kind, message: stepProblemText(game, p) })));
    io.out(JSON.stringify({ ok: replay.ok, game: game.id, steps: w.steps.length, failures }));
    return replay.ok ? 0 : 1;
  }
  io.out(escapeControl(`${w.title.en} (${game.words.en.name})`));
  for (const s of replay.steps) {
    const title = s.number === 0 ? 'Start' : w.steps[s.number - 1].title.en;
    io.out(escapeControl(`${s.problems.length === 0 ? '✓' : '✗'} ${s.number}. ${title}`));
    const where = s.number === 0 ? 'layout' : `steps[${s.number - 1}] (${s.id})`;
    for (const p of s.problems) io.out(escapeControl(`    ${file}: ${where}: ${stepProblemText(game, p)}`));
  }
  if (replay.ok) io.out(w.steps.length === 1 ? 'The one step holds.' : w.steps.length === 2 ? 'Both steps hold.' : `All ${w.steps.length} steps hold.`);
  else io.err(`${broken.length} of ${w.steps.length} steps break: ${broken.map((s) => s.number).join(', ')}.`);
  return replay.ok ? 0 : 1;
}

async function readText(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

export function replayJson(w: Walkthrough, replay: Replay) {
  const last = replay.steps.at(-1)?.state ?? replay.initial;
  return {
    ok: replay.ok,
    steps: replay.steps.length,
    failures: replay.failures,
    players: playerSummary(w, last),
    round: last?.round ?? null,
    phase: last?.phase ?? null,
  };
}

function printReplay(terminal: CliIo, english: Walkthrough, map: BoardMap, replay: Replay, file: string): void {
  const lang = terminal.lang ?? 'en';
  const w = localiseWalkthrough(english, lang);
  // Titles, names and messages come from files: a newline or escape in one must not start a fake line.
  const io = { out: (line: string) => terminal.out(escapeControl(line)) };
  io.out(`${w.title} (${file}) on ${map.name}`);
  for (const failure of replay.failures.filter((f) => f.step === 0)) io.out(`  setup: FAILED ${failure.message}`);
  for (const outcome of replay.steps) {
    const mark = outcome.failures.length === 0 ? 'ok  ' : 'FAIL';
    io.out(`${mark} ${String(outcome.number).padStart(2)}. ${w.steps[outcome.number - 1]?.title ?? outcome.step.title}${outcome.step.actor ? ` [${outcome.step.actor}]` : ''}`);
    for (const event of outcome.events) {
      if (event.type === 'bonus.paid') {
        const who = w.players[event.seat].name;
        io.out(`        ${who}: ${event.amount > 0 ? `+$${event.amount}` : 'no'} bonus at ${event.island} (${event.company})`);
      }
    }
    for (const f of outcome.failures) io.out(`        ${f.kind}${f.rule ? ` [${f.rule}]` : ''}: ${f.rule && lang !== 'en' ? `${ruleText(f.rule, lang)} (${f.message})` : f.message}`);
  }
  const last = replay.steps.at(-1)?.state ?? replay.initial;
  const players = playerSummary(w, last)
    .map((p) => `${p.name} $${p.money}${p.firstPlayer ? ' (first player)' : ''}`)
    .join(', ');
  io.out(players ? `Players: ${players}` : '');
  io.out(
    replay.ok
      ? `All ${replay.steps.length} steps hold.`
      : `${new Set(replay.failures.map((f) => f.step)).size} of ${replay.steps.length} steps break; first at step ${replay.failures[0].step} (${replay.failures[0].id}).`,
  );
}
