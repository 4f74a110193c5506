import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { gameElements } from '../../src/board/overlay';
import { BOARD_LAYOUT } from '../../src/site/board-layout';
import { replayWalkthrough } from '../../src/walkthrough';
import { legalMoves } from '../../src/engine';
import { openFile } from '../../src/play/open';
import { playLayer } from '../../src/play/layer';
import { targetsOf } from '../../src/play/targets';
import { firstRound, southPacific, threePlayers } from '../game/fixtures';

const map = southPacific();

describe('opening a file on the play page', () => {
  it('tells a saved game, a walkthrough and a map apart by their format', () => {
    expect(openFile('g.json', JSON.stringify(threePlayers())).kind).toBe('game');
    expect(openFile('w.yaml', readFileSync(new URL('../../content/walkthroughs/first-round.yaml', import.meta.url), 'utf8')).kind).toBe('walkthrough');
    expect(openFile('m.json', readFileSync(new URL('../../maps/south-pacific.json', import.meta.url), 'utf8')).kind).toBe('map');
  });

  it('names the file, the line and the field of what is wrong', () => {
    const bad = stringify({ ...threePlayers(), firstPlayer: 'Zed' });
    const opened = openFile('bad.yaml', bad);
    expect(opened.kind).toBe('error');
    if (opened.kind === 'error') expect(opened.problems[0]).toMatch(/^bad\.yaml:\d+:\d+: firstPlayer: "Zed" is not one of the players/);
    const unknown = openFile('notes.txt', 'just some words');
    expect(unknown.kind === 'error' && unknown.problems.at(-1)).toMatch(/open a saved game/);
  });
});

describe('the clickable layer', () => {
  it('lights exactly the links and port spaces the legal moves use', () => {
    const replay = replayWalkthrough(firstRound(), map);
    for (const step of replay.steps) {
      const state = step.state;
      const t = targetsOf(legalMoves(state));
      const layer = playLayer(gameElements(map, state, {}, BOARD_LAYOUT), t, null, state.players[0].nation);
      expect(new Set(layer.links.filter((l) => l.companies.length > 0).map((l) => l.link))).toEqual(new Set(t.links.keys()));
      expect(layer.links).toHaveLength(map.links.length);
      const placeable = layer.ports.filter((p) => p.role === 'place').map((p) => p.island);
      expect(new Set(placeable)).toEqual(new Set(t.ports.keys()));
    }
  });
});
