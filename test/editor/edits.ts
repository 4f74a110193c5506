import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parseMapText } from '../../src/map/parse';
import { COMPANY_IDS, NATIONS, type BoardMap } from '../../src/map/schema';
import { applyCommand, type Command } from '../../src/editor/commands';
import { nodeIds } from '../../src/editor/ids';

/**
 * Random edit sequences for the property tests. An edit is a recipe of random
 * numbers that `materialise` turns into a command against the current map (pick
 * the 0.37th island, …), so a sequence stays meaningful as the map changes under it.
 * Some recipes deliberately make commands that must be refused (a taken id, a bad id).
 */

export function loadMap(path: string): BoardMap {
  const parsed = parseMapText(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(`${path}: ${JSON.stringify(parsed.error)}`);
  return parsed.value;
}

export const defaultMap = (): BoardMap => loadMap('maps/south-pacific.json');
export const smallMap = (): BoardMap => loadMap('test/fixtures/maps/valid-small.json');

const pick = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const coord = fc.oneof(fc.integer({ min: 100, max: 240 }), fc.double({ min: -60, max: 260, noNaN: true }));
const smallInt = fc.integer({ min: -1, max: 9 });
const name = fc.oneof(fc.constantFrom('Fiji', 'New island', 'Île de Pâques', 'x'), fc.string({ minLength: 0, maxLength: 8 }));
// Mostly valid, often taken, sometimes invalid ids.
const idText = fc.oneof(
  { arbitrary: fc.constantFrom('fiji', 'tahiti', 'new-island', 'red-harbor', 'zz', 'a-b'), weight: 4 },
  { arbitrary: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,6}$/), weight: 2 },
  { arbitrary: fc.constantFrom('', 'Bad Id', '-x'), weight: 1 },
);

export type Recipe =
  | { op: 'island.add'; name: string; id: string; value: number; ports: number; x: number; y: number; at: number | null }
  | { op: 'island.move'; p: number; x: number; y: number }
  | { op: 'island.update'; p: number; field: 'name' | 'value' | 'ports' | 'id' | 'x'; text: string; n: number }
  | { op: 'island.delete'; p: number; cascade: boolean }
  | { op: 'harbor.add'; id: string; company: number; x: number; y: number }
  | { op: 'harbor.move'; p: number; x: number; y: number }
  | { op: 'harbor.update'; p: number; id: string; company: number; field: 'id' | 'company' }
  | { op: 'harbor.delete'; p: number }
  | { op: 'link.add'; p: number; q: number; id: string; segments: number; oneWay: boolean }
  | { op: 'link.update'; p: number; field: 'segments' | 'oneWay' | 'flip' | 'id' | 'to'; n: number; text: string; q: number }
  | { op: 'link.delete'; p: number }
  | { op: 'link.twin'; p: number }
  | { op: 'company.update'; p: number; field: 'name' | 'color' | 'segments' | 'ships' | 'harbor' | 'home'; text: string; n: number; q: number; clear: boolean }
  | { op: 'card.update'; p: number; field: 'nation' | 'set' | 'remove' | 'id'; q: number; n: number; text: string }
  | { op: 'card.add'; id: string; nation: number; qs: number[] }
  | { op: 'card.delete'; p: number }
  | { op: 'map.update'; field: 'name' | 'notes'; text: string }
  | { op: 'map.replace'; which: 'small' | 'default' }
  | { op: 'batch'; recipes: Recipe[] };

