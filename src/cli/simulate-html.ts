import { direction, type Comparison, type Direction } from '../sim/compare';
import type { SimReport } from '../sim/report';
import { t975, type Difference, type Interval } from '../sim/stats';
import { balanceChange, CHANGE_WORD, END_LABEL, type ComparedFiles } from './simulate-print';

/**
 * `clippers simulate --compare <old> --html <file>`: the comparison the command prints,
 * as one self-contained page (inline CSS and SVG, no script, nothing fetched), with
 * four plots: seat win rates with their intervals, the change in each island's reach,
 * game length, and how games ended. Every change is new − old.
 */

const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pct = (x: number, digits = 1): string => `${(x * 100).toFixed(digits)}%`;
const signedPct = (x: number): string => `${x < 0 ? '−' : '+'}${pct(Math.abs(x))}`;
const signed = (x: number, digits = 1): string => `${x < 0 ? '−' : '+'}${Math.abs(x).toFixed(digits)}`;
const seatName = (seat: number): string => (seat === 0 ? 'Seat 1 (first)' : `Seat ${seat + 1}`);
/** Rounded for SVG coordinates. */
const r = (x: number): string => (Math.round(x * 10) / 10).toString();

const COLOUR: Record<Direction, string> = { rose: '#1a7f37', fell: '#c62828', unclear: '#8a8f98' };
const OLD = '#9aa3ad';
const NEW = '#1f5fbf';

export function compareHtml(c: Comparison, old: SimReport, now: SimReport, files: ComparedFiles): string {
  const title = `${now.map} against ${old.map}`;
  const settings = `${now.players} players, ${now.games} games a board, seed ${now.seed}, bots: ${now.bots.join(', ')}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`Clippers: ${title}`)}</title>
<style>
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d232b; margin: 0 auto; padding: 24px 20px 48px; max-width: 980px; }
h1 { font-size: 1.5rem; margin: 0 0 4px; }
h2 { font-size: 1.15rem; margin: 32px 0 6px; border-top: 1px solid #dde1e6; padding-top: 18px; }
p { margin: 6px 0; }
.muted { color: #5b6470; }
.key { display: inline-flex; gap: 16px; flex-wrap: wrap; font-size: 0.9rem; }
.key span::before { content: ""; display: inline-block; width: 12px; height: 12px; border-radius: 2px; margin-right: 6px; vertical-align: -1px; background: var(--c); }
svg { display: block; max-width: 100%; height: auto; font: 12px system-ui, sans-serif; }
/* On a phone the plots keep a readable size and scroll sideways. */
.plot { overflow-x: auto; } .plot svg { min-width: 680px; }
svg text { fill: #1d232b; }
table { border-collapse: collapse; font-size: 0.92rem; margin-top: 8px; width: 100%; }
th, td { padding: 4px 8px; border-bottom: 1px solid #e6e9ed; text-align: right; white-space: nowrap; }
th:first-child, td:first-child { text-align: left; white-space: normal; }
td.rose { color: ${COLOUR.rose}; font-weight: 600; } td.fell { color: ${COLOUR.fell}; font-weight: 600; } td.unclear { color: ${COLOUR.unclear}; }
</style>
</head>
<body>
<h1>${esc(title)}</h1>
<p class="muted">Old: ${esc(old.map)} (${esc(files.old)}). New: ${esc(now.map)} (${esc(files.new)}). ${esc(settings)}.</p>
<p>Every change is <strong>new − old</strong>; it says <span style="color:${COLOUR.rose}">rose</span> or <span style="color:${COLOUR.fell}">fell</span> only when its 95% interval leaves out 0, else “no clear change”.</p>
<p><strong>Balance:</strong> ${esc(balanceChange(c))}</p>
${winRates(c)}
${islandReach(c)}
${gameLength(c, old, now)}
${endings(old, now)}
${changeTable(c)}
</body>
</html>
`;
}

// ------------------------------------------------------------------ plots

const WIDTH = 940;

/** A horizontal axis from `lo` to `hi` over [x0, x1], with ticks. */
function axis(lo: number, hi: number, x0: number, x1: number, y: number, label: (v: number) => string, ticks = 5): string {
  const at = (v: number) => x0 + ((v - lo) / (hi - lo)) * (x1 - x0);
  let out = `<line x1="${r(x0)}" y1="${r(y)}" x2="${r(x1)}" y2="${r(y)}" stroke="#b8bfc7"/>`;
  for (let k = 0; k <= ticks; k++) {
    const v = lo + ((hi - lo) * k) / ticks;
    out += `<line x1="${r(at(v))}" y1="${r(y)}" x2="${r(at(v))}" y2="${r(y + 4)}" stroke="#b8bfc7"/><text x="${r(at(v))}" y="${r(y + 17)}" text-anchor="middle">${esc(label(v))}</text>`;
  }
  return out;
}

