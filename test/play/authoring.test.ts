import { describe, expect, it } from 'vitest';
import { parseWalkthroughText, replayWalkthrough } from '../../src/walkthrough';
import { walkthroughYaml } from '../../src/game/yaml';
import { draftOf, emptyDraft, exportWalkthrough, join, split, starts, writeText } from '../../src/play/authoring';
import { openWalkthrough, playInWalkthrough, stepsPlayed } from '../../src/play/walkthrough-play';
import { jumpTo, legalNow, playMove, positionOf, startSession, type PlaySession } from '../../src/play/session';
import { decodePlaySave, encodePlaySave, PLAY_AUTOSAVE_KEY, restorePlay, savePlay } from '../../src/play/autosave';
import { decodeShare, encodeShare } from '../../src/play/share';
import { firstRound, randomGame, southPacific, threePlayers } from '../game/fixtures';

const map = southPacific();
const lookup = (id: string) => (id === 'south-pacific' ? map : null);

function played(count: number, seed = 3): PlaySession {
  const s = startSession(randomGame(map, threePlayers(), count, seed), map);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function roundTrip(yaml: string) {
  const w = parseWalkthroughText(yaml);
  if (!w.ok) throw new Error(JSON.stringify(w.error));
  return replayWalkthrough(w.value, map);
}

describe('authoring by playing', () => {
  it('groups by turn, lets the author split and join, keeps their words, and the export replays holding', () => {
    const s = played(30);
    let d = emptyDraft('My game');
    const byTurn = starts(s, d);
    const steps = draftOf(s, d);
    expect(steps.map((x) => x.from)).toEqual(byTurn);
    // Split a multi-move step, join a step to one by the same actor.
    const long = steps.find((x) => x.to - x.from > 1);
    if (long) {
      d = split(d, long.from + 1);
      expect(starts(s, d)).toContain(long.from + 1);
      d = join(d, long.from + 1);
      expect(starts(s, d)).not.toContain(long.from + 1);
    }
    d = writeText(d, steps[1].from, { title: 'A fine opening', narration: 'Ana thinks ahead.' });
    const w = exportWalkthrough(s, d, null, 'south-pacific');
    if (!w.ok) throw new Error(w.error.message);
    expect(w.value.title).toBe('My game');
    expect(w.value.steps[2].title).toBe('A fine opening');
    const replay = roundTrip(walkthroughYaml(w.value, 'test'));
    expect(replay.failures).toEqual([]);
    expect(replay.ok).toBe(true);
  });

  it('refuses to export an empty game', () => {
    const s = played(0);
    expect(exportWalkthrough(s, emptyDraft(), null).ok).toBe(false);
  });
});

describe('forking a walkthrough', () => {
  it('opens at exactly the step asked for, a step with no moves of its own included', () => {
    const w = firstRound();
    // The worked round has steps with no moves (Pauline sits out, the round's end): the case the cursor alone gets wrong.
    expect(w.steps.some((st, i) => i > 0 && st.moves.length === 0)).toBe(true);
    for (let n = 1; n <= w.steps.length; n++) {
      const opened = openWalkthrough(w, map, 'first-round', n);
      if (!opened.ok) throw new Error(opened.error.message);
      expect(stepsPlayed(opened.value.context, opened.value.session.cursor)).toBe(n);
    }
  });

  it('opens at a step, plays a different move there, and exports the original steps then the new line', () => {
    const w = firstRound();
    const opened = openWalkthrough(w, map, 'first-round', 2);
    if (!opened.ok) throw new Error(opened.error.message);
    const { context } = opened.value;
    let s = opened.value.session;
    expect(stepsPlayed(context, s.cursor)).toBe(2);
    // Its own next move steps forward without forking.
    const same = playInWalkthrough(context, s, s.moves[s.cursor]);
    if (!same.ok) throw new Error('own move refused');
    expect(same.value.game.origin).toBeUndefined();
    // A different legal move forks.
    const different = legalNow(s).find((m) => JSON.stringify(m) !== JSON.stringify(s.moves[s.cursor]))!;
    const forked = playInWalkthrough(context, s, different);
    if (!forked.ok) throw new Error(forked.error.message);
    s = forked.value;
    expect(s.game.origin).toMatchObject({ id: 'first-round', step: 2, moves: context.counts[2] });
    for (let i = 0; i < 5; i++) s = (playMove(s, legalNow(s)[0]) as { ok: true; value: PlaySession }).value;
    const out = exportWalkthrough(s, emptyDraft(), w);
    if (!out.ok) throw new Error(out.error.message);
    expect(out.value.steps.slice(0, 2)).toEqual(w.steps.slice(0, 2));
    expect(out.value.title).toContain('what if');
    const replay = roundTrip(walkthroughYaml(out.value, 'test'));
    expect(replay.ok).toBe(true);
    expect(replay.steps.at(-1)!.state.players.map((p) => p.money)).toEqual(positionOf(s).players.map((p) => p.money));
  });
});

describe('autosave and share links', () => {
  function memory() {
    const data = new Map<string, string>();
    return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
  }

  it('restores the game with its redo tail, validated by an exact replay', () => {
    const s = jumpTo(played(12), 9);
    const store = memory();
    expect(savePlay(store, s).ok).toBe(true);
    const back = restorePlay(store, lookup);
    expect(back.problem).toBeNull();
    expect(back.session!.cursor).toBe(9);
    expect(back.session!.moves).toEqual(s.moves);
    expect(positionOf(back.session!)).toEqual(positionOf(s));
  });

  it('sets aside, and reports, a save that no longer replays', () => {
    const s = played(6);
    const store = memory();
    const text = encodePlaySave(s).replace('"moves":[{', '"moves":[{"type":"turn.end"},{');
    store.setItem(PLAY_AUTOSAVE_KEY, text);
    const back = restorePlay(store, lookup, new Date('2026-01-01T00:00:00Z'));
    expect(back.session).toBeNull();
    expect(back.problem!.reason).toMatch(/Move 1 .* refused/);
    expect(store.getItem(PLAY_AUTOSAVE_KEY)).toBeNull();
    expect(store.getItem('clippers-play:corrupt:2026-01-01T00:00:00.000Z')).toBe(text);
    expect(decodePlaySave('{"version":2}', lookup).ok).toBe(false);
  });

  it('a share link carries a game exactly; a damaged or oversized one is refused in words', async () => {
    const game = randomGame(map, threePlayers(), 40);
    const link = await encodeShare(game);
    if (!link.ok) throw new Error(link.error);
    const back = await decodeShare(`#${link.value}`, lookup);
    expect(back && back.ok && back.value).toEqual(game);
    const damaged = await decodeShare(`#${link.value.slice(0, -12)}`, lookup);
    expect(damaged && !damaged.ok).toBe(true);
    expect(await decodeShare('#step-3')).toBeNull();
    const big = await encodeShare({ ...game, map: { ...map, notes: Array.from({ length: 4000 }, (_, i) => `note ${i * 7919}`).join(' ') } });
    expect(big.ok).toBe(false);
  });
});
