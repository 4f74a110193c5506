import { describe, expect, it } from 'vitest';
import { loadGame, type AnyGameModule } from '../../src/games';
import { automaticMove, playMove, startSession, type Session, type ShellSeat } from '../../src/shell/session';
import { changedFacts, draftSteps, emptyRecorderDraft, recordedWalkthrough, recordedYaml, stepRules, stepStarts, writeStepText } from '../../src/shell/recorder';
import { parseModuleWalkthrough, replayModuleWalkthrough, stepProblemText } from '../../src/walkthrough/module-walkthrough';

/**
 * The module play page's recorder against a real module (Ship It!): a game played by bots on a
 * seeded deal, recorded from the start and from a later position, written as YAML, read back by
 * the walkthrough parser and replayed with every step's expectations holding.
 */
const bots: ShellSeat[] = ['Ann', 'Ben', 'Cy', 'Di'].map((name) => ({ name, bot: 'greedy' as const }));

function played(module: AnyGameModule, n: number, seed = 7): Session {
  const r = startSession(module, bots, seed);
  if (!r.ok) throw new Error('refused');
  let s = r.value;
  for (let i = 0; i < n; i++) {
    const next = playMove(s, automaticMove(s));
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    s = next.value;
  }
  return s;
}

async function replays(yaml: string) {
  const parsed = await parseModuleWalkthrough(yaml, { file: 'recorded.yaml' });
  if (!parsed.ok) throw new Error(parsed.error.map((d) => d.message ?? JSON.stringify(d)).join('\n'));
  const r = replayModuleWalkthrough(parsed.value);
  return { parsed: parsed.value, problems: r.steps.flatMap((s) => s.problems.map((p) => `${s.id}: ${stepProblemText(parsed.value.game, p)}`)) };
}

describe('the module recorder', () => {
  it('groups the moves into one step per seat’s turn and records a walkthrough that replays', async () => {
    const module = await loadGame('ship-it');
    const s = played(module, 30);
    const starts = stepStarts(s, 0);
    expect(starts[0]).toBe(0);
    const seats = starts.map((at) => module.toAct(s.states[at]));
    // Two steps in a row never belong to the same seat.
    seats.forEach((who, k) => k > 0 && who.kind === 'seat' && expect(seats[k - 1]).not.toEqual(who));
    let d = writeStepText(emptyRecorderDraft(), 0, 'narration', 'fr', 'Ann commence.');
    d = { ...d, title: { en: 'A recorded game', fr: '' } };
    const w = recordedWalkthrough(s, d, { en: 'Fallback', fr: 'Secours' })!;
    expect(w.title).toEqual({ en: 'A recorded game', fr: 'Secours' });
    expect(w.steps[0].narration.fr).toBe('Ann commence.');
    expect(w.steps[0].narration.en.length).toBeGreaterThan(0);
    expect(w.steps.flatMap((x) => x.moves)).toEqual(s.moves);
    expect(w.steps.some((x) => Object.keys(x.expect ?? {}).length > 0)).toBe(true);
    const { parsed, problems } = await replays(recordedYaml(w, 'Recorded'));
    expect(problems).toEqual([]);
    expect(parsed.walkthrough.seed).toBe(7);
    expect(parsed.walkthrough.players.map((p) => p.name)).toEqual(['Ann', 'Ben', 'Cy', 'Di']);
  });

  it('cites in each recorded step the rule paragraphs its moves and what they caused follow, as an authored step does', async () => {
    const module = await loadGame('ship-it');
    const s = played(module, 120, 4);
    const w = recordedWalkthrough(s, emptyRecorderDraft(), { en: 'Recorded', fr: 'Enregistré' })!;
    expect(w.steps.every((x) => (x.rules ?? []).length > 0)).toBe(true);
    // Deal 4's first move is Ruby buying a link, which the table then turns over (as the authored first round cites).
    expect(w.steps[0].rules!.slice(0, 2)).toEqual(['buy.cost', 'buy.draw']);
    // Every paragraph the game names for any move of the game is one of its catalogue (the recorder keeps only those).
    const named = new Set(s.moves.flatMap((m, i) => module.play!.rulesOf!(s.states[i], m, s.events[i])));
    expect([...named].filter((id) => !module.rules.ids.includes(id))).toEqual([]);
    expect(named.size).toBeGreaterThan(8);
    const { parsed, problems } = await replays(recordedYaml(w, 'Recorded'));
    expect(problems).toEqual([]);
    expect(parsed.walkthrough.steps[0].rules).toEqual(w.steps[0].rules);
    // A game without the hook: no rules, rather than guessed ones.
    expect(stepRules({ ...s, module: { ...module, play: { ...module.play!, rulesOf: undefined } } }, 0, 10)).toEqual([]);
  });

  it('records from a later position with the moves before it as a lead-in, and only the moves played (not those undone)', async () => {
    const module = await loadGame('ship-it');
    const s = { ...played(module, 20), cursor: 15 };
    const steps = draftSteps(s, emptyRecorderDraft(10));
    expect(steps[0]).toMatchObject({ from: 0, to: 10, lead: true });
    expect(steps.at(-1)!.to).toBe(15);
    const w = recordedWalkthrough(s, emptyRecorderDraft(10), { en: 'T', fr: 'T' })!;
    expect(w.steps[0].id).toBe('before');
    expect(w.steps.flatMap((x) => x.moves)).toEqual(s.moves.slice(0, 15));
    expect((await replays(recordedYaml(w, 'Recorded'))).problems).toEqual([]);
    expect(recordedWalkthrough({ ...s, cursor: 10 }, emptyRecorderDraft(10), { en: 'T', fr: 'T' })).toBeNull();
  });

  it('expects the facts a step changed, so a wrong value fails the replay', async () => {
    const module = await loadGame('ship-it');
    const s = played(module, 12);
    const changed = changedFacts(module, s.states[0], s.states[12]);
    expect(Object.keys(changed).length).toBeGreaterThan(0);
    const w = recordedWalkthrough(s, emptyRecorderDraft(), { en: 'T', fr: 'T' })!;
    const step = w.steps.find((x) => Object.keys(x.expect ?? {}).length > 0)!;
    const [path, value] = Object.entries(step.expect!)[0];
    step.expect = { ...step.expect, [path]: typeof value === 'number' ? value + 100 : 'nowhere' };
    expect((await replays(recordedYaml(w, 'Recorded'))).problems.join('\n')).toContain(`expect ${path}`);
  });
});

