import { parseArgs } from 'node:util';
import { loadAllGames, type AnyGameModule } from '../games';
import { usageError, type Command } from './command';

const USAGE = '[--json]';

/** What `rulekit games` says of one game: what other commands need to know to take `--game <id>`. */
function summary(game: AnyGameModule) {
  const en = game.words.en;
  return {
    id: game.id,
    name: en.name,
    tagline: en.tagline,
    seats: { min: game.seats.min, max: game.seats.max, identities: game.seats.identities.map((id: string) => ({ id, name: en.seats[id]?.one ?? id })) },
    variants: game.variants.map((v) => ({ id: v.id, name: en.variants[v.id]?.name ?? v.id, choices: v.choices, default: v.default, rule: v.rule })),
    board: game.board !== undefined,
    rules: game.rules.ids.length,
    missing: game.missing ?? [],
  };
}

/** `rulekit games`: the games the kit carries, with their seats and variants. */
export const gamesCommand: Command = {
  summary: 'List the games the kit carries: seats, variants (with their defaults) and rule counts.',
  usage: USAGE,
  async run(args, io) {
    let parsed;
    try {
      parsed = parseArgs({ args, allowPositionals: false, options: { json: { type: 'boolean' } } });
    } catch (e) {
      return usageError(io, 'games', USAGE, e instanceof Error ? e.message : String(e));
    }
    const games = (await loadAllGames()).map(summary);
    if (parsed.values.json) {
      io.out(JSON.stringify(games, null, 2));
      return 0;
    }
    for (const g of games) {
      io.out(`${g.id}  ${g.name}: ${g.tagline}`);
      const seats = g.seats.min === g.seats.max ? `${g.seats.min}` : `${g.seats.min}–${g.seats.max}`;
      io.out(`  players: ${seats} (${g.seats.identities.map((s) => s.name).join(', ')})`);
      io.out(`  rules: ${g.rules} rule ids${g.board ? '; a board file (check it with `rulekit check`)' : ''}`);
      for (const v of g.variants) io.out(`  variant ${v.id}: ${v.choices.join(' | ')} (default ${v.default})`);
      if (g.missing.length > 0) io.out(`  not in its text (declared missing): ${g.missing.length} items`);
      io.out('');
    }
    return 0;
  },
};
