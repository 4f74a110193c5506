import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureText } from '../walkthrough/failure-text';
import { BoardSvg } from '../board/BoardSvg';
import type { LayoutOptions } from '../board/layout';
import { gameElements } from '../board/overlay';
import { staticLabels } from '../board/camera';
import { measureName } from '../board/live-board';
import type { BoardMap } from '../map/schema';
import { stepFocus } from '../site/embed-view';
import { parseNarration } from '../walkthrough/markdown';
import { clampStep } from '../walkthrough/step-hash';
import type { WalkthroughPayload } from '../walkthrough/step-payload';
import { sayFrom, type Messages, type Say } from '../i18n/format';

/**
 * The walkthrough as it lives in someone else's page (`<base>embed/walkthrough/<id>/`):
 * a static picture of the board for each step (SVG, no Cytoscape, so the frame stays
 * light), compact controls, the narration and the players' money. Arrow keys, Home
 * and End step through once the frame has focus. Everything comes from the step
 * views computed at build time.
 */
export interface EmbedPlayerProps {
  mapJson: string;
  payloadJson: string;
  layout?: LayoutOptions;
  /** The walkthrough's own page on the site, for "open the full walkthrough". */
  pageHref: string;
  /** The page language's words (`embed.` and the player's), chosen when the page is built. */
  messages?: Messages;
  /** Site base path, for rule links in the narration. */
  base?: string;
}

