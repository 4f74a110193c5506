import type { Language } from '../../i18n/languages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { currentSeat, type Move, type Variants } from '../../engine';
import type { BoardMap } from '../../map/schema';
import { parseMapText } from '../../map/parse';
import { companyColors } from '../../board/colors';
import { applyOverlay, gameOverlay } from '../../board/overlay';
import { boardElements } from '../../board/elements';
import type { LayoutOptions } from '../../board/layout';
import type { Walkthrough } from '../../walkthrough/schema';
import { mapNoteText, readEditorSave } from '../../walkthrough/map-source';
import { EDITOR_MAP_KEY } from '../../walkthrough/map-query';
import { mapOfGame } from '../../game/replay';
import { followSession } from '../../play/chart-follow';
import type { MachineGraph } from '../../../machines/export';
import { defaultSetup, type BoardChoice, type SetupForm } from '../../play/setup';
import { canRedo, canUndo, legalNow, positionOf, savedGameOf } from '../../play/session';
import { hintAsk, hintOf, botToAct } from '../../play/bots';
import { moveGroups, targetsOf } from '../../play/targets';
import { openFile } from '../../play/open';
import { decodeShare } from '../../play/share';
import SetupPanel from './SetupPanel';
import GameBar from './GameBar';
import PlayTable from './PlayTable';
import LiveCharts from '../charts/LiveCharts';
import AuthorPanel from './AuthorPanel';
import WalkthroughSteps, { WalkthroughBanner } from './WalkthroughSteps';
import ScoreSheet from './ScoreSheet';
import { usePlay } from './usePlay';
import { sayFrom, type Messages } from '../../i18n/format';
import type { RuleId } from '../../engine';
import { fileProblemText, mapUnavailableText } from '../../play/problem-text';
import { problemSay, WordsContext, type PlayWords } from './words';
import OtherTabNotice from './OtherTabNotice';

/**
 * The play page: set up a game (or open a saved game, a walkthrough, a link),
 * play it hot-seat against people and bots, watch the statecharts follow, and
 * record it as a walkthrough. Every rule is the engine's; this component wires
 * the pieces together.
 */
export interface PlayAppProps {
  mapJson: string;
  mapId: string | null;
  variants: Variants;
  /** The site's walkthroughs in the page's language; `title` is the English one, which a file of it carries. */
  walkthroughs: { id: string; json: string; title?: string }[];
  /** The exported statecharts (`exportMachines()`), shown live beside the board. */
  graphs: MachineGraph[];
  base: string;
  layout: LayoutOptions;
  /** The page's words (`messagesFor(lang, 'play.', …)`). */
  messages: Messages;
  /** The page's language, for the engine's refusals. */
  lang: Language;
  /** Number formatting for the page's language (`fr-FR`). */
  locale: string;
  /** Rule summaries in the page's language, for refusals; null on an English page (the engine's own sentence is shown). */
  rules: Partial<Record<RuleId, string>> | null;
}

type Boards = Record<BoardChoice, { map: BoardMap; ref: string | BoardMap } | { error: string } | null>;

