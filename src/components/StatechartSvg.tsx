import type { LaidArrow, LaidChart, LaidState, LaidText } from '../statecharts/layout';
import { FONT } from '../statecharts/layout';
import './statechart-svg.css';

/**
 * One statechart as static SVG, from its ELK layout (src/statecharts/layout.ts):
 * drawn on the server, no script. Words at reading size; technical names in each
 * element's hover title. Every state carries `data-state`, every arrow `data-arrow`
 * and its words `data-arrow-label`, for tests and embedding.
 */
export default function StatechartSvg({ chart, label, id }: { chart: LaidChart; label: string; id?: string }) {
  const marker = `sc-arrow-${chart.id}`;
  const order = [...chart.states].sort((a, b) => a.depth - b.depth);
  // The words drawn, for tests and embedding, as the canvas drawing had them.
  const words = JSON.stringify([...chart.states.flatMap((s) => (s.label ? [s.label.lines.join(' ')] : [])), ...chart.arrows.flatMap((a) => (a.label ? [a.label.lines.join(' ')] : []))]);
  const w = chart.width + 4;
  return (
    // A wide drawing scrolls sideways in its box: focusable, so a keyboard can scroll it too.
    <div className="sc-drawing" id={id} data-chart-labels={words} tabIndex={0} role="region" aria-label={label}>
    <svg
      // At reading size when it fits; narrower windows shrink it to 80 % at most, then scroll it sideways.
      style={{ width: `clamp(${Math.round(w * 0.8)}px, 100%, ${w}px)`, height: 'auto' }}
      className="sc-svg"
      viewBox={`-2 -2 ${chart.width + 4} ${chart.height + 4}`}
      width={chart.width + 4}
      height={chart.height + 4}
      role="img"
      aria-label={label}
      data-chart={chart.id}
    >
      <defs>
        <marker id={marker} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="9" markerHeight="9" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" fill="#4f7690" />
        </marker>
      </defs>
      {order.map((s) => (
        <State key={s.id} s={s} />
      ))}
      {chart.arrows.map((a) => (
        <Arrow key={a.id} a={a} marker={marker} />
      ))}
      {chart.arrows.map((a) => a.label && <ArrowWords key={`${a.id}#w`} a={a} text={a.label} />)}
    </svg>
    </div>
  );
}

function State({ s }: { s: LaidState }) {
  if (s.kind === 'initial') return <circle className="sc-svg__initial" cx={s.x + s.w / 2} cy={s.y + s.h / 2} r={s.w / 2} data-state={s.id} />;
  const compound = s.kind === 'compound' || s.kind === 'parallel';
  return (
    <g className={`sc-svg__state sc-svg__state--${s.kind}`} data-state={s.id}>
      <title>{s.title}</title>
      <rect x={s.x} y={s.y} width={s.w} height={s.h} rx={compound ? 10 : 8} />
      {s.kind === 'final' && <rect className="sc-svg__final" x={s.x + 4} y={s.y + 4} width={s.w - 8} height={s.h - 8} rx={5} />}
      {s.label && <Words text={s.label} size={compound ? FONT.title : FONT.state} anchor={compound ? 'start' : 'middle'} className={compound ? 'sc-svg__title' : 'sc-svg__name'} />}
    </g>
  );
}

function Arrow({ a, marker }: { a: LaidArrow; marker: string }) {
  const d = a.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)},${round(p.y)}`).join(' ');
  return (
    <path className={`sc-svg__arrow${a.eventless ? ' sc-svg__arrow--always' : ''}${a.initial ? ' sc-svg__arrow--initial' : ''}`} d={d} markerEnd={`url(#${marker})`} data-arrow={a.id} data-from={a.source} data-to={a.target}>
      {a.title && <title>{a.title}</title>}
    </path>
  );
}

function ArrowWords({ a, text }: { a: LaidArrow; text: LaidText }) {
  return (
    <g className="sc-svg__words" data-arrow-label={a.id}>
      {a.title && <title>{a.title}</title>}
      <rect x={text.x} y={text.y} width={text.w} height={text.h} rx={3} />
      <Words text={text} size={FONT.arrow} anchor="middle" className="sc-svg__label" />
    </g>
  );
}

function Words({ text, size, anchor, className }: { text: LaidText; size: number; anchor: 'start' | 'middle'; className: string }) {
  const x = anchor === 'middle' ? text.x + text.w / 2 : text.x + 4;
  const line = size * FONT.lineHeight;
  const top = text.y + 2 + (line - size) / 2 + size * 0.82;
  return (
    <text className={className} x={round(x)} y={round(top)} textAnchor={anchor} fontSize={size}>
      {text.lines.map((l, i) => (
        <tspan key={i} x={round(x)} dy={i === 0 ? 0 : round(line)}>
          {l}
        </tspan>
      ))}
    </text>
  );
}

const round = (n: number) => Math.round(n * 10) / 10;
