import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMap } from '../../src/map/parse';
import { parseWalkthroughText } from '../../src/walkthrough/parse';
import { replayWalkthrough } from '../../src/walkthrough/replay';
import { replayPayload } from '../../src/walkthrough/replay-views';
import { toSnapshot } from '../../src/walkthrough/step-payload';
import { localiseWalkthrough } from '../../src/walkthrough/localise';
import {
  clampStep,
  describeEvents,
  formatStepHash,
  highlightOf,
  mergeViews,
  parseStepHash,
  parseStepRange,
  stepNumberById,
  stepViews,
} from '../../src/walkthrough/step-model';
import mapJson from '../../maps/south-pacific.json';
import { nodeName } from '../../src/map/board';

const map = (() => {
  const m = parseMap(mapJson);
  if (!m.ok) throw new Error('map');
  return m.value;
})();
const walkthrough = (() => {
  const w = parseWalkthroughText(readFileSync(new URL('../../content/walkthroughs/first-round.yaml', import.meta.url), 'utf8'));
  if (!w.ok) throw new Error('walkthrough');
  return w.value;
})();
const replay = replayWalkthrough(walkthrough, map);
const views = stepViews(walkthrough, replay);
const view = (id: string) => views.find((v) => v.id === id)!;
const row = (id: string, name: string) => view(id).players.find((p) => p.name === name)!;

describe('step views of the example round', () => {
  it('has one view per step, numbered from 1, all holding', () => {
    expect(views).toHaveLength(walkthrough.steps.length);
    expect(views.map((v) => v.number)).toEqual(walkthrough.steps.map((_, i) => i + 1));
    expect(views.every((v) => v.ok && v.failures.length === 0)).toBe(true);
  });

  it('fills the players panel', () => {
    const end = views[views.length - 1];
    expect(end.players.map((p) => [p.name, p.money])).toEqual([
      ['Benjamin', 6],
      ['Pauline', 9],
      ['Jean-Luc', 2],
    ]);
    expect(end.players.find((p) => p.firstPlayer)?.name).toBe('Pauline');
    expect(end.players.find((p) => p.next)?.name).toBe('Pauline');
    expect(row('pauline-5x', 'Pauline')).toMatchObject({ card: '5X', money: 1, moneyDelta: -1, acting: true, nation: 'japanese', initial: 'J' });
    expect(row('benjamin-new-guinea', 'Benjamin')).toMatchObject({ reserve: 4, reserveDelta: -1 });
    expect(row('jean-luc-3x', 'Jean-Luc').card).toBe('3X');
    expect(row('round-end', 'Jean-Luc').card).toBeNull();
    expect(row('setup', 'Benjamin')).toMatchObject({ money: 2, moneyDelta: 0, reserve: 5, clipper: null });
  });

  it('lists what changed, in words', () => {
    const texts = (id: string) => view(id).changes.map((c) => c.text);
    expect(texts('benjamin-black-gambier')).toEqual(
      expect.arrayContaining([
        'Benjamin laid a black segment from the black harbor towards Gambier.',
        'Benjamin earned $2: black is the first route to reach Gambier.',
      ]),
    );
    expect(texts('pauline-red')[0]).toBe('Pauline laid 2 red segments from the red harbor towards Malden Island (both spaces).');
    expect(texts('jean-luc-red-starbuck')).toContain('No bonus for Jean-Luc at Starbuck Island: the 3X card pays none.');
    expect(texts('pauline-5x')).toContain('Pauline took the 5X card for $1.');
    expect(texts('jean-luc-3x')).toContain('Jean-Luc took the 3X card for free.');
    expect(texts('benjamin-new-guinea')).toContain('Benjamin placed a port marker on New Guinea.');
    // A completed link says how many spaces it had in words a reader would use: "both" for two, nothing for one.
    expect(texts('jean-luc-white-manihi')[0]).toMatch(/ \(all 3 spaces\)\.$/);
    expect(texts('benjamin-black-gambier')[0]).not.toContain('(');
    const fr = stepViews(localiseWalkthrough(walkthrough, 'fr'), replay, '/fr/', 'fr');
    const textFr = (id: string) => fr.find((v) => v.id === id)!.changes[0].text;
    expect(textFr('pauline-red')).toMatch(/ \(les deux cases\)\.$/);
    expect(textFr('jean-luc-white-manihi')).toMatch(/ \(les 3 cases\)\.$/);
    expect(textFr('benjamin-black-gambier')).not.toContain('(');
    const bonus = view('pauline-green').changes.filter((c) => c.kind === 'bonus');
    expect(bonus.map((c) => c.rule)).toEqual(['bonus.first', 'bonus.first']);
  });

  it('highlights the pieces a step touched', () => {
    expect(view('pauline-green').highlight).toEqual({ links: ['green-harbor-hiva-oa', 'hiva-oa-caroline'], islands: ['hiva-oa', 'caroline'], ships: ['green'] });
    expect(view('benjamin-new-guinea').highlight).toEqual({ links: [], islands: ['new-guinea'], ships: [] });
    expect(highlightOf([{ type: 'port.moved', seat: 0, from: 'fiji', to: 'tonga' }]).islands).toEqual(['fiji', 'tonga']);
  });

  it('links the rules each step illustrates', () => {
    expect(view('pauline-5x').rules).toEqual([
      expect.objectContaining({ id: 'card.price', href: '/rules/option-cards/#card.price' }),
      expect.objectContaining({ id: 'card.5x.one-phase', href: '/rules/option-cards/#card.5x.one-phase' }),
    ]);
    expect(stepViews(walkthrough, replay, '/site/')[1].rules[0].href).toBe('/site/rules/the-round/#action.one');
  });

  it('says when and who', () => {
    expect(view('setup')).toMatchObject({ when: 'Round 1 · phase 1', actor: null });
    expect(view('benjamin-black-gambier')).toMatchObject({ when: 'Round 1 · phase 2', actor: 'Benjamin' });
    // The move that ends phase 3 ends the round too: the panel shows where the game then stands, as the charts do.
    expect(view('jean-luc-white-manihi').when).toBe('Round 2 · phase 1');
    expect(view('round-end').when).toBe('Round 2 · phase 1');
  });

  it('carries the engine’s complaints on a board where the example breaks', () => {
    const edited = structuredClone(map);
    const i = edited.links.findIndex((l) => l.id === 'red-harbor-malden-island');
    edited.links[i] = { ...edited.links[i], segments: 3 };
    const broken = stepViews(walkthrough, replayWalkthrough(walkthrough, edited));
    const red = broken.find((v) => v.id === 'pauline-red')!;
    expect(red.ok).toBe(false);
    expect(red.failures.some((f) => f.kind === 'expectation')).toBe(true);
    expect(broken.find((v) => v.id === 'setup')!.ok).toBe(true);
  });

  it('has no views when the board cannot even be set up', () => {
    const edited = structuredClone(map);
    edited.departureCards = edited.departureCards.filter((c) => c.nation !== 'french');
    const r = replayWalkthrough(walkthrough, edited);
    expect(stepViews(walkthrough, r)).toEqual([]);
    const payload = replayPayload(walkthrough, edited);
    expect(payload.steps).toEqual([]);
    expect(payload.setupFailures.length).toBeGreaterThan(0);
  });
});

