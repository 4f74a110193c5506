import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LayoutOptions } from '../board/layout';
import { gameElements } from '../board/overlay';
import type { BoardMap } from '../map/schema';
import { ruleHref } from '../site/rule-links';
import type { MapChoice } from '../walkthrough/map-source';
import { wantsEditorMap } from '../walkthrough/map-query';
import { parseNarration, type Paragraph } from '../walkthrough/markdown';
import type { Walkthrough } from '../walkthrough/schema';
import type { StepSnapshot, WalkthroughPayload } from '../walkthrough/step-payload';
import { clampStep, formatStepHash, parseStepHash } from '../walkthrough/step-model';
import BoardView from './BoardView';

/**
 * The walkthrough page's interactive part: the board, the narration of the current
 * step, controls, the players panel and what changed. Everything it shows comes
 * from the step view models (src/walkthrough/step-model.ts), computed at build time
 * for the published board; this component renders them and handles input (buttons,
 * arrow keys, Home/End, the `#step-N` hash). With `?map=editor` it loads the rules
 * engine and replays the walkthrough on the editor's board.
 */

export interface WalkthroughPlayerProps {
  /** JSON of the Walkthrough (needed only to replay on another board). */
  walkthroughJson: string;
  /** JSON of the default BoardMap. */
  mapJson: string;
  /** JSON of the WalkthroughPayload for the default map. */
  payloadJson: string;
  /** Site base path, for rule links. */
  base?: string;
  layout?: LayoutOptions;
  /** Link to the map editor. */
  editorHref?: string;
  /** The play page opening this walkthrough (`…/play/?walkthrough=<id>`); each step links to it with `&step=N`. */
  playHref?: string;
}

interface Shown {
  choice: MapChoice;
  payload: WalkthroughPayload;
}

