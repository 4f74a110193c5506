import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The engine caches what it derives from a state by the identity of its parts, so
 * a state handed out must never be changed in place. The types say so: every write
 * below must be a type error for a caller, and every read must compile. Checked with
 * the TypeScript compiler on a caller-shaped file (npm test does not run tsc).
 */

const FILE = fileURLToPath(new URL('./__readonly-caller.ts', import.meta.url));

const WRITES = [
  's.round = 2;',
  's.players[0].money = 3;',
  's.players.push(s.players[0]);',
  's.islands[0].markers.push(1);',
  's.islands[0].companies[0] = "red";',
  's.companies.red.supply -= 1;',
  's.companies.blue.ships.length = 0;',
  's.cards[0].status = "used";',
  's.links[0] = null;',
  's.map.islands[0].name = "x";',
  's.map.links.pop();',
  's.variants.purpleHome = "always";',
  'r.ok && (r.state.turn += 1);',
];

const READS = [
  'const money: number = s.players[0].money;',
  'const next = applyMove(s, { type: "pass" });',
  'const copy = JSON.parse(JSON.stringify(s)) as { round: number }; copy.round = 2;',
  'const names = s.map.islands.map((i) => i.name);',
  'const board = boardIndex(s.map);',
];

function diagnosticsByLine(text: string): Map<number, string[]> {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile;
  host.getSourceFile = (name, language, ...rest) => (name === FILE ? ts.createSourceFile(name, text, language) : read(name, language, ...rest));
  const program = ts.createProgram([FILE], options, host);
  const source = program.getSourceFile(FILE)!;
  const lines = new Map<number, string[]>();
  for (const d of ts.getPreEmitDiagnostics(program, source)) {
    const line = source.getLineAndCharacterOfPosition(d.start ?? 0).line;
    lines.set(line, [...(lines.get(line) ?? []), ts.flattenDiagnosticMessageText(d.messageText, ' ')]);
  }
  return lines;
}

describe('a GameState is deeply readonly to its callers', () => {
  const header = [
    "import { applyMove, type GameState, type MoveResult } from '../../src/engine';",
    "import { boardIndex } from '../../src/map/board';",
    'declare const s: GameState;',
    'declare const r: MoveResult;',
  ];
  const body = [...WRITES, ...READS].map((line) => `{ ${line} }`);
  const found = diagnosticsByLine([...header, ...body].join('\n'));

  it('the caller file itself resolves (its imports and declarations compile)', () => {
    for (let line = 0; line < header.length; line++) expect(found.get(line), header[line]).toBeUndefined();
  });
  it.each(WRITES.map((w, i) => [w, header.length + i] as const))('refuses %s', (_write, line) => {
    expect(found.get(line)?.join(' ')).toMatch(/read-only|readonly|does not exist on type 'readonly/);
  });
  it.each(READS.map((r, i) => [r, header.length + WRITES.length + i] as const))('allows %s', (_read, line) => {
    expect(found.get(line)).toBeUndefined();
  });
});
