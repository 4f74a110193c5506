import type { z } from 'zod';
import { formatPath } from '../map/parse';
import { err, ok, type Result } from '../map/result';
import {
  companySchema,
  departureCardSchema,
  harborSchema,
  islandSchema,
  linkSchema,
  mapSchema,
  type BoardMap,
  type Company,
  type CompanyId,
  type DepartureCard,
  type Harbor,
  type Island,
  type Link,
} from '../map/schema';

/**
 * The editor's one command layer. Every change to a map is a `Command`: plain data
 * that `applyCommand` turns into a new map (the old one is never mutated, and
 * untouched parts are shared) plus the exact inverse command. The history stores
 * both, so undo is "apply the inverse" and nothing can change the map behind it.
 *
 * Elements are addressed by id, as the designer sees them. An optional `index`
 * pins the exact element (maps may hold duplicate ids while being edited); every
 * inverse and every resolved command carries it, so undo and redo hit the element
 * the edit hit even when ids collide.
 *
 * Commands keep the map well-shaped (it always passes `parseMap`, so autosave and
 * export never write a file that cannot be read back): ids must have the id syntax,
 * names must not be empty, numbers must be finite. Whether the map is playable is
 * the checker's business, so a command happily sets a value of 0 or removes an
 * island's last link; the checker then says what broke.
 */

/** Where a renamed id was referred to, so an undo rewrites exactly those references back. */
export interface RefSet {
  links: [index: number, end: 'from' | 'to'][];
  /** Departure cards whose `markers` had the id as a key: card index, and the key's position among the markers. */
  cards: [index: number, position: number][];
  companies: [index: number, field: 'harbor' | 'home'][];
}

/** A link put back where it was (index in `links` after the restore). */
export interface PlacedLink {
  index: number;
  link: Link;
}

/** A departure card entry put back where it was. */
export interface CardEntry {
  /** Index of the card in `departureCards`. */
  card: number;
  /** Position of the entry among the card's markers. */
  position: number;
  count: number;
}

export type IslandPatch = Partial<Island>;
export type HarborPatch = Partial<Harbor>;
export type LinkPatch = Partial<Link>;
/** `harbor` / `home` set to `undefined` removes the field. */
export type CompanyPatch = Partial<Omit<Company, 'id'>>;
export type CardPatch = Partial<DepartureCard>;
export type MapPatch = Partial<Pick<BoardMap, 'name' | 'notes'>>;

export type Command =
  | { type: 'map.update'; patch: MapPatch }
  /** Import or reset: the whole map at once (undoable like any edit). */
  | { type: 'map.replace'; map: BoardMap; label?: string }
  /** `links` and `cardEntries` are only set by the undo of a cascading delete. */
  | { type: 'island.add'; island: Island; index?: number; links?: PlacedLink[]; cardEntries?: CardEntry[] }
  | { type: 'island.move'; id: string; index?: number; x: number; y: number }
  /** A new `id` in the patch renames the island and every reference to it (`refs`: only those). */
  | { type: 'island.update'; id: string; index?: number; patch: IslandPatch; refs?: RefSet }
  /** Deletes the island with its links and departure-card entries (`cascade: false`: the island alone). */
  | { type: 'island.delete'; id: string; index?: number; cascade?: boolean }
  | { type: 'harbor.add'; harbor: Harbor; index?: number; links?: PlacedLink[] }
  | { type: 'harbor.move'; id: string; index?: number; x: number; y: number }
  | { type: 'harbor.update'; id: string; index?: number; patch: HarborPatch; refs?: RefSet }
  /** Deletes the harbor with its links (`cascade: false`: the harbor alone). */
  | { type: 'harbor.delete'; id: string; index?: number; cascade?: boolean }
  | { type: 'link.add'; link: Link; index?: number }
  | { type: 'link.update'; id: string; index?: number; patch: LinkPatch }
  | { type: 'link.delete'; id: string; index?: number }
  /** Adds the parallel twin of a link (a double route), right after it. */
  | { type: 'link.twin'; id: string; index?: number; newId?: string }
  | { type: 'company.update'; id: CompanyId; index?: number; patch: CompanyPatch }
  | { type: 'card.add'; card: DepartureCard; index?: number }
  | { type: 'card.update'; id: string; index?: number; patch: CardPatch }
  | { type: 'card.delete'; id: string; index?: number }
  /** Several commands as one step, applied in order. */
  | { type: 'batch'; label?: string; commands: Command[] };