export default function PlayApp({ mapJson, mapId, variants, walkthroughs, graphs, base, layout, messages, lang, locale, rules }: PlayAppProps) {
  const words: PlayWords = useMemo(() => ({ say: sayFrom(messages), lang, locale, rules }), [messages, lang, locale, rules]);
  const say = words.say;
  const siteMap = useMemo(() => JSON.parse(mapJson) as BoardMap, [mapJson]);
  const known = useMemo(() => walkthroughs.map((w) => ({ id: w.id, title: w.title, walkthrough: JSON.parse(w.json) as Walkthrough })), [walkthroughs]);
  const lookup = useCallback((id: string) => (id === mapId ? siteMap : null), [mapId, siteMap]);
  const problems = useMemo(() => problemSay(words), [words]);
  const p = usePlay(lookup, problems);
  const [form, setForm] = useState<SetupForm>(() => defaultSetup(siteMap, variants));
  const [fileBoard, setFileBoard] = useState<Boards['file']>(null);
  const [editorBoard, setEditorBoard] = useState<Boards['editor']>(null);
  /** The hint: asked for (the search running), or shown with the move it suggests (none when there was nothing to choose). */
  const [hinted, setHinted] = useState<{ thinking: true } | { thinking: false; move: Move | null; text: string } | null>(null);
  // The position a hint was asked for: a hint that finishes after a move is dropped.
  const hintFor = useRef<unknown>(null);
  const [authoring, setAuthoring] = useState(false);

  // After hydration: a shared link, a walkthrough step to try, or the autosaved game.
  useEffect(() => {
    (async () => {
      const params = new URLSearchParams(location.search);
      const shared = await decodeShare(location.hash, lookup, problems);
      const wid = params.get('walkthrough');
      if (shared) {
        history.replaceState(null, '', location.pathname + location.search);
        const map = shared.ok ? mapOfGame(shared.value, lookup) : null;
        if (shared.ok && map?.ok) {
          p.start(shared.value, map.value);
          p.restore(false);
        } else {
          // A link that cannot be opened leaves the player's own game on the board, with the link's notice over the "restored" one.
          p.restore();
          p.setNotice({ kind: 'error', text: say('play.notice.link', { why: shared.ok ? mapUnavailableText(shared.value, problems) : shared.error }) });
        }
        return;
      }
      const found = wid ? known.find((w) => w.id === wid) : undefined;
      if (found) {
        const step = Number(params.get('step'));
        p.openW(found.walkthrough, siteMap, found.id, Number.isInteger(step) && step >= 0 ? step : undefined);
        p.restore(false);
        return;
      }
      if (!p.restore()) {
        if (wid) p.setNotice({ kind: 'warn', text: say('play.notice.noWalkthrough', { id: wid }) });
      }
    })();
    try {
      const raw = localStorage.getItem(EDITOR_MAP_KEY);
      const r = readEditorSave(raw);
      setEditorBoard(r.ok ? { map: r.map, ref: r.map } : { error: r.errors.map((e) => mapNoteText(e, say)).join(' ') });
    } catch {
      setEditorBoard({ error: say('play.notice.editorUnreadable') });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const readText = async (file: File) => file.text();
  const onBoardFile = async (file: File) => {
    const m = parseMapText(await readText(file));
    setFileBoard(m.ok ? { map: m.value, ref: m.value } : { error: m.error.map((e) => fileProblemText(file.name, e, problems)).join(say('problem.separator')) });
  };
  const onOpen = async (file: File) => {
    const opened = openFile(file.name, await readText(file), problems);
    // Whatever a file opens, the game in progress is kept aside (p.setAside), never written over.
    if (opened.kind === 'error') p.setNotice({ kind: 'error', text: opened.problems.join(' ') });
    else if (opened.kind === 'map') {
      p.setAside();
      setFileBoard({ map: opened.map, ref: opened.map });
      setForm({ ...form, board: 'file' });
      p.leave();
    } else if (opened.kind === 'walkthrough') {
      const id = known.find((k) => (k.title ?? k.walkthrough.title) === opened.walkthrough.title)?.id ?? null;
      const map = opened.walkthrough.map === mapId ? siteMap : fileBoard && 'map' in fileBoard ? fileBoard.map : null;
      if (!map) p.setNotice({ kind: 'error', text: say('play.notice.otherBoard', { file: file.name, map: opened.walkthrough.map }) });
      else {
        p.setAside();
        p.openW(opened.walkthrough, map, id);
      }
    } else {
      const map = mapOfGame(opened.game, (id) => lookup(id) ?? (fileBoard && 'map' in fileBoard ? fileBoard.map : null));
      if (!map.ok) p.setNotice({ kind: 'error', text: say('play.notice.file', { file: file.name, why: mapUnavailableText(opened.game, problems) }) });
      else {
        p.setAside();
        p.start(opened.game, map.value);
      }
    }
  };

  const boards: Boards = { site: { map: siteMap, ref: mapId ?? siteMap }, editor: editorBoard, file: fileBoard };
  const s = p.session;
  const state = s ? positionOf(s) : null;
  const legal = useMemo(() => (s ? legalNow(s) : []), [s]);
  const targets = useMemo(() => targetsOf(legal), [legal]);
  const groups = useMemo(() => (state ? moveGroups(state, legal, say) : []), [state, legal, say]);
  // The static board is built once per map; each move only lays the game over it.
  const board = useMemo(() => (s ? boardElements(s.map, layout) : []), [s?.map, layout]);
  const elements = useMemo(() => (s && state ? applyOverlay(board, gameOverlay(s.map, state, {}, layout)) : []), [board, state, layout]);
  const colors = useMemo(() => companyColors(s?.map ?? siteMap), [s?.map, siteMap]);
  // The game chart's actor follows the session; the live charts are read off its snapshot, with what the last moves passed through.
  const [chart] = useState(followSession);
  useEffect(() => () => chart.stop(), [chart]);
  const live = useMemo(() => (s ? chart.live(s) : null), [chart, s]);
  useEffect(() => {
    hintFor.current = null;
    setHinted(null);
  }, [state]);
  const askHint = () => {
    if (!s) return;
    const asked = positionOf(s);
    hintFor.current = asked;
    setHinted({ thinking: true });
    // The search runs in a worker (p.search): the page keeps answering while it thinks.
    void p.search(hintAsk(s)).then((reply) => {
      // A hint that finishes after a move (or a new game) is for a position no longer shown.
      if (hintFor.current !== asked) return;
      const h = hintOf(s, reply.kind === 'hint' ? reply.choice : null, say, locale);
      setHinted(h ? { thinking: false, move: h.move, text: say('play.hint.text', { move: h.label, why: h.why }) } : { thinking: false, move: null, text: say('play.hint.none') });
    });
  };
  // A game just started or opened: bring the table into view (the set-up form may have been scrolled far down).
  const playing = s !== null;
  useEffect(() => {
    if (playing) document.querySelector('.play')?.scrollIntoView({ block: 'start' });
  }, [playing]);

  // Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z) for undo and redo, except while typing.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (!(e.ctrlKey || e.metaKey) || (t && /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
      if (e.key === 'z' && !e.shiftKey) (e.preventDefault(), p.back());
      else if (e.key === 'y' || (e.key === 'Z' && e.shiftKey)) (e.preventDefault(), p.forward());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [p.back, p.forward]);

  const original = p.ctx?.walkthrough ?? (s?.game.origin ? (known.find((k) => k.id === s.game.origin!.id)?.walkthrough ?? null) : null);
  const reviewing = s ? s.cursor < s.moves.length : false;
  const bot = s && !reviewing ? botToAct(s) : null;

  return (
    <WordsContext.Provider value={words}>
    <div className="play">
      {p.notice && (
        <div className={`${p.notice.kind === 'info' ? 'note' : 'alert'} play-notice`} role={p.notice.kind === 'error' ? 'alert' : 'status'} data-testid="notice">
          <p>{p.notice.text}</p>
          <button type="button" className="play-btn play-btn--quiet" onClick={() => p.setNotice(null)}>
            {say('play.dismiss')}
          </button>
        </div>
      )}
      {p.otherTab && <OtherTabNotice otherTab={p.otherTab} onDismiss={p.dismissOtherTab} say={say} />}
      {!s || !state ? (
        <div className="play-start">
          <SetupPanel form={form} setForm={setForm} boards={boards} onBoardFile={onBoardFile} start={(g, m) => p.start(g, m)} siteVariants={variants} />
          <section className="play-open" aria-labelledby="play-open-h">
            <h2 id="play-open-h">{say('play.open')}</h2>
            {known.length > 0 && (
              <ul>
                {known.map((k) => (
                  <li key={k.id}>
                    <button type="button" className="play-btn" onClick={() => p.openW(k.walkthrough, siteMap, k.id)}>
                      {say('play.open.walkthrough', { title: k.walkthrough.title })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <label className="play-btn play-file">
              {say('play.open.file')}
              <input type="file" accept=".json,.yaml,.yml" className="visually-hidden" onChange={(e) => e.target.files?.[0] && onOpen(e.target.files[0])} />
            </label>
          </section>
        </div>
      ) : (
        <>
          <GameBar
            canUndo={canUndo(s)}
            canRedo={canRedo(s)}
            undo={p.back}
            redo={p.forward}
            hint={askHint}
            hintState={state.ended || bot ? 'off' : hinted?.thinking ? 'thinking' : 'ready'}
            hasBots={s.game.players.some((x) => x.bot)}
            speed={p.speed}
            setSpeed={p.setSpeed}
            game={() => savedGameOf(s)}
            openFile={onOpen}
            newGame={p.leave}
            savedAt={p.savedAt}
          />
          {p.ctx && (
            <WalkthroughBanner
              ctx={p.ctx}
              session={s}
              record={() => {
                setAuthoring(true);
                requestAnimationFrame(() => document.getElementById('play-author')?.scrollIntoView({ block: 'start' }));
              }}
            />
          )}
          {hinted && (
            <p className="note play-hint" role="status" aria-busy={hinted.thinking}>
              {hinted.thinking ? say('play.hint.searching') : hinted.text}
            </p>
          )}
          <PlayTable p={p} board={board} state={state} targets={targets} groups={groups} elements={elements} colors={colors} base={base} bot={bot} reviewing={reviewing} hinted={hinted && !hinted.thinking ? hinted.move : null} />
          {state.ended && <ScoreSheet state={state} base={base} />}
          {p.ctx && <WalkthroughSteps ctx={p.ctx} session={s} jump={p.jump} />}
          {live && graphs.length > 0 && (
            <section className="play-charts" aria-labelledby="play-charts-h">
              <h3 id="play-charts-h">{say('play.charts')}</h3>
              <LiveCharts graphs={graphs} live={live} headingLevel={4} messages={messages} />
            </section>
          )}
          <details className="play-author-wrap" id="play-author" open={authoring} onToggle={(e) => setAuthoring((e.target as HTMLDetailsElement).open)}>
            <summary>{say('play.record')}</summary>
            {/* Drafting re-reads the whole game: only while the panel is open. */}
            {authoring && <AuthorPanel session={s} draft={p.draft} setDraft={p.setDraft} original={original} base={base} />}
          </details>
          <p className="visually-hidden" aria-live="polite">
            {state.ended ? say('play.live.over') : say('play.live.toPlay', { name: state.players[currentSeat(state)].name })}
          </p>
        </>
      )}
    </div>
    </WordsContext.Provider>
  );
}
