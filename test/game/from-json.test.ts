import { describe, expect, it } from 'vitest';
import { createGameActor, restoreGameActor } from '../../machines/game';
import { applyMove, currentSeat, MONEY_LIMIT, type GameState } from '../../src/engine';
import { gameErrorsText } from '../../src/play/problem-text';
import { t } from '../../src/i18n';
import { gameFromJson, type GameFromJsonReason } from '../../src/game/from-json';
import { decodePlaySave, encodePlaySave } from '../../src/play/autosave';
import { startSession } from '../../src/play/session';
import { decodeShare, encodeShare } from '../../src/play/share';
import { randomGame, southPacific, threePlayers } from './fixtures';
import { editable, type Editable } from '../engine/helpers';

const map = southPacific();
const lookup = (id: string) => (id === 'south-pacific' ? map : null);
const saved = randomGame(map, threePlayers(), 40, 3);
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/** A position some way into a game, as plain JSON (what an actor snapshot's context holds). */
function midGame(): GameState {
  const result = gameFromJson(json(saved), { lookup });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return json(result.value.state);
}

function refused(data: unknown): { reason: GameFromJsonReason; path: string; message: string }[] {
  const r = gameFromJson(data, { lookup });
  expect(r.ok, 'should be refused').toBe(false);
  return r.ok ? [] : r.error;
}

describe('gameFromJson: saved games (autosave, link, file)', () => {
  it('accepts a good saved game and gives the replayed position', () => {
    const r = gameFromJson(json(saved), { lookup });
    expect(r.ok).toBe(true);
    if (!r.ok || r.value.kind !== 'saved') throw new Error('not a saved game');
    expect(r.value.replay.moves).toHaveLength(40);
    expect(r.value.state).toBe(r.value.replay.states[40]);
  });

  it.each([
    ['null', null, 'not-an-object', ''],
    ['a number', 42, 'not-an-object', ''],
    ['an array', [saved], 'not-an-object', ''],
    ['a walkthrough', { ...json(saved), format: 'clippers-walkthrough' }, 'wrong-format', 'format'],
    ['a stale version', { ...json(saved), version: 0 }, 'stale-version', 'version'],
    ['a newer version', { ...json(saved), version: 2 }, 'stale-version', 'version'],
    ['seed as a string', { ...json(saved), seed: '7' }, 'wrong-shape', 'seed'],
    ['an unknown field', { ...json(saved), cheat: true }, 'wrong-shape', ''],
    ['a tampered nation', { ...json(saved), players: [{ name: 'Ana', nation: 'dutch' }, ...saved.players.slice(1)] }, 'wrong-shape', 'players[0].nation'],
    ['a move of no known type', { ...json(saved), moves: [{ type: 'teleport' }] }, 'wrong-shape', 'moves[0].type'],
    ['a map not available here', { ...json(saved), map: 'atlantic' }, 'map-unavailable', 'map'],
  ])('refuses %s', (_label, data, reason, path) => {
    const [first] = refused(data);
    expect(first.reason).toBe(reason);
    expect(first.path).toBe(path);
    expect(first.message.length).toBeGreaterThan(10);
  });

  it('refuses a tampered move the engine would not play, naming its index and rule', () => {
    const moves = json(saved.moves);
    moves[5] = { type: 'port.place', island: 'no-such-island' } as never;
    const [first] = refused({ ...json(saved), moves });
    expect(first).toMatchObject({ reason: 'move-refused', path: 'moves[5]' });
    expect(first.message).toMatch(/Move 6 .* is refused: .*\(rule [a-z.-]+\)/);
  });
});