const simpleRecipe: fc.Arbitrary<Recipe> = fc.oneof(
  fc.record({ op: fc.constant('island.add' as const), name, id: idText, value: smallInt, ports: smallInt, x: coord, y: coord, at: fc.option(pick) }) as fc.Arbitrary<Recipe>,
  fc.record({ op: fc.constant('island.move' as const), p: pick, x: coord, y: coord }),
  fc.record({ op: fc.constant('island.update' as const), p: pick, field: fc.constantFrom('name', 'value', 'ports', 'id', 'x'), text: fc.oneof(name, idText), n: smallInt }) as fc.Arbitrary<Recipe>,
  fc.record({ op: fc.constant('island.delete' as const), p: pick, cascade: fc.oneof(fc.constant(true), fc.boolean()) }),
  fc.record({ op: fc.constant('harbor.add' as const), id: idText, company: fc.nat(5), x: coord, y: coord }),
  fc.record({ op: fc.constant('harbor.move' as const), p: pick, x: coord, y: coord }),
  fc.record({ op: fc.constant('harbor.update' as const), p: pick, id: idText, company: fc.nat(5), field: fc.constantFrom('id', 'company') }) as fc.Arbitrary<Recipe>,
  fc.record({ op: fc.constant('harbor.delete' as const), p: pick }),
  fc.record({ op: fc.constant('link.add' as const), p: pick, q: pick, id: idText, segments: smallInt, oneWay: fc.boolean() }),
  fc.record({ op: fc.constant('link.update' as const), p: pick, field: fc.constantFrom('segments', 'oneWay', 'flip', 'id', 'to'), n: smallInt, text: idText, q: pick }) as fc.Arbitrary<Recipe>,
  fc.record({ op: fc.constant('link.delete' as const), p: pick }),
  fc.record({ op: fc.constant('link.twin' as const), p: pick }),
  fc.record({
    op: fc.constant('company.update' as const),
    p: pick,
    field: fc.constantFrom('name', 'color', 'segments', 'ships', 'harbor', 'home'),
    text: name,
    n: smallInt,
    q: pick,
    clear: fc.boolean(),
  }) as fc.Arbitrary<Recipe>,
  fc.record({ op: fc.constant('card.update' as const), p: pick, field: fc.constantFrom('nation', 'set', 'remove', 'id'), q: pick, n: fc.integer({ min: 0, max: 3 }), text: idText }) as fc.Arbitrary<Recipe>,
  fc.record({ op: fc.constant('card.add' as const), id: idText, nation: fc.nat(4), qs: fc.array(pick, { maxLength: 7 }) }),
  fc.record({ op: fc.constant('card.delete' as const), p: pick }),
  fc.record({ op: fc.constant('map.update' as const), field: fc.constantFrom('name', 'notes'), text: name }) as fc.Arbitrary<Recipe>,
  fc.record({ op: fc.constant('map.replace' as const), which: fc.constantFrom('small', 'default') }) as fc.Arbitrary<Recipe>,
);

export const recipe: fc.Arbitrary<Recipe> = fc.oneof(
  { arbitrary: simpleRecipe, weight: 9 },
  { arbitrary: fc.record({ op: fc.constant('batch' as const), recipes: fc.array(simpleRecipe, { minLength: 1, maxLength: 3 }) }), weight: 1 },
);

const at = <T>(list: readonly T[], p: number): T | undefined => (list.length === 0 ? undefined : list[Math.floor(p * list.length)]);