/** A dot at `value` with a whisker over `ci`. */
const dotWithInterval = (x: (v: number) => number, y: number, value: number, ci: Interval, colour: string, label: string): string =>
  `<g><title>${esc(label)}</title><line x1="${r(x(ci[0]))}" y1="${r(y)}" x2="${r(x(ci[1]))}" y2="${r(y)}" stroke="${colour}" stroke-width="2"/>` +
  `<line x1="${r(x(ci[0]))}" y1="${r(y - 5)}" x2="${r(x(ci[0]))}" y2="${r(y + 5)}" stroke="${colour}" stroke-width="2"/>` +
  `<line x1="${r(x(ci[1]))}" y1="${r(y - 5)}" x2="${r(x(ci[1]))}" y2="${r(y + 5)}" stroke="${colour}" stroke-width="2"/>` +
  `<circle cx="${r(x(value))}" cy="${r(y)}" r="5" fill="${colour}"/></g>`;

function winRates(c: Comparison): string {
  const fair = c.seats.length > 0 ? 1 / c.seats.length : 0;
  const intervals = c.seats.flatMap((s) => [s.winRate.aCI, s.winRate.bCI]);
  const hi = Math.min(1, Math.max(0.3, Math.ceil((Math.max(...intervals.map((i) => i[1])) + 0.01) * 10) / 10));
  const left = 130;
  const right = 500;
  const x = (v: number) => left + (v / hi) * (right - left);
  const rowH = 44;
  const top = 10;
  const height = top + c.seats.length * rowH + 30;
  let body = `<line x1="${r(x(fair))}" y1="${top - 4}" x2="${r(x(fair))}" y2="${r(top + c.seats.length * rowH)}" stroke="#6b7480" stroke-dasharray="4 3"/>`;
  c.seats.forEach((s, i) => {
    const y = top + i * rowH;
    const d = s.winRate.difference;
    const way = direction(d);
    body += `<text x="0" y="${r(y + 20)}" font-weight="600">${esc(seatName(s.seat))}</text>`;
    body += dotWithInterval(x, y + 12, s.winRate.a, s.winRate.aCI, OLD, `old: ${pct(s.winRate.a)} (95% ${pct(s.winRate.aCI[0])}–${pct(s.winRate.aCI[1])})`);
    body += dotWithInterval(x, y + 28, s.winRate.b, s.winRate.bCI, NEW, `new: ${pct(s.winRate.b)} (95% ${pct(s.winRate.bCI[0])}–${pct(s.winRate.bCI[1])})`);
    body += `<text x="${right + 20}" y="${r(y + 16)}">${esc(`${pct(s.winRate.a)} → ${pct(s.winRate.b)}: ${signedPct(d.value)}`)}</text>`;
    body += `<text x="${right + 20}" y="${r(y + 32)}" style="fill:${COLOUR[way]}">${esc(`95% ${signedPct(d.ci[0])} to ${signedPct(d.ci[1])}, ${CHANGE_WORD[way]}`)}</text>`;
  });
  body += axis(0, hi, left, right, top + c.seats.length * rowH + 4, (v) => pct(v, 0));
  return `<h2>Who wins</h2>
<p class="key"><span style="--c:${OLD}">old board</span><span style="--c:${NEW}">new board</span><span style="--c:#6b7480">dashed: a fair share (${pct(fair)})</span></p>
<div class="plot"><svg viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-label="Seat win rates on the old and the new board, with 95% intervals">${body}</svg></div>`;
}

