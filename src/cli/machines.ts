import { parseArgs } from 'node:util';
import { exportMachines } from '../../machines/export';
import { usageError, type Command } from './command';

const USAGE = '[--json]';

/** `clippers machines`: the game chart's regions (turn, cards, purple): states, transitions, guards and events. */
export const machinesCommand: Command = {
  summary: 'List the game chart\'s three regions (turn, cards, purple) as data: states, transitions, events, conditions.',
  usage: USAGE,
  async run(args, io) {
    let json = false;
    try {
      json = parseArgs({ args, options: { json: { type: 'boolean' } } }).values.json === true;
    } catch (e) {
      return usageError(io, 'machines', USAGE, e instanceof Error ? e.message : String(e));
    }
    const graphs = exportMachines();
    if (json) {
      io.out(JSON.stringify(graphs, null, 2));
      return 0;
    }
    for (const g of graphs) {
      io.out(`${g.title} (${g.id}): ${g.states.length} states, ${g.transitions.length} transitions`);
      io.out(`  ${g.description}`);
      for (const s of g.states) {
        const depth = s.id.split('.').length - 1;
        io.out(`  ${'  '.repeat(depth)}${s.key}${s.initial ? ' (initial)' : ''}${s.type === 'final' ? ' (final)' : ''}`);
      }
      for (const t of g.transitions.filter((t) => t.target !== null)) {
        io.out(`    ${t.source} --${t.event}${t.guard ? ` [${t.guard}]` : ''}--> ${t.target}`);
      }
      io.out(`  events: ${g.events.join(', ')}`);
      io.out(`  guards: ${g.guards.join(', ')}`);
      io.out('');
    }
    return 0;
  },
};
