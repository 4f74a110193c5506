import type { MachineGraph, MachineStateNode, MachineTransition } from '../../machines/export';
import { enCharts, type ChartsKey } from '../i18n/en-charts';
import { format } from '../i18n/format';

/**
 * The charts in a reader's language: every word drawn or listed (chart titles,
 * state names and meanings, arrows' moves and conditions) chosen from the message
 * catalogue by the chart's own data (state keys, events, guards, actions), never
 * by translating English sentences. In English this gives back the export's own
 * words exactly (test/statecharts/words.test.ts), so the two cannot drift.
 * Pure; runs at build time, so no catalogue ships to the browser for it.
 */

export type ChartsSay = (key: ChartsKey, vars?: Record<string, string | number>) => string;

/** English, straight from the catalogue: for islands handed no messages. */
export const englishCharts: ChartsSay = (key, vars) => format(enCharts[key], vars);

/** `fiveXLays(phase=2)` → `{ name: 'fiveXLays', params: { phase: '2' } }`. */
export function parseGuard(guard: string): { name: string; params: Record<string, string> } {
  const m = /^([\w.-]+)(?:\((.*)\))?$/.exec(guard.trim());
  if (!m) return { name: guard, params: {} };
  const params: Record<string, string> = {};
  for (const pair of (m[2] ?? '').split(',')) {
    const [k, v] = pair.split('=').map((x) => x.trim());
    if (k && v !== undefined) params[k] = v;
  }
  return { name: m[1], params };
}

const has = (key: string): key is ChartsKey => Object.hasOwn(enCharts, key);

/** The words for a state: its key's, or the 5X card's own words for sitting out. */
export function stateWordsKey(state: Pick<MachineStateNode, 'id' | 'key'>): ChartsKey | null {
  if (state.id.endsWith('5x.held.sittingOut')) return 'charts.state.5x.sittingOut';
  const key = `charts.state.${state.key}`;
  return has(key) ? key : null;
}

export const eventKey = (event: string): ChartsKey | null => (has(`charts.event.${event}`) ? (`charts.event.${event}` as ChartsKey) : null);
export const actionKey = (action: string): ChartsKey | null => (has(`charts.action.${action}`) ? (`charts.action.${action}` as ChartsKey) : null);
export const aboutKey = (stateId: string): ChartsKey | null => {
  const key = `charts.about.${stateId.replace(/^game\./, '')}`;
  return has(key) ? key : null;
};

/** Guards that name no condition for people: the card region already says which card. */
const SILENT_GUARDS = new Set(['cardKind', 'cardUsed']);

/** A guard as a condition in words ('' when it needs none); null when the catalogue has no words for it. */
export function guardWords(guard: string, say: ChartsSay): string | null {
  const { name, params } = parseGuard(guard);
  if (name === 'accepts') {
    if (params.then === undefined) return '';
    return has(`charts.if.${params.then}`) ? say(`charts.if.${params.then}` as ChartsKey) : null;
  }
  if (has(`charts.if.${name}`)) return say(`charts.if.${name}` as ChartsKey);
  if (SILENT_GUARDS.has(name)) return '';
  if (name === 'resumesAt' || name === 'regionAt') return say('charts.if.already');
  if (name === 'fiveXLays') return say('charts.if.inPhase', { phase: params.phase ?? '?' });
  if (name === 'fiveXTurnEnds') return say('charts.if.nothingLaid', { phase: params.phase ?? '?' });
  if (name === 'skippedFor') return say('charts.if.fiveXRule');
  return null;
}

/** A guard that decides between arrows of one event (so an unguarded sibling reads "otherwise"). */
const conditional = (guard: string | undefined) => guard !== undefined && (parseGuard(guard).name !== 'accepts' || parseGuard(guard).params.then !== undefined);

/** Is this unguarded arrow the one taken when none of its guarded siblings before it holds? */
function isOtherwise(t: MachineTransition, all: readonly MachineTransition[]): boolean {
  if (conditional(t.guard)) return false;
  const before = all.slice(0, all.indexOf(t));
  return before.some((x) => x.source === t.source && x.event === t.event && x.guard !== undefined && x.guard !== 'accepts');
}

/** An arrow's two halves in words: what happens, and when. */
export function transitionWords(t: MachineTransition, all: readonly MachineTransition[], say: ChartsSay): { what: string; when: string; label: string } {
  const otherwise = isOtherwise(t, all);
  const when = otherwise ? say('charts.otherwise') : t.guard ? (guardWords(t.guard, say) ?? t.guard) : '';
  if (t.event === 'always') {
    const action = t.actions.map(actionKey).find((k): k is ChartsKey => k !== null);
    const label = when || (action ? say(action) : say('charts.then'));
    return { what: '', when: label, label };
  }
  const ek = eventKey(t.event);
  const what = ek ? say(ek) : t.event;
  return { what, when, label: when ? say('charts.arrow', { what, when }) : what };
}

/** "a, b or c" in the reader's language. */
export function orList(items: readonly string[], say: ChartsSay): string {
  if (items.length <= 1) return items[0] ?? '';
  const list = items.slice(0, -1).reduce((acc, item) => say('charts.list', { list: acc, item }));
  return say('charts.or', { list, last: items[items.length - 1] });
}

/** The charts with every word in the reader's language. */
export function localiseGraphs(graphs: readonly MachineGraph[], say: ChartsSay): MachineGraph[] {
  return graphs.map((g) => {
    const titleKey = `charts.title.${g.id}`;
    const descKey = `charts.description.${g.id}`;
    return {
      ...g,
      title: has(titleKey) ? say(titleKey) : g.title,
      description: has(descKey) ? say(descKey) : g.description,
      states: g.states.map((s) => {
        const lk = stateWordsKey(s);
        const ak = s.description ? aboutKey(s.id) : null;
        return { ...s, ...(lk ? { label: say(lk) } : {}), ...(ak ? { description: say(ak) } : {}) };
      }),
      transitions: g.transitions.map((t) => {
        const { what, when, label } = transitionWords(t, g.transitions, say);
        return { ...t, label, words: { what, when } };
      }),
    };
  });
}

/** What the catalogue lacks words for in these charts (a new state, event, guard or action): each as `kind name`. */
export function missingWords(graphs: readonly MachineGraph[]): string[] {
  const missing = new Set<string>();
  for (const g of graphs) {
    if (!has(`charts.title.${g.id}`)) missing.add(`chart ${g.id}`);
    for (const s of g.states) {
      if (!stateWordsKey(s)) missing.add(`state ${s.key}`);
      if (s.description && !aboutKey(s.id)) missing.add(`description ${s.id}`);
    }
    for (const t of g.transitions) {
      if (t.event !== 'always' && !eventKey(t.event)) missing.add(`event ${t.event}`);
      if (t.guard && guardWords(t.guard, englishCharts) === null) missing.add(`guard ${t.guard}`);
    }
  }
  return [...missing].sort();
}