function islandReach(c: Comparison): string {
  const islands = c.islands.slice().sort((p, q) => q.reached.difference.value - p.reached.difference.value || p.name.localeCompare(q.name));
  if (islands.length === 0) return '<h2>Island reach</h2><p>The two boards have no island in common.</p>';
  const extent = Math.max(0.1, ...islands.flatMap((i) => i.reached.difference.ci.map(Math.abs)));
  const lim = Math.min(1, Math.ceil(extent * 10) / 10);
  const left = 190;
  const right = 640;
  const x = (v: number) => left + ((v + lim) / (2 * lim)) * (right - left);
  const rowH = 20;
  const top = 6;
  const height = top + islands.length * rowH + 30;
  let body = `<line x1="${r(x(0))}" y1="${top - 4}" x2="${r(x(0))}" y2="${r(top + islands.length * rowH)}" stroke="#6b7480"/>`;
  islands.forEach((island, k) => {
    const y = top + k * rowH;
    const d = island.reached.difference;
    const way = direction(d);
    const from = Math.min(x(0), x(d.value));
    body += `<g><title>${esc(`${island.name}: reached in ${pct(island.reached.a)} of games before, ${pct(island.reached.b)} after; ${signedPct(d.value)} (95% ${signedPct(d.ci[0])} to ${signedPct(d.ci[1])}), ${CHANGE_WORD[way]}`)}</title>`;
    body += `<text x="${left - 8}" y="${r(y + 14)}" text-anchor="end">${esc(island.name)}</text>`;
    body += `<rect x="${r(from)}" y="${r(y + 4)}" width="${r(Math.abs(x(d.value) - x(0)))}" height="12" fill="${COLOUR[way]}" opacity="${way === 'unclear' ? 0.55 : 0.9}"/>`;
    body += `<line x1="${r(x(Math.max(-lim, d.ci[0])))}" y1="${r(y + 10)}" x2="${r(x(Math.min(lim, d.ci[1])))}" y2="${r(y + 10)}" stroke="#1d232b" stroke-width="1"/>`;
    body += `<text x="${right + 12}" y="${r(y + 14)}">${esc(`${pct(island.reached.a, 0)} → ${pct(island.reached.b, 0)}${way === 'unclear' ? '' : `, ${CHANGE_WORD[way]}`}`)}</text></g>`;
  });
  body += axis(-lim, lim, left, right, top + islands.length * rowH + 4, (v) => (Math.abs(v) < 1e-9 ? '0' : signedPct(v).replace('.0%', '%')), 4);
  const onlyOld = c.onlyIn.a.length > 0 ? `<p>Only on the old board: ${esc(c.onlyIn.a.join(', '))}.</p>` : '';
  const onlyNew = c.onlyIn.b.length > 0 ? `<p>Only on the new board: ${esc(c.onlyIn.b.join(', '))}.</p>` : '';
  return `<h2>Island reach: the change in the share of games a company reached each island</h2>
<p class="key"><span style="--c:${COLOUR.rose}">rose</span><span style="--c:${COLOUR.fell}">fell</span><span style="--c:${COLOUR.unclear}">no clear change</span><span style="--c:#1d232b">line: 95% interval</span></p>
<p class="muted">With many islands, about 1 in 20 shows a clear change by chance alone.</p>
<div class="plot"><svg viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-label="Change in each island's reach, new minus old, with 95% intervals">${body}</svg></div>${onlyOld}${onlyNew}`;
}

/** Mean rounds with a 95% interval (Student's t). */
function roundsInterval(report: SimReport): Interval {
  const n = report.games;
  if (n < 2) return [report.rounds.mean, report.rounds.mean];
  const half = (t975(n - 1) * report.rounds.sd) / Math.sqrt(n);
  return [report.rounds.mean - half, report.rounds.mean + half];
}

function gameLength(c: Comparison, old: SimReport, now: SimReport): string {
  const lo = Math.floor(Math.min(old.rounds.min, now.rounds.min));
  const hi = Math.max(lo + 1, Math.ceil(Math.max(old.rounds.max, now.rounds.max)));
  const left = 130;
  const right = 560;
  const x = (v: number) => left + ((v - lo) / (hi - lo)) * (right - left);
  let body = '';
  const row = (label: string, report: SimReport, y: number, colour: string) => {
    const ci = roundsInterval(report);
    body += `<text x="0" y="${r(y + 4)}" font-weight="600">${esc(label)}</text>`;
    body += `<line x1="${r(x(report.rounds.min))}" y1="${r(y)}" x2="${r(x(report.rounds.max))}" y2="${r(y)}" stroke="${colour}" stroke-width="8" opacity="0.18"/>`;
    body += dotWithInterval(x, y, report.rounds.mean, ci, colour, `${label}: ${report.rounds.mean.toFixed(1)} rounds on average (95% ${ci[0].toFixed(1)}–${ci[1].toFixed(1)}), shortest ${report.rounds.min}, longest ${report.rounds.max}`);
    body += `<text x="${right + 20}" y="${r(y + 4)}">${esc(`${report.rounds.mean.toFixed(1)} rounds (shortest ${report.rounds.min}, longest ${report.rounds.max})`)}</text>`;
  };
  row('old board', old, 16, OLD);
  row('new board', now, 44, NEW);
  body += axis(lo, hi, left, right, 62, (v) => v.toFixed(v % 1 === 0 ? 0 : 1), Math.min(10, hi - lo));
  const d = c.rounds.difference;
  return `<h2>Game length</h2>
<p>${esc(`Rounds a game: ${signed(d.value)} (95% ${signed(d.ci[0])} to ${signed(d.ci[1])}), ${CHANGE_WORD[direction(d)]}. Purple became active in ${pct(c.purple.a)} of games before, ${pct(c.purple.b)} after (${CHANGE_WORD[direction(c.purple.difference)]}).`)}</p>
<p class="key"><span style="--c:${OLD}">old board</span><span style="--c:${NEW}">new board</span><span style="--c:#dfe3e8">pale band: shortest to longest game</span></p>
<div class="plot"><svg viewBox="0 0 ${WIDTH} 90" width="${WIDTH}" height="90" role="img" aria-label="Game length in rounds on the old and the new board">${body}</svg></div>`;
}