export type CommandType = Command['type'];

export interface Applied {
  map: BoardMap;
  /** Applying it to `map` gives back the map the command was applied to. */
  inverse: Command;
  /** The command as applied, with every index resolved, for an exact redo. */
  command: Command;
}

const ID = /^[a-z0-9][a-z0-9-]*$/;

export function applyCommand(map: BoardMap, command: Command): Result<Applied, string> {
  try {
    return ok(apply(map, command));
  } catch (e) {
    if (e instanceof CommandError) return err(e.message);
    throw e;
  }
}

class CommandError extends Error {}
const fail = (message: string): never => {
  throw new CommandError(message);
};

function apply(map: BoardMap, c: Command): Applied {
  switch (c.type) {
    case 'map.update': {
      const old: MapPatch = {};
      for (const key of Object.keys(c.patch) as (keyof MapPatch)[]) old[key] = map[key];
      if (c.patch.name !== undefined && c.patch.name.trim() === '') fail('The map needs a name.');
      const next = { ...map, ...definedOnly(c.patch) };
      return { map: next, inverse: { type: 'map.update', patch: old }, command: c };
    }
    case 'map.replace': {
      const parsed = mapSchema.safeParse(c.map);
      if (!parsed.success) fail(`Not a map: ${describeIssues(parsed.error)}`);
      checkFinite(c.map, 'map');
      // The parsed copy, so defaults are filled in exactly as a file import would.
      const replacement = withoutNegativeZero(parsed.data as BoardMap);
      return { map: replacement, inverse: { type: 'map.replace', map, label: c.label }, command: { ...c, map: replacement } };
    }

    case 'island.add':
    case 'harbor.add':
      return addNode(map, c);
    case 'island.move':
    case 'harbor.move': {
      const kind = c.type === 'island.move' ? 'islands' : 'harbors';
      const list = map[kind] as (Island | Harbor)[];
      const index = find(list, c.id, c.index, kind === 'islands' ? 'island' : 'harbor');
      const el = list[index];
      const moved = validate({ ...el, x: c.x, y: c.y }, kind === 'islands' ? islandSchema : harborSchema, el.id);
      const next = { ...map, [kind]: replaceAt(list, index, moved) } as BoardMap;
      return { map: next, inverse: { type: c.type, id: el.id, index, x: el.x, y: el.y }, command: { ...c, index } };
    }
    case 'island.update':
    case 'harbor.update':
      return updateNode(map, c);
    case 'island.delete':
    case 'harbor.delete':
      return deleteNode(map, c);

    case 'link.add': {
      const index = c.index ?? map.links.length;
      if (index < 0 || index > map.links.length) fail(`No place ${index} among the links.`);
      const link = validate(c.link, linkSchema, c.link.id || 'new link');
      const next = { ...map, links: insertAt(map.links, index, link) };
      return { map: next, inverse: { type: 'link.delete', id: link.id, index }, command: { ...c, link, index } };
    }
    case 'link.update': {
      const index = find(map.links, c.id, c.index, 'link');
      const link = map.links[index];
      const updated = validate(withPatch(link, c.patch, LINK_KEYS), linkSchema, link.id);
      const next = { ...map, links: replaceAt(map.links, index, updated) };
      return { map: next, inverse: { type: 'link.update', id: updated.id, index, patch: oldValues(link, c.patch) }, command: { ...c, index } };
    }
    case 'link.delete': {
      const index = find(map.links, c.id, c.index, 'link');
      const link = map.links[index];
      const next = { ...map, links: removeAt(map.links, index) };
      return { map: next, inverse: { type: 'link.add', link, index }, command: { ...c, index } };
    }
    case 'link.twin': {
      const index = find(map.links, c.id, c.index, 'link');
      const link = map.links[index];
      const newId = c.newId ?? freshId(map.links.map((l) => l.id), `${link.id}-twin`);
      const twin: Link = { ...link, id: newId };
      validate(twin, linkSchema, newId);
      const next = { ...map, links: insertAt(map.links, index + 1, twin) };
      return { map: next, inverse: { type: 'link.delete', id: newId, index: index + 1 }, command: { ...c, index, newId } };
    }

    case 'company.update': {
      const index = find(map.companies, c.id, c.index, 'company');
      const company = map.companies[index];
      if ('id' in c.patch) fail('A company’s id cannot change.');
      const updated = validate(withPatch<Company>(company, c.patch, COMPANY_KEYS), companySchema, company.id);
      const next = { ...map, companies: replaceAt(map.companies, index, updated) };
      return { map: next, inverse: { type: 'company.update', id: company.id, index, patch: oldValues(company, c.patch) }, command: { ...c, index } };
    }

    case 'card.add': {
      const index = c.index ?? map.departureCards.length;
      if (index < 0 || index > map.departureCards.length) fail(`No place ${index} among the departure cards.`);
      const card = validate(c.card, departureCardSchema, c.card.id || 'new card');
      const next = { ...map, departureCards: insertAt(map.departureCards, index, card) };
      return { map: next, inverse: { type: 'card.delete', id: card.id, index }, command: { ...c, card, index } };
    }
    case 'card.update': {
      const index = find(map.departureCards, c.id, c.index, 'departure card');
      const card = map.departureCards[index];
      const updated = validate(withPatch(card, c.patch, CARD_KEYS), departureCardSchema, card.id);
      const next = { ...map, departureCards: replaceAt(map.departureCards, index, updated) };
      return { map: next, inverse: { type: 'card.update', id: updated.id, index, patch: oldValues(card, c.patch) }, command: { ...c, index } };
    }
    case 'card.delete': {
      const index = find(map.departureCards, c.id, c.index, 'departure card');
      const card = map.departureCards[index];
      const next = { ...map, departureCards: removeAt(map.departureCards, index) };
      return { map: next, inverse: { type: 'card.add', card, index }, command: { ...c, index } };
    }

    case 'batch': {
      let current = map;
      const inverses: Command[] = [];
      const resolved: Command[] = [];
      for (const sub of c.commands) {
        const applied = apply(current, sub);
        current = applied.map;
        inverses.unshift(applied.inverse);
        resolved.push(applied.command);
      }
      return { map: current, inverse: { type: 'batch', label: c.label, commands: inverses }, command: { ...c, commands: resolved } };
    }
  }
}