export default function WalkthroughPlayer({ walkthroughJson, mapJson, payloadJson, base = '/', layout, editorHref = '/editor/', playHref }: WalkthroughPlayerProps) {
  const defaultMap = useMemo(() => JSON.parse(mapJson) as BoardMap, [mapJson]);
  const [shown, setShown] = useState<Shown>(() => ({
    choice: { map: defaultMap, source: 'default', savedAt: null, errors: [], warnings: [] },
    payload: JSON.parse(payloadJson) as WalkthroughPayload,
  }));
  const [current, setCurrent] = useState(1);
  const { choice, payload } = shown;
  const views = payload.steps;
  const count = views.length;
  const view: StepSnapshot | undefined = views[clampStep(current, count) - 1];
  const stepCount = useMemo(() => (JSON.parse(walkthroughJson) as Walkthrough).steps.length, [walkthroughJson]);

  // After hydration: which map (?map=editor), which step (#step-N).
  useEffect(() => {
    let cancelled = false;
    if (wantsEditorMap(window.location.search)) {
      // The map parser, checker and rules engine load only for this case.
      void import('../walkthrough/editor-replay').then(({ chooseMap, replayPayload }) => {
        let storage: Storage | null = null;
        try {
          storage = window.localStorage;
        } catch {
          storage = null;
        }
        const chosen = chooseMap(window.location.search, storage, defaultMap);
        if (cancelled || (chosen.source === 'default' && chosen.errors.length === 0)) return;
        const next = chosen.source === 'editor' ? replayPayload(JSON.parse(walkthroughJson) as Walkthrough, chosen.map, base) : null;
        setShown((prev) => ({ choice: chosen, payload: next ?? prev.payload }));
      });
    }
    const fromHash = () => {
      const n = parseStepHash(window.location.hash, stepCount);
      if (n !== null) setCurrent(n);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', fromHash);
    };
  }, [defaultMap, walkthroughJson, stepCount, base]);

  const go = useCallback(
    (n: number) => {
      const next = clampStep(n, count);
      setCurrent(next);
      const url = `${window.location.pathname}${window.location.search}${formatStepHash(next)}`;
      window.history.replaceState(window.history.state, '', url);
    },
    [count],
  );

  // Arrow keys step through; Home and End jump to the ends. Not while typing or with modifiers.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
      const n = clampStep(current, count);
      const target = e.key === 'ArrowRight' ? n + 1 : e.key === 'ArrowLeft' ? n - 1 : e.key === 'Home' ? 1 : e.key === 'End' ? count : null;
      if (target === null) return;
      e.preventDefault();
      go(target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, count, go]);

  const elements = useMemo(() => (view ? gameElements(choice.map, view.board, view.highlight, layout) : gameElements(choice.map, null, {}, layout)), [choice.map, view, layout]);
  const focus = useMemo(() => (view ? focusOf(choice.map, view) : []), [choice.map, view]);

  const n = clampStep(current, count);
  const failing = views.filter((v) => !v.ok);
  const setupFailures = payload.setupFailures;

  return (
    <div className="wt">
      <MapNotice choice={choice} editorHref={editorHref} />
      {(failing.length > 0 || setupFailures.length > 0) && (
        <div className="alert" role="alert">
          <h2>The rules engine disagrees with this walkthrough{choice.source === 'editor' ? ' on the edited board' : ''}</h2>
          {setupFailures.length > 0 && (
            <ul>
              {setupFailures.map((f, i) => (
                <li key={i}>Setup: {f.message}</li>
              ))}
            </ul>
          )}
          {failing.length > 0 && (
            <>
              <p>
                {failing.length} of {count} steps break. {count - failing.length} still hold.
              </p>
              <ul className="wt__failures">
                {failing.map((v) => (
                  <li key={v.id}>
                    <a href={formatStepHash(v.number)} onClick={(e) => (e.preventDefault(), go(v.number))}>
                      Step {v.number}: {v.title}
                    </a>{' '}
                    — {v.failures.map((f) => f.message).join(' ')}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}

      <div className="wt__grid">
        <section className="wt__board" aria-label="Board">
          <BoardView elements={elements} focus={focus} maxFocusZoom={1.15} label={view ? `The board after step ${n}: ${view.title}` : 'The board'} id="wt-board" />
          <Legend />
        </section>

        <section className="wt__panel" aria-labelledby="wt-step-title">
          <Controls n={n} count={count} go={go} />
          <p className="wt__keys muted">
            Keys: <kbd>←</kbd> <kbd>→</kbd> step, <kbd>Home</kbd> <kbd>End</kbd> jump.
          </p>
          {view ? (
            <article className="wt__step" data-step={n}>
              <p className="wt__where">
                Step {n} of {count}
                {view.actor ? ` · ${view.actor}` : ''}
              </p>
              <h2 id="wt-step-title" aria-live="polite">
                {view.title}
              </h2>
              {playHref && choice.source === 'default' && (
                <p className="wt__try">
                  <a href={`${playHref}&step=${n}`}>Try it from here</a> <span className="muted">— play on from this step on the play page</span>
                </p>
              )}
              {!view.ok && (
                <div className="alert wt__step-alert" role="alert">
                  <h3>This step does not hold{choice.source === 'editor' ? ' on the edited board' : ''}</h3>
                  <ul>
                    {view.failures.map((f, i) => (
                      <li key={i}>
                        {f.message}
                        {f.rule ? (
                          <>
                            {' '}
                            (<a href={ruleHref(f.rule, base)}>{f.rule}</a>)
                          </>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <div className="wt__narration">
                <Narration paragraphs={parseNarration(view.narration, base)} />
              </div>
              {view.rules.length > 0 && (
                <div className="wt__rules">
                  <h3>Rules in this step</h3>
                  <ul>
                    {view.rules.map((r) => (
                      <li key={r.id}>
                        <a href={r.href} title={r.summary}>
                          <code>{r.id}</code>
                        </a>{' '}
                        <span className="wt__rule-summary">{r.summary}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <div className="wt__changes">
                <h3>What changed</h3>
                {view.changes.length === 0 ? (
                  <p className="muted">Nothing moves on the board in this step.</p>
                ) : (
                  <ul>
                    {view.changes.map((c, i) => (
                      <li key={i} className={`change change--${c.kind}`} data-company={c.company}>
                        {c.company ? <span className={`swatch company-swatch company-swatch--${c.company}`} aria-hidden="true" /> : null}
                        {c.text}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </article>
          ) : (
            <p>This walkthrough has no steps to show.</p>
          )}
          {view && <PlayersPanel view={view} />}
        </section>
      </div>

      <details className="wt__all">
        <summary>All {count} steps</summary>
        <ol>
          {views.map((v) => (
            <li key={v.id} className={v.ok ? 'ok' : 'broken'}>
              <a href={formatStepHash(v.number)} aria-current={v.number === n ? 'step' : undefined} onClick={(e) => (e.preventDefault(), go(v.number))}>
                {v.title}
              </a>{' '}
              <span className={v.ok ? 'wt__holds' : 'wt__breaks'}>{v.ok ? '✓ holds' : '✗ breaks'}</span>
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}

const Icon = ({ d }: { d: string }) => (
  <svg className="wt__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" />
  </svg>
);
const ICON = {
  start: 'M2 2h2v12H2zM14 2v12L5 8z',
  back: 'M12 2v12L3 8z',
  next: 'M4 2v12l9-6z',
  end: 'M12 2h2v12h-2zM2 2v12l9-6z',
};

function Controls({ n, count, go }: { n: number; count: number; go: (n: number) => void }) {
  return (
    <div className="wt__controls" role="group" aria-label="Walkthrough steps">
      <button type="button" onClick={() => go(1)} disabled={n <= 1}>
        <Icon d={ICON.start} /> Start
      </button>
      <button type="button" onClick={() => go(n - 1)} disabled={n <= 1}>
        <Icon d={ICON.back} /> Back
      </button>
      <button type="button" className="wt__next" onClick={() => go(n + 1)} disabled={n >= count}>
        Next <Icon d={ICON.next} />
      </button>
      <button type="button" onClick={() => go(count)} disabled={n >= count}>
        End <Icon d={ICON.end} />
      </button>
    </div>
  );
}

function PlayersPanel({ view }: { view: StepSnapshot }) {
  return (
    <div className="wt__players">
      <h3 id="wt-players-title">
        Players <span className="wt__after">after this step · {view.when}</span>
      </h3>
      <div className="wt__table-scroll">
      <table aria-labelledby="wt-players-title">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" className="num">
              Money
            </th>
            <th scope="col">Card</th>
            <th scope="col" className="num">
              <abbr title="Port markers in reserve">Reserve</abbr>
            </th>
            <th scope="col">
              <abbr title="Ship bought this round, waiting to start its route">Ship</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {view.players.map((p) => (
            <tr key={p.seat} data-player={p.name} className={p.acting ? 'acting' : undefined}>
              <th scope="row">
                <span className="wt__who">
                  <span className="nation-chip" style={{ background: p.color, color: p.textColor }} title={p.nationLabel} aria-hidden="true">
                    {p.initial}
                  </span>
                  <span className="wt__player-name">{p.name}</span>
                  <span className="visually-hidden"> ({p.nationLabel})</span>
                </span>
                {(p.firstPlayer || p.next) && (
                  <span className="wt__badges">
                    {p.firstPlayer && (
                      <span className="badge" title="Holds the first-player card">
                        first player
                      </span>
                    )}
                    {p.next && <span className="badge badge--next">to play</span>}
                  </span>
                )}
              </th>
              <td className="num" data-field="money">
                <span className="money">${p.money}</span>
                {p.moneyDelta !== 0 && <span className={`delta ${p.moneyDelta > 0 ? 'delta--up' : 'delta--down'}`}>{p.moneyDelta > 0 ? `+$${p.moneyDelta}` : `−$${-p.moneyDelta}`}</span>}
              </td>
              <td data-field="card">{p.card ?? <span className="muted" aria-label="none">—</span>}</td>
              <td className="num" data-field="reserve">
                {p.reserve}
                {p.reserveDelta !== 0 && <span className="delta delta--down">{p.reserveDelta > 0 ? `+${p.reserveDelta}` : `−${-p.reserveDelta}`}</span>}
              </td>
              <td data-field="clipper">{p.clipper ?? <span className="muted" aria-label="none">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </div>
  );
}

function MapNotice({ choice, editorHref }: { choice: MapChoice; editorHref: string }) {
  if (choice.errors.length > 0) {
    return (
      <div className="alert" role="alert">
        <h2>The editor's board could not be used</h2>
        <ul>
          {choice.errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
        <p>
          Showing the default board instead. <a href={editorHref}>Open the editor</a>.
        </p>
      </div>
    );
  }
  if (choice.source === 'editor') {
    return (
      <div className="note note--warn" role="status">
        <p>
          Replaying on <strong>your board from the editor</strong> ({choice.map.name}
          {choice.savedAt ? `, saved ${choice.savedAt}` : ''}). <a href={editorHref}>Back to the editor</a>.
        </p>
        {choice.warnings.length > 0 && (
          <ul>
            {choice.warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return null;
}

function Narration({ paragraphs }: { paragraphs: Paragraph[] }) {
  return (
    <>
      {paragraphs.map((para, i) => (
        <p key={i}>
          {para.map((t, j) =>
            t.type === 'strong' ? (
              <strong key={j}>{t.text}</strong>
            ) : t.type === 'em' ? (
              <em key={j}>{t.text}</em>
            ) : t.type === 'code' ? (
              <code key={j}>{t.text}</code>
            ) : t.type === 'link' ? (
              <a key={j} href={t.href}>
                {t.text}
              </a>
            ) : (
              <span key={j}>{t.text}</span>
            ),
          )}
        </p>
      ))}
    </>
  );
}

function Legend() {
  return (
    <p className="wt__legend">
      <span>
        <span className="legend-ship" aria-hidden="true">▲</span> ship at a route's end
      </span>
      <span>
        <span className="legend-port" aria-hidden="true" /> free port space
      </span>
      <span>
        <span className="legend-dash" aria-hidden="true" /> route spaces (one dash each)
      </span>
      <span>
        <span className="legend-glow" aria-hidden="true" /> changed in this step
      </span>
    </p>
  );
}

/** What to frame: the step's changes, else everything laid so far; the whole board before anything is laid. */
function focusOf(map: BoardMap, view: StepSnapshot): string[] {
  const ids = new Set<string>();
  const linkEnds = (id: string) => {
    const link = map.links.find((l) => l.id === id);
    if (link) ids.add(link.from).add(link.to).add(id);
  };
  view.highlight.links?.forEach(linkEnds);
  view.highlight.islands?.forEach((id) => ids.add(id));
  if (ids.size === 0) {
    map.links.forEach((link, i) => {
      if (view.board.links[i]) linkEnds(link.id);
    });
  }
  return [...ids];
}