// Known answers: what a teacher reads under "What changed" at each step of the worked round,
// checked against the narration of content/walkthroughs/first-round.yaml. Automatic events
// (a player sitting out, a phase or round ending) show in the step that narrates them.
const WHAT_CHANGED: Record<string, string[]> = {
  setup: [],
  'benjamin-new-guinea': ['Benjamin placed a port marker on New Guinea.'],
  'pauline-5x': ['Pauline took the 5X card for $1.'],
  'jean-luc-3x': ['Jean-Luc took the 3X card for free.', 'Phase 2 begins.'],
  'benjamin-black-gambier': ['Benjamin laid a black segment from the black harbor towards Gambier.', 'Benjamin earned $2: black is the first route to reach Gambier.'],
  'pauline-black-pitcairn': ['Pauline laid a black segment from Gambier towards Pitcairn Island.', 'Pauline earned $2: black is the first route to reach Pitcairn Island.'],
  'pauline-green': [
    'Pauline laid a green segment from the green harbor towards Hiva Oa.',
    'Pauline earned $2: green is the first route to reach Hiva Oa.',
    'Pauline laid a green segment from Hiva Oa towards Caroline.',
    'Pauline earned $2: green is the first route to reach Caroline.',
  ],
  'pauline-red': ['Pauline laid 2 red segments from the red harbor towards Malden Island (both spaces).', 'Pauline earned $2: red is the first route to reach Malden Island.'],
  'jean-luc-red-starbuck': ['Jean-Luc laid a red segment from Malden Island towards Starbuck Island.', 'No bonus for Jean-Luc at Starbuck Island: the 3X card pays none.'],
  'jean-luc-green-flint': [
    'Jean-Luc laid 2 green segments from Caroline towards Flint Island (both spaces).',
    'No bonus for Jean-Luc at Flint Island: the 3X card pays none.',
    'Phase 3 begins.',
  ],
  'benjamin-green-manihi': ['Benjamin laid a green segment from Flint Island towards Manihi.', 'Benjamin earned $2: green is the first route to reach Manihi.'],
  'pauline-sits-out': ['Pauline sits out phase 3.'],
  'jean-luc-white-manihi': [
    'Jean-Luc laid 3 white segments from the white harbor towards Manihi (all 3 spaces).',
    'No bonus for Jean-Luc at Manihi: the 3X card pays none.',
  ],
  'round-end': ['The option cards go back beside the board.', 'Pauline takes the first-player card for round 2.', 'Round 2 begins with phase 1.'],
};