// ---- islands and harbors (one id namespace) ---------------------------------

type NodeKind = 'islands' | 'harbors';
const nodeKind = (type: string): NodeKind => (type.startsWith('island') ? 'islands' : 'harbors');
const noun = (kind: NodeKind): string => (kind === 'islands' ? 'island' : 'harbor');

function addNode(map: BoardMap, c: Extract<Command, { type: 'island.add' | 'harbor.add' }>): Applied {
  const kind = nodeKind(c.type);
  const given = c.type === 'island.add' ? c.island : c.harbor;
  const list = map[kind] as (Island | Harbor)[];
  const index = c.index ?? list.length;
  if (index < 0 || index > list.length) fail(`No place ${index} among the ${kind}.`);
  const el = validate(given, kind === 'islands' ? islandSchema : harborSchema, given.id || `new ${noun(kind)}`);
  let next = { ...map, [kind]: insertAt(list, index, el) } as BoardMap;
  const restoring = (c.links?.length ?? 0) > 0 || (c.type === 'island.add' && (c.cardEntries?.length ?? 0) > 0);
  if (c.links?.length) {
    let links = next.links;
    for (const { index: at, link } of [...c.links].sort((a, b) => a.index - b.index)) {
      if (at < 0 || at > links.length) fail(`No place ${at} among the links.`);
      links = insertAt(links, at, validate(link, linkSchema, link.id));
    }
    next = { ...next, links };
  }
  if (c.type === 'island.add' && c.cardEntries?.length) {
    const cards = [...next.departureCards];
    for (const entry of [...c.cardEntries].sort((a, b) => a.position - b.position)) {
      const card = cards[entry.card];
      if (!card) fail(`No departure card at ${entry.card}.`);
      if (Object.hasOwn(card.markers, el.id)) fail(`Departure card "${card.id}" already lists "${el.id}".`);
      const entries = Object.entries(card.markers);
      entries.splice(entry.position, 0, [el.id, entry.count]);
      cards[entry.card] = { ...card, markers: Object.fromEntries(entries) };
    }
    next = { ...next, departureCards: cards };
  }
  const inverse: Command = { type: c.type === 'island.add' ? 'island.delete' : 'harbor.delete', id: el.id, index, cascade: restoring };
  return { map: next, inverse, command: { ...c, index } as Command };
}