/** The command a recipe makes against `map`, or null when the map has nothing to pick from. */
export function materialise(map: BoardMap, r: Recipe, replacements: { small: BoardMap; default: BoardMap }): Command | null {
  switch (r.op) {
    case 'island.add':
      return {
        type: 'island.add',
        island: { id: r.id, name: r.name, value: r.value, ports: r.ports, x: r.x, y: r.y },
        ...(r.at === null ? {} : { index: Math.floor(r.at * (map.islands.length + 1)) }),
      };
    case 'island.move': {
      const island = at(map.islands, r.p);
      return island ? { type: 'island.move', id: island.id, x: r.x, y: r.y } : null;
    }
    case 'island.update': {
      const island = at(map.islands, r.p);
      if (!island) return null;
      const value = r.field === 'name' || r.field === 'id' ? r.text : r.n;
      return { type: 'island.update', id: island.id, patch: { [r.field]: value } };
    }
    case 'island.delete': {
      const island = at(map.islands, r.p);
      return island ? { type: 'island.delete', id: island.id, cascade: r.cascade } : null;
    }
    case 'harbor.add':
      return { type: 'harbor.add', harbor: { id: r.id, company: COMPANY_IDS[r.company], x: r.x, y: r.y } };
    case 'harbor.move': {
      const harbor = at(map.harbors, r.p);
      return harbor ? { type: 'harbor.move', id: harbor.id, x: r.x, y: r.y } : null;
    }
    case 'harbor.update': {
      const harbor = at(map.harbors, r.p);
      if (!harbor) return null;
      return { type: 'harbor.update', id: harbor.id, patch: r.field === 'id' ? { id: r.id } : { company: COMPANY_IDS[r.company] } };
    }
    case 'harbor.delete': {
      const harbor = at(map.harbors, r.p);
      return harbor ? { type: 'harbor.delete', id: harbor.id } : null;
    }
    case 'link.add': {
      const ids = nodeIds(map);
      const from = at(ids, r.p);
      const to = at(ids, r.q);
      if (from === undefined || to === undefined) return null;
      return { type: 'link.add', link: { id: r.id, from, to, segments: r.segments, oneWay: r.oneWay } };
    }
    case 'link.update': {
      const link = at(map.links, r.p);
      if (!link) return null;
      switch (r.field) {
        case 'segments':
          return { type: 'link.update', id: link.id, patch: { segments: r.n } };
        case 'oneWay':
          return { type: 'link.update', id: link.id, patch: { oneWay: !link.oneWay } };
        case 'flip':
          return { type: 'link.update', id: link.id, patch: { from: link.to, to: link.from } };
        case 'id':
          return { type: 'link.update', id: link.id, patch: { id: r.text } };
        case 'to':
          return { type: 'link.update', id: link.id, patch: { to: at(nodeIds(map), r.q) ?? 'nowhere' } };
      }
      break;
    }
    case 'link.delete': {
      const link = at(map.links, r.p);
      return link ? { type: 'link.delete', id: link.id } : null;
    }
    case 'link.twin': {
      const link = at(map.links, r.p);
      return link ? { type: 'link.twin', id: link.id } : null;
    }
    case 'company.update': {
      const company = at(map.companies, r.p);
      if (!company) return null;
      switch (r.field) {
        case 'name':
        case 'color':
          return { type: 'company.update', id: company.id, patch: { [r.field]: r.text } };
        case 'segments':
        case 'ships':
          return { type: 'company.update', id: company.id, patch: { [r.field]: r.n } };
        case 'harbor':
        case 'home':
          return { type: 'company.update', id: company.id, patch: { [r.field]: r.clear ? undefined : (at(nodeIds(map), r.q) ?? 'nowhere') } };
      }
      break;
    }
    case 'card.update': {
      const card = at(map.departureCards, r.p);
      if (!card) return null;
      const keys = Object.keys(card.markers);
      switch (r.field) {
        case 'nation':
          return { type: 'card.update', id: card.id, patch: { nation: NATIONS[Math.floor(r.q * NATIONS.length)] } };
        case 'id':
          return { type: 'card.update', id: card.id, patch: { id: r.text } };
        case 'set': {
          const island = at(map.islands, r.q);
          if (!island) return null;
          return { type: 'card.update', id: card.id, patch: { markers: { ...card.markers, [island.id]: r.n } } };
        }
        case 'remove': {
          const key = at(keys, r.q);
          if (key === undefined) return null;
          const markers = { ...card.markers };
          delete markers[key];
          return { type: 'card.update', id: card.id, patch: { markers } };
        }
      }
      break;
    }
    case 'card.add': {
      const markers: Record<string, number> = {};
      for (const q of r.qs) {
        const island = at(map.islands, q);
        if (island) markers[island.id] = 1;
      }
      return { type: 'card.add', card: { id: r.id, nation: NATIONS[r.nation], markers } };
    }
    case 'card.delete': {
      const card = at(map.departureCards, r.p);
      return card ? { type: 'card.delete', id: card.id } : null;
    }
    case 'map.update':
      return { type: 'map.update', patch: { [r.field]: r.text } };
    case 'map.replace':
      return { type: 'map.replace', map: replacements[r.which], label: { key: 'editor.undo.reset' } };
    case 'batch': {
      // Each part is made against the map as the earlier parts leave it; a part that cannot be made is skipped.
      const commands: Command[] = [];
      let current = map;
      for (const part of r.recipes) {
        const c = materialise(current, part, replacements);
        if (!c) continue;
        commands.push(c);
        const applied = applyForBatch(current, c);
        if (!applied) return { type: 'batch', commands }; // the batch will fail as a whole
        current = applied;
      }
      return commands.length ? { type: 'batch', commands } : null;
    }
  }
  return null;
}

function applyForBatch(map: BoardMap, c: Command): BoardMap | null {
  const applied = applyCommand(map, c);
  return applied.ok ? applied.value.map : null;
}
