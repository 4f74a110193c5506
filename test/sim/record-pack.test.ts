import { serialize } from 'node:v8';
import { runs } from '../budget';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packedTransfer, packRecords, unpackRecords } from '../../src/sim/record-pack';
import { simulateGames, type GameRecord } from '../../src/sim/simulate';
import { southPacific } from './helpers';

function realRecords(games: number): GameRecord[] {
  const result = simulateGames({ map: southPacific(), players: 4, games, seed: 3, bots: ['greedy', 'random', 'random', 'random'] });
  if (!result.ok) throw new Error(result.error[0].message);
  return result.value;
}

describe('packed game records', () => {
  it('unpack to the very records a worker played, keys in the same order', () => {
    const records = realRecords(40);
    const back = unpackRecords<GameRecord>(structuredClone(packRecords(records)));
    expect(back).toEqual(records);
    expect(JSON.stringify(back)).toBe(JSON.stringify(records));
  });

  it('take little more than half the bytes of a structured clone, in buffers that move rather than copy', () => {
    const records = realRecords(200);
    const packed = packRecords(records);
    // Records of a run share a handful of layouts; ties and purple's round make the variety.
    expect(packed.layouts.length).toBeLessThan(20);
    const packedBytes = serialize({ ...packed, rows: null, values: null }).length + packed.rows.byteLength + packed.values.byteLength;
    expect(packed.values).toBeInstanceOf(Uint32Array);
    expect(packedBytes).toBeLessThan(serialize(records).length * 0.6);
    expect(packedTransfer(packed)).toEqual([packed.rows.buffer, packed.values.buffer]);
  });

  it('round-trip any plain JSON records, as JSON would', () => {
    const leaf = fc.oneof(fc.double({ noNaN: true }), fc.integer(), fc.string(), fc.boolean(), fc.constant(null));
    const value = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 4 })),
    })).value;
    // Records of one run mostly share a shape: repeat some to exercise the shape cache.
    const records = fc.array(fc.oneof(value, fc.record({ game: fc.integer(), seats: fc.array(fc.integer(), { maxLength: 3 }), tag: fc.option(fc.string(), { nil: undefined }) })), { maxLength: 30 });
    fc.assert(
      fc.property(records, fc.array(fc.nat(29), { maxLength: 10 }), (rs, repeats) => {
        const all = [...rs, ...repeats.filter((i) => i < rs.length).map((i) => rs[i])];
        const back = unpackRecords(packRecords(all));
        // Same keys in the same order, same values (-0 included); toEqual, like JSON, takes an undefined property as absent.
        expect(JSON.stringify(back)).toBe(JSON.stringify(all));
        expect(back).toEqual(all);
      }),
      { numRuns: runs(300, 'simulator: record packing') },
    );
  });

  it('refuses what is not JSON data instead of sending something else', () => {
    expect(() => packRecords([{ when: () => 1 }])).toThrow(/holds a function, which is not plain JSON data/);
  });
});

describe('packed leaves', () => {
  it('keep negative, fractional and large numbers exactly, in a wider array', () => {
    const records = [{ a: -1, b: 2 }, { a: 0.5, b: 2 ** 40 }, { a: -0, b: Number.MAX_SAFE_INTEGER }];
    const packed = packRecords(records);
    expect(packed.values).toBeInstanceOf(Float64Array);
    expect(unpackRecords(packed)).toEqual(records);
    expect(Object.is(unpackRecords<{ a: number }>(packed)[2].a, -0)).toBe(true);
    expect(packRecords([{ a: -5 }]).values).toBeInstanceOf(Int32Array);
  });
});
