import type { Refusal } from '../module';
import { layoutSchema } from './schema';
import { fromLayout } from './setup';
import { DEFAULT_VARIANTS } from './variants';

type Path = (string | number)[];

/**
 * An authored layout's faults, each with the data path of the element it is about (the
 * later of two that clash), for `rulekit check --game ship-it`. A layout the schema refuses
 * has no faults here: the checker reports the schema's problems first.
 */
export function layoutFaults(input: unknown): Refusal[] {
  const parsed = layoutSchema.safeParse(input);
  if (!parsed.success) return [];
  const l = parsed.data;
  const made = fromLayout(input, DEFAULT_VARIANTS);
  if (made.ok) return [];
  const tileAt = (id: string) => l.tiles.findLastIndex((t) => `${t.suit}.${t.value}` === id);
  const dominoAt = (id: string) => l.dominoes.findLastIndex((d) => `${Math.min(d.a, d.b)}-${Math.max(d.a, d.b)}` === id);
  const pieceAt = (id: string): Path | null => {
    if (/^c\d+$/.test(id)) return ['coins', Number(id.slice(1)), 'at'];
    if (id.startsWith('official.')) return ['officials', id.slice(9)];
    if (tileAt(id) >= 0) return ['tiles', tileAt(id)];
    if (dominoAt(id) >= 0) return ['dominoes', dominoAt(id)];
    return null;
  };
  return made.error.map((r): Refusal => {
    const v = r.values;
    let path: Path | null = null;
    switch (r.code) {
      case 'layout-domino-twice':
        path = ['dominoes', dominoAt(String(v.domino))];
        break;
      case 'layout-domino-missing':
        path = ['pool'];
        break;
      case 'layout-tile-twice':
        path = ['tiles', tileAt(String(v.tile))];
        break;
      case 'layout-overlap':
      case 'layout-shared':
        path = pieceAt(String(v.b)) ?? pieceAt(String(v.a));
        break;
      case 'layout-off-link':
        path = pieceAt(String(v.piece));
        break;
      case 'layout-warehoused-off-hub':
        path = ['coins', Number(String(v.coin).slice(1)), 'warehoused'];
        break;
      default:
    }
    return { ...r, values: { ...v, path: path ?? [] } };
  });
}
