import type { MachineGraph, MachineStateNode } from '../../machines/export';

/**
 * What the live charts beside a board show, as plain data: where each region of
 * the game chart stands, whose turn it is, and the states the last move passed
 * through on its way (a turn ending, a player sitting out, phase 4), which the
 * chart leaves at once and so would otherwise never be seen lit. All of it is read
 * off the game chart's actor (`runGame` and `liveOf` in `machines/game.ts`: its snapshot and its microsteps);
 * this module only turns it into panels. Pure; no XState.
 */
export interface LiveState {
  /** Active leaf per region, as dotted paths below the region: `turn: 'round.phase2.placing'`, `'5x': 'held.laying2'`. */
  active: Record<RegionKey, string>;
  /** The player whose turn it is, or null once the game is over. */
  player: string | null;
  round: number;
  /** Turn-sequence states the last move passed through, in order (keys below `turn`, e.g. `round.phase2.turnOver`). */
  passed: string[];
}

export type RegionKey = 'turn' | '2x' | '3x' | '5x' | 'port' | 'purple';
export const REGION_KEYS: readonly RegionKey[] = ['turn', '2x', '3x', '5x', 'port', 'purple'];

/** The exported chart and the path below it for each region. */
const REGION_OF: Readonly<Record<RegionKey, { chart: string; root: string }>> = {
  turn: { chart: 'turn', root: 'game.turn' },
  '2x': { chart: 'cards', root: 'game.cards.2x' },
  '3x': { chart: 'cards', root: 'game.cards.3x' },
  '5x': { chart: 'cards', root: 'game.cards.5x' },
  port: { chart: 'cards', root: 'game.cards.port' },
  purple: { chart: 'purple', root: 'game.purple' },
};

export interface LiveStateChip {
  id: string;
  label: string;
  description?: string;
  active: boolean;
  /** Passed through by the last move. */
  passed: boolean;
  /** Nesting below the region (0: a top state of the region). */
  depth: number;
  /** Left at once, with nobody acting (setup, the turn over, phase 4, …). */
  transient: boolean;
}

export interface LivePanel {
  region: RegionKey;
  title: string;
  /** Full state ids of the active state and its ancestors, space-separated (for `data-active-state`). */
  activeIds: string;
  /** The active leaf's words. */
  activeLabel: string;
  chips: LiveStateChip[];
}

/** States a region rests in only while an actor starts mid-game; not worth a chip. */
const HIDDEN = new Set(['dealt']);

/** The panels to draw: one for the turn sequence, one per kind of card, one for purple. */
export function livePanels(graphs: readonly MachineGraph[], live: LiveState): LivePanel[] {
  return REGION_KEYS.map((region) => {
    const { chart, root } = REGION_OF[region];
    const graph = graphs.find((g) => g.id === chart);
    const states = graph ? graph.states.filter((s) => s.id.startsWith(`${root}.`)) : [];
    const leaf = `${root}.${live.active[region]}`;
    const activeIds = ancestry(leaf, root);
    const passed = region === 'turn' ? new Set(live.passed.map((p) => `${root}.${p}`)) : new Set<string>();
    const transient = new Set(graph ? graph.transitions.filter((t) => t.event === 'always').map((t) => t.source) : []);
    const chips = states
      .filter((s) => !HIDDEN.has(s.key) && !(region === 'turn' && s.key === 'round'))
      .map((s: MachineStateNode) => ({
        id: s.id,
        label: s.label ?? s.key,
        ...(s.description ? { description: s.description } : {}),
        active: activeIds.includes(s.id),
        passed: passed.has(s.id),
        depth: s.id.slice(root.length + 1).split('.').filter((k) => k !== 'round').length - 1,
        transient: transient.has(s.id),
      }));
    const title = graph?.states.find((s) => s.id === root)?.label ?? region;
    return { region, title, activeIds: activeIds.join(' '), activeLabel: states.find((s) => s.id === leaf)?.label ?? live.active[region], chips };
  });
}

/** `game.turn.round.phase2.placing` and its ancestors down from the region's root (excluded). */
function ancestry(leaf: string, root: string): string[] {
  const keys = leaf.slice(root.length + 1).split('.');
  return keys.map((_, i) => `${root}.${keys.slice(0, i + 1).join('.')}`);
}