describe('gameFromJson: bare positions (an actor snapshot’s game)', () => {
  it('accepts a position the engine reached', () => {
    const r = gameFromJson(midGame());
    expect(r.ok && r.value.kind).toBe('state');
  });

  const tamper: [string, (g: Editable<GameState>) => void, GameFromJsonReason, string][] = [
    ['negative money', (g) => (g.players[1].money = -3), 'inconsistent', 'players[1].money'],
    ['money as text', (g) => ((g.players[0] as { money: unknown }).money = '12'), 'wrong-shape', 'players[0].money'],
    ['a segment on a link the map lacks', (g) => g.links.push({ company: 'red', start: 'x', laid: 1 }), 'inconsistent', 'links'],
    ['a link begun from a node it does not touch', (g) => (g.links[0] = { company: 'red', start: 'nowhere', laid: 1 }), 'inconsistent', 'links[0].start'],
    ['more segments than the link has spaces', (g) => (g.links[0] = { company: 'red', start: g.map.links[0].from, laid: 9 }), 'inconsistent', 'links[0].laid'],
    ['a ship on an island the map lacks', (g) => g.companies.blue.ships.unshift({ node: 'atlantis' }), 'inconsistent', 'companies.blue.ships[0]'],
    ['a first player who is not seated', (g) => (g.firstPlayer = 4), 'inconsistent', 'firstPlayer'],
    ['a marker of a seat that does not exist', (g) => g.islands[0].markers.unshift(7), 'inconsistent', 'islands[0].markers[0]'],
    ['an unknown phase', (g) => ((g as { phase: unknown }).phase = 4), 'wrong-shape', 'phase'],
    ['a missing company', (g) => delete (g.companies as Partial<Editable<GameState>['companies']>).purple, 'wrong-shape', 'companies.purple'],
    ['a segment conjured from nowhere', (g) => (g.companies.red.supply += 1), 'inconsistent', ''],
    ['a broken map', (g) => ((g.map as { links: unknown }).links = 'none'), 'wrong-shape', 'map.links'],
  ];
  it.each(tamper)('refuses %s', (_label, change, reason, path) => {
    const game = editable(midGame());
    change(game);
    const problems = refused(game);
    expect(problems.map((p) => p.reason)).toContain(reason);
    expect(problems.map((p) => p.path)).toContain(path);
  });

  // Values past what a game can reach, which the rollout's 32-bit integers or the flow do not expect (issue 37).
  const limits: [string, (g: Editable<GameState>) => void, GameFromJsonReason, string][] = [
    ['money of 2^31, which the rollout would wrap negative', (g) => (g.players[0].money = 2 ** 31), 'inconsistent', 'players[0].money'],
    ['money just past the limit', (g) => (g.players[2].money = MONEY_LIMIT + 1), 'inconsistent', 'players[2].money'],
    ['money past 2^53, no longer a whole number JSON can say', (g) => (g.players[1].money = 2 ** 60), 'wrong-shape', 'players[1].money'],
    ['a seed past 2^53', (g) => (g.seed = 2 ** 60), 'wrong-shape', 'seed'],
    ['a round no supply lasts', (g) => (g.round = 1_000_000), 'inconsistent', 'round'],
    ['more segments in a turn than any card allows', (g) => (g.placed = 6), 'inconsistent', 'placed'],
    ['a phase whose turns are over but which has not moved on', (g) => (g.turn = g.players.length), 'inconsistent', 'turn'],
    ['a step of another phase', (g) => ((g.step = g.phase === 1 ? 'place' : 'action')), 'inconsistent', 'step'],
  ];
  it.each(limits)('refuses %s', (_label, change, reason, path) => {
    const game = editable(midGame());
    change(game);
    const problems = refused(game);
    expect(problems.map((p) => p.reason)).toContain(reason);
    expect(problems.map((p) => p.path)).toContain(path);
  });
});