const END_COLOURS = ['#1f5fbf', '#e0a030', '#8e44ad'];

function endings(old: SimReport, now: SimReport): string {
  const keys = Object.keys(now.endReasons) as (keyof SimReport['endReasons'])[];
  const left = 130;
  const right = 700;
  let body = '';
  const bar = (label: string, report: SimReport, y: number) => {
    body += `<text x="0" y="${r(y + 15)}" font-weight="600">${esc(label)}</text>`;
    let at = left;
    keys.forEach((k, i) => {
      const share = report.games > 0 ? report.endReasons[k] / report.games : 0;
      const w = share * (right - left);
      if (w > 0) {
        body += `<g><title>${esc(`${label}: ${END_LABEL[k]}, ${report.endReasons[k]} of ${report.games} games (${pct(share)})`)}</title><rect x="${r(at)}" y="${r(y)}" width="${r(w)}" height="22" fill="${END_COLOURS[i % END_COLOURS.length]}"/>`;
        if (w > 44) body += `<text x="${r(at + w / 2)}" y="${r(y + 15)}" text-anchor="middle" style="fill:#fff">${esc(pct(share, 0))}</text>`;
        body += '</g>';
      }
      at += w;
    });
  };
  bar('old board', old, 4);
  bar('new board', now, 34);
  const key = keys.map((k, i) => `<span style="--c:${END_COLOURS[i % END_COLOURS.length]}">${esc(END_LABEL[k])}</span>`).join('');
  return `<h2>How games ended</h2>
<p class="key">${key}</p>
<div class="plot"><svg viewBox="0 0 ${WIDTH} 62" width="${WIDTH}" height="62" role="img" aria-label="How games ended on the old and the new board">${body}</svg></div>`;
}

function changeTable(c: Comparison): string {
  const row = (label: string, a: string, b: string, d: Difference, show: (x: number) => string) => {
    const way = direction(d);
    return `<tr><td>${esc(label)}</td><td>${esc(a)}</td><td>${esc(b)}</td><td>${esc(show(d.value))}</td><td>${esc(`${show(d.ci[0])} to ${show(d.ci[1])}`)}</td><td class="${way}">${CHANGE_WORD[way]}</td></tr>`;
  };
  const rows = [
    ...c.seats.map((s) => row(`${seatName(s.seat)} win rate`, pct(s.winRate.a), pct(s.winRate.b), s.winRate.difference, signedPct)),
    ...c.seats.map((s) => row(`${seatName(s.seat)} score`, s.score.a.toFixed(1), s.score.b.toFixed(1), s.score.difference, signed)),
    row('Game length (rounds)', c.rounds.a.toFixed(1), c.rounds.b.toFixed(1), c.rounds.difference, signed),
    row('Purple becomes active', pct(c.purple.a), pct(c.purple.b), c.purple.difference, signedPct),
    ...(c.purpleRound ? [row('Purple starts (round)', c.purpleRound.a.toFixed(1), c.purpleRound.b.toFixed(1), c.purpleRound.difference, signed)] : []),
    row('Seat win-rate spread', pct(c.balance.a.value), pct(c.balance.b.value), c.balance.difference, signedPct),
    ...c.islands.map((i) => row(`${i.name}: reached`, pct(i.reached.a), pct(i.reached.b), i.reached.difference, signedPct)),
  ];
  return `<h2>Every change</h2>
<table><thead><tr><th>What</th><th>old</th><th>new</th><th>new − old</th><th>95% interval</th><th></th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table>`;
}