function deleteNode(map: BoardMap, c: Extract<Command, { type: 'island.delete' | 'harbor.delete' }>): Applied {
  const kind = nodeKind(c.type);
  const list = map[kind] as (Island | Harbor)[];
  const index = find(list, c.id, c.index, noun(kind));
  const el = list[index];
  let next = { ...map, [kind]: removeAt(list, index) } as BoardMap;
  const cascade = c.cascade ?? true;
  const removed = cascade ? cascadeOf(map, el.id, kind) : { links: [], cardEntries: [] };
  if (removed.links.length) {
    const gone = new Set(removed.links.map((p) => p.index));
    next = { ...next, links: map.links.filter((_, i) => !gone.has(i)) };
  }
  if (removed.cardEntries.length) {
    const cards = [...map.departureCards];
    for (const entry of removed.cardEntries) {
      const card = cards[entry.card];
      const markers = { ...card.markers };
      delete markers[el.id];
      cards[entry.card] = { ...card, markers };
    }
    next = { ...next, departureCards: cards };
  }
  const inverse: Command =
    kind === 'islands'
      ? { type: 'island.add', island: el as Island, index, links: removed.links, cardEntries: removed.cardEntries }
      : { type: 'harbor.add', harbor: el as Harbor, index, links: removed.links };
  return { map: next, inverse, command: { ...c, index, cascade } };
}

export interface Cascade {
  links: PlacedLink[];
  cardEntries: CardEntry[];
}

/** What deleting the island or harbor with this id takes with it: its links and (islands) departure-card entries. */
export function cascadeOf(map: BoardMap, id: string, kind: NodeKind = 'islands'): Cascade {
  const links: PlacedLink[] = [];
  map.links.forEach((link, index) => {
    if (link.from === id || link.to === id) links.push({ index, link });
  });
  const cardEntries: CardEntry[] = [];
  if (kind === 'islands') {
    map.departureCards.forEach((card, cardIndex) => {
      const position = Object.keys(card.markers).indexOf(id);
      if (position >= 0) cardEntries.push({ card: cardIndex, position, count: card.markers[id] });
    });
  }
  return { links, cardEntries };
}

function updateNode(map: BoardMap, c: Extract<Command, { type: 'island.update' | 'harbor.update' }>): Applied {
  const kind = nodeKind(c.type);
  const list = map[kind] as (Island | Harbor)[];
  const index = find(list, c.id, c.index, noun(kind));
  const el = list[index];
  const updated = validate(withPatch(el, c.patch, kind === 'islands' ? ISLAND_KEYS : HARBOR_KEYS), kind === 'islands' ? islandSchema : harborSchema, el.id);
  let next = { ...map, [kind]: replaceAt(list, index, updated) } as BoardMap;
  let refs: RefSet | undefined;
  if (updated.id !== el.id) {
    if (c.refs === undefined) {
      // A designer renaming: the new id must be free, and every reference follows.
      const taken = [...map.islands, ...map.harbors].some((n) => n.id === updated.id);
      if (taken) fail(`The id "${updated.id}" is already used by another island or harbor.`);
    }
    const renamed = renameRefs(next, el.id, updated.id, c.refs);
    next = renamed.map;
    refs = renamed.refs;
  }
  const inverse: Command = { type: c.type, id: updated.id, index, patch: oldValues(el, c.patch), ...(refs ? { refs } : {}) } as Command;
  return { map: next, inverse, command: { ...c, index, ...(refs ? { refs } : {}) } as Command };
}

