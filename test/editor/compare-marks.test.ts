import cytoscape from 'cytoscape';
import { describe, expect, it } from 'vitest';
import { boardElements } from '../../src/board/elements';
import { boardDiff } from '../../src/editor/board-diff';
import { applyMarks, GHOST } from '../../src/components/editor/compare-marks';
import { syncGraph } from '../../src/components/editor/board-sync';
import { defaultMap } from './edits';

const draw = (els: ReturnType<typeof boardElements>) => {
  const cy = cytoscape({ headless: true, styleEnabled: false });
  syncGraph(cy, els, new Map());
  return cy;
};

describe('the Compare view’s marks on the board', () => {
  it('marks added and changed elements, draws removed ones as ghosts from the baseline, and takes it all back', () => {
    const baseline = defaultMap();
    const edited = defaultMap();
    edited.islands.find((i) => i.id === 'tahiti')!.value += 2;
    edited.islands.push({ id: 'atlantis', name: 'Atlantis', value: 3, ports: 2, x: 150, y: 0 });
    const gone = edited.islands.find((i) => i.id === 'nauru')!;
    edited.islands = edited.islands.filter((i) => i !== gone);
    edited.links = edited.links.filter((l) => l.from !== gone.id && l.to !== gone.id);
    const keptLink = edited.links.shift()!;

    const cy = draw(boardElements(edited, { scale: 4, spread: 0 }));
    const before = cy.elements().map((e) => `${e.id()} ${e.classes().join(' ')}`).sort();
    const changes = boardDiff(baseline, edited);
    const undo = applyMarks(cy, changes, boardElements(baseline, { scale: 4, spread: 0 }));

    expect(cy.getElementById('tahiti').hasClass('cmp-changed')).toBe(true);
    expect(cy.getElementById('atlantis').hasClass('cmp-added')).toBe(true);
    const ghost = cy.getElementById(GHOST + 'nauru');
    expect(ghost.hasClass('cmp-removed')).toBe(true);
    expect(ghost.selectable()).toBe(false);
    // A removed link between two islands still there, and those of the removed island, to its ghost.
    expect(cy.getElementById(GHOST + keptLink.id).data('source')).toBe(keptLink.from);
    const toNauru = baseline.links.filter((l) => l.from === 'nauru' || l.to === 'nauru');
    expect(toNauru.length).toBeGreaterThan(0);
    for (const l of toNauru) expect([cy.getElementById(GHOST + l.id).data('source'), cy.getElementById(GHOST + l.id).data('target')]).toContain(GHOST + 'nauru');

    undo();
    expect(cy.elements().map((e) => `${e.id()} ${e.classes().join(' ')}`).sort()).toEqual(before);
  });
});
