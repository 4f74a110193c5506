import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMapText } from '../../src/map/parse';
import { parseWalkthroughText } from '../../src/walkthrough/parse';
import { fixOf } from '../../src/editor/fixes';
import { laterStepsText, moveElements, splitAtFirstBrokenStep, walkthroughProblems } from '../../src/editor/walkthrough-problems';

const map = (() => {
  const r = parseMapText(readFileSync(new URL('../../maps/south-pacific.json', import.meta.url), 'utf8'));
  if (!r.ok) throw new Error('map');
  return r.value;
})();
const firstRound = (() => {
  const r = parseWalkthroughText(readFileSync(new URL('../../content/walkthroughs/first-round.yaml', import.meta.url), 'utf8'));
  if (!r.ok) throw new Error('walkthrough');
  return r.value;
})();

describe('walkthrough problems in the editor', () => {
  it('finds none on the board the walkthrough was written for', () => {
    expect(walkthroughProblems(map, [{ id: 'first-round', walkthrough: firstRound }])).toEqual([]);
  });

  it('names the walkthrough, the step and the reason when a link it needs is deleted, with the elements to select', () => {
    const broken = { ...map, links: map.links.filter((l) => l.id !== 'black-harbor-gambier') };
    const problems = walkthroughProblems(broken, [{ id: 'first-round', walkthrough: firstRound }]);
    expect(problems.length).toBeGreaterThan(0);
    // What to do comes first: the link is gone, and the walkthrough lays on it.
    expect(problems[0]).toMatchObject({ code: 'walkthrough.link-missing', elements: ['black-harbor', 'gambier'] });
    expect(problems[0].message).toBe('“The first round, move by move” lays 1 segment on black-harbor-gambier (step 5), a link this board no longer has: draw it again between black-harbor and gambier with 1 space.');
    const first = problems.find((p) => p.code === 'walkthrough.step')!;
    expect(first.severity).toBe('warning');
    expect(first.code).toBe('walkthrough.step');
    expect(first.message).toMatch(/^“The first round, move by move”, step 5 \(Phase 2: Benjamin opens the black route to Gambier\): /);
    expect(first.elements).toEqual(['black-harbor-gambier', 'black-harbor']);
    // The knock-on breakage of later steps is one line, not a warning per expectation.
    expect(problems.every((p) => p.code === 'walkthrough.later-steps' || p.code === 'walkthrough.link-missing' || p.message.includes('step 5 ('))).toBe(true);
    const later = problems.filter((p) => p.code === 'walkthrough.later-steps');
    expect(later).toHaveLength(1);
    expect(later[0].message).toMatch(/^“The first round, move by move”: \d+ later steps \([\d, …]+\) no longer play as written either, most likely because of step 5; fix that first\.$/);
    expect(problems.length).toBeLessThan(8);
  });

  it('says when a link is shorter than the walkthrough lays, and offers the fix, after which the walkthrough holds', () => {
    // Redrawn with the editor's default of one space (the worked round lays 2 on Caroline–Flint Island).
    const index = map.links.findIndex((l) => l.id === 'caroline-flint-island');
    expect(map.links[index].segments).toBe(2);
    const short = { ...map, links: map.links.map((l, i) => (i === index ? { ...l, segments: 1 } : l)) };
    const problems = walkthroughProblems(short, [{ id: 'first-round', walkthrough: firstRound }]);
    const need = problems[0];
    expect(need.code).toBe('walkthrough.link-spaces');
    expect(need.elements).toEqual(['caroline-flint-island']);
    expect(need.message).toMatch(/^“The first round, move by move” lays 2 segments on caroline–flint-island \(steps? [\d, ]+\), which has 1 space: give it 2 spaces\.$/);
    const fix = fixOf(short, need);
    expect(fix).not.toBeNull();
    expect(fix!.command).toEqual({ type: 'link.update', id: 'caroline-flint-island', index, patch: { segments: 2 } });
    expect(fix!.select).toEqual(['caroline-flint-island']);
    // No fix offered for a link that is gone (where to draw it is the designer's choice) or already long enough.
    expect(fixOf(map, need)).toBeNull();
  });

  it('summarises later steps in a line', () => {
    expect(laterStepsText([6], 5)).toBe('1 later step (6) no longer plays as written either, most likely because of step 5; fix that first.');
    expect(laterStepsText([2, 3, 4, 5, 6, 7, 9], 0)).toBe('7 later steps (2, 3, 4, 5, 6 … 9) no longer play as written either, most likely because of the setup; fix that first.');
    expect(splitAtFirstBrokenStep([{ step: 5 }, { step: 5 }, { step: 7 }, { step: 6 }, { step: 7 }])).toEqual({ first: [{ step: 5 }, { step: 5 }], later: [6, 7] });
  });

  it('names the elements of each kind of move', () => {
    expect(moveElements({ type: 'port.place', island: 'fiji' })).toEqual(['fiji']);
    expect(moveElements({ type: 'port.move', from: 'fiji', to: 'tonga' })).toEqual(['fiji', 'tonga']);
    expect(moveElements({ type: 'pass' })).toEqual([]);
  });

  // #36: after the French card moved from Fiji to another island, all 14 steps still replayed and the words still said Fiji.
  it('warns when a step’s words name an island changed since the project’s board, though every step still plays', () => {
    const wt = [{ id: 'first-round', walkthrough: firstRound }];
    const moved = {
      ...map,
      departureCards: map.departureCards.map((c) => (c.id === 'french' ? { ...c, markers: Object.fromEntries(Object.entries(c.markers).map(([k, v]) => [k === 'fiji' ? 'tahiti' : k, v])) } : c)),
    };
    // Replayed with no baseline, nothing is wrong: the drift is only in the words.
    expect(walkthroughProblems(moved, wt).filter((p) => p.code !== 'walkthrough.narration')).toEqual(walkthroughProblems(moved, wt));
    const drift = walkthroughProblems(moved, wt, map).filter((p) => p.code === 'walkthrough.narration');
    const fiji = drift.find((p) => p.elements[0] === 'fiji');
    expect(fiji).toBeDefined();
    expect(fiji!.severity).toBe('warning');
    expect(fiji!.message).toMatch(/^“The first round, move by move” names Fiji \(steps? 1[,)]/);
    expect(fiji!.message).toContain('changed the departure-card markers on it: reread those steps.');
    expect(fiji!.replay).toMatchObject({ kind: 'narration', island: 'Fiji', what: ['card'] });
    // Tahiti gained the marker: named by the words or not, only an island the words name is listed.
    for (const p of drift) expect(p.replay).toMatchObject({ kind: 'narration' });
    // Nothing changed, nothing said.
    expect(walkthroughProblems(map, wt, map)).toEqual([]);
  });

  it('says an island renamed or removed since the project’s board, a name inside another word left alone', () => {
    const wt = [{ id: 'first-round', walkthrough: firstRound }];
    const renamed = { ...map, islands: map.islands.map((i) => (i.id === 'fiji' ? { ...i, name: 'Viti Levu' } : i)) };
    const p = walkthroughProblems(renamed, wt, map).find((d) => d.code === 'walkthrough.narration');
    expect(p).toMatchObject({ elements: ['fiji'], replay: { island: 'Fiji', what: ['renamed'] } });
    // Words of one's own: "Fijian" is not the island, "FIJI" and "Fìji" are.
    const say = (narration: string) => [{ id: 'x', walkthrough: { ...firstRound, translations: undefined, steps: firstRound.steps.map((st) => ({ ...st, title: 'A step', narration })) } }];
    const drifted = (narration: string) => walkthroughProblems(renamed, say(narration), map).filter((d) => d.code === 'walkthrough.narration');
    expect(drifted('The Fijian fleet sails.')).toEqual([]);
    expect(drifted('FIJI is the hub.')).toHaveLength(1);
    expect(drifted('Next, Fìji.')).toHaveLength(1);
    // An island no departure card names, removed: the walkthrough still sets up, and its words are checked.
    const quiet = map.islands.find((i) => !map.departureCards.some((c) => i.id in c.markers) && i.id !== 'fiji')!;
    const removed = { ...map, islands: map.islands.filter((i) => i !== quiet), links: map.links.filter((l) => l.from !== quiet.id && l.to !== quiet.id) };
    expect(walkthroughProblems(removed, say(`${quiet.name} is a quiet island.`), map).find((d) => d.code === 'walkthrough.narration')).toMatchObject({ elements: [], replay: { island: quiet.name, what: ['removed'] } });
    // A walkthrough that cannot set up on the board is said in one line, its words not checked island by island.
    const noCard = { ...map, departureCards: map.departureCards.filter((c) => c.id !== 'french') };
    const setupFails = walkthroughProblems(noCard, [{ id: 'first-round', walkthrough: firstRound }], map);
    expect(setupFails.some((d) => d.code === 'walkthrough.step' && d.replay?.kind === 'step' && d.replay.step === 0)).toBe(true);
    expect(setupFails.filter((d) => d.code === 'walkthrough.narration')).toEqual([]);
  });
});