/** Rewrites references to `from` as `to`: all of them, or exactly `only`. */
function renameRefs(map: BoardMap, from: string, to: string, only?: RefSet): { map: BoardMap; refs: RefSet } {
  const refs: RefSet = { links: [], cards: [], companies: [] };
  const linkEnds = only ? only.links : allLinkRefs(map, from);
  let links = map.links;
  if (linkEnds.length) {
    const copy = [...links];
    for (const [i, end] of linkEnds) {
      if (copy[i]?.[end] !== from) fail(`Link ${i} does not end at "${from}".`);
      copy[i] = { ...copy[i], [end]: to };
      refs.links.push([i, end]);
    }
    links = copy;
  }
  // Each card entry keeps its place (the position of the old key), so an undo puts keys back in order.
  const cardRefs: [number, number][] = only
    ? only.cards
    : map.departureCards.flatMap((card, i): [number, number][] => {
        const position = Object.keys(card.markers).indexOf(from);
        return position >= 0 ? [[i, position]] : [];
      });
  let cards = map.departureCards;
  if (cardRefs.length) {
    const copy = [...cards];
    for (const [i, position] of cardRefs) {
      const card = copy[i];
      if (!card || !Object.hasOwn(card.markers, from)) fail(`Departure card ${i} does not list "${from}".`);
      if (Object.hasOwn(card.markers, to)) fail(`Departure card "${card.id}" already lists "${to}".`);
      const entries = Object.entries(card.markers).filter(([k]) => k !== from);
      entries.splice(position, 0, [to, card.markers[from]]);
      copy[i] = { ...card, markers: Object.fromEntries(entries) };
      refs.cards.push([i, position]);
    }
    cards = copy;
  }
  const companyRefs =
    only?.companies ??
    map.companies.flatMap((co, i) => (['harbor', 'home'] as const).filter((f) => co[f] === from).map((f): [number, 'harbor' | 'home'] => [i, f]));
  let companies = map.companies;
  if (companyRefs.length) {
    const copy = [...companies];
    for (const [i, field] of companyRefs) {
      if (copy[i]?.[field] !== from) fail(`Company ${i} does not name "${from}".`);
      copy[i] = { ...copy[i], [field]: to };
      refs.companies.push([i, field]);
    }
    companies = copy;
  }
  return { map: { ...map, links, departureCards: cards, companies }, refs };
}

function allLinkRefs(map: BoardMap, id: string): [number, 'from' | 'to'][] {
  const out: [number, 'from' | 'to'][] = [];
  map.links.forEach((link, i) => {
    if (link.from === id) out.push([i, 'from']);
    if (link.to === id) out.push([i, 'to']);
  });
  return out;
}

// ---- helpers ------------------------------------------------------------------

// Schema key order, so an edited element serialises like a freshly parsed one.
const ISLAND_KEYS = ['id', 'name', 'value', 'ports', 'x', 'y'] as const;
const HARBOR_KEYS = ['id', 'company', 'x', 'y'] as const;
const LINK_KEYS = ['id', 'from', 'to', 'segments', 'oneWay'] as const;
const COMPANY_KEYS = ['id', 'name', 'color', 'segments', 'ships', 'harbor', 'home'] as const;
const CARD_KEYS = ['id', 'nation', 'markers'] as const;

/** `el` with `patch` applied; keys in schema order; a key patched to `undefined` is removed. */
function withPatch<T extends object>(el: T, patch: object, keys: readonly string[]): T {
  const merged: Record<string, unknown> = { ...(el as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) {
    if (!keys.includes(key)) fail(`Unknown field "${key}".`);
    merged[key] = value;
  }
  const out: Record<string, unknown> = {};
  for (const key of keys) if (merged[key] !== undefined) out[key] = merged[key];
  return out as T;
}

/** The values `patch` overwrites, to patch them back (`undefined` where a key was absent). */
function oldValues<T extends object>(el: T, patch: object): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(patch) as (keyof T)[]) out[key] = el[key];
  return out;
}

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The element's index: `index` when given (and the id matches), else the first with the id. */
function find<T extends { id: string }>(list: readonly T[], id: string, index: number | undefined, what: string): number {
  if (index !== undefined) {
    if (list[index]?.id !== id) fail(`No ${what} "${id}" at ${index}.`);
    return index;
  }
  const found = list.findIndex((el) => el.id === id);
  if (found < 0) fail(`There is no ${what} "${id}".`);
  return found;
}

