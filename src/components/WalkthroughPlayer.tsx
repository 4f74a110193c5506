import { keepPlaceInLanguageLinks } from '../site/lang-switch';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureText } from '../walkthrough/failure-text';
import type { LayoutOptions } from '../board/layout';
import { gameElements } from '../board/overlay';
import type { BoardMap } from '../map/schema';
import type { MapChoice } from '../walkthrough/map-source';
import { wantsEditorMap } from '../walkthrough/map-query';
import type { Walkthrough } from '../walkthrough/schema';
import type { StepSnapshot, WalkthroughPayload } from '../walkthrough/step-payload';
import { clampStep, formatStepHash, parseStepHash } from '../walkthrough/step-hash';
import BoardView from './BoardView';
import LiveCharts from './charts/LiveCharts';
import { useWalkthroughCharts } from './charts/useWalkthroughCharts';
import type { MachineGraph } from '../../machines/export';
import Controls from './walkthrough/Controls';
import { keyAction } from './walkthrough/keys';
import Legend from './walkthrough/Legend';
import MapNotice from './walkthrough/MapNotice';
import PlayersPanel from './walkthrough/PlayersPanel';
import StepArticle from './walkthrough/StepArticle';
import { usePresentation } from './walkthrough/usePresentation';
import { useFitText } from './walkthrough/useFitText';
import { focusOf } from '../walkthrough/board-focus';
import { sayFrom, type Messages, type Say } from '../i18n/format';

/**
 * The walkthrough page's interactive part: the board, the narration of the current
 * step, controls, the players panel and what changed. Everything it shows comes
 * from the step view models (src/walkthrough/step-model.ts), computed at build time
 * for the published board; this component renders them and handles input (buttons,
 * keys, the `#step-N` hash, presentation mode). With `?map=editor` it loads the
 * rules engine and replays the walkthrough on the editor's board.
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
  /** JSON of the exported statecharts (`exportMachines()`): shown live beside the board when given. */
  chartsJson?: string;
  /** Link to the map editor. */
  editorHref?: string;
  /** The player's words in the page's language (`messagesFor(lang, 'player.')` and `'charts.live.'`); English when absent. */
  messages?: Messages;
  /** The play page opening this walkthrough (`…/play/?walkthrough=<id>`); each step links to it with `&step=N`. */
  playHref?: string;
}

interface Shown {
  choice: MapChoice;
  payload: WalkthroughPayload;
}

