import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { currentSeat, newGame, type GameState } from '../../src/engine';
import { activeStates, gameMachine, type GameSnapshot } from '../../machines/game';
import { toEvent } from '../../machines/events';
import { t } from '../../src/i18n';
import type { Language } from '../../src/i18n/languages';
import { parseWalkthroughText, type Walkthrough } from '../../src/walkthrough';
import { localiseWalkthrough } from '../../src/walkthrough/localise';
import { replayPayload } from '../../src/walkthrough/replay-views';
import { defaultMap } from '../machines/fixtures';

/**
 * Every walkthrough of the site, stepped as a reader steps it, in every language:
 * at each step the charts the page lights, the players panel and the engine must
 * tell one story. The reference here is an XState actor of the test's own, sent
 * each step's moves, and the engine's position it holds.
 */

const dir = fileURLToPath(new URL('../../content/walkthroughs/', import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));

function load(file: string): Walkthrough {
  const parsed = parseWalkthroughText(readFileSync(dir + file, 'utf8'));
  if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.error)}`);
  return parsed.value;
}

/** The turn states a transition passed through with nobody acting (a turn over, a player sitting out, phase 4), in order. */
const PASSABLE = /^round\.phase[123]\.(turnOver|sittingOut)$|^round\.phase4$/;

describe.each(files)('the walkthrough %s', (file) => {
  it.each(['en', 'fr'] as Language[])('agrees with itself at every step: lit charts, players panel and engine (%s)', (lang) => {
    const w = localiseWalkthrough(load(file), lang);
    const map = defaultMap();
    const payload = replayPayload(w, map, '/', lang);
    const say = t(lang);
    const seats = w.players.map((p) => p.name);
    const start = newGame({ map, players: w.players, firstPlayer: seats.indexOf(w.firstPlayer), variants: w.variants, seed: w.seed });
    if (!start.ok) throw new Error(JSON.stringify(start.error));
    const passed: string[] = [];
    const actor = createActor(gameMachine, {
      input: { game: start.value },
      inspect: (ev) => {
        if (ev.type !== '@xstate.microstep') return;
        const leaf = activeStates((ev.snapshot as GameSnapshot).value).turn;
        if (PASSABLE.test(leaf)) passed.push(leaf);
      },
    });
    actor.start();
    let lastPassed: string[] = [];
    expect(payload.steps.length).toBe(w.steps.length);
    w.steps.forEach((step, i) => {
      const where = `${file} (${lang}) step ${i + 1} "${step.id}"`;
      if (step.moves.length > 0) {
        passed.length = 0;
        for (const move of step.moves) actor.send(toEvent(move));
        lastPassed = [...passed];
      }
      const snap = actor.getSnapshot();
      const game: GameState = snap.context.game;
      const view = payload.steps[i];
      const toPlay = game.ended ? null : game.players[currentSeat(game)].name;
      // The charts: the actor's states, whose turn it is, the round, what the last moves passed through.
      expect.soft(view.charts, where).toBeDefined();
      expect.soft(view.charts!.active, `${where}: lit states`).toEqual(activeStates(snap.value));
      expect.soft(view.charts!.player, `${where}: the charts’ player`).toBe(toPlay);
      expect.soft(view.charts!.round, `${where}: the charts’ round`).toBe(game.round);
      expect.soft(view.charts!.passed, `${where}: passed through`).toEqual(lastPassed);
      // The players panel: the same player to play, round and phase.
      const next = view.players.filter((p) => p.next).map((p) => p.name);
      expect.soft(next, `${where}: the panel’s player to play`).toEqual(toPlay === null ? [] : [toPlay]);
      expect.soft(view.when, `${where}: the panel’s round and phase`).toBe(game.ended ? say('step.gameOver') : say('step.when', { round: game.round, phase: game.phase }));
      // The panel's cards are the engine's.
      expect.soft(view.players.map((p) => p.card !== null), `${where}: cards held`).toEqual(game.players.map((p) => p.card !== null));
    });
    actor.stop();
  });
});
