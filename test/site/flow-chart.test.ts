import { describe, expect, it } from 'vitest';
import { flowCharts, type FlowChartWords } from '../../machines/flow-chart';
import { loadGame } from '../../src/games';
import { game as takeAway } from '../fixtures/games/take-away';
import { layoutChart } from '../../src/statecharts/layout';

/** The charts of any game come from its flow table: every step drawn, every rule an arrow, and only the order the texts give. */

const SAY: FlowChartWords = { turnTitle: 'A turn', turnAbout: '', choiceTitle: 'Rondel', choiceAbout: '', clockwise: 'clockwise', turnOver: 'Turn over', unknownOrder: 'Order not given', passes: 'passes', when: (c) => `if ${c}`, otherwise: 'otherwise' };

describe('machines/flow-chart.ts', () => {
  it('draws every step of every phase, and an arrow for each rule of each move a step accepts', async () => {
    const game = await loadGame('crossing-oceans');
    const [turn] = flowCharts(game.flow, game.words.en, SAY);
    for (const phase of game.flow.phases) {
      expect(turn.states.find((s) => s.id === `turn.${phase.id}`)?.label).toBe(game.words.en.flow[phase.id]);
      for (const step of phase.steps) {
        const id = `turn.${phase.id}.${step}`;
        expect(turn.states.find((s) => s.id === id)?.label, id).toBe(game.words.en.flow[step]);
        for (const move of game.flow.steps[step].moves) expect(turn.transitions.filter((t) => t.source === id && t.event === move).length, `${id} ${move}`).toBe(game.flow.afterMove[move].length);
      }
    }
    // The end of the turn is phase 3's final state; phase 3 then leads to scoring if the countdown is out, otherwise to the next player's phase 1.
    expect(turn.states.find((s) => s.id === 'turn.phase-3.turn-end')?.type).toBe('final');
    const out = turn.transitions.filter((t) => t.source === 'turn.phase-3');
    expect(out.map((t) => [t.target, t.words?.when])).toEqual([
      ['turn.countdown', 'if start player’s turn with no coal left'],
      ['turn.phase-1', 'otherwise'],
    ]);
    // The end of the turn is drawn once.
    expect(turn.states.filter((s) => s.key === 'turn-end').map((s) => s.id)).toEqual(['turn.phase-3.turn-end']);
    // The rondel's spot action fans out to every action step.
    const hub = 'turn.phase-3.spot-action';
    expect(turn.transitions.filter((t) => t.source === hub).map((t) => t.target?.split('.').pop())).toEqual(['coal-pier', 'house', 'fleet', 'cargo', 'region', 'blue-riband', 'ships']);
    await expect(layoutChart(turn)).resolves.toMatchObject({ id: 'turn' });
  });

  it('draws a rondel as a ring only as far as its order is given, the other spots apart', async () => {
    const game = await loadGame('crossing-oceans');
    const rondel = flowCharts(game.flow, game.words.en, SAY)[1];
    const choice = game.flow.choice!;
    expect(choice.known).toBe(4);
    const ring = rondel.transitions.map((t) => [t.source.replace('rondel.', ''), t.target?.replace('rondel.', '')]);
    expect(ring).toEqual([
      ['coal', 'region'],
      ['region', 'ships-a'],
      ['ships-a', 'blue-riband'],
      ['blue-riband', 'unknown-order'],
      ['unknown-order', 'coal'],
    ]);
    expect(rondel.states.filter((s) => s.parent === 'rondel.unknown-order').map((s) => s.key)).toEqual(choice.spots.slice(4));
  });

  it('leads a rule that names a phase into that phase: Ship It!’s shipment, and back to the turn after it', async () => {
    const game = await loadGame('ship-it');
    const [turn] = flowCharts(game.flow, game.words.en, SAY);
    const to = (source: string, event: string) => turn.transitions.filter((t) => t.source === source && t.event === event).map((t) => [t.target, t.guard ?? null]);
    expect(to('turn.turn.officials', 'official')).toEqual([
      ['turn.second-hub', 'over'],
      ['turn.shipment.chit', 'chitChoice'],
      ['turn.shipment.redistribute', 'shipping'],
      ['turn.turn.officials', null],
    ]);
    expect(to('turn.shipment.chit', 'chit')).toEqual([
      ['turn.shipment.redistribute', 'shipping'],
      ['turn.turn', null],
    ]);
    // No phase is drawn a second time as a state of its own inside another (a "shipment" in the turn's box that led to "done").
    const phases = new Set(game.flow.phases.map((p) => p.id));
    expect(turn.states.filter((s) => s.parent !== null && phases.has(s.key) && s.id !== `turn.${s.key}`).map((s) => s.id)).toEqual([]);
    // One state per ending, however many steps lead to it (it was drawn once per phase).
    expect(turn.states.filter((s) => s.key === 'second-hub').map((s) => s.id)).toEqual(['turn.second-hub']);
    // The optional steps are passed over by arrows of their own; building only once every bought link is built.
    expect(turn.transitions.filter((t) => t.event === 'pass').map((t) => [t.source, t.target, t.guard ?? null])).toEqual([
      ['turn.turn.buy', 'turn.turn.build', null],
      ['turn.turn.build', 'turn.turn.officials', 'handEmpty'],
      ['turn.turn.officials', 'turn.turn.freight', null],
      ['turn.turn.freight', 'turn.turn.done', null],
    ]);
    // The turn's end leads into a new turn, worded by what a turn's beginning does.
    expect(turn.transitions.filter((t) => t.source === 'turn.turn').map((t) => [t.target, t.words?.what])).toEqual([['turn.turn', game.words.en.flow['new-turn']]]);
    await expect(layoutChart(turn)).resolves.toMatchObject({ id: 'turn' });
  });

  it('takes any game’s table: the test fixture’s one phase and its conditional ending', () => {
    const charts = flowCharts(takeAway.flow, takeAway.words.fr, { ...SAY, when: (c) => `si ${c}`, otherwise: 'sinon' });
    expect(charts).toHaveLength(1);
    const [turn] = charts;
    expect(turn.transitions.map((t) => [t.source, t.target, t.words?.when])).toEqual([
      ['turn.take.take', 'turn.take.end', 'si le tas est vide'],
      ['turn.take.take', 'turn.take.next-player', 'sinon'],
    ]);
  });
});
