import { describe, expect, it } from 'vitest';
import { loadGame, type AnyGameModule } from '../../src/games';
import { chosenMove, litOf, narrowed, offersOf, optionsAt, optionsShown, pointAt, settle } from '../../src/shell/picker';
import { automaticMove, legalNow, playAutomatic, playMove, positionOf, redo, redoTarget, startSession, undo, undoTarget, viewerOf, viewOf, waiting, type Session } from '../../src/shell/session';
import { asideKey, clearAside, decodeLink, encodeLink, readAside, readAutosave, recordOf, sessionFromData, sessionFromText, writeAside, writeAutosave, autosaveKey, corruptPrefix } from '../../src/shell/record';
import { logOf } from '../../src/components/module/PlayLog';

/**
 * The play shell's logic against a real module (Ship It!): a game set up, played by the table and
 * bots with a person's moves between, undone and redone, saved and read back, and its listed moves
 * grouped and narrowed for the picker.
 */
const seats = [
  { name: 'Ann', bot: null },
  { name: 'Bot 2', bot: 'random' as const },
  { name: 'Bot 3', bot: 'random' as const },
];

async function game(): Promise<AnyGameModule> {
  return loadGame('ship-it');
}

function fresh(module: AnyGameModule, seed = 11): Session {
  const r = startSession(module, seats, seed);
  if (!r.ok) throw new Error('refused');
  return r.value;
}

/** Plays automatic moves until a person is to act (or the game ends). */
function untilPerson(s: Session): Session {
  for (let i = 0; i < 5000 && (waiting(s).kind === 'bot' || waiting(s).kind === 'chance'); i++) {
    const r = playMove(s, automaticMove(s));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value;
  }
  return s;
}

/** The person's move: the first offer of a group, by key. */
function personPlays(module: AnyGameModule, s: Session, group: string): Session {
  const g = offersOf(module, positionOf(s), legalNow(s), 'en').find((x) => x.group.key === group);
  if (!g) throw new Error(`no ${group}`);
  const r = playMove(s, g.offers[0].move);
  if (!r.ok) throw new Error('refused');
  return r.value;
}