describe('gameFromJson: positions play cannot go on from', () => {
  /** A 5X holder who laid in phase 2, due to lay in phase 3 (the flow skips them): no legal move. */
  function stuck(): Editable<GameState> {
    const game = editable(midGame());
    game.ended = null;
    game.phase = 3;
    game.step = 'place';
    game.turn = 0;
    game.placed = 0;
    const seat = currentSeat(game);
    const card = game.cards.find((c) => c.id === '5x')!;
    for (const p of game.players) if (p.card === '5x') p.card = null;
    game.players[seat].card = '5x';
    game.players[seat].fiveXPhase = 2;
    card.status = 'held';
    card.holder = seat;
    return game;
  }

  it('refuses a running game with no legal move, saying why in both languages', () => {
    const problems = refused(stuck());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ reason: 'cannot-continue', path: '' });
    expect(problems[0].message).toMatch(/has no legal move: play could not go on/);
    const fr = gameErrorsText(problems, { say: t('fr'), refusal: (v) => v.message });
    expect(fr).toMatch(/n’a aucun coup permis/);
    expect(fr).toContain(stuck().players[currentSeat(stuck())].name);
  });

  it('the money limit is said in both languages', () => {
    const game = editable(midGame());
    game.players[0].money = 2 ** 31;
    const problems = refused(game);
    expect(gameErrorsText(problems, { say: t('fr'), refusal: (v) => v.message })).toMatch(/^players\[0\]\.money.*2147483648 dépasse 1073741824/);
    expect(problems[0].message).toBe('2147483648 is more than 1073741824, the most a game can hold here');
  });
});

describe('every place stored state comes back goes through it', () => {
  it('the play autosave: good restored, tampered money refused with the path', () => {
    const session = startSession(saved, map);
    if (!session.ok) throw new Error('no session');
    const good = decodePlaySave(encodePlaySave(session.value), lookup);
    expect(good.ok && good.value.session.moves.length).toBe(40);
    const text = JSON.parse(encodePlaySave(session.value));
    text.game.version = 0;
    const bad = decodePlaySave(JSON.stringify(text), lookup);
    expect(bad.ok ? '' : bad.error).toMatch(/version: .*version 0/);
  });

  it('a link: good opened, a link whose move is tampered refused', async () => {
    const link = await encodeShare(saved);
    if (!link.ok) throw new Error(link.error);
    const good = await decodeShare(`#${link.value}`, lookup);
    expect(good?.ok).toBe(true);
    const moves = json(saved.moves);
    moves[0] = { type: 'turn.end' } as never;
    const tampered = await encodeShare({ ...saved, moves });
    if (!tampered.ok) throw new Error(tampered.error);
    const bad = await decodeShare(`#${tampered.value}`, lookup);
    expect(bad && !bad.ok ? bad.error : '').toMatch(/^moves\[0\]: Move 1 .* is refused/);
  });

  it('a persisted actor snapshot: good restored; tampered game or chart value refused', () => {
    const first = createGameActor(midGame());
    first.start();
    const persisted = json(first.getPersistedSnapshot()) as unknown as { value: Record<string, unknown>; context: { game: GameState } };
    first.stop();
    const good = restoreGameActor(json(persisted));
    expect(good.ok).toBe(true);
    if (good.ok) {
      good.value.start();
      expect(good.value.getSnapshot().context.game).toEqual(persisted.context.game);
      good.value.stop();
    }

    const poor = editable(persisted);
    poor.context.game.players[0].money = -1;
    const r1 = restoreGameActor(poor);
    expect(r1.ok ? null : r1.error[0]).toMatchObject({ reason: 'inconsistent', path: 'context.game.players[0].money' });

    const stale = json(persisted);
    stale.value = { ...stale.value, purple: 'nonsense' };
    const r2 = restoreGameActor(stale);
    expect(r2.ok ? null : r2.error[0]).toMatchObject({ reason: 'inconsistent', path: 'value' });

    expect(restoreGameActor('{"status":"active"}').ok).toBe(false);
    expect(restoreGameActor({ ...persisted, status: 'error' }).ok).toBe(false);
  });

  it('a chart snapshot restored from a position still plays on like the engine', () => {
    const game = midGame();
    const actor = createGameActor(game);
    actor.start();
    const restored = restoreGameActor(json(actor.getPersistedSnapshot()));
    actor.stop();
    if (!restored.ok) throw new Error(JSON.stringify(restored.error));
    restored.value.start();
    // The engine's own next position agrees with the restored actor's starting one.
    expect(applyMove(restored.value.getSnapshot().context.game, { type: 'pass' }).ok).toBe(applyMove(game, { type: 'pass' }).ok);
    restored.value.stop();
  });
});
