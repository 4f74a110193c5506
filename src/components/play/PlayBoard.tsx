import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { BoardSvg, svgViewBox } from '../../board/BoardSvg';
import { harborSizeAt, markerSizeAt } from '../../board/camera';
import { BoardKey, type BoardKeyWords } from '../../board/BoardKey';
import { labelKey, placeLabels } from '../../board/labels';
import { measureName } from '../../board/live-board';
import type { BoardElement } from '../../board/elements';
import type { CompanyId } from '../../map/schema';
import { frameScrollLeft, LINK_CORE_WIDTH, linkHitWidth, litPoints, portHitRadii, type PlayLayer } from '../../play/layer';

/**
 * The board to play on: the site's board picture with a layer on top that lights
 * what the player to act may do (from `legalMoves` only) and takes clicks. Every
 * lit thing is also in the list of legal moves beside the board, which is the
 * keyboard and screen-reader way to play; so the layer itself is hidden from
 * assistive technology and not in the tab order.
 */
export interface PlayBoardProps {
  elements: BoardElement[];
  /** The board without the game: names are placed on it once, not every move. */
  board: BoardElement[];
  layer: PlayLayer;
  colors: Readonly<Record<CompanyId, string>>;
  title: string;
  focus?: readonly string[];
  /** Link most recently clicked without a legal move (drawn crossed out). */
  refused: string | null;
  /** Where the hint's move is played on the board (a link or an island), ringed so the eye finds it. */
  hinted?: { link?: string; island?: string } | null;
  onLink(link: string): void;
  onPort(island: string, role: 'place' | 'from' | 'to'): void;
  /** The words over the board's key (islands not named on it), given their number, and before the crowded ones. */
  keyWords: BoardKeyWords;
}

function PlayBoardView({ elements, board, layer, colors, title, focus, refused, hinted, onLink, onPort, keyWords }: PlayBoardProps) {
  const links = useMemo(() => layer.links.filter((l) => l.companies.length > 0), [layer]);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    // The picture, not the box: on a phone the picture is wider than its box (it scrolls sideways), and names
    // placed for the box's width came out twice too big.
    const svg = box.current?.querySelector('svg');
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(svg.getBoundingClientRect().width));
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);
  const view = useMemo(() => svgViewBox(board, focus, 30), [board, focus]);
  const zoom = width > 0 ? width / (view.x2 - view.x1) : 0;
  // Island names sized and placed for the scale the board is drawn at, so they stay readable (board/labels.ts).
  const labels = useMemo(() => {
    if (zoom === 0) return undefined;
    const markerSize = markerSizeAt(zoom);
    return placeLabels(board, { zoom, relevant: new Set(focus), measure: measureName, markerSize, harborSize: harborSizeAt(zoom), within: view });
  }, [board, focus, zoom, view]);
  const hits = useMemo(() => portHitRadii(layer.ports, zoom || 1), [layer, zoom]);
  // On a phone the picture is wider than its box: whenever other moves are lit, bring them into view (frameScrollLeft).
  useEffect(() => {
    const el = box.current;
    const ctm = el?.querySelector('svg')?.getScreenCTM();
    if (!el || !ctm || el.scrollWidth <= el.clientWidth) return;
    const left = el.getBoundingClientRect().left + el.clientLeft - el.scrollLeft;
    const xs = litPoints(layer).map((p) => new DOMPoint(p.x, p.y).matrixTransform(ctm).x - left);
    const to = frameScrollLeft(xs, el.clientWidth, el.scrollWidth, el.scrollLeft);
    if (to !== null) el.scrollLeft = to;
  }, [layer, width, view]);
  return (
    // A region the keyboard can reach, named by the board's title: on a phone it scrolls sideways. Always in the tab
    // order: made reachable only once measured as scrolling, it was still unreachable when axe-core read a phone's page
    // in two clean-clone runs (scrollable-region-focusable), whatever the measuring waited for.
    <>
      <div className="play-board" data-testid="play-board" ref={box} tabIndex={0} role="region" aria-label={title}>
        <BoardSvg elements={elements} title={title} focus={focus} id="play-svg" padding={30} labels={labels} harborSize={zoom > 0 ? harborSizeAt(zoom) : undefined}>
          <g className="play-layer" aria-hidden="true">
            {links.map((l) => (
              <g key={`lit-${l.link}`} className="play-layer__lit">
                <path d={l.d} className="play-layer__glow" />
                {l.companies.map((c, i) => (
                  <path key={c} d={l.d} stroke={colors[c]} strokeWidth={6} strokeDasharray={l.companies.length > 1 ? `10 ${10 * (l.companies.length - 1)}` : undefined} strokeDashoffset={-10 * i} fill="none" className="play-layer__company" />
                ))}
              </g>
            ))}
            {hinted?.link &&
              layer.links
                .filter((l) => l.link === hinted.link)
                .map((l) => <path key={`hint-${l.link}`} d={l.d} className="play-layer__hint" data-hint={l.link} />)}
            {hinted?.island &&
              layer.ports
                .filter((p) => p.island === hinted.island && p.role !== 'from')
                .map((p) => <circle key={`hint-${p.id}`} cx={p.at.x} cy={p.at.y} r={p.size + 9} className="play-layer__hint" data-hint={p.island} />)}
            {layer.links.map((l) => (
              <path
                key={l.link}
                d={l.d}
                style={{ strokeWidth: linkHitWidth(l.double, zoom || 1) }}
                className={`play-layer__hit${l.link === refused ? ' play-layer__hit--refused' : ''}`}
                data-link={l.link}
                data-legal={l.companies.length > 0 ? l.companies.join(' ') : undefined}
                onClick={() => onLink(l.link)}
              />
            ))}
            {/* The wide strokes above reach far at a small zoom; each link's own line (the checker keeps other links off its middle) goes over them all. */}
            {layer.links.map((l) => (
              <path key={`core-${l.link}`} d={l.d} style={{ strokeWidth: LINK_CORE_WIDTH }} className="play-layer__core" data-link={l.link} onClick={() => onLink(l.link)} />
            ))}
            {layer.ports.map((p) => (
              <circle
                key={`hit-${p.id}`}
                cx={p.at.x}
                cy={p.at.y}
                r={hits.get(p.id)}
                className="play-layer__port-hit"
                data-island={p.island}
                data-role={p.role}
                onClick={() => onPort(p.island, p.role)}
              />
            ))}
            {/* Each link's middle, where it is clicked, over the port spots' tap areas: a short link beside an island (Tonga–Fiji) stays clickable there while the spots keep their full tap size (the checker keeps port spaces off a link's middle). */}
            {layer.links.map((l) => (
              <circle key={`mid-${l.link}`} cx={l.mid.x} cy={l.mid.y} r={LINK_CORE_WIDTH / 2} className="play-layer__mid" data-link={l.link} onClick={() => onLink(l.link)} />
            ))}
            {layer.ports.map((p) => (
              <rect
                key={p.id}
                x={p.at.x - p.size / 2 - 5}
                y={p.at.y - p.size / 2 - 5}
                width={p.size + 10}
                height={p.size + 10}
                rx={3}
                className={`play-layer__port play-layer__port--${p.role}`}
                data-island={p.island}
                data-role={p.role}
                onClick={() => onPort(p.island, p.role)}
              />
            ))}
          </g>
        </BoardSvg>
      </div>
      <BoardKey entries={labelKey(labels ?? [])} words={keyWords} />
    </>
  );
}

export default memo(PlayBoardView);
