import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, newGame, type GameState, type Move, type Violation } from '../../src/engine';
import { loadGame } from '../../src/games';
import { corpusSteps } from '../corpus/corpus';
import { REFUSAL_CODES, REFUSALS_EN, type RefusalValues } from '../../src/engine/refusals';
import { REFUSAL_WORDS, refusalSentence } from '../../src/i18n/refusals';
import { LANGUAGES } from '../../src/i18n/languages';
import { frenchSpacingProblems } from '../../src/i18n/typography';
import { southPacific } from '../engine/fixtures';

/**
 * The engine's refusals carry a code and values beside the English sentence, and
 * every language words each code from the same values: a French player is told
 * which link, island, player and amount, as an English one is.
 */

const clippers = await loadGame('clippers');

/** Values a sentence could name, each one easy to find again in any language. */
const SAMPLE: RefusalValues = {
  player: 'Ana#1',
  link: 'L#2',
  island: 'I#3',
  from: 'F#4',
  to: 'T#5',
  home: 'H#6',
  price: 71,
  money: 72,
  ports: 73,
  used: 2,
  phase: 3,
  ships: [{ place: 'S#7' }, { link: 'K#8' }],
  company: 'red',
  owner: 'blue',
  card: '5x',
  move: 'segment.place',
  step: 'place',
  type: 'X#9',
  problem: 'Q#10',
};
const TOKENS = ['Ana#1', 'L#2', 'I#3', 'F#4', 'T#5', 'H#6', '71', '72', '73', 'S#7', 'K#8', 'X#9', 'Q#10', '5X'];
const COMPANY_WORDS: Record<string, Record<string, RegExp>> = {
  en: { red: /\bred\b/i, blue: /\bblue\b/i },
  fr: { red: /\brouge\b/, blue: /\bbleue\b/ },
};

describe('refusal catalogues', () => {
  it('word every code in every language, and no two languages alike', () => {
    for (const lang of LANGUAGES) expect(Object.keys(REFUSAL_WORDS[lang]).sort()).toEqual([...REFUSAL_CODES].sort());
    const same = REFUSAL_CODES.filter((code) => REFUSAL_WORDS.fr[code](SAMPLE) === REFUSALS_EN[code](SAMPLE));
    expect(same).toEqual([]);
  });

  it('quotes a company or card that is no such thing as given, whatever its name', () => {
    expect(REFUSAL_WORDS.fr['clipper.none-waiting']({ company: 'toString' })).toBe('Aucun clipper de «\u00a0toString\u00a0» n’attend à côté du plateau.');
    expect(REFUSAL_WORDS.fr['card.none-left']({ card: 'constructor' })).toBe('Il ne reste plus de carte CONSTRUCTOR sur la table ce tour-ci.');
  });

  it.each(REFUSAL_CODES)('%s names in French what it names in English', (code) => {
    const en = REFUSALS_EN[code](SAMPLE);
    const fr = REFUSAL_WORDS.fr[code](SAMPLE);
    expect(TOKENS.filter((t) => en.includes(t) !== fr.includes(t))).toEqual([]);
    // A company is named in the language's words, except where the value is no company at all (quoted as given).
    if (!code.endsWith('no-such-company')) for (const company of ['red', 'blue']) expect(COMPANY_WORDS.fr[company].test(fr)).toBe(COMPANY_WORDS.en[company].test(en));
    expect(fr).not.toMatch(/undefined|\{|\}/);
    expect(frenchSpacingProblems(fr)).toEqual([]);
  });
});

describe('refusals from the engine', () => {
  const setup = newGame({ map: southPacific(), players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], seed: 3, firstPlayer: 0 });
  if (!setup.ok) throw new Error(setup.error[0].message);
  const start = setup.value;
  const refused = (move: Move): Violation => {
    const result = applyMove(start, move);
    if (result.ok) throw new Error(`${JSON.stringify(move)} was accepted`);
    return result.violation;
  };

  // Known answers: at set-up every player has $2 (rules: starting money) and it is phase 1.
  it.each([
    [{ type: 'card.take', card: 'port' }, 'card.price', 'The Port card costs $4; Ana has $2.', 'La carte Comptoir coûte 4 $\u202f; Ana a 2 $.'],
    [{ type: 'clipper.skip' }, 'turn.phase', 'Declining a ship happens in phase 1, after the action; it is now phase 1 (actions).', 'Renoncer au clipper se fait en phase 1, après l’action\u202f; nous sommes dans la phase 1 (actions).'],
    [{ type: 'port.place', island: 'atlantis' }, 'port.vacant', 'There is no island "atlantis" on this board.', 'Ce plateau n’a pas d’île «\u00a0atlantis\u00a0».'],
  ] as [Move, string, string, string][])('%j: %s', (move, rule, en, fr) => {
    const v = refused(move);
    expect(v.rule).toBe(rule);
    expect(v.message).toBe(en);
    expect(refusalSentence(v, 'en')).toBe(en);
    expect(refusalSentence(v, 'fr')).toBe(fr);
  });

  it('carry a reason whose English words are the message, at every position of the recorded games', () => {
    let checked = 0;
    const codes = new Set<string>();
    for (const { before } of corpusSteps<GameState, Move>(clippers, 6)) {
      const legal = legalMoves(before);
      // Moves of other moments and other places: each refused with a reason.
      const tries: Move[] = [{ type: 'pass' }, { type: 'turn.end' }, { type: 'clipper.buy', company: 'red' }, { type: 'card.take', card: '2x' }];
      for (const m of legal.slice(0, 3)) if (m.type === 'segment.place') tries.push({ ...m, company: m.company === 'red' ? 'blue' : 'red' }, { ...m, start: true });
      for (const m of tries) {
        const r = applyMove(before, m);
        if (r.ok) continue;
        expect(r.violation.reason).toBeDefined();
        const { code, values } = r.violation.reason!;
        expect(REFUSALS_EN[code](values)).toBe(r.violation.message);
        expect(refusalSentence(r.violation, 'fr')).toBe(REFUSAL_WORDS.fr[code](values));
        codes.add(code);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(codes.size).toBeGreaterThan(8);
  });
});