export default function EmbedPlayer({ mapJson, payloadJson, layout, pageHref, messages, base = '/' }: EmbedPlayerProps) {
  const say = useMemo(() => sayFrom(messages ?? {}), [messages]);
  const map = useMemo(() => JSON.parse(mapJson) as BoardMap, [mapJson]);
  const payload = useMemo(() => JSON.parse(payloadJson) as WalkthroughPayload, [payloadJson]);
  const count = payload.steps.length;
  const [current, setCurrent] = useState(1);
  const n = clampStep(current, count);
  const view = payload.steps[n - 1];
  const go = useCallback((to: number) => setCurrent(clampStep(to, count)), [count]);
  // Marks the frame as interactive (the server-rendered markup is not, until React takes over).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
      const to = e.key === 'ArrowRight' ? n + 1 : e.key === 'ArrowLeft' ? n - 1 : e.key === 'Home' ? 1 : e.key === 'End' ? count : null;
      if (to === null) return;
      e.preventDefault();
      go(to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [n, count, go]);

  const elements = useMemo(() => gameElements(map, view?.board ?? null, view?.highlight ?? {}, layout), [map, view, layout]);
  const focus = useMemo(() => (view ? stepFocus(map, view) : []), [map, view]);
  // Names placed for the size the board is drawn at, as the walkthrough page's board places them:
  // on a phone the whole board is small, and names at board size would be a few pixels high.
  const figure = useRef<HTMLElement | null>(null);
  const [stage, setStage] = useState<{ w: number; h: number } | null>(null);
  useEffect(() => {
    const svg = figure.current?.querySelector('svg');
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      setStage((was) => (was && Math.round(was.w) === Math.round(width) && Math.round(was.h) === Math.round(height) ? was : { w: width, h: height }));
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);
  const placed = useMemo(() => (stage && stage.w > 0 ? staticLabels(elements, focus.length ? focus : undefined, stage, 0, measureName, 28) : null), [elements, focus, stage]);
  if (!view) return <p className="emb__empty">{say('player.empty')}</p>;

  return (
    <div className="emb" data-step={n} data-hydrated={hydrated}>
      {/* The whole board (a step that changes nothing) is wider than a phone: there it scrolls sideways at a readable size. */}
      <figure ref={figure} className={focus.length ? 'emb__board' : 'emb__board emb__board--whole'}>
        <BoardSvg elements={elements} title={say('player.board.after', { n, title: view.title })} focus={focus.length ? focus : undefined} padding={28} id="emb-board" labels={placed?.labels} markerSize={placed?.markerSize} harborSize={placed?.harborSize} />
        {/* Always there (hidden when not needed) so the whole board's steps are no taller than the others. */}
        <figcaption className={focus.length === 0 ? 'emb__swipe' : 'emb__swipe emb__swipe--off'} aria-hidden={focus.length === 0 ? undefined : true}>
          {say('embed.swipe')}
        </figcaption>
      </figure>
      <div className="emb__controls" role="group" aria-label={say('player.controls')}>
        <button type="button" onClick={() => go(1)} disabled={n <= 1} aria-label={say('embed.first')}><Icon d="M6 5v14M19 5l-10 7 10 7z" /></button>
        <button type="button" onClick={() => go(n - 1)} disabled={n <= 1}><Icon d="M17 5l-10 7 10 7z" /> {say('player.back')}</button>
        <span className="emb__where" aria-live="polite">
          {n} / {count}
        </span>
        <button type="button" className="emb__next" onClick={() => go(n + 1)} disabled={n >= count}>{say('player.next')} <Icon d="M7 5l10 7-10 7z" /></button>
        <button type="button" onClick={() => go(count)} disabled={n >= count} aria-label={say('embed.last')}><Icon d="M18 5v14M5 5l10 7-10 7z" /></button>
      </div>
      {/* Every step's text is laid in the same grid cell, all but the current one hidden, so the
          block is as tall as the tallest step: the frame's height, and what is below it in the
          host page, stay put from the first step to the last. */}
      <div className="emb__steps">
        <StepText view={view} base={base} say={say} current />
        {payload.steps.map((v, i) => (
          <StepText key={i} view={v} base={base} say={say} current={false} />
        ))}
      </div>
      <p className="emb__more">
        <span className="emb__keys">{say('embed.keys')}</span> <a href={pageHref}>{say('embed.open')}</a>
      </p>
    </div>
  );
}

/**
 * One step's title, narration, changes and money. The current step's carries the ids and
 * data attributes that links and tests find it by; the hidden copies only hold the space.
 */
function StepText({ view, base, say, current }: { view: WalkthroughPayload['steps'][number]; base: string; say: Say; current: boolean }) {
  return (
    <div className={current ? 'emb__step emb__step--now' : 'emb__step emb__step--sizer'} aria-hidden={current ? undefined : true} inert={!current}>
      <h2 id={current ? 'emb-step-title' : undefined} className="emb__title">{view.title}</h2>
      {!view.ok && <p className="emb__broken" role={current ? 'note' : undefined}>{say('embed.broken', { why: view.failures.map((f) => failureText(f, say)).join(' ') })}</p>}
      <div className="emb__narration">
        {parseNarration(view.narration, base).map((para, i) => (
          <p key={i}>
            {para.map((t, j) => (t.type === 'strong' ? <strong key={j}>{t.text}</strong> : t.type === 'em' ? <em key={j}>{t.text}</em> : t.type === 'code' ? <code key={j}>{t.text}</code> : t.type === 'link' ? <a key={j} href={t.href}>{t.text}</a> : <span key={j}>{t.text}</span>))}
          </p>
        ))}
      </div>
      {view.changes.length > 0 && (
        <ul className="emb__changes">
          {view.changes.map((c, i) => (
            <li key={i}>{c.text}</li>
          ))}
        </ul>
      )}
      <table className="emb__players">
        <caption>{say('embed.after', { when: view.when })}</caption>
        <tbody>
          {view.players.map((p) => (
            <tr key={p.seat} data-player={current ? p.name : undefined}>
              <th scope="row">
                <span className="emb__nation" style={{ background: p.color, color: p.textColor }} aria-hidden="true">{p.initial}</span> {p.name}
                {p.firstPlayer && <span className="emb__tag"> {say('player.firstPlayer')}</span>}
              </th>
              <td data-field={current ? 'money' : undefined}><span className="money">{say('player.money', { amount: p.money })}</span></td>
              <td data-field={current ? 'card' : undefined}>{p.card ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A small filled glyph; system fonts lack the media-control symbols. */
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" style={{ verticalAlign: '-2px' }}>
      <path d={d} fill="currentColor" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
