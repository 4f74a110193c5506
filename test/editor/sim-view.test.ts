import { describe, expect, it } from 'vitest';
import { boardHeat, heatColor, HEAT_NEVER, HEAT_STOPS } from '../../src/editor/heat';
import { DEFAULT_VARIANTS, VARIANT_CHOICES } from '../../src/engine/variants';
import { BOT_CHOICES, changedVariants, cliCommand, DEFAULT_SETTINGS, duration, parseWhole, runClock, settingsBots, VARIANT_NAMES, variantOptions, variantPairs, winAxisMax } from '../../src/editor/sim-view';
import { CATALOGUES } from '../../src/i18n';
import { parseSimulateArgs } from '../../src/cli/simulate';
import type { IslandReport } from '../../src/sim/report';

const island = (id: string, share: number, companies: number, games = 100): IslandReport => ({
  id,
  name: id[0].toUpperCase() + id.slice(1),
  value: 3,
  ports: 2,
  reached: Math.round(share * games),
  share,
  companies: { mean: companies, sd: 0 },
});

describe('the Simulate panel’s settings', () => {
  it('turns the bot choice into the simulator’s bots', () => {
    expect(settingsBots(DEFAULT_SETTINGS)).toEqual(['random']);
    expect(settingsBots({ ...DEFAULT_SETTINGS, bots: 'greedy' })).toEqual(['greedy']);
    expect(settingsBots({ ...DEFAULT_SETTINGS, players: 3, bots: 'per-seat' })).toEqual(['greedy', 'random', 'random']);
  });

  it('reads whole numbers within bounds, and says what is wrong otherwise', () => {
    expect(parseWhole(' 200 ', 1, 1000)).toEqual({ ok: true, value: 200 });
    expect(parseWhole('0', 1, 1000)).toEqual({ ok: false, error: 'range' });
    expect(parseWhole('2.5', 1, 1000)).toEqual({ ok: false, error: 'whole' });
    expect(parseWhole('', 1, 1000)).toEqual({ ok: false, error: 'whole' });
  });

  it('prints a command line the CLI accepts with the same settings', () => {
    const settings = { ...DEFAULT_SETTINGS, players: 5 as const, games: 300, seed: 42, bots: 'per-seat' as const };
    const line = cliCommand(settings, 'board.json');
    expect(line).toBe('npx clippers simulate --map board.json --players 5 --games 300 --seed 42 --bots greedy,random,random,random,random --json');
    const args = line.split(' ').slice(3);
    expect(parseSimulateArgs(args)).toMatchObject({ map: 'board.json', players: 5, games: 300, seed: 42, bots: ['greedy', 'random', 'random', 'random', 'random'], json: true });
  });

  it('adds the non-default rule variants to the command line in the CLI’s syntax', () => {
    expect(DEFAULT_SETTINGS.variants).toEqual(DEFAULT_VARIANTS);
    expect(variantPairs(DEFAULT_VARIANTS)).toEqual([]);
    expect(cliCommand(DEFAULT_SETTINGS)).not.toContain('--variant');

    const variants = { ...DEFAULT_VARIANTS, portCard: 'in-addition' as const, purpleHome: 'never' as const };
    const line = cliCommand({ ...DEFAULT_SETTINGS, games: 50, variants }, 'board.json');
    expect(line).toBe('npx clippers simulate --map board.json --players 4 --games 50 --seed 1 --bots random --variant portCard=in-addition,purpleHome=never --json');
    expect(parseSimulateArgs(line.split(' ').slice(3))).toMatchObject({ games: 50, variants: { portCard: 'in-addition', purpleHome: 'never' }, json: true });
    expect(changedVariants(variants)).toEqual(['portCard', 'purpleHome']);
  });

  it('offers every choice of every variant, with the default marked and words for each in every language', () => {
    expect(VARIANT_NAMES).toEqual(['portCard', 'tieBreak', 'purpleHome', 'purpleBranch']);
    for (const key of VARIANT_NAMES) {
      const options = variantOptions(key);
      expect(options.map((o) => o.value)).toEqual(VARIANT_CHOICES[key]);
      expect(options.filter((o) => o.isDefault).map((o) => o.value)).toEqual([DEFAULT_VARIANTS[key]]);
      for (const words of Object.values(CATALOGUES) as Record<string, string>[]) {
        expect(words[`variant.${key}`], key).toBeTruthy();
        for (const o of options) expect(words[`variant.choice.${o.value}`], o.value).toBeTruthy();
      }
    }
  });

  it('scales the win-rate axis to the widest interval, in tenths', () => {
    const seats = (hi: number) => [{ winRateCI: [0.1, hi] as [number, number] }];
    expect(winAxisMax({ seats: seats(0.2) } as never)).toBe(0.3);
    expect(winAxisMax({ seats: seats(0.41) } as never)).toBe(0.5);
    expect(winAxisMax({ seats: seats(0.999) } as never)).toBe(1);
  });

  it('prints durations for people, in their language', () => {
    expect(duration(420, 'fr-FR')).toBe('0,4\u00a0s');
    expect(duration(420)).toBe('0.4\u00a0s');
    expect(duration(12_400)).toBe('12\u00a0s');
    expect(duration(65_000)).toBe('1\u00a0min 05\u00a0s');
    expect(duration(119_800)).toBe('2\u00a0min 00\u00a0s');
  });
});

