import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { BenchFigures } from './bench-types';
import { benches } from './benches';

/**
 * `npm run bench`: runs every benchmark and prints its figures as a table.
 * `npm run -s bench -- --json`: prints one JSON object of all figures and nothing
 * else, for tools that track them over time. `--only <name>` runs one benchmark.
 */

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, only: { type: 'string' } } });
const selected = values.only === undefined ? benches : benches.filter((b) => b.name === values.only);
if (selected.length === 0) {
  process.stderr.write(`bench: no benchmark named "${values.only}"; there are ${benches.map((b) => b.name).join(', ')}.\n`);
  process.exit(2);
}

const all: BenchFigures = {};
const rows: [bench: string, figure: string, value: number][] = [];
// Wall times go to standard error: the brief caps the whole bench at about 3 minutes on an idle machine.
const benchStarted = performance.now();
process.stderr.write(`bench: starting (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)\n`);
const secondsSince = (t: number): string => `${((performance.now() - t) / 1000).toFixed(1)} s`;
// CPU time, this process's threads and its finished child processes (builds, the CLI, Chromium):
// on a busy machine wall times stretch, CPU time much less, so it says what an idle run would take.
const cpuSeconds = (): number => {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // utime, stime, cutime, cstime: fields 14-17 of proc(5), in clock ticks (100 a second on Linux).
    return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / 100;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  }
};
const benchCpu = cpuSeconds();
for (const bench of selected) {
  const started = performance.now();
  const cpu = cpuSeconds();
  const figures = await bench.run();
  process.stderr.write(`bench: ${bench.name} took ${secondsSince(started)} (CPU ${(cpuSeconds() - cpu).toFixed(1)} s)\n`);
  for (const [name, value] of Object.entries(figures)) {
    // One flat namespace, so a figure's name means the same thing wherever it is read.
    if (name in all) throw new Error(`bench: figure "${name}" from "${bench.name}" is already reported by another benchmark`);
    all[name] = value;
    if (typeof value === 'number') rows.push([bench.name, name, value]);
    else for (const [sub, n] of Object.entries(value)) rows.push([bench.name, `${name}.${sub}`, n]);
  }
}

process.stderr.write(`bench: ${selected.length} benchmark(s) took ${secondsSince(benchStarted)}, CPU ${(cpuSeconds() - benchCpu).toFixed(1)} s (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores at the end)\n`);

if (values.json) {
  process.stdout.write(`${JSON.stringify(all)}\n`);
} else {
  const header: [string, string, string] = ['bench', 'figure', 'value'];
  const lines = [header, ...rows.map(([b, f, v]): [string, string, string] => [b, f, String(v)])];
  const widths = header.map((_, i) => Math.max(...lines.map((line) => line[i].length)));
  for (const line of lines) process.stdout.write(`${line.map((cell, i) => (i === 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ')}\n`);
}
