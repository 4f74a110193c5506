import type { Command } from './command';

/**
 * Every `clippers` command, each loaded only when it runs: `clippers check` loads the map
 * parser and checker, not the simulator, the statecharts or YAML. In the prebuilt command
 * each entry is its own chunk.
 *
 * To add a command: write it as a `Command` in its own module and add one line here, e.g.
 *   soak: () => import('./soak').then((m) => m.soakCommand),
 * Help lists commands in this order.
 */
export const registry: Record<string, () => Promise<Command>> = {
  games: () => import('./games').then((m) => m.gamesCommand),
  check: () => import('./check').then((m) => m.checkCommand),
  setup: () => import('./setup').then((m) => m.setupCommand),
  simulate: () => import('./simulate').then((m) => m.simulateCommand),
  walkthrough: () => import('./walkthrough').then((m) => m.walkthroughCommand),
  machines: () => import('./machines').then((m) => m.machinesCommand),
  site: () => import('./site').then((m) => m.siteCommand),
  rules: () => import('./rules').then((m) => m.rulesCommand),
};