// The players panel around the phase boundaries: [when, who plays next, first player, cards by seat].
// It shows the position the step's moves left (the engine's, and the chart actor's); a move-less step that
// narrates what those moves passed through (Pauline sitting out, phase 4) shows that same position.
const STANDING: Record<string, [string, string | null, string, (string | null)[]]> = {
  'jean-luc-green-flint': ['Round 1 · phase 3', 'Benjamin', 'Benjamin', [null, '5X', '3X']],
  'benjamin-green-manihi': ['Round 1 · phase 3', 'Jean-Luc', 'Benjamin', [null, '5X', '3X']],
  'pauline-sits-out': ['Round 1 · phase 3', 'Jean-Luc', 'Benjamin', [null, '5X', '3X']],
  'jean-luc-white-manihi': ['Round 2 · phase 1', 'Pauline', 'Pauline', [null, null, null]],
  'round-end': ['Round 2 · phase 1', 'Pauline', 'Pauline', [null, null, null]],
};

describe('what changed, step by step', () => {
  it('covers every step of the worked round', () => {
    expect(views.map((v) => v.id)).toEqual(Object.keys(WHAT_CHANGED));
  });

  it.each(Object.entries(WHAT_CHANGED))('%s', (id, want) => {
    expect(view(id).changes.map((c) => c.text)).toEqual(want);
  });

  it.each(Object.entries(STANDING))('the players panel after %s', (id, [when, next, first, cards]) => {
    const v = view(id);
    expect(v.when).toBe(when);
    expect(v.players.find((p) => p.next)?.name ?? null).toBe(next);
    expect(v.players.find((p) => p.firstPlayer)?.name).toBe(first);
    expect(v.players.map((p) => p.card)).toEqual(cards);
  });

  it('still checks each step against the engine’s real state', () => {
    // The round-end step expects round 2; the engine reached it during the step before.
    expect(view('round-end').ok).toBe(true);
    expect(view('jean-luc-white-manihi').state.round).toBe(2);
  });
});

describe('snapshots for the page', () => {
  it('keep what the board draws and drop the map', () => {
    const snap = toSnapshot(views[0]);
    expect(snap).not.toHaveProperty('state');
    expect(Object.keys(snap.board).sort()).toEqual(['companies', 'islands', 'links', 'players', 'purpleActive']);
    expect(JSON.stringify(snap)).not.toContain('"format":"clippers-map"');
    const payload = replayPayload(walkthrough, map);
    expect(payload.steps.map((s) => s.id)).toEqual(walkthrough.steps.map((s) => s.id));
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
  });
});

describe('step addresses', () => {
  it('formats and reads #step-N', () => {
    expect(formatStepHash(7)).toBe('#step-7');
    expect(parseStepHash('#step-7', 14)).toBe(7);
    expect(parseStepHash('step-3', 14)).toBe(3);
    expect(parseStepHash('#step-99', 14)).toBe(14);
    expect(parseStepHash('#step-0', 14)).toBe(1);
    expect(parseStepHash('#route.one-way', 14)).toBeNull();
    expect(parseStepHash('', 14)).toBeNull();
    expect(parseStepHash('#step-2', 0)).toBeNull();
  });

  it('clamps step numbers', () => {
    expect(clampStep(0, 14)).toBe(1);
    expect(clampStep(15, 14)).toBe(14);
    expect(clampStep(Number.NaN, 14)).toBe(1);
    expect(clampStep(3, 0)).toBe(1);
  });

  it('finds steps and ranges by id', () => {
    expect(stepNumberById(walkthrough, 'pauline-5x')).toBe(3);
    expect(stepNumberById(walkthrough, 'nope')).toBeNull();
    expect(parseStepRange(walkthrough, 'pauline-black-pitcairn..pauline-red')).toEqual({ from: 6, to: 8 });
    expect(parseStepRange(walkthrough, 'pauline-red..pauline-black-pitcairn')).toEqual({ from: 6, to: 8 });
    expect(parseStepRange(walkthrough, 'setup')).toEqual({ from: 1, to: 1 });
    expect(parseStepRange(walkthrough, 'setup..nope')).toEqual({ error: 'no step "nope" in the walkthrough' });
  });

  it('merges several steps for an embed', () => {
    const merged = mergeViews(views.slice(5, 8));
    expect(merged.highlight.links).toEqual(['gambier-pitcairn-island', 'green-harbor-hiva-oa', 'hiva-oa-caroline', 'red-harbor-malden-island']);
    expect(merged.changes.filter((c) => c.kind === 'bonus')).toHaveLength(4);
    expect(merged.failures).toEqual([]);
  });
});

describe('names', () => {
  it('names islands, harbors and unknown ids', () => {
    expect(nodeName(map, 'pitcairn-island')).toBe('Pitcairn Island');
    expect(nodeName(map, 'red-harbor')).toBe('the red harbor');
    expect(nodeName(map, 'nowhere')).toBe('nowhere');
    expect(describeEvents(map, replay.initial!, [{ type: 'game.ended', reason: 'all-laid', seat: 0 }])).toEqual([
      { kind: 'end', rule: 'end.all-laid', text: 'The game is over.' },
    ]);
  });
});
