import { describe, expect, it } from 'vitest';
import { addIslandCommand, addLinkCommand } from '../../src/editor/actions';
import { commit, createHistory, redo, undo, type History } from '../../src/editor/history';
import { mapFingerprint, packHistory, unpackHistory } from '../../src/editor/history-store';
import { mapSchema, type BoardMap } from '../../src/map/schema';
import { largestMap } from '../fixtures/hostile/generate';
import type { Command } from '../../src/editor/commands';
import { defaultMap } from './edits';

const run = (h: History, c: Command, gesture?: string): History => {
  const r = commit(h, c, gesture ? { gesture } : {});
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

function edited(): History {
  let h = createHistory(defaultMap());
  h = run(h, { type: 'island.move', id: 'fiji', x: 175, y: -15 });
  h = run(h, addIslandCommand(h.map, { x: 150, y: 0 }, 'Atlantis'));
  h = run(h, { type: 'island.update', id: 'atlantis', patch: { name: 'Atl' } }, 'island.update:atlantis:name');
  h = run(h, { type: 'island.update', id: 'atlantis', patch: { name: 'Atlantis Major' } }, 'island.update:atlantis:name');
  h = run(h, addLinkCommand(h.map, 'atlantis', 'new-guinea'));
  h = run(h, { type: 'map.update', patch: { name: 'South Pacific, edited' } });
  return undo(undo(h));
}

describe('undo history kept across a reload', () => {
  it('comes back whole from its stored text: every undo and redo step, in order, with its words', () => {
    const h = edited();
    const stored = JSON.parse(JSON.stringify(packHistory(h)));
    const back = unpackHistory(stored, h.map)!;
    expect(back).not.toBeNull();
    expect(back.undoStack.map((s) => s.label)).toEqual(h.undoStack.map((s) => s.label));
    expect(back.redoStack.map((s) => s.label)).toEqual(h.redoStack.map((s) => s.label));
    // Undo to the start and redo to the end give the same maps as the live history.
    let a = h;
    let b = back;
    while (a.undoStack.length > 0) {
      a = undo(a);
      b = undo(b);
      expect(b.map).toEqual(a.map);
    }
    expect(b.map).toEqual(defaultMap());
    while (a.redoStack.length > 0) {
      a = redo(a);
      b = redo(b);
      expect(b.map).toEqual(a.map);
    }
  });

  it('stores the parts a step changed, element by element, and not the map the autosave holds', () => {
    const h = edited();
    const stored = packHistory(h);
    expect(Object.keys(stored.undo[0].change)).toEqual(['islands']);
    // Moving Fiji back is Fiji alone, with the islands' order.
    const islands = stored.undo[0].change.islands as { $ids: string[]; $set: Record<string, { x: number }> };
    expect(Object.keys(islands.$set)).toEqual(['fiji']);
    expect(islands.$ids).toEqual(h.undoStack[0].before.islands.map((i) => i.id));
    expect(Object.keys(stored.redo.at(-1)!.change)).toEqual(['name']);
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(h.map).length);
  });

  it('after opening the largest map the schema allows, a rename stores a few KB, not the map (version 1 stored about 100 KB)', () => {
    let h = createHistory(defaultMap());
    const largest = mapSchema.parse(largestMap()) as BoardMap;
    h = run(h, { type: 'map.replace', map: largest });
    const island = largest.islands[75];
    for (const name of ['H', 'Ha', 'Harbour', 'Harbour Town']) h = run(h, { type: 'island.update', id: island.id, patch: { name } }, `island.update:${island.id}:name`);
    const text = JSON.stringify(packHistory(h));
    expect(text.length).toBeLessThan(JSON.stringify(defaultMap()).length + 8_000);
    const back = unpackHistory(JSON.parse(text), h.map)!;
    expect(undo(back).map.islands[75].name).toBe(island.name);
    expect(undo(undo(back)).map).toEqual(defaultMap());
  });

  it('keeps the last steps only, and is set aside when it does not end on the map restored or is not a history', () => {
    const h = edited();
    const short = unpackHistory(JSON.parse(JSON.stringify(packHistory(h, 2))), h.map)!;
    expect(short.undoStack.length).toBe(2);
    expect(short.redoStack.length).toBe(2);
    expect(unpackHistory(packHistory(h), defaultMap())).toBeNull();
    expect(unpackHistory({ version: 1, base: { name: 'x' }, undo: [], redo: [] }, h.map)).toBeNull();
    // A step naming an island the map does not have, or leading to a map the schema refuses.
    const stored = packHistory(h);
    const missing = structuredClone(stored);
    (missing.undo[0].change.islands as { $ids: string[] }).$ids.push('nowhere');
    expect(unpackHistory(missing, h.map)).toBeNull();
    const refused = structuredClone(stored);
    refused.redo[0].change = { islands: 'not a list' };
    expect(unpackHistory(refused, h.map)).toBeNull();
    expect(unpackHistory({ ...stored, head: mapFingerprint(defaultMap()) }, h.map)).toBeNull();
    expect(unpackHistory('not a history', h.map)).toBeNull();
  });
});
