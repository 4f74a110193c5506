import { textOn } from '../board/colors';
import type { IslandReport } from '../sim/report';
import { fixed, percent } from './numbers';

/**
 * The editor's island heat map: a simulation report's island reach turned into a
 * fill colour per island, and the legend that explains it. Pure (the board canvas
 * draws it), and it only reads a report, so importing it does not load the simulator.
 */

/** 'change' is the Compare view's: an island's reach on the edited board minus on the baseline. */
export type HeatMetric = 'reached' | 'companies' | 'change';

/** The metrics in the order the Simulate panel offers them; their words are the catalogue's `editor.heat.<id>`. */
export const HEAT_METRICS: readonly HeatMetric[] = ['reached', 'companies'];

/** Fell to rose (ColorBrewer RdBu, reversed): no change stays pale. */
export const CHANGE_STOPS: readonly string[] = ['#2166ac', '#92c5de', '#f7f7f7', '#f4a582', '#b2182b'];

/** Pale sand to deep red (ColorBrewer YlOrRd): cold islands stay light, busy ones glow. */
export const HEAT_STOPS: readonly string[] = ['#fff3c4', '#fed976', '#fd8d3c', '#e8452c', '#a50f26'];
/** Islands no company reached in any game. */
export const HEAT_NEVER = '#ffffff';

export interface IslandHeat {
  /** 0..1 on the legend's scale. */
  t: number;
  /** The island's own figure: a share (0..1) or a mean number of companies. */
  value: number;
  /** What the island's label says, e.g. "Tahiti · 85%". */
  label: string;
  fill: string;
  /** Text colour that reads on `fill` (the value drawn in the island). */
  text: string;
  never: boolean;
}

export interface BoardHeat {
  metric: HeatMetric;
  /** The top of the scale: 1 (100%) for shares, the busiest island's mean for companies. */
  max: number;
  games: number;
  islands: ReadonlyMap<string, IslandHeat>;
}

/** The colour at `t` (0..1) along the scale. */
export function heatColor(t: number, stops: readonly string[] = HEAT_STOPS): string {
  const x = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(x));
  const f = x - i;
  const a = rgb(stops[i]);
  const b = rgb(stops[i + 1]);
  return `#${[0, 1, 2].map((k) => Math.round(a[k] + (b[k] - a[k]) * f).toString(16).padStart(2, '0')).join('')}`;
}

/** The CSS gradient of the legend. */
export const heatGradient = (metric: HeatMetric = 'reached'): string => `linear-gradient(to right, ${(metric === 'change' ? CHANGE_STOPS : HEAT_STOPS).join(', ')})`;


/** A figure as the legend and labels print it. */
export function heatText(metric: HeatMetric, value: number, locale = 'en-US'): string {
  if (metric === 'change') return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${percent(Math.abs(value), 0, locale)}`;
  return metric === 'reached' ? percent(value, 0, locale) : fixed(value, 1, locale);
}

/**
 * Each island's change in reach, edited − baseline (a comparison's `islands`), on a
 * scale symmetric about 0 whose ends are the largest change rounded up to 10 points.
 * The signed figure is in the label, so the colour is never the only cue.
 */
export function changeHeat(islands: readonly { id: string; name: string; reached: { difference: { value: number } } }[], games: number, locale = 'en-US'): BoardHeat {
  const top = Math.max(0, ...islands.map((i) => Math.abs(i.reached.difference.value)));
  const max = Math.min(1, Math.max(0.1, Math.ceil(top * 10 - 1e-9) / 10));
  const out = new Map<string, IslandHeat>();
  for (const island of islands) {
    const value = island.reached.difference.value;
    const t = (value / max + 1) / 2;
    const fill = heatColor(t, CHANGE_STOPS);
    out.set(island.id, { t, value, label: `${island.name}\n${heatText('change', value, locale)}`, fill, text: textOn(fill), never: false });
  }
  return { metric: 'change', max, games, islands: out };
}

/** Each island's heat under `metric`. */
export function boardHeat(report: { games: number; islands: readonly IslandReport[] }, metric: HeatMetric, locale = 'en-US'): BoardHeat {
  const figure = (i: IslandReport) => (metric === 'reached' ? i.share : i.companies.mean);
  const top = Math.max(0, ...report.islands.map(figure));
  // Companies: round the top of the scale up to a half, so the legend reads 0 … 2.5, not 0 … 2.43.
  const max = metric === 'reached' ? 1 : Math.max(0.5, Math.ceil(top * 2) / 2);
  const islands = new Map<string, IslandHeat>();
  for (const island of report.islands) {
    const value = figure(island);
    const never = island.reached === 0;
    const t = value / max;
    const fill = never ? HEAT_NEVER : heatColor(t);
    islands.set(island.id, { t, value, label: `${island.name}\n${heatText(metric, value, locale)}`, fill, text: textOn(fill), never });
  }
  return { metric, max, games: report.games, islands };
}

/** The island's value drawn in a given colour (the board draws it as an image; see `valueImage`). */
export function heatValueImage(value: number, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">` +
    `<text x="20" y="21" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" ` +
    `font-size="22" font-weight="700" fill="${color}">${value}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
