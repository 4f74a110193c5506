import { boardIndex, type BoardIndex } from './board';
import type { BoardMap, Company, CompanyId } from './schema';
import { diagnostic, type MapDiagnosticCode, type Diagnostic } from './diagnostics';

/** What every check needs: the compiled board plus per-node facts as flat arrays. */
export class Context {
  readonly out: Diagnostic[] = [];
  readonly board: BoardIndex;
  /** Node index → x, so that direction checks do not look ids up. */
  readonly nodeX: Float64Array;
  /** Island node index → its port spaces (NaN when the island's own count is invalid). */
  readonly ports: Float64Array;
  /** The first entry for each company id. */
  readonly company = new Map<CompanyId, Company>();

  constructor(readonly map: BoardMap) {
    this.board = boardIndex(map);
    const nodes = this.board.nodeIds.length;
    this.nodeX = new Float64Array(nodes);
    this.ports = new Float64Array(this.board.islandCount);
    const seen = new Uint8Array(nodes);
    // Only the first element with an id became a node; later duplicates are reported, not used.
    for (const island of map.islands) {
      const node = this.board.nodeIndex.get(island.id) ?? -1;
      if (node < 0 || seen[node]) continue;
      seen[node] = 1;
      this.nodeX[node] = island.x;
      this.ports[node] = isCount(island.ports) ? island.ports : Number.NaN;
    }
    for (const harbor of map.harbors) {
      const node = this.board.nodeIndex.get(harbor.id) ?? -1;
      if (node < this.board.islandCount || seen[node]) continue;
      seen[node] = 1;
      this.nodeX[node] = harbor.x;
    }
    for (const company of map.companies) if (!this.company.has(company.id)) this.company.set(company.id, company);
  }

  report(code: MapDiagnosticCode, elements: string[], message: string): void {
    this.out.push(diagnostic(code, elements, message));
  }

  isIsland(id: string): boolean {
    const node = this.board.nodeIndex.get(id);
    return node !== undefined && node < this.board.islandCount;
  }

  isHarbor(id: string): boolean {
    const node = this.board.nodeIndex.get(id);
    return node !== undefined && node >= this.board.islandCount;
  }
}

export const isCount = (n: number): boolean => Number.isInteger(n) && n > 0;
export const isShipCompany = (id: CompanyId): boolean => id !== 'purple';
export const quote = (ids: readonly string[]): string => ids.map((id) => `"${id}"`).join(', ');
/** `plural(1, 'port space')` → "1 port space"; `plural(3, 'port space')` → "3 port spaces". */
export const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

export function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
