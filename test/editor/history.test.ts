import fc from 'fast-check';
import { runs } from '../budget';
import { describe, expect, it } from 'vitest';
import { applyCommand, cascadeOf, type Command } from '../../src/editor/commands';
import { english } from '../../src/i18n/english';
import { canRedo, canUndo, commit, createHistory, redo, seal, undo, undoLabel, type History } from '../../src/editor/history';
import { parseMap, parseMapText, serialiseMap } from '../../src/map/parse';
import type { BoardMap } from '../../src/map/schema';
import { defaultMap, materialise, recipe, smallMap } from './edits';

const replacements = { small: smallMap(), default: defaultMap() };
const gestureKey = fc.option(fc.constantFrom('g1', 'g2', 'g3'), { nil: undefined });

function commitOk(h: History, c: Command, gesture?: string): History {
  const r = commit(h, c, gesture ? { gesture } : {});
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Runs random edits through a history, checking on the way that refused edits change nothing and every map stays a valid map file. */
function runEdits(start: BoardMap, steps: { r: Parameters<typeof materialise>[1]; gesture: string | undefined; seal: boolean }[]): History {
  let h = createHistory(start);
  for (const step of steps) {
    const command = materialise(h.map, step.r, replacements);
    if (!command) continue;
    const result = commit(h, command, step.gesture ? { gesture: step.gesture } : {});
    if (!result.ok) {
      expect(typeof result.error).toBe('string');
      continue; // the history was not touched: `h` is still the value before
    }
    h = result.value;
    if (step.seal) h = seal(h);
    // Always a well-shaped map, so autosave and export can never write an unreadable file.
    expect(parseMap(h.map).ok).toBe(true);
  }
  return h;
}

const steps = fc.array(fc.record({ r: recipe, gesture: gestureKey, seal: fc.boolean() }), { maxLength: 40 });

describe('editor history: random edit sequences', () => {
  for (const [name, make] of [
    ['the default map', defaultMap],
    ['a small map', smallMap],
  ] as const) {
    it(`on ${name}: undo all gives the starting map, redo all the end map`, () => {
      fc.assert(
        fc.property(steps, (edits) => {
          const start = make();
          const startText = serialiseMap(start);
          let h = runEdits(start, edits);
          const end = h.map;
          const endText = serialiseMap(end);
          const depth = h.undoStack.length;
          while (canUndo(h)) h = undo(h);
          expect(h.map).toEqual(start);
          expect(serialiseMap(h.map)).toBe(startText); // key order too, so the bytes are the same
          expect(h.redoStack.length).toBe(depth);
          while (canRedo(h)) h = redo(h);
          expect(h.map).toEqual(end);
          expect(serialiseMap(h.map)).toBe(endText);
          // The start map itself was never mutated.
          expect(serialiseMap(start)).toBe(startText);
        }),
        { numRuns: runs(name === 'the default map' ? 150 : 300, `editor history (${name})`) },
      );
    });
  }

  it('export then import is the identity after any edits', () => {
    fc.assert(
      fc.property(steps, fc.constantFrom(defaultMap, smallMap), (edits, make) => {
        const h = runEdits(make(), edits);
        const text = serialiseMap(h.map);
        const back = parseMapText(text);
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        expect(back.value).toEqual(h.map);
        expect(serialiseMap(back.value)).toBe(text);
      }),
      { numRuns: runs(150, 'editor history: undo/redo') },
    );
  });

  it('undoing any one command restores the map, and redoing it makes the same map again', () => {
    fc.assert(
      fc.property(steps, recipe, fc.constantFrom(defaultMap, smallMap), (edits, last, make) => {
        const before = runEdits(make(), edits).map;
        const command = materialise(before, last, replacements);
        if (!command) return;
        const done = commit(createHistory(before), command);
        if (!done.ok) return;
        const back = undo(done.value);
        expect(serialiseMap(back.map)).toBe(serialiseMap(before));
        const again = redo(back);
        expect(serialiseMap(again.map)).toBe(serialiseMap(done.value.map));
      }),
      { numRuns: runs(300, 'editor history: edits') },
    );
  });
});

describe('editor history: gestures', () => {
  it('typing in one field is one step (coalesced by gesture)', () => {
    let h = createHistory(smallMap());
    for (const name of ['T', 'Ta', 'Tah', 'Tahi', 'Tahiti Nui']) {
      h = commitOk(h, { type: 'island.update', id: 'tahiti', patch: { name } }, 'island.update:tahiti:name');
    }
    expect(h.undoStack.length).toBe(1);
    expect(h.map.islands.find((i) => i.id === 'tahiti')?.name).toBe('Tahiti Nui');
    h = undo(h);
    expect(h.map).toEqual(smallMap());
    h = redo(h);
    expect(h.map.islands.find((i) => i.id === 'tahiti')?.name).toBe('Tahiti Nui');
  });

  it('a drag (many moves) is one step; a sealed gesture starts a new one', () => {
    let h = createHistory(smallMap());
    for (let i = 1; i <= 10; i++) h = commitOk(h, { type: 'island.move', id: 'fiji', x: 178 + i, y: -18 }, 'drag:fiji');
    expect(h.undoStack.length).toBe(1);
    h = seal(h);
    h = commitOk(h, { type: 'island.move', id: 'fiji', x: 170, y: -18 }, 'drag:fiji');
    expect(h.undoStack.length).toBe(2);
    h = undo(h);
    expect(h.map.islands.find((i) => i.id === 'fiji')?.x).toBe(188);
    h = undo(h);
    expect(h.map).toEqual(smallMap());
  });

  it('edits of different fields are different steps, and one gesture may span commands of several kinds', () => {
    let h = createHistory(smallMap());
    h = commitOk(h, { type: 'island.update', id: 'fiji', patch: { value: 6 } }, 'island.update:fiji:value');
    h = commitOk(h, { type: 'island.update', id: 'fiji', patch: { ports: 5 } }, 'island.update:fiji:ports');
    expect(h.undoStack.length).toBe(2);
    h = commitOk(h, { type: 'island.add', island: { id: 'nauru', name: 'Nauru', value: 7, ports: 2, x: 166, y: -0.5 } }, 'g');
    h = commitOk(h, { type: 'link.add', link: { id: 'nauru-fiji', from: 'nauru', to: 'fiji', segments: 3, oneWay: false } }, 'g');
    expect(h.undoStack.length).toBe(3);
    h = undo(h);
    expect(h.map.islands.some((i) => i.id === 'nauru')).toBe(false);
    expect(h.map.links.some((l) => l.id === 'nauru-fiji')).toBe(false);
    h = undo(h);
    h = undo(h);
    expect(h.map).toEqual(smallMap());
  });

  it('an undo closes the gesture, and a new commit clears the redo stack', () => {
    let h = createHistory(smallMap());
    h = commitOk(h, { type: 'map.update', patch: { name: 'A' } }, 'name');
    h = undo(h);
    expect(canRedo(h)).toBe(true);
    h = commitOk(h, { type: 'map.update', patch: { name: 'B' } }, 'name');
    expect(canRedo(h)).toBe(false);
    expect(h.undoStack.length).toBe(1);
    h = undo(h);
    expect(h.map.name).toBe(smallMap().name);
  });

  it('an edit that changes nothing is not a step; a refused edit changes nothing', () => {
    const h0 = createHistory(smallMap());
    const same = commit(h0, { type: 'island.update', id: 'fiji', patch: { name: 'Fiji', value: 5 } });
    expect(same.ok && same.value.undoStack.length).toBe(0);
    const taken = commit(h0, { type: 'island.update', id: 'fiji', patch: { id: 'tahiti' } });
    expect(taken.ok).toBe(false);
    const badId = commit(h0, { type: 'island.update', id: 'fiji', patch: { id: 'Not An Id' } });
    expect(badId.ok).toBe(false);
    const empty = commit(h0, { type: 'island.update', id: 'fiji', patch: { name: '' } });
    expect(empty.ok).toBe(false);
    const infinite = commit(h0, { type: 'island.move', id: 'fiji', x: Number.POSITIVE_INFINITY, y: 0 });
    expect(infinite.ok).toBe(false);
    expect(h0.map).toEqual(smallMap());
  });
});

describe('editor commands', () => {
  it('deleting an island takes its links and card entries with it, as one undoable step', () => {
    const map = smallMap();
    const cascade = cascadeOf(map, 'fiji');
    expect(cascade.links.map((l) => l.link.id).sort()).toEqual(['fiji-australia', 'fiji-new-guinea', 'samoa-fiji', 'samoa-fiji-2']);
    expect(cascade.cardEntries.map((e) => map.departureCards[e.card].id)).toEqual(['french-card', 'english-card', 'japanese-card']);
    let h = commitOk(createHistory(map), { type: 'island.delete', id: 'fiji' });
    expect(h.undoStack.length).toBe(1);
    expect(undoLabel(h)).toEqual({ key: 'editor.undo.island.delete', vars: { id: 'fiji' } });
    const label = undoLabel(h)!;
    expect(english(label.key, label.vars)).toBe('delete island “fiji”');
    expect(h.map.links.some((l) => l.from === 'fiji' || l.to === 'fiji')).toBe(false);
    expect(h.map.departureCards.every((c) => !('fiji' in c.markers))).toBe(true);
    h = undo(h);
    expect(serialiseMap(h.map)).toBe(serialiseMap(map));
  });

  it('renaming an island id renames every reference, and undo renames exactly those back', () => {
    const map = smallMap();
    // A dangling reference to the new id must survive the undo as it was.
    const dangling = applyCommand(map, { type: 'link.add', link: { id: 'dangling', from: 'tahiti', to: 'samoa-2', segments: 1, oneWay: false } });
    if (!dangling.ok) throw new Error(dangling.error);
    let h = createHistory(dangling.value.map);
    h = commitOk(h, { type: 'island.update', id: 'samoa', patch: { id: 'samoa-2', name: 'Samoa' } });
    const purple = h.map.companies.find((c) => c.id === 'purple');
    expect(purple?.home).toBe('samoa-2');
    expect(h.map.links.filter((l) => l.from === 'samoa' || l.to === 'samoa')).toEqual([]);
    expect(Object.keys(h.map.departureCards[0].markers)).toEqual(['australia', 'fiji', 'samoa-2', 'tahiti', 'hiva-oa', 'pitcairn']);
    h = undo(h);
    expect(serialiseMap(h.map)).toBe(serialiseMap(dangling.value.map));
  });

  it('flips, one-way and a parallel twin of a link', () => {
    let h = createHistory(smallMap());
    h = commitOk(h, { type: 'link.update', id: 'tahiti-samoa', patch: { from: 'samoa', to: 'tahiti', oneWay: true } });
    h = commitOk(h, { type: 'link.twin', id: 'tahiti-samoa' });
    const i = h.map.links.findIndex((l) => l.id === 'tahiti-samoa');
    expect(h.map.links[i + 1]).toEqual({ id: 'tahiti-samoa-twin', from: 'samoa', to: 'tahiti', segments: 3, oneWay: true });
    h = undo(undo(h));
    expect(h.map).toEqual(smallMap());
  });

  it('company fields can be removed and put back in schema order', () => {
    let h = createHistory(smallMap());
    h = commitOk(h, { type: 'company.update', id: 'purple', patch: { home: undefined, segments: 6 } });
    expect('home' in h.map.companies[5]).toBe(false);
    h = undo(h);
    expect(serialiseMap(h.map)).toBe(serialiseMap(smallMap()));
  });

  it('a map replacement (import, reset) is undoable', () => {
    let h = createHistory(smallMap());
    h = commitOk(h, { type: 'map.replace', map: defaultMap(), label: { key: 'editor.undo.reset' } });
    expect(h.map.islands.length).toBe(38);
    expect(undoLabel(h)).toEqual({ key: 'editor.undo.reset' });
    h = undo(h);
    expect(h.map).toEqual(smallMap());
    const bad = commit(h, { type: 'map.replace', map: { ...smallMap(), format: 'nope' } as unknown as BoardMap });
    expect(bad.ok).toBe(false);
  });
});
