import type { z } from 'zod';
import { issueText } from '../source/schema';
import type { MessageKey } from '../i18n/en';
import { formatPath } from '../map/parse';
import { freshId, nodeIds } from './ids';
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
 * untouched parts are shared). Undo does not need the command's inverse: the
 * history keeps the map before and after each step (src/editor/history.ts), which
 * structural sharing makes cheap.
 *
 * Elements are addressed by id, as the designer sees them. An optional `index`
 * pins the exact element (maps may hold duplicate ids while being edited).
 *
 * Commands keep the map well-shaped (it always passes `parseMap`, so autosave and
 * export never write a file that cannot be read back): ids must have the id syntax,
 * names must not be empty, numbers must be finite. Whether the map is playable is
 * the checker's business, so a command happily sets a value of 0 or removes an
 * island's last link; the checker then says what broke.
 */

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
  | { type: 'map.replace'; map: BoardMap; label?: StepWords }
  | { type: 'island.add'; island: Island; index?: number }
  | { type: 'island.move'; id: string; index?: number; x: number; y: number }
  /** A new `id` in the patch renames the island and every reference to it. */
  | { type: 'island.update'; id: string; index?: number; patch: IslandPatch }
  /** Deletes the island with its links and departure-card entries (`cascade: false`: the island alone). */
  | { type: 'island.delete'; id: string; index?: number; cascade?: boolean }
  | { type: 'harbor.add'; harbor: Harbor; index?: number }
  | { type: 'harbor.move'; id: string; index?: number; x: number; y: number }
  | { type: 'harbor.update'; id: string; index?: number; patch: HarborPatch }
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
  | { type: 'batch'; label?: StepWords; commands: Command[] };

export interface Applied {
  map: BoardMap;
}

/** The map with `command` applied, or why the command was refused (the map is then untouched). */
export function applyCommand(map: BoardMap, command: Command): Result<Applied, string> {
  try {
    return ok({ map: apply(map, command) });
  } catch (e) {
    if (e instanceof CommandError) return err(e.message);
    throw e;
  }
}

class CommandError extends Error {}
const fail = (message: string): never => {
  throw new CommandError(message);
};