describe('a session of the play shell', () => {
  it('plays the bots’ and the table’s moves in slices at the instant pace: the same game as one by one, stopping for the person', async () => {
    const module = await game();
    let s = personPlays(module, fresh(module), 'end');
    const oneByOne = untilPerson(s);
    const automatic = oneByOne.moves.length - s.moves.length;
    expect(automatic).toBeGreaterThan(3);
    // Slices of three moves, as if each frame had room for three.
    let slices = 0;
    while (waiting(s).kind === 'bot' || waiting(s).kind === 'chance') {
      let left = 3;
      s = playAutomatic(s, () => --left > 0);
      slices++;
    }
    expect(s.moves).toEqual(oneByOne.moves);
    expect(slices).toBe(Math.ceil(automatic / 3));
    // With the person to act, nothing is played however much room there is; nor away from the head of the game.
    expect(playAutomatic(s, () => true)).toBe(s);
    expect(playAutomatic(undo(s), () => true)).toEqual(undo(s));
  });

  it('starts with the person to act, seen through that seat', async () => {
    const module = await game();
    const s = fresh(module);
    expect(waiting(s)).toEqual({ kind: 'person', seat: 0 });
    expect(viewerOf(s)).toBe(0);
    // Face-down loads are face down in the view.
    const view = viewOf(s) as { coins: { value: number | null }[] };
    expect(view.coins.some((c) => c.value === null)).toBe(true);
    expect((positionOf(s) as { coins: { value: number | null }[] }).coins.every((c) => c.value !== null)).toBe(true);
  });

  it('leaves a refused move unplayed and returns the refusal', async () => {
    const module = await game();
    const s = fresh(module);
    const r = playMove(s, { type: 'freight', coin: 'c0', to: '0,0' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBeTruthy();
  });

  it('the bots and the table play the same moves again after an undo, and undo goes back to the person', async () => {
    const module = await game();
    let s = fresh(module);
    s = personPlays(module, s, 'buy');
    s = untilPerson(s);
    s = personPlays(module, s, 'build');
    s = personPlays(module, s, 'end');
    s = untilPerson(s);
    expect(waiting(s)).toEqual({ kind: 'person', seat: 0 });
    const atPerson = s.cursor;
    const again = untilPerson(personPlays(module, undo(s), 'end'));
    expect(again.moves).toEqual(s.moves.slice(0, atPerson));
    expect(undoTarget(s)).toBeLessThan(s.cursor);
    expect(waiting(undo(s)).kind).toBe('person');
    const back = undo(s);
    expect(redoTarget(back)).toBe(s.cursor);
    expect(redo(back).cursor).toBe(s.cursor);
  });

  it('is saved and read back, with the moves undone kept for redo', async () => {
    const module = await game();
    let s = untilPerson(personPlays(module, fresh(module), 'end'));
    s = undo(s);
    const read = sessionFromText(module, JSON.stringify(recordOf(s)));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.cursor).toBe(s.cursor);
    expect(read.value.moves).toEqual(s.moves);
    expect(read.value.states.at(-1)).toEqual(s.states.at(-1));
  });

  it('names what is wrong with a saved game', async () => {
    const module = await game();
    const s = untilPerson(personPlays(module, fresh(module), 'end'));
    const record = recordOf(s);
    expect(sessionFromText(module, '{').ok).toBe(false);
    const notOurs = sessionFromData(module, { ...record, game: 'clippers' });
    expect(!notOurs.ok && notOurs.error.key).toBe('mplay.problem.game');
    const badMove = sessionFromData(module, { ...record, moves: [record.moves[0], { type: 'draw', domino: '0-0' }, ...record.moves.slice(1)] });
    expect(!badMove.ok && badMove.error).toMatchObject({ key: 'mplay.problem.move', vars: { n: 2, path: 'moves.1' } });
    const badShape = sessionFromData(module, { ...record, moves: [{ type: 'fly' }] });
    expect(!badShape.ok && badShape.error).toMatchObject({ key: 'mplay.problem.field', vars: { path: 'moves.0' } });
    const badStart = sessionFromData(module, { ...record, start: { game: 'ship-it' } });
    expect(!badStart.ok && badStart.error.key).toBe('mplay.problem.start');
  });

  it('autosaves and keeps an unreadable save aside', async () => {
    const module = await game();
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    const s = untilPerson(personPlays(module, fresh(module), 'end'));
    expect(writeAutosave(storage, s).ok).toBe(true);
    const back = readAutosave(storage, module);
    expect(back.session?.moves).toEqual(s.moves);
    store.set(autosaveKey('ship-it'), '{"format":"rulekit-game"');
    const bad = readAutosave(storage, module, new Date('2026-01-01T00:00:00Z'));
    expect(bad.session).toBeNull();
    expect(bad.problem?.keptAt).toBe(`${corruptPrefix('ship-it')}2026-01-01T00:00:00.000Z`);
    expect(store.has(autosaveKey('ship-it'))).toBe(false);
  });

  it('keeps the game a link or an example replaced in a slot of its own, apart from the autosave, until it is done with', async () => {
    const module = await game();
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    const s = untilPerson(personPlays(module, fresh(module), 'end'));
    expect(readAside(storage, module)).toBeNull();
    expect(writeAside(storage, s).ok).toBe(true);
    expect(writeAutosave(storage, fresh(module, 12)).ok).toBe(true);
    expect(readAside(storage, module)?.moves).toEqual(s.moves);
    expect(readAutosave(storage, module).session?.setup.seed).toBe(12);
    // One that no longer reads is not offered, and not dropped either.
    store.set(asideKey('ship-it'), '{"format":"rulekit-game"');
    expect(readAside(storage, module)).toBeNull();
    expect(store.has(asideKey('ship-it'))).toBe(true);
    clearAside(storage, 'ship-it');
    expect(store.has(asideKey('ship-it'))).toBe(false);
    const full = { ...storage, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(writeAside(full, s)).toEqual({ ok: false, error: 'QuotaExceededError' });
  });

  it('goes into a link and out again', async () => {
    const module = await game();
    const s = untilPerson(personPlays(module, fresh(module), 'end'));
    const link = await encodeLink(s);
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    const back = await decodeLink(module, `#${link.value}`);
    expect(back?.ok && back.value.moves).toEqual(s.moves);
    expect(await decodeLink(module, '#other=1')).toBeNull();
    const cut = await decodeLink(module, `#${link.value.slice(0, 40)}`);
    expect(cut?.ok).toBe(false);
  });
});

describe('the picker', () => {
  it('groups the listed moves and narrows them to one, every move reachable once', async () => {
    const module = await game();
    let s = personPlays(module, fresh(module), 'buy');
    s = untilPerson(s);
    const groups = offersOf(module, positionOf(s), legalNow(s), 'en');
    expect(groups.map((g) => g.group.key)).toContain('build');
    const build = groups.find((g) => g.group.key === 'build')!;
    // Walk every path of choices: each leads to exactly one move, and together to all of them.
    const reached: unknown[] = [];
    const walk = (chosen: string[]) => {
      const done = chosenMove(build.offers, chosen);
      if (done) return void reached.push(done.move);
      for (const o of optionsAt(build.offers, chosen)) walk([...chosen, o.choice.key]);
    };
    walk([]);
    expect(reached.length).toBe(build.offers.length);
    expect(new Set(reached).size).toBe(build.offers.length);
    // A placement's cells are lit; pointing at one settles the choices it agrees on.
    const first = build.offers[0];
    expect(litOf([first])).toEqual(first.d.targets);
    const pointed = pointAt(build.offers, [first.d.steps[0].key], first.d.targets![0]);
    expect(pointed).not.toBeNull();
    expect(narrowed(build.offers, pointed!.chosen).length).toBeGreaterThan(0);
    // Pointing at a cell keeps open only the places that cover it.
    const cell = first.d.targets![0];
    const at = pointAt(build.offers, settle(build.offers, []), cell)!;
    if (!at.offer) {
      const shown = optionsShown(build.offers, at.chosen, at.only);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThan(optionsAt(build.offers, at.chosen).length);
      for (const o of shown) for (const x of o.offers) expect(x.d.targets).toContain(cell);
    }
  });

  it('shows a load move’s cost before it is played and never a face-down number', async () => {
    const module = await game();
    let s = fresh(module);
    s = personPlays(module, s, 'pipStop');
    const groups = offersOf(module, positionOf(s), legalNow(s), 'en');
    const freight = groups.find((g) => g.group.key === 'freight');
    expect(freight).toBeDefined();
    for (const o of freight!.offers) {
      expect(o.d.cost).toBe('1 action point');
      // Named by colour and place only: the label is the same whatever number the load hides.
      expect(o.d.steps[0].label).toMatch(/^the (Red|Green|Blue|Black) load on (Red|Green|Blue|Black) \d$|^the (Red|Green|Blue|Black) load on the \d of link \d\|\d$/);
    }
  });
});

describe('the narration', () => {
  it('tells a shipment step by step in words', async () => {
    const module = await game();
    // Bots only: the game runs to its end.
    const r = startSession(module, [{ name: 'A', bot: 'random' }, { name: 'B', bot: 'random' }, { name: 'C', bot: 'random' }], 5);
    if (!r.ok) throw new Error('refused');
    let s = r.value;
    for (let i = 0; i < 20000 && waiting(s).kind !== 'ended'; i++) {
      const p = playMove(s, automaticMove(s));
      if (!p.ok) throw new Error('refused');
      s = p.value;
    }
    expect(waiting(s).kind).toBe('ended');
    const words = logOf(s, 'en', s.cursor).flatMap((e) => e.events);
    expect(words.some((w) => /^Shipment! The hub .* ships, triggered by .*Profits: /.test(w))).toBe(true);
    expect(words.some((w) => /hub moves up to/.test(w))).toBe(true);
    expect(words.some((w) => /goes back face down/.test(w))).toBe(true);
    expect(words.some((w) => /\{|\}/.test(w))).toBe(false);
    const fr = logOf(s, 'fr', s.cursor).flatMap((e) => e.events);
    expect(fr.some((w) => /^Expédition\u202f! /.test(w))).toBe(true);
  });
});
