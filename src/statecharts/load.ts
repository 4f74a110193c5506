import type { MachineGraph } from './graph';
import { ROOT_LANGUAGE, t, type Language } from '../i18n';
import { localiseGraphs } from './words';

/**
 * The machines' exported data, if `machines/export.ts` exists (it is written
 * separately). A glob rather than an import, so the site still builds without it.
 */
const modules = import.meta.glob<{ exportMachines?: () => MachineGraph[] }>('../../machines/export.ts', { eager: true });

/** The charts with their words in `lang` (English by default), or null without the export. */
export function loadMachineGraphs(lang: Language = ROOT_LANGUAGE): MachineGraph[] | null {
  const mod = Object.values(modules)[0];
  if (!mod || typeof mod.exportMachines !== 'function') return null;
  return localiseGraphs(mod.exportMachines(), t(lang));
}