/** `el` if it has the schema's shape (with -0 made 0, which JSON cannot tell apart); else the command fails. */
function validate<T>(el: T, schema: z.ZodTypeAny, what: string): T {
  const parsed = schema.safeParse(el);
  if (!parsed.success) fail(`"${what}": ${describeIssues(parsed.error)}`);
  checkFinite(el, what);
  return withoutNegativeZero(el);
}

function withoutNegativeZero<T>(value: T): T {
  if (typeof value === 'number') return (Object.is(value, -0) ? 0 : value) as T;
  if (Array.isArray(value)) {
    const clean = value.map(withoutNegativeZero);
    return (clean.some((v, i) => !Object.is(v, value[i])) ? clean : value) as T;
  }
  if (value === null || typeof value !== 'object') return value;
  let copy: Record<string, unknown> | null = null;
  for (const [key, v] of Object.entries(value)) {
    const clean = withoutNegativeZero(v);
    if (!Object.is(clean, v)) (copy ??= { ...(value as Record<string, unknown>) })[key] = clean;
  }
  return (copy ?? value) as T;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${formatPath(i.path)}: ${i.message}` : i.message)).join('; ');
}

/** JSON cannot hold Infinity, so a map holding one could not be saved and read back. */
function checkFinite(value: unknown, what: string): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail(`"${what}": numbers must be finite.`);
  } else if (Array.isArray(value)) {
    for (const v of value) checkFinite(v, what);
  } else if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) checkFinite(v, what);
  }
}

const insertAt = <T>(list: readonly T[], index: number, el: T): T[] => [...list.slice(0, index), el, ...list.slice(index)];
const removeAt = <T>(list: readonly T[], index: number): T[] => [...list.slice(0, index), ...list.slice(index + 1)];
const replaceAt = <T>(list: readonly T[], index: number, el: T): T[] => {
  const copy = [...list];
  copy[index] = el;
  return copy;
};

// ---- for the UI ---------------------------------------------------------------

export const isId = (s: string): boolean => ID.test(s);

/** "Île de Pâques!" → "ile-de-paques"; never empty. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'x' : slug;
}

/** `base` (slugified), or `base-2`, `base-3`, … whichever is not in `taken`. */
export function freshId(taken: Iterable<string>, base: string): string {
  const used = new Set(taken);
  const slug = slugify(base);
  if (!used.has(slug)) return slug;
  for (let n = 2; ; n++) if (!used.has(`${slug}-${n}`)) return `${slug}-${n}`;
}

/** Island and harbor ids (one namespace). */
export const nodeIds = (map: BoardMap): string[] => [...map.islands.map((i) => i.id), ...map.harbors.map((h) => h.id)];

/** A short description for undo/redo buttons: "Undo move island “fiji”". */
export function describeCommand(c: Command): string {
  switch (c.type) {
    case 'map.update':
      return c.patch.name !== undefined ? 'rename the map' : 'edit the map notes';
    case 'map.replace':
      return c.label ?? 'replace the map';
    case 'island.add':
      return c.links?.length || c.cardEntries?.length ? `restore island “${c.island.id}”` : `add island “${c.island.id}”`;
    case 'harbor.add':
      return c.links?.length ? `restore harbor “${c.harbor.id}”` : `add harbor “${c.harbor.id}”`;
    case 'island.move':
    case 'harbor.move':
      return `move ${c.type.split('.')[0]} “${c.id}”`;
    case 'island.update':
    case 'harbor.update':
      return `edit ${c.type.split('.')[0]} “${c.id}”`;
    case 'island.delete':
    case 'harbor.delete':
      return `delete ${c.type.split('.')[0]} “${c.id}”`;
    case 'link.add':
      return `add link “${c.link.id}”`;
    case 'link.update':
      return `edit link “${c.id}”`;
    case 'link.delete':
      return `delete link “${c.id}”`;
    case 'link.twin':
      return `add a parallel link to “${c.id}”`;
    case 'company.update':
      return `edit company “${c.id}”`;
    case 'card.add':
      return `add card “${c.card.id}”`;
    case 'card.update':
      return `edit card “${c.id}”`;
    case 'card.delete':
      return `delete card “${c.id}”`;
    case 'batch':
      return c.label ?? (c.commands.length === 1 ? describeCommand(c.commands[0]) : `${c.commands.length} edits`);
  }
}