export default function WalkthroughPlayer({ walkthroughJson, mapJson, payloadJson, chartsJson, base = '/', layout, editorHref = '/editor/', playHref, messages }: WalkthroughPlayerProps) {
  const say: Say = useMemo(() => sayFrom(messages ?? {}), [messages]);
  const graphs = useMemo(() => (chartsJson ? (JSON.parse(chartsJson) as MachineGraph[]) : null), [chartsJson]);
  const defaultMap = useMemo(() => JSON.parse(mapJson) as BoardMap, [mapJson]);
  const [shown, setShown] = useState<Shown>(() => ({
    choice: { map: defaultMap, source: 'default', savedAt: null, errors: [], warnings: [] },
    payload: JSON.parse(payloadJson) as WalkthroughPayload,
  }));
  const [current, setCurrent] = useState(1);
  const root = useRef<HTMLDivElement>(null);
  // Set once the player's effects run (keys listen, the hash is read): what tests and scripts wait for.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const { presenting, fullscreen, present, toggleFullscreen } = usePresentation(root);
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
        if (cancelled || (chosen.source === 'default' && chosen.errors.length === 0 && !chosen.noSave)) return;
        const next = chosen.source === 'editor' ? replayPayload(JSON.parse(walkthroughJson) as Walkthrough, chosen.map, base) : null;
        setShown((prev) => ({ choice: chosen, payload: next ?? prev.payload }));
      });
    }
    const fromHash = () => {
      const n = parseStepHash(window.location.hash, stepCount);
      if (n !== null) setCurrent(n);
      keepPlaceInLanguageLinks();
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
      keepPlaceInLanguageLinks();
    },
    [count],
  );

  // Keys (see walkthrough/keys.ts); never while typing in a field.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
      // Space and Enter on a focused button press it; leave them to the button.
      if ((e.key === ' ' || e.key === 'Enter') && t?.tagName === 'BUTTON') return;
      const action = keyAction(e, presenting);
      if (!action) return;
      e.preventDefault();
      const n = clampStep(current, count);
      if (action.kind === 'step') go(action.to === 'next' ? n + 1 : action.to === 'back' ? n - 1 : action.to === 'start' ? 1 : count);
      else if (action.kind === 'present') present(!presenting);
      else if (action.kind === 'fullscreen') toggleFullscreen();
      else present(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, count, go, presenting, present, toggleFullscreen]);

  const elements = useMemo(() => (view ? gameElements(choice.map, view.board, view.highlight, layout) : gameElements(choice.map, null, {}, layout)), [choice.map, view, layout]);
  const focus = useMemo(() => (view ? focusOf(choice.map, view, presenting) : []), [choice.map, view, presenting]);

  const n = clampStep(current, count);
  const { overflowing } = useFitText(root, '.wt__step', presenting, view);
  // The page's own game chart actor, stepped with the reader, once loaded (the step's build-time charts until then).
  const chart = useWalkthroughCharts(walkthroughJson, choice.map, n, view?.charts, graphs !== null);
  // Beside the board in their own column; presenting, the board has the screen and the charts start folded under it.
  const charts = graphs && view && chart.live && (
    <details className="wt__charts" open={!presenting} data-charts={chart.running ? 'actor' : 'built'}>
      {/* A heading inside the summary, so the panels' h3 titles follow an h2 (they come before the step's h2 on the page). */}
      <summary>
        <h2 className="wt__charts-h">{say('player.charts')}</h2>
      </summary>
      <LiveCharts graphs={graphs} live={chart.live} compact messages={messages} />
    </details>
  );
  const failing = views.filter((v) => !v.ok);
  const setupFailures = payload.setupFailures;

  return (
    <div className={presenting ? 'wt wt--present' : 'wt'} data-live={live ? 'true' : undefined} ref={root} tabIndex={-1} aria-label={presenting ? say('player.presenting') : undefined} role={presenting ? 'region' : undefined}>
      <MapNotice choice={choice} editorHref={editorHref} say={say} />
      {(failing.length > 0 || setupFailures.length > 0) && (
        <div className="alert" role="alert">
          <h2>{say(choice.source === 'editor' ? 'player.disagrees.edited' : 'player.disagrees')}</h2>
          {setupFailures.length > 0 && (
            <ul>
              {setupFailures.map((f, i) => (
                <li key={i}>{say('player.setup', { message: f.message })}</li>
              ))}
            </ul>
          )}
          {failing.length > 0 && (
            <>
              <p>{say('player.breaking', { broken: failing.length, count, held: count - failing.length })}</p>
              <ul className="wt__failures">
                {failing.map((v) => (
                  <li key={v.id}>
                    <a href={formatStepHash(v.number)} onClick={(e) => (e.preventDefault(), go(v.number))}>
                      {say('player.stepLink', { n: v.number, title: v.title })}
                    </a>{' '}
                    — {v.failures.map((f) => failureText(f, say)).join(' ')}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}

      <div className="wt__grid">
        <section className="wt__board" aria-label={say('player.board')}>
          <BoardView
            elements={elements}
            focus={focus}
            maxFocusZoom={presenting ? 1.6 : 1.15}
            label={view ? say('player.board.after', { n, title: view.title }) : say('player.board.none')}
            id="wt-board"
            messages={messages ?? {}}
            live={presenting}
            pulse={presenting}
          />
          {view && <Legend players={view.players} say={say} />}
          {presenting && charts}
        </section>
        {!presenting && charts}

        <section className="wt__panel" aria-labelledby="wt-step-title">
          <div className="wt__bar">
            <Controls n={n} count={count} go={go} compact={presenting} say={say} />
            {/* On a phone the bar sticks at the top while the step is read below the board: the step's title rides with Next (the heading below is what assistive technology reads). */}
            {view && (
              <p className="wt__bar-step" aria-hidden="true">
                {say('player.whereTitle', { n, count, title: view.title })}
              </p>
            )}
            <div className="wt__modes" role="group" aria-label={say('player.presentation')}>
              {presenting ? (
                <>
                  <button type="button" onClick={toggleFullscreen} aria-pressed={fullscreen} title={say('player.fullscreen.title')}>
                    {say(fullscreen ? 'player.fullscreen.leave' : 'player.fullscreen')} <kbd>F</kbd>
                  </button>
                  <button type="button" className="wt__present-leave" onClick={() => present(false)} title={say('player.leave.title')}>
                    {say('player.leave')} <kbd>Esc</kbd>
                  </button>
                </>
              ) : (
                <button type="button" className="wt__present-toggle" onClick={() => present(true)} title={say('player.present.title')}>
                  {say('player.present')} <kbd>P</kbd>
                </button>
              )}
            </div>
          </div>
          <p className="wt__keys muted">
            {presenting ? (
              <>
                <kbd>←</kbd> <kbd>→</kbd>, {say('player.keys.presenting', { f: 'F', esc: 'Esc' })}
              </>
            ) : (
              <>
                {say('player.keys', { arrows: '← →', homeEnd: 'Home End', p: 'P' })}
              </>
            )}
          </p>
          {!view ? (
            <p>{say('player.empty')}</p>
          ) : presenting ? (
            // Presenting, the step scrolls if it must but the money stays in view below it.
            <>
              <StepArticle view={view} n={n} count={count} choice={choice} base={base} playHref={playHref} say={say} />
              {overflowing && (
                <p className="wt__more" aria-hidden="true">
                  {say('player.more')} ↓
                </p>
              )}
              <PlayersPanel view={view} say={say} />
            </>
          ) : (
            <StepArticle view={view} n={n} count={count} choice={choice} base={base} playHref={playHref} say={say}>
              <PlayersPanel view={view} say={say} />
            </StepArticle>
          )}
        </section>
      </div>

      <details className="wt__all">
        <summary>{say('player.all', { count })}</summary>
        <ol>
          {views.map((v) => (
            <li key={v.id} className={v.ok ? 'ok' : 'broken'}>
              <a href={formatStepHash(v.number)} aria-current={v.number === n ? 'step' : undefined} onClick={(e) => (e.preventDefault(), go(v.number))}>
                {v.title}
              </a>{' '}
              <span className={v.ok ? 'wt__holds' : 'wt__breaks'}>{say(v.ok ? 'player.holds' : 'player.breaks')}</span>
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
