import { describe, expect, it } from 'vitest';
import { addHarborCommand, addIslandCommand, addLinkCommand, deletePlan, diagnosticTargets, roundCoord, segmentsFor, severityById } from '../../src/editor/actions';
import { applyCommand } from '../../src/editor/commands';
import { freshId, slugify } from '../../src/editor/ids';
import { createHistory, commit, undo } from '../../src/editor/history';
import { checkMap } from '../../src/map/check';
import { serialiseMap } from '../../src/map/parse';
import type { BoardMap } from '../../src/map/schema';
import { defaultMap, smallMap } from './edits';

const apply = (map: BoardMap, command: Parameters<typeof applyCommand>[1]): BoardMap => {
  const r = applyCommand(map, command);
  if (!r.ok) throw new Error(r.error);
  return r.value.map;
};

describe('editor actions', () => {
  it('new islands get fresh ids and rounded coordinates', () => {
    const map = smallMap();
    const first = addIslandCommand(map, { x: 160.04, y: -0.04 }, 'New island');
    expect(first.island).toEqual({ id: 'new-island', name: 'New island', value: 3, ports: 2, x: 160, y: 0 });
    expect(Object.is(first.island.y, -0)).toBe(false);
    const second = addIslandCommand(apply(map, first), { x: 1, y: 2 }, 'New island');
    expect(second.island.id).toBe('new-island-2');
    expect(slugify('Île de Pâques!')).toBe('ile-de-paques');
    expect(freshId(['a', 'a-2'], 'a')).toBe('a-3');
    expect(roundCoord(-0.04)).toBe(0);
  });

  it('a new link gets a fresh id and route spaces by distance', () => {
    const map = smallMap();
    const link = addLinkCommand(map, 'samoa', 'fiji');
    expect(link.link.id).toBe('samoa-fiji-3');
    expect(link.link.segments).toBe(segmentsFor({ x: 190, y: -14 }, { x: 178, y: -18 }));
    expect(segmentsFor({ x: 0, y: 0 }, { x: 100, y: 0 })).toBe(4);
    expect(segmentsFor({ x: 0, y: 0 }, { x: 1, y: 0 })).toBe(1);
  });

  it('a new harbor goes to a company without one, and points the company at it in the same step', () => {
    let map = smallMap();
    map = apply(map, { type: 'harbor.delete', id: 'blue-harbor' });
    const command = addHarborCommand(map, { x: 240, y: -12 });
    const after = apply(map, command);
    expect(after.harbors.at(-1)).toEqual({ id: 'blue-harbor', company: 'blue', x: 240, y: -12 });
    expect(after.companies.find((c) => c.id === 'blue')?.harbor).toBe('blue-harbor');
    expect(checkMap(after).filter((d) => d.code.startsWith('harbor.') || d.code === 'id.unknown')).toEqual([
      expect.objectContaining({ code: 'harbor.no-links' }),
    ]);
  });

  it('a delete plan lists what goes with the selection, and is one undo step', () => {
    const map = smallMap();
    const plan = deletePlan(map, ['samoa', 'tahiti-samoa']);
    expect(plan).not.toBeNull();
    if (!plan) return;
    expect(plan.links).toEqual(['tahiti-samoa']);
    expect(plan.cascadedLinks.map((l) => l.id).sort()).toEqual(['hiva-oa-samoa', 'samoa-fiji', 'samoa-fiji-2']);
    expect(plan.cards.map((c) => c.card)).toEqual(['french-card', 'english-card', 'japanese-card']);
    expect(plan.danglingCompanies).toEqual([{ company: 'purple', field: 'home', id: 'samoa' }]);
    expect(plan.needsConfirm).toBe(true);
    const h = commit(createHistory(map), plan.command);
    if (!h.ok) throw new Error(h.error);
    expect(h.value.undoStack.length).toBe(1);
    expect(serialiseMap(undo(h.value).map)).toBe(serialiseMap(map));
    // A lone link takes nothing with it: no question asked.
    expect(deletePlan(map, ['tahiti-samoa'])?.needsConfirm).toBe(false);
    expect(deletePlan(map, ['french-card'])).toBeNull();
  });

  it('a diagnostic points at board elements, cards and companies', () => {
    const map = apply(smallMap(), { type: 'island.update', id: 'tahiti', patch: { ports: 1 } });
    const diagnostics = checkMap(map);
    const overfull = diagnostics.find((d) => d.code === 'cards.exceed-ports');
    expect(overfull).toBeDefined();
    if (!overfull) return;
    expect(diagnosticTargets(map, overfull)).toEqual({ board: ['tahiti'], cards: [], companies: [] });
    const severities = severityById(diagnostics);
    expect(severities.get('tahiti')).toBe('error');
  });
});

describe('editor re-check', () => {
  it('re-checks the default map after an edit well under a frame (16 ms)', () => {
    let map = defaultMap();
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const island = map.islands[i % map.islands.length];
      const start = performance.now();
      const r = applyCommand(map, { type: 'island.move', id: island.id, x: island.x + 0.1, y: island.y });
      if (!r.ok) throw new Error(r.error);
      map = r.value.map;
      checkMap(map);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    expect(median).toBeLessThan(16);
  });
});
