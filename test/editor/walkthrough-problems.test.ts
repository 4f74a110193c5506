import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMapText } from '../../src/map/parse';
import { parseWalkthroughText } from '../../src/walkthrough/parse';
import { moveElements, walkthroughProblems } from '../../src/editor/walkthrough-problems';

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
    const first = problems[0];
    expect(first.severity).toBe('warning');
    expect(first.code).toBe('walkthrough.step');
    expect(first.message).toMatch(/^“The first round, move by move”, step 5 \(Phase 2: Benjamin opens the black route to Gambier\): /);
    expect(first.elements).toEqual(['black-harbor-gambier', 'black-harbor']);
  });

  it('names the elements of each kind of move', () => {
    expect(moveElements({ type: 'port.place', island: 'fiji' })).toEqual(['fiji']);
    expect(moveElements({ type: 'port.move', from: 'fiji', to: 'tonga' })).toEqual(['fiji', 'tonga']);
    expect(moveElements({ type: 'pass' })).toEqual([]);
  });
});