describe('hint and fork in the play shell', () => {
  it('a hint is a listed move of the person to act, the same each time, and not played', async () => {
    const { hintMove, legalNow, waiting } = await import('../../src/shell/session');
    const module = await loadGame('ship-it');
    const r = startSession(module, [{ name: 'Ann', bot: null }, ...bots.slice(1)], 5);
    if (!r.ok) throw new Error('refused');
    let s = r.value;
    while (waiting(s).kind !== 'person') s = (playMove(s, automaticMove(s)) as { ok: true; value: Session }).value;
    const h = hintMove(s);
    expect(h).not.toBeNull();
    expect(legalNow(s).map(module.moveKey)).toContain(module.moveKey(h));
    expect(module.moveKey(hintMove(s))).toBe(module.moveKey(h));
    // Asking changes nothing.
    expect(s.cursor).toBe(s.moves.length);
    const bot = played(module, 3);
    expect(hintMove(bot)).toBeNull();
  });

  it('a fork cuts the moves after the position shown and leaves the original whole', async () => {
    const { forkAt } = await import('../../src/shell/session');
    const module = await loadGame('ship-it');
    const s = played(module, 20);
    const back = { ...s, cursor: 8 };
    const f = forkAt(back);
    expect(f.moves).toEqual(s.moves.slice(0, 8));
    expect(f.states).toHaveLength(9);
    expect(f.events).toHaveLength(8);
    expect(f.cursor).toBe(8);
    expect(s.moves).toHaveLength(20);
    const next = playMove(f, automaticMove(f));
    expect(next.ok).toBe(true);
  });
});

describe('the recorder, one step per move', () => {
  it('starts a step at every seat’s move and still replays', async () => {
    const module = await loadGame('ship-it');
    const s = played(module, 25);
    const perTurn = draftSteps(s, emptyRecorderDraft());
    const perMove = draftSteps(s, { ...emptyRecorderDraft(), perMove: true });
    const seatMoves = s.moves.filter((_, i) => module.toAct(s.states[i]).kind === 'seat').length;
    expect(perMove.length).toBe(seatMoves);
    expect(perMove.length).toBeGreaterThan(perTurn.length);
    const w = recordedWalkthrough(s, { ...emptyRecorderDraft(), perMove: true }, { en: 'T', fr: 'T' })!;
    expect((await replays(recordedYaml(w, 'Recorded'))).problems).toEqual([]);
  });
});
