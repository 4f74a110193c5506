import type { FlowTable, GameWords } from '../src/games/module';
import type { MachineGraph, MachineStateNode, MachineTransition } from './export';

/**
 * The charts of any game, generated from its flow table (`GameModule.flow`) and worded by
 * its words (`GameWords.flow`, the move nouns): the turn, with one box per step inside its
 * phase and one arrow per rule of `afterMove` and `phaseOver`, and, for a game whose action
 * is chosen on a rondel (`choice.preset: rondel`), the rondel. The result is the plain chart
 * data every chart of the site is drawn from (`MachineGraph`, laid out by src/statecharts).
 *
 * A rule may lead to a step, to a phase (drawn into its box), to an ending (a final state of
 * the turn itself), or to a name the table's core resolves itself (`turn-end`, a step chosen
 * by the rondel): such a name is drawn as a state of its own, and a name that is not the end
 * of the turn leads (at once) to the steps of its phase no rule names. A step the player may
 * pass over (`optional`, or `passWhen` a condition holds) has a `pass` arrow to the next step
 * of its phase. The chart's actor (`flowMachine` in flow-machine.ts) runs this same drawing.
 */
export interface FlowChartWords {
  turnTitle: string;
  turnAbout: string;
  choiceTitle: string;
  choiceAbout: string;
  clockwise: string;
  /** A phase's final state where a step ends the turn. */
  turnOver: string;
  /** The box of spots whose order the texts do not give. */
  unknownOrder: string;
  /** An optional step passed over: "passes". */
  passes: string;
  /** "if {condition}" in the page's language. */
  when: (condition: string) => string;
  otherwise: string;
}

const TURN_END = 'turn-end';

/** No words at all: for a chart only an actor reads (its ids and arrows), never drawn for people. */
export const BLANK_CHART_WORDS: FlowChartWords = { turnTitle: '', turnAbout: '', choiceTitle: '', choiceAbout: '', clockwise: '', turnOver: '', unknownOrder: '', passes: '', when: () => '', otherwise: '' };