describe('the island heat map', () => {
  it('runs along the scale from the palest to the deepest colour', () => {
    expect(heatColor(0)).toBe(HEAT_STOPS[0]);
    expect(heatColor(1)).toBe(HEAT_STOPS.at(-1));
    expect(heatColor(0.5)).toBe(HEAT_STOPS[2]);
    expect(heatColor(-3)).toBe(HEAT_STOPS[0]);
    expect(heatColor(Number.NaN)).toBe(HEAT_STOPS[0]);
  });

  it('colours islands by share of games reached, marking those never reached', () => {
    const heat = boardHeat({ games: 100, islands: [island('tahiti', 1, 2.4), island('fiji', 0.5, 0.8), island('nauru', 0, 0)] }, 'reached');
    expect(heat.max).toBe(1);
    expect(heat.islands.get('tahiti')).toMatchObject({ t: 1, fill: HEAT_STOPS.at(-1), text: '#ffffff', label: 'Tahiti\n100%', never: false });
    expect(heat.islands.get('fiji')).toMatchObject({ t: 0.5, label: 'Fiji\n50%' });
    expect(heat.islands.get('nauru')).toMatchObject({ never: true, fill: HEAT_NEVER, text: '#111111' });
  });

  it('colours islands by companies connected on a scale up to the busiest island', () => {
    const heat = boardHeat({ games: 100, islands: [island('tahiti', 1, 2.4), island('fiji', 0.5, 0.6)] }, 'companies');
    expect(heat.max).toBe(2.5);
    expect(heat.islands.get('tahiti')!.t).toBeCloseTo(0.96);
    expect(heat.islands.get('fiji')!.label).toBe('Fiji\n0.6');
    expect(boardHeat({ games: 100, islands: [island('fiji', 0.5, 0.6)] }, 'companies', 'fr-FR').islands.get('fiji')!.label).toBe('Fiji\n0,6');
  });
});

describe('the run clock', () => {
  it('ticks before the first game ends, with no estimate yet', () => {
    expect(runClock({ started: 1000, lastAt: 1000, done: 0, total: 10 }, 4000)).toEqual({ elapsed: 3000, left: null });
  });

  it('estimates from the pace up to the last game and counts down between games', () => {
    // 2 games in 4 s: 2 s a game, 20 s for all 10; at 5 s, 15 s are left, at 7 s 13 s.
    const run = { started: 0, lastAt: 4000, done: 2, total: 10 };
    expect(runClock(run, 5000)).toEqual({ elapsed: 5000, left: 15000 });
    expect(runClock(run, 7000)).toEqual({ elapsed: 7000, left: 13000 });
    // Slower than the pace: never below nothing left.
    expect(runClock(run, 30000).left).toBe(0);
  });

  it('has no estimate once every game is played', () => {
    expect(runClock({ started: 0, lastAt: 9000, done: 10, total: 10 }, 9500)).toEqual({ elapsed: 9500, left: null });
  });
});

describe('bot labels', () => {
  it('names each bot the panel offers, in every language', () => {
    expect(BOT_CHOICES.map((b) => CATALOGUES.en[`bot.${b}`])).toEqual(['Random', 'Greedy', 'Search']);
    expect(BOT_CHOICES.map((b) => CATALOGUES.fr[`bot.${b}`])).toEqual(['Hasard', 'Glouton', 'Chercheur']);
  });
});
