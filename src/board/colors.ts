import type { BoardMap, CompanyId, Nation } from '../map/schema';
import { safeColour } from '../map/colour';

// The board's colours, shared by the cytoscape stylesheet, the server-rendered SVG and the site's tables.

/** Nation colours and initials for port markers; chosen to read apart from the company colours. */
export const NATION_STYLE: Readonly<Record<Nation, { color: string; text: string; initial: string; label: string }>> = {
  french: { color: '#2f5fd0', text: '#ffffff', initial: 'F', label: 'French' },
  english: { color: '#b8326b', text: '#ffffff', initial: 'E', label: 'English' },
  american: { color: '#e0a21b', text: '#1d1d1d', initial: 'A', label: 'American' },
  german: { color: '#4a4a4a', text: '#ffffff', initial: 'G', label: 'German' },
  japanese: { color: '#0f8a7e', text: '#ffffff', initial: 'J', label: 'Japanese' },
};

/** Fallback company colours when a map leaves one out (the map format requires them, so rarely used). */
export const COMPANY_COLORS: Readonly<Record<CompanyId, string>> = {
  red: '#c62828',
  blue: '#1565c0',
  white: '#f5f5f5',
  green: '#2e7d32',
  black: '#212121',
  purple: '#6a1b9a',
};

export function companyColors(map: BoardMap): Record<CompanyId, string> {
  const out = { ...COMPANY_COLORS };
  // Colours reach CSS and SVG attributes: only a plain colour passes (never url(...)), whatever the map says.
  for (const c of map.companies) out[c.id] = safeColour(c.color, COMPANY_COLORS[c.id]);
  return out;
}


/** Black or white text, whichever reads better on a hex colour. */
export function textOn(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return '#111111';
  const n = parseInt(m[1], 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#111111' : '#ffffff';
}


export const BOARD_COLORS = {
  sea: '#d7e8f2',
  route: '#8fb0c6',
  arrow: '#4f7690',
  island: '#f1dfb0',
  islandBorder: '#8a6a35',
  port: '#b9c0c6',
  portBorder: '#6d7780',
  label: '#1f2a33',
  highlight: '#ffb300',
} as const;
