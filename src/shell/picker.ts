import type { AnyGameModule, Language, MoveChoice, MoveDescription } from '../games';

/**
 * The play page's move picker, as data: the listed moves described by the game (`play.describe`),
 * grouped, then narrowed one choice at a time (which piece, where to, which way round) until one
 * move is left. It offers only listed moves; it never judges one.
 */

export interface Offer {
  readonly move: unknown;
  readonly d: MoveDescription;
}

export interface Group {
  readonly group: MoveChoice;
  readonly offers: readonly Offer[];
}

export interface Option {
  readonly choice: MoveChoice;
  readonly offers: readonly Offer[];
}

/** The moves listed now, described, grouped in the order the game lists them. */
export function offersOf(module: AnyGameModule, state: unknown, legal: readonly unknown[], lang: Language): Group[] {
  const describe = module.play?.describe;
  const groups = new Map<string, { group: MoveChoice; offers: Offer[] }>();
  for (const move of legal) {
    const d: MoveDescription = describe ? describe(state, move, lang) : { group: { key: 'moves', label: module.moveKey(move) }, steps: [{ key: module.moveKey(move), label: module.moveKey(move) }], label: module.moveKey(move) };
    const g = groups.get(d.group.key) ?? groups.set(d.group.key, { group: d.group, offers: [] }).get(d.group.key)!;
    g.offers.push({ move, d });
  }
  return [...groups.values()];
}

/** The offers that agree with the choices made so far. */
export const narrowed = (offers: readonly Offer[], chosen: readonly string[]): Offer[] => offers.filter((o) => chosen.every((key, i) => o.d.steps[i]?.key === key));

/**
 * The options of the next choice after `chosen`, in order, each with the offers it keeps. Two
 * options the words cannot tell apart (two face-down loads on one tile) are numbered.
 */
export function optionsAt(offers: readonly Offer[], chosen: readonly string[]): Option[] {
  const level = chosen.length;
  const byKey = new Map<string, { choice: MoveChoice; offers: Offer[] }>();
  for (const o of narrowed(offers, chosen)) {
    const step = o.d.steps[level];
    if (!step) continue;
    const e = byKey.get(step.key) ?? byKey.set(step.key, { choice: step, offers: [] }).get(step.key)!;
    e.offers.push(o);
  }
  const options = [...byKey.values()];
  const seen = new Map<string, number>();
  return options.map((o) => {
    const n = (seen.get(o.choice.label) ?? 0) + 1;
    seen.set(o.choice.label, n);
    const twice = options.filter((x) => x.choice.label === o.choice.label).length > 1;
    return twice ? { ...o, choice: { ...o.choice, label: `${o.choice.label} (${n})` } } : o;
  });
}

/** The one move the choices lead to, once nothing is left to choose. */
export function chosenMove(offers: readonly Offer[], chosen: readonly string[]): Offer | null {
  const left = narrowed(offers, chosen);
  return left.length === 1 && left[0].d.steps.length <= chosen.length ? left[0] : null;
}

/** The spaces to light on the drawing: every target of the offers still open. */
export function litOf(offers: readonly Offer[]): string[] {
  return [...new Set(offers.flatMap((o) => o.d.targets ?? []))];
}

/**
 * What pointing at `space` means among the open offers: the choice it settles (the offers whose
 * piece stands there, else those that go there), or null when no open offer concerns it.
 */
export function pointAt(offers: readonly Offer[], chosen: readonly string[], space: string): { chosen: string[]; offer: Offer | null; only: string[] | null } | null {
  const open = narrowed(offers, chosen);
  const from = open.filter((o) => (o.d.targets ?? [])[0] === space && (o.d.targets ?? []).length > 1);
  const to = open.filter((o) => (o.d.targets ?? []).at(-1) === space);
  const hit = from.length > 0 && chosen.length === 0 ? from : to.length > 0 ? to : open.filter((o) => (o.d.targets ?? []).includes(space));
  if (hit.length === 0) return null;
  // Settle every choice the pointed offers agree on.
  const next = [...chosen];
  for (let level = chosen.length; ; level++) {
    const keys = new Set(hit.map((o) => o.d.steps[level]?.key));
    if (keys.size !== 1 || [...keys][0] === undefined) break;
    next.push([...keys][0]!);
  }
  // Where the pointed offers still differ, only their options stay open (the places that cover that cell).
  const keys = [...new Set(hit.map((o) => o.d.steps[next.length]?.key).filter((k): k is string => k !== undefined))];
  const offer = chosenMove(offers, next) ?? (hit.length === 1 ? hit[0] : null);
  return { chosen: next, offer, only: keys.length > 0 ? keys : null };
}

/** The options of the next choice, kept to `only` when the player pointed at a space. */
export const optionsShown = (offers: readonly Offer[], chosen: readonly string[], only: readonly string[] | null | undefined): Option[] =>
  optionsAt(offers, chosen).filter((o) => !only || only.includes(o.choice.key));

/** The choices made, with every choice that has only one option made too (nobody needs to be asked those). */
export function settle(offers: readonly Offer[], chosen: readonly string[]): string[] {
  const next = [...chosen];
  while (!chosenMove(offers, next)) {
    const options = optionsAt(offers, next);
    if (options.length !== 1) break;
    next.push(options[0].choice.key);
  }
  return next;
}

/** One step back from `chosen` (settled), past the choices that had only one option; null: back to all actions. */
export function stepBack(offers: readonly Offer[], chosen: readonly string[]): string[] | null {
  const back = chosen.slice(0, -1);
  while (back.length > 0 && optionsAt(offers, back.slice(0, -1)).length === 1) back.pop();
  return back.length === 0 && optionsAt(offers, []).length === 1 ? null : back;
}
