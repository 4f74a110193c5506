import { describe, expect, it } from 'vitest';
import { clipOf, pasteCommand, PASTE_OFFSET, readClip } from '../../src/editor/clip';
import { applyCommand, type Command } from '../../src/editor/commands';
import type { BoardMap } from '../../src/map/schema';
import { defaultMap, smallMap } from './edits';

const apply = (map: BoardMap, command: Command): BoardMap => {
  const r = applyCommand(map, command);
  if (!r.ok) throw new Error(r.error);
  return r.value.map;
};

describe('copy and paste of board elements', () => {
  it('copies the islands chosen with the links among them, not the links to the rest', () => {
    const map = defaultMap();
    const ids = ['tahiti', 'mururoa', 'gambier'];
    const clip = clipOf(map, ids)!;
    expect(clip.islands.map((i) => i.id).sort()).toEqual([...ids].sort());
    expect(clip.links.length).toBeGreaterThan(0);
    for (const l of clip.links) expect(ids.includes(l.from) && ids.includes(l.to)).toBe(true);
    const among = map.links.filter((l) => ids.includes(l.from) && ids.includes(l.to));
    expect(clip.links).toEqual(among);
    expect(clipOf(map, [map.links[0].id])).toBeNull();
  });

  it('pastes as one step beside the original, with fresh ids and links following them; a second paste lands beside the first', () => {
    const map = defaultMap();
    const clip = clipOf(map, ['tahiti', 'mururoa', 'gambier'])!;
    const first = pasteCommand(map, clip);
    expect(first.command.type).toBe('batch');
    const once = apply(map, first.command);
    expect(once.islands.length).toBe(map.islands.length + 3);
    expect(first.ids).toEqual(clip.islands.map((i) => `${i.id}-2`));
    const tahiti = map.islands.find((i) => i.id === 'tahiti')!;
    const copy = once.islands.find((i) => i.id === 'tahiti-2')!;
    expect(copy).toEqual({ ...tahiti, id: 'tahiti-2', x: tahiti.x + PASTE_OFFSET.x, y: tahiti.y + PASTE_OFFSET.y });
    const pastedLinks = once.links.slice(map.links.length);
    expect(pastedLinks.length).toBe(clip.links.length);
    for (const l of pastedLinks) expect(first.ids.includes(l.from) && first.ids.includes(l.to)).toBe(true);
    expect(new Set(once.links.map((l) => l.id)).size).toBe(once.links.length);

    const second = pasteCommand(once, clip, 2);
    expect(second.ids).toEqual(clip.islands.map((i) => `${i.id}-3`));
    const twice = apply(once, second.command);
    expect(twice.islands.find((i) => i.id === 'tahiti-3')!.x).toBeCloseTo(tahiti.x + 2 * PASTE_OFFSET.x, 5);
  });

  it('pastes onto another board, keeping ids that are free there and renaming those taken', () => {
    const clip = clipOf(defaultMap(), ['tahiti', 'mururoa'])!;
    const small = smallMap(); // has a Tahiti, no Mururoa
    const { command, ids } = pasteCommand(small, clip);
    expect([...ids].sort()).toEqual(['mururoa', 'tahiti-2']);
    const pasted = apply(small, command);
    expect(pasted.islands.map((i) => i.id)).toEqual([...small.islands.map((i) => i.id), ...ids]);
    const link = pasted.links.at(-1)!;
    expect([link.from, link.to].sort()).toEqual(['mururoa', 'tahiti-2']);
  });

  it('reads back only its own clipboard text', () => {
    const clip = clipOf(defaultMap(), ['tahiti'])!;
    expect(readClip(JSON.stringify(clip))).toEqual(clip);
    expect(readClip('Tahiti')).toBeNull();
    expect(readClip('{"format":"rulekit-board-clip","islands":[{"id":"x"}],"harbors":[],"links":[]}')).toBeNull();
    expect(readClip(JSON.stringify({ ...clip, format: 'clippers-map' }))).toBeNull();
  });
});
