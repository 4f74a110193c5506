import type { MachineGraph } from './graph';

/**
 * The machines' exported data, if `machines/export.ts` exists (it is written
 * separately). A glob rather than an import, so the site still builds without it.
 */
const modules = import.meta.glob<{ exportMachines?: () => MachineGraph[] }>('../../machines/export.ts', { eager: true });

export function loadMachineGraphs(): MachineGraph[] | null {
  const mod = Object.values(modules)[0];
  if (!mod || typeof mod.exportMachines !== 'function') return null;
  return mod.exportMachines();
}