function apply(map: BoardMap, c: Command): BoardMap {
  switch (c.type) {
    case 'map.update':
      if (c.patch.name !== undefined && c.patch.name.trim() === '') fail('The map needs a name.');
      return { ...map, ...definedOnly(c.patch) };
    case 'map.replace': {
      const parsed = mapSchema.safeParse(c.map);
      if (!parsed.success) fail(`Not a map: ${describeIssues(parsed.error)}`);
      checkFinite(c.map, 'map');
      // The parsed copy, so defaults are filled in exactly as a file import would.
      return withoutNegativeZero(parsed.data as BoardMap);
    }

    case 'island.add':
    case 'harbor.add': {
      const kind = nodeKind(c.type);
      const given = c.type === 'island.add' ? c.island : c.harbor;
      const list = map[kind] as (Island | Harbor)[];
      const index = c.index ?? list.length;
      if (index < 0 || index > list.length) fail(`No place ${index} among the ${kind}.`);
      const el = validate(given, nodeSchema(kind), given.id || `new ${noun(kind)}`);
      return { ...map, [kind]: insertAt(list, index, el) };
    }
    case 'island.move':
    case 'harbor.move': {
      const kind = nodeKind(c.type);
      const list = map[kind] as (Island | Harbor)[];
      const index = find(list, c.id, c.index, noun(kind));
      const el = list[index];
      const moved = validate({ ...el, x: c.x, y: c.y }, nodeSchema(kind), el.id);
      return { ...map, [kind]: replaceAt(list, index, moved) };
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
      return { ...map, links: insertAt(map.links, index, link) };
    }
    case 'link.update': {
      const index = find(map.links, c.id, c.index, 'link');
      const updated = validate(withPatch(map.links[index], c.patch, LINK_KEYS), linkSchema, c.id);
      return { ...map, links: replaceAt(map.links, index, updated) };
    }
    case 'link.delete':
      return { ...map, links: removeAt(map.links, find(map.links, c.id, c.index, 'link')) };
    case 'link.twin': {
      const index = find(map.links, c.id, c.index, 'link');
      const link = map.links[index];
      const newId = c.newId ?? freshId(map.links.map((l) => l.id), `${link.id}-twin`);
      const twin = validate<Link>({ ...link, id: newId }, linkSchema, newId);
      return { ...map, links: insertAt(map.links, index + 1, twin) };
    }

    case 'company.update': {
      const index = find(map.companies, c.id, c.index, 'company');
      if ('id' in c.patch) fail('A company’s id cannot change.');
      const updated = validate(withPatch<Company>(map.companies[index], c.patch, COMPANY_KEYS), companySchema, c.id);
      return { ...map, companies: replaceAt(map.companies, index, updated) };
    }

    case 'card.add': {
      const index = c.index ?? map.departureCards.length;
      if (index < 0 || index > map.departureCards.length) fail(`No place ${index} among the departure cards.`);
      const card = validate(c.card, departureCardSchema, c.card.id || 'new card');
      return { ...map, departureCards: insertAt(map.departureCards, index, card) };
    }
    case 'card.update': {
      const index = find(map.departureCards, c.id, c.index, 'departure card');
      const updated = validate(withPatch(map.departureCards[index], c.patch, CARD_KEYS), departureCardSchema, c.id);
      return { ...map, departureCards: replaceAt(map.departureCards, index, updated) };
    }
    case 'card.delete':
      return { ...map, departureCards: removeAt(map.departureCards, find(map.departureCards, c.id, c.index, 'departure card')) };

    case 'batch':
      return c.commands.reduce(apply, map);
  }
}

// ---- islands and harbors (one id namespace) ---------------------------------

type NodeKind = 'islands' | 'harbors';
const nodeKind = (type: string): NodeKind => (type.startsWith('island') ? 'islands' : 'harbors');
const noun = (kind: NodeKind): string => (kind === 'islands' ? 'island' : 'harbor');
const nodeSchema = (kind: NodeKind): z.ZodTypeAny => (kind === 'islands' ? islandSchema : harborSchema);

function deleteNode(map: BoardMap, c: Extract<Command, { type: 'island.delete' | 'harbor.delete' }>): BoardMap {
  const kind = nodeKind(c.type);
  const list = map[kind] as (Island | Harbor)[];
  const index = find(list, c.id, c.index, noun(kind));
  const id = list[index].id;
  const next = { ...map, [kind]: removeAt(list, index) };
  if (c.cascade === false) return next;
  const removed = cascadeOf(map, id, kind);
  if (removed.links.length) {
    const gone = new Set(removed.links.map((p) => p.index));
    next.links = map.links.filter((_, i) => !gone.has(i));
  }
  if (removed.cardEntries.length) {
    const cards = [...map.departureCards];
    for (const entry of removed.cardEntries) {
      const { [id]: _gone, ...markers } = cards[entry.card].markers;
      cards[entry.card] = { ...cards[entry.card], markers };
    }
    next.departureCards = cards;
  }
  return next;
}

export interface Cascade {
  /** Each link that goes, with its index in `links`. */
  links: { index: number; link: Link }[];
  /** Each departure-card entry that goes: the card's index, and the count of markers the entry held. */
  cardEntries: { card: number; count: number }[];
}

/** What deleting the island or harbor with this id takes with it: its links and (islands) departure-card entries. */
export function cascadeOf(map: BoardMap, id: string, kind: NodeKind = 'islands'): Cascade {
  const links: Cascade['links'] = [];
  map.links.forEach((link, index) => {
    if (link.from === id || link.to === id) links.push({ index, link });
  });
  const cardEntries: Cascade['cardEntries'] = [];
  if (kind === 'islands') {
    map.departureCards.forEach((card, cardIndex) => {
      if (Object.hasOwn(card.markers, id)) cardEntries.push({ card: cardIndex, count: card.markers[id] });
    });
  }
  return { links, cardEntries };
}

