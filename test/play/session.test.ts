import { describe, expect, it } from 'vitest';
import { applyMove, createRng, currentSeat, legalMoves, type Move } from '../../src/engine';
import { replayWalkthrough } from '../../src/walkthrough';
import { liveOf, runGame } from '../../machines/game';
import { followSession } from '../../src/play/chart-follow';
import { canRedo, canUndo, jumpTo, legalNow, playMove, positionOf, redo, savedGameOf, startSession, undo } from '../../src/play/session';
import { cardWhyNot, moveGroups, targetsOf, whyNot } from '../../src/play/targets';
import { botAsk, botMove, botToAct, hint, hintAsk, hintOf } from '../../src/play/bots';
import { answerSearch, listedMove } from '../../src/play/search';
import { addSeat, defaultSetup, gameOfSetup, removeSeat, updateSeat } from '../../src/play/setup';
import { firstRound, southPacific, threePlayers } from '../game/fixtures';

const map = southPacific();

function session(moves: Move[] = []) {
  const s = startSession(threePlayers(moves), map);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('a play session', () => {
  it('plays, undoes and redoes move by move, and a new move after undo drops the undone ones', () => {
    let s = session();
    const first = legalNow(s).find((m) => m.type === 'card.take')!;
    const played = playMove(s, first);
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    s = played.value;
    expect(s.cursor).toBe(1);
    expect(canUndo(s)).toBe(true);
    s = undo(s);
    expect(s.cursor).toBe(0);
    expect(positionOf(s)).toBe(s.states[0]);
    expect(canRedo(s)).toBe(true);
    s = redo(s);
    expect(positionOf(s).players[0].card).not.toBeNull();
    s = undo(s);
    const other = legalNow(s).find((m) => m.type === 'pass')!;
    const again = playMove(s, other);
    if (!again.ok) throw new Error('pass refused');
    expect(again.value.moves).toEqual([other]);
    expect(canRedo(again.value)).toBe(false);
  });

  it('refuses a move the engine refuses, naming the rule, and keeps the session as it was', () => {
    const s = session();
    const r = playMove(s, { type: 'turn.end' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('turn.phase');
  });

  it('saves only the moves played, and drops a fork origin the moves no longer reach', () => {
    let s = session();
    for (let i = 0; i < 4; i++) {
      const r = playMove(s, legalNow(s)[0]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    s = { ...jumpTo(s, 2), game: { ...s.game, origin: { walkthrough: 'x', step: 1, moves: 3 } } };
    const saved = savedGameOf(s);
    expect(saved.moves).toHaveLength(2);
    expect(saved.origin).toBeUndefined();
  });
});

describe('targets from legal moves', () => {
  it('sorts phase-1 moves into port spaces, cards with prices and the turn', () => {
    const s = session();
    const t = targetsOf(legalNow(s));
    expect(t.ports.size).toBeGreaterThan(0);
    expect(t.cards.map((c) => [c.kind, c.price])).toEqual([
      ['2x', 2],
      ['3x', 0],
      ['5x', 1],
    ]);
    expect(t.turn).toEqual([{ type: 'pass' }]);
    const groups = moveGroups(positionOf(s), legalNow(s));
    expect(groups.map((g) => g.id)).toEqual(['ports', 'cards', 'turn']);
    expect(groups.flatMap((g) => g.moves).length).toBe(legalNow(s).length);
  });

  it('explains a refused route space with the engine’s rule', () => {
    // The worked first round's phase 2: some links are taken, others far from any route.
    const w = firstRound();
    const replay = replayWalkthrough(w, map);
    const state = replay.steps.find((st) => st.state.phase === 2)!.state;
    const legal = targetsOf(legalMoves(state));
    const closed = map.links.filter((l) => !legal.links.has(l.id));
    expect(closed.length).toBeGreaterThan(0);
    for (const link of closed.slice(0, 20)) {
      const v = whyNot(state, link.id);
      expect(v.message.length).toBeGreaterThan(0);
      for (const company of ['red', 'blue', 'white', 'green', 'black', 'purple'] as const) {
        for (const from of [link.from, link.to]) expect(applyMove(state, { type: 'segment.place', company, link: link.id, from }).ok).toBe(false);
      }
    }
    // A link another company has begun is refused for that reason, not a general one.
    const taken = map.links.findIndex((_, i) => state.links[i] !== null && !legal.links.has(map.links[i].id));
    if (taken >= 0) expect(['route.link-taken', 'route.supply', 'route.double', 'route.one-way', 'turn.allowance']).toContain(whyNot(state, map.links[taken].id).rule);
    // In phase 1, any route space is refused as the wrong phase.
    expect(whyNot(replay.initial!, map.links[0].id).rule).toBe('turn.phase');
  });
});

describe('the live statecharts', () => {
  it('follow the session with one actor, moves, undo, redo and jumps alike, agreeing with a fresh actor and the engine', () => {
    let s = session();
    const follow = followSession();
    follow.live(s);
    const rng = createRng(11);
    let moves = 0;
    let rebuilt = 0;
    for (; moves < 3000 && !positionOf(s).ended; moves++) {
      const before = positionOf(s);
      const r = rng();
      // Now and then: undo, redo or a jump back, which the follower must notice and start again from.
      if (r < 0.03 && canUndo(s)) s = undo(s);
      else if (r < 0.05 && canRedo(s)) s = redo(s);
      else if (r < 0.06) s = jumpTo(s, Math.floor(rng() * s.cursor));
      else {
        const legal = legalNow(s);
        s = (playMove(s, legal[Math.floor(rng() * legal.length)]) as { ok: true; value: typeof s }).value;
      }
      const live = follow.live(s);
      const game = positionOf(s);
      // The reference: a fresh actor, sent the last move from the position before it when one move was played.
      const forward = s.cursor > 0 && s.states[s.cursor - 1] === before;
      const fresh = runGame(forward ? before : game);
      const passed = forward ? fresh.play([s.moves[s.cursor - 1]]) : [];
      if (!forward) rebuilt++;
      expect(live, `after step ${moves}`).toEqual(liveOf(fresh.snapshot(), passed));
      fresh.stop();
      expect(live.player, `after step ${moves}`).toBe(game.ended ? null : game.players[currentSeat(game)].name);
      expect(live.round).toBe(game.round);
    }
    follow.stop();
    expect(rebuilt).toBeGreaterThan(0);
    expect(positionOf(s).ended).not.toBeNull();
    expect(follow.live(s).active.turn).toBe('over.scored');
  });

  it('lights what a move passed through: a turn over, then the next player due', () => {
    const s = session();
    const follow = followSession();
    follow.live(s);
    const pass = playMove(s, { type: 'pass' }) as { ok: true; value: typeof s };
    const after = follow.live(pass.value);
    // With money for a ship the pass leads to the ship purchase; without, the turn is over at once.
    expect(after.passed).toEqual(positionOf(pass.value).step === 'clipper' ? [] : ['round.phase1.turnOver']);
    follow.stop();
  });
});

describe('bots and the hint', () => {
  it('a bot seat plays a legal move, the same one every time from the same position', () => {
    let s = session();
    for (let i = 0; i < 2; i++) s = (playMove(s, { type: 'pass' }) as { ok: true; value: typeof s }).value;
    expect(botToAct(s)).toBe('greedy');
    const a = botMove(s, 'greedy');
    expect(legalNow(s)).toContain(a);
    expect(botMove(s, 'greedy')).toBe(a);
    const h = hint(s)!;
    expect(legalNow(s)).toContain(h.move);
    expect(h.why).toMatch(/finishes with about \d+ points/);
    expect(h.why).toMatch(/weighed 2,000 lines of play/);
    expect(hint(s)!.move).toBe(h.move);
  });

  it('a search asked of the worker (a structured copy of the position) answers as the page would', () => {
    let s = session();
    for (let i = 0; i < 2; i++) s = (playMove(s, { type: 'pass' }) as { ok: true; value: typeof s }).value;
    // The worker receives a copy: no frozen move objects, no cached board index.
    const copy = <T,>(x: T): T => structuredClone(x);
    const viaWorker = answerSearch(copy(botAsk(s, 'mcts', 7)!));
    expect(viaWorker.kind === 'bot' && viaWorker.id).toBe(7);
    const move = viaWorker.kind === 'bot' && viaWorker.move ? listedMove(legalNow(s), viaWorker.move) : null;
    expect(move).not.toBeNull();
    expect(move).toBe(botMove(s, 'mcts'));
    const hinted = answerSearch(copy(hintAsk(s)));
    expect(hintOf(s, hinted.kind === 'hint' ? hinted.choice : null)!.move).toBe(hint(s)!.move);
    // A question it cannot answer comes back as a failure, not as silence.
    expect(answerSearch({ id: 3, kind: 'bot', state: positionOf(s), bot: 'nobody' as 'mcts', seed: 1 })).toEqual({ id: 3, kind: 'failed', message: 'There is no bot "nobody".' });
  });
});

describe('the set-up form', () => {
  it('makes a saved game, or names the field at fault', () => {
    let form = defaultSetup(map);
    const good = gameOfSetup(form, map, 'south-pacific');
    expect(good.ok && good.value.players.map((p) => p.name)).toEqual(['Ana', 'Ben', 'Chloé']);
    form = addSeat(addSeat(addSeat(form, map), map), map);
    expect(form.seats).toHaveLength(5);
    form = removeSeat(form, 4);
    form = updateSeat(form, 1, { name: 'Ana', nation: form.seats[0].nation, player: 'random' });
    const bad = gameOfSetup(form, map, 'south-pacific');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.map((p) => p.field).sort()).toEqual(['seats.1.name', 'seats.1.nation']);
  });

  it('says why the engine refuses the set-up in the page’s language: a broken board, a nation without a card', async () => {
    const { fr } = await import('../../src/i18n/fr');
    const { sayFrom } = await import('../../src/i18n/format');
    const frenchSay = sayFrom(fr);
    const nationFr = (n: string) => frenchSay(`nation.${n}` as 'nation.french');
    // A board the checker refuses (two departure cards): the checker's summary, and where to fix it.
    const twoCards = { ...map, departureCards: map.departureCards.slice(0, 2) };
    const form = defaultSetup(map);
    const broken = gameOfSetup(form, twoCards, twoCards, frenchSay, nationFr);
    expect(broken.ok || broken.error.find((p) => p.field === 'board')?.message).toBe(
      `Ce plateau ne peut pas être joué\u00a0: ${fr['editor.check.cards.count']} Ouvrez-le dans l’éditeur pour voir où, et corrigez-le.`,
    );
    // A nation kept from the site's board, on a board without its card (switching boards keeps the seats).
    const kept = form.seats[2].nation;
    const without = { ...map, departureCards: map.departureCards.filter((c) => c.nation !== kept) };
    const missing = gameOfSetup(form, without, without, frenchSay, nationFr);
    expect(missing.ok || missing.error.map((p) => [p.field, p.message])).toEqual([['seats', `Ce plateau n’a pas de carte Départ pour la nation ${nationFr(kept)}\u00a0: choisissez-en une autre.`]]);
    const english = gameOfSetup(form, without, without);
    expect(english.ok || english.error.map((p) => p.message)).toEqual([`This board has no departure card for ${kept}; choose another nation.`]);
  });
});

describe('the score sheet words', () => {
  it('names the winner the engine scores, and says how a tie on points was settled', async () => {
    const { verdict } = await import('../../src/play/announce');
    const { score } = await import('../../src/engine');
    const { savedSimGame } = await import('../../src/game/bot-game');
    for (let g = 0; g < 6; g++) {
      const game = savedSimGame({ map, players: 3, games: 6, seed: 9, bots: ['greedy'] }, ['greedy', 'random', 'greedy'], g, 'south-pacific');
      const s = startSession(game, map);
      if (!s.ok) throw new Error(s.error.message);
      const end = positionOf(s.value);
      const sheet = score(end);
      const text = verdict(end, sheet);
      for (const w of sheet.winners) expect(text).toContain(end.players[w].name);
      if (sheet.decidedBy === 'points') expect(text).toMatch(/wins with \d+ points/);
      else expect(text).toMatch(/tie|share/);
    }
  });
});

describe('why a card cannot be taken', () => {
  it('comes from the engine: the price rule when the player cannot pay, nothing when they can or when no card is taken now', () => {
    // Players start with $2 (rule setup.money): the Port card ($4) is out of reach, the 2X card ($2) is not.
    let state = session().states[0];
    expect(cardWhyNot(state, 'port')?.rule).toBe('card.price');
    expect(cardWhyNot(state, '2x')).toBeNull();
    // Everyone passes phase 1 ($2 buys no ship): phase 2 begins, where the engine refuses any card and the page explains nothing.
    for (let i = 0; i < 3; i++) {
      const next = applyMove(state, { type: 'pass' });
      if (!next.ok) throw new Error(next.violation.message);
      state = next.state;
    }
    expect(state.step).toBe('place');
    expect(applyMove(state, { type: 'card.take', card: 'port' }).ok).toBe(false);
    expect(cardWhyNot(state, 'port')).toBeNull();
  });
});