export function flowCharts<S>(flow: FlowTable<S>, words: GameWords, say: FlowChartWords): MachineGraph[] {
  const word = (id: string) => words.flow[id] ?? id;
  const moveWord = (move: string) => words.nouns?.[`move.${move}`]?.one ?? move;
  const states: MachineStateNode[] = [];
  const transitions: MachineTransition[] = [];
  const root = 'turn';
  const stepOf = new Map<string, string>();
  states.push({ id: root, key: root, parent: null, type: 'compound', initial: false, entry: [], label: say.turnTitle });
  flow.phases.forEach((phase, i) => {
    const pid = `${root}.${phase.id}`;
    states.push({ id: pid, key: phase.id, parent: root, type: 'compound', initial: i === 0, entry: [], label: word(phase.id) });
    phase.steps.forEach((step, j) => {
      const sid = `${pid}.${step}`;
      stepOf.set(step, sid);
      states.push({ id: sid, key: step, parent: pid, type: 'atomic', initial: j === 0, entry: [], label: word(step) });
    });
  });
  // Names the core resolves are drawn inside the phase of the last step that leads to them (the
  // steps they choose among, or end, are there): the end of the turn as that phase's final state,
  // which the phase's own rules (`phaseOver`) then leave; a chooser fans out to the phase's steps.
  // A `phaseOver` rule leads out of its phase, to a state of the turn itself.
  const phaseIndex = (stepId: string) => flow.phases.findIndex((p) => p.steps.some((s) => stepOf.get(s) === stepId));
  const sourcesOf = new Map<string, string[]>();
  // A rule that names a phase leads into that phase (its box: Ship It!'s shipment, and back to the turn after it).
  const phaseIds = new Set(flow.phases.map((p) => p.id));
  for (const phase of flow.phases) for (const step of phase.steps) for (const move of flow.steps[step]?.moves ?? []) for (const r of flow.afterMove[move] ?? []) if (!stepOf.has(r.then) && !phaseIds.has(r.then)) sourcesOf.set(r.then, [...(sourcesOf.get(r.then) ?? []), stepOf.get(step)!]);
  const named = new Map<string, { id: string; phase: number; then: string }>();
  const isEnd = (then: string) => then === TURN_END || flow.endings[then] !== undefined;
  const target = (then: string, fromPhase: boolean): string => {
    const step = stepOf.get(then);
    if (step) return step;
    if (phaseIds.has(then)) return `${root}.${then}`;
    // An ending is one state of the turn, however many steps lead to it.
    if (flow.endings[then] !== undefined) fromPhase = true;
    const last = fromPhase ? -1 : Math.max(...(sourcesOf.get(then) ?? []).map(phaseIndex));
    const parent = last >= 0 ? `${root}.${flow.phases[last].id}` : root;
    const id = `${parent}.${then}`;
    if (!named.has(id)) {
      named.set(id, { id, phase: last, then });
      // A name worded for a sentence ("second hub out") is a state's title here.
      const label = last >= 0 && then === TURN_END ? say.turnOver : word(then).replace(/^\p{Ll}/u, (c) => c.toLocaleUpperCase());
      states.push({ id, key: then, parent, type: isEnd(then) ? 'final' : 'atomic', initial: false, entry: [], label });
    }
    return id;
  };
  const arrow = (source: string, event: string, then: string, condition: string | undefined, otherwise: boolean, what: string, fromPhase = false) => {
    const when = condition ? say.when(word(condition).replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())) : otherwise ? say.otherwise : '';
    transitions.push({
      source,
      target: target(then, fromPhase),
      event,
      ...(condition ? { guard: condition } : {}),
      actions: [],
      label: what && when ? `${what}, ${when}` : what || when,
      words: { what, when },
    });
  };
  // A phase entered anew when one ends (the next seat's turn) is worded by what its beginning does.
  const begins = Object.keys(flow.operations).filter((o) => flow.operations[o].at === 'phase-begin').map(word).join(', ');
  for (const phase of flow.phases) {
    phase.steps.forEach((step, i) => {
      for (const move of flow.steps[step]?.moves ?? []) {
        const rules = flow.afterMove[move] ?? [];
        rules.forEach((r, k) => arrow(stepOf.get(step)!, move, r.then, r.if, k > 0 && r.if === undefined && rules.some((x) => x.if !== undefined), moveWord(move)));
      }
      const next = phase.steps[i + 1];
      const { optional, passWhen } = flow.steps[step] ?? {};
      if (next !== undefined && (optional || passWhen !== undefined)) arrow(stepOf.get(step)!, 'pass', next, optional ? undefined : passWhen, false, say.passes);
    });
    const over = flow.phaseOver[phase.id] ?? [];
    over.forEach((r, k) => arrow(`${root}.${phase.id}`, 'always', r.then, r.if, k > 0 && r.if === undefined, phaseIds.has(r.then) ? begins : '', true));
  }
  for (const { id, phase, then } of named.values()) {
    if (phase < 0 || isEnd(then)) continue;
    const reached = new Set(transitions.map((t) => t.target));
    for (const step of flow.phases[phase].steps) {
      const sid = stepOf.get(step)!;
      if (!reached.has(sid) && !(sourcesOf.get(then) ?? []).includes(sid)) transitions.push({ source: id, target: sid, event: 'always', actions: [], label: '', words: { what: '', when: '' } });
    }
  }
  const graphs: MachineGraph[] = [
    { id: 'turn', title: say.turnTitle, description: say.turnAbout, states, transitions, events: [...new Set(transitions.map((t) => t.event).filter((e) => e !== 'always'))].sort(), guards: [...new Set(transitions.flatMap((t) => (t.guard ? [t.guard] : [])))].sort(), actions: [] },
  ];
  const choice = flow.choice;
  if (choice?.preset === 'rondel') {
    const rid = 'rondel';
    const spotWord = (s: string) => words.flow[s] ?? words.nouns?.[`spot.${s}`]?.one ?? s;
    const spots: MachineStateNode[] = [
      { id: rid, key: rid, parent: null, type: 'compound', initial: false, entry: [], label: say.choiceTitle },
      ...choice.spots.map((s, i) => ({ id: `${rid}.${s}`, key: s, parent: rid, type: 'atomic' as const, initial: i === 0, entry: [], label: spotWord(s) })),
    ];
    // Only the order the texts give is drawn as a ring; the other spots sit together in a box of their own.
    const known = Math.max(1, Math.min(choice.known ?? choice.spots.length, choice.spots.length));
    const rest = choice.spots.slice(known);
    const restId = `${rid}.unknown-order`;
    if (rest.length > 0) {
      spots.push({ id: restId, key: 'unknown-order', parent: rid, type: 'compound', initial: false, entry: [], label: say.unknownOrder });
      for (const s of rest) {
        const i = spots.findIndex((x) => x.id === `${rid}.${s}`);
        spots[i] = { ...spots[i], parent: restId, initial: false };
      }
    }
    const node = (i: number) => (i < known ? `${rid}.${choice.spots[i]}` : restId);
    const ring: MachineTransition[] = [];
    for (let i = 0; i < known; i++) {
      const to = i + 1 < choice.spots.length ? node(i + 1) : node(0);
      ring.push({ source: node(i), target: to, event: 'rondel.step', actions: [], label: say.clockwise, words: { what: say.clockwise, when: '' } });
    }
    if (rest.length > 0) ring.push({ source: restId, target: node(0), event: 'rondel.step', actions: [], label: say.clockwise, words: { what: say.clockwise, when: '' } });
    graphs.push({ id: rid, title: say.choiceTitle, description: say.choiceAbout, states: spots, transitions: ring, events: ['rondel.step'], guards: [], actions: [] });
  }
  return graphs;
}
