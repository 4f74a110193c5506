import type { Refusal, Result, SetupOptions } from '../module';
import { CATALOGUE } from './catalogue';
import { SETUP_NEEDS } from './missing';
import { refusal } from './rules';
import { stateSchema, type ShipFacts, type State } from './schema';

/**
 * No setup exists in the excerpt, so a game starts only from an authored layout (a
 * walkthrough's starting position). The layout may add facts the module's catalogue
 * lacks, never change one it holds.
 */

function issues(error: { issues: readonly { path: readonly (string | number)[]; message: string }[] }, code: string): Refusal[] {
  return error.issues.map((i) => refusal('turn.missing', code, { path: i.path.join('.'), issue: i.message }));
}

/** The references of a state that the schema alone cannot check. */
export function validate(state: State): Refusal[] {
  const out: Refusal[] = [];
  const seated = new Set<string>();
  for (const p of state.players) {
    if (seated.has(p.colour)) out.push(refusal('turn.order', 'layout.seat-twice', { seat: p.colour }));
    seated.add(p.colour);
  }
  const colours = [state.startPlayer, state.turn.seat, ...Object.values(state.ports).flatMap((p) => [...p.houses, ...(p.ship?.owner ? [p.ship.owner] : [])])];
  for (const c of new Set(colours)) if (!seated.has(c)) out.push(refusal('turn.order', 'layout.unknown-seat', { seat: c }));
  const places = [
    ...state.players.flatMap((p) => p.supply),
    ...Object.values(state.ports).flatMap((p) => (p.ship ? [p.ship.id] : [])),
    ...state.market.filter((s): s is string => s !== null),
    ...Object.values(state.docks),
    ...state.stack,
    ...state.removed,
  ];
  const seen = new Set<string>();
  for (const id of places) {
    if (seen.has(id)) out.push(refusal('turn.missing', 'layout.ship-twice', { ship: id }));
    seen.add(id);
  }
  for (const [flag, id] of Object.entries(state.docks)) {
    const f = state.ships[id]?.flag;
    if (f !== undefined && f !== flag) out.push(refusal('ships.docks', 'layout.docks-flag', { ship: id, flag }));
  }
  return out;
}

/** The catalogue's facts with the layout's additions; a contradiction is refused. */
function mergeFacts(extra: Readonly<Record<string, ShipFacts>>): Result<Record<string, ShipFacts>, Refusal[]> {
  const merged: Record<string, ShipFacts> = { ...CATALOGUE };
  const conflicts: Refusal[] = [];
  for (const [id, facts] of Object.entries(extra)) {
    const known = CATALOGUE[id] ?? {};
    for (const [fact, value] of Object.entries(facts) as [keyof ShipFacts, unknown][]) {
      if (known[fact] !== undefined && known[fact] !== value) conflicts.push(refusal('turn.missing', 'layout.fact-conflict', { ship: id, fact, value: String(value), known: String(known[fact]) }));
    }
    merged[id] = { ...known, ...facts };
  }
  return conflicts.length > 0 ? { ok: false, error: conflicts } : { ok: true, value: merged };
}

export function setup(options: SetupOptions<unknown>): Result<State, readonly Refusal[]> {
  if (options.layout === undefined) return { ok: false, error: [refusal('turn.missing', 'missing.setup', { missing: [...SETUP_NEEDS] })] };
  const parsed = stateSchema.safeParse(options.layout);
  if (!parsed.success) return { ok: false, error: issues(parsed.error, 'layout.invalid') };
  const facts = mergeFacts(parsed.data.ships);
  if (!facts.ok) return facts;
  const state: State = { ...parsed.data, ships: facts.value, variants: { ...parsed.data.variants, ...(options.variants as Record<string, string> | undefined) } };
  const wrong = validate(state);
  return wrong.length > 0 ? { ok: false, error: wrong } : { ok: true, value: state };
}

export function restore(input: unknown): Result<State, readonly Refusal[]> {
  const parsed = stateSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: issues(parsed.error, 'state.invalid') };
  const wrong = validate(parsed.data);
  return wrong.length > 0 ? { ok: false, error: wrong } : { ok: true, value: parsed.data };
}