function updateNode(map: BoardMap, c: Extract<Command, { type: 'island.update' | 'harbor.update' }>): BoardMap {
  const kind = nodeKind(c.type);
  const list = map[kind] as (Island | Harbor)[];
  const index = find(list, c.id, c.index, noun(kind));
  const el = list[index];
  const updated = validate(withPatch(el, c.patch, kind === 'islands' ? ISLAND_KEYS : HARBOR_KEYS), nodeSchema(kind), el.id);
  const next = { ...map, [kind]: replaceAt(list, index, updated) };
  if (updated.id === el.id) return next;
  // A designer renaming: the new id must be free, and every reference follows. An entry that shared
  // its id with another is renamed alone: the references were the first entry's (the checker and
  // the board read the first of an id), and they stay with it.
  const ids = nodeIds(map);
  if (ids.includes(updated.id)) fail(`The id "${updated.id}" is already used by another island or harbor.`);
  if (ids.filter((id) => id === el.id).length > 1) return next;
  return renameRefs(next, el.id, updated.id);
}

/** Rewrites every reference to `from` as `to`; a card entry keeps its place among the markers. */
function renameRefs(map: BoardMap, from: string, to: string): BoardMap {
  const rename = (id: string) => (id === from ? to : id);
  const links = map.links.map((l) => (l.from === from || l.to === from ? { ...l, from: rename(l.from), to: rename(l.to) } : l));
  const departureCards = map.departureCards.map((card) => {
    if (!Object.hasOwn(card.markers, from)) return card;
    if (Object.hasOwn(card.markers, to)) fail(`Departure card "${card.id}" already lists "${to}".`);
    return { ...card, markers: Object.fromEntries(Object.entries(card.markers).map(([k, v]) => [rename(k), v])) };
  });
  const companies = map.companies.map((co) => (co.harbor === from || co.home === from ? withPatch<Company>(co, refPatch(co, from, to), COMPANY_KEYS) : co));
  return { ...map, links, departureCards, companies };
}

const refPatch = (co: Company, from: string, to: string): Partial<Company> => ({
  ...(co.harbor === from ? { harbor: to } : {}),
  ...(co.home === from ? { home: to } : {}),
});

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
  return error.issues.map((i) => (i.path.length ? `${formatPath(i.path)}: ${issueText(i)}` : issueText(i))).join('; ');
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

/**
 * What a step is, for the undo and redo buttons: a message key of the editor's
 * catalogue and what fills it (`editor.undo.island.move` with the id: "move
 * island “fiji”"). The toolbar puts it into the page's words.
 */
export interface StepWords {
  key: Extract<MessageKey, `editor.undo.${string}`>;
  vars?: Record<string, string | number>;
}

export function describeCommand(c: Command): StepWords {
  switch (c.type) {
    case 'map.update':
      return { key: c.patch.name !== undefined ? 'editor.undo.map.rename' : 'editor.undo.map.notes' };
    case 'map.replace':
      return c.label ?? { key: 'editor.undo.map.replace' };
    case 'island.add':
      return { key: 'editor.undo.island.add', vars: { id: c.island.id } };
    case 'harbor.add':
      return { key: 'editor.undo.harbor.add', vars: { id: c.harbor.id } };
    case 'link.add':
      return { key: 'editor.undo.link.add', vars: { id: c.link.id } };
    case 'card.add':
      return { key: 'editor.undo.card.add', vars: { id: c.card.id } };
    case 'batch':
      return c.label ?? (c.commands.length === 1 ? describeCommand(c.commands[0]) : { key: 'editor.undo.batch', vars: { count: c.commands.length } });
    default:
      return { key: `editor.undo.${c.type}`, vars: { id: c.id } };
  }
}
