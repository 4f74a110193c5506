import { SideScroll } from './SideScroll';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isGameId, loadDrawing, loadGame, refusalWords, type AnyGameModule, type BoardDrawing, type Language, type Refusal } from '../../games';
import type { Messages } from '../../i18n/format';
import { MODULE_PAGES, moduleRuleHref } from '../../site/module/nav';
import { PACES, type Pace } from '../../shell/pace';
import { litOf, narrowed, offersOf, pointAt, settle, type Offer } from '../../shell/picker';
import { emptyRecorderDraft, type RecorderDraft } from '../../shell/recorder';
import { forkAt, hintMove, legalNow, playAutomatic, playMove, positionOf, redo, redoTarget, startSession, undo, undoTarget, viewerOf, viewOf, waiting, type Session, type ShellSeat } from '../../shell/session';
import type { MachineGraph } from '../../../machines/export';
import FinalScores from './FinalScores';
import FlowTrack from './FlowTrack';
import { trackStates } from '../../statecharts/track';
import { useFlowActor } from './useFlowActor';
import MovePicker, { type Pick } from './MovePicker';
import PlayBar from './PlayBar';
import PlayLog from './PlayLog';
import PlaySetup, { setupRefusal } from './PlaySetup';
import RecorderPanel from './RecorderPanel';
import { sayWith, type SayFn } from './play-say';
import { usePlayStore } from './usePlayStore';
import './module-play.css';

/**
 * The play page of any game whose module offers `play`: set up seats (people or bots), then the
 * drawn table as the seat to act may see it, the moves the rules list (grouped, narrowed, costs
 * shown), the bots' and the table's moves at a pace a person can follow, what each move caused in
 * words, and the score sheet. It reaches the game only through the registry.
 */
export interface ModulePlayProps {
  gameId: string;
  lang: Language;
  /** The site's home in this language, for links to rule paragraphs. */
  home: string;
  messages: Messages;
  /** The game's turn chart, for a game whose core says where play stands (`liveTurnChart`): lit beside the table by its actor. */
  turnChart?: MachineGraph | null;
}

export default function ModulePlay({ gameId, lang, home, messages, turnChart }: ModulePlayProps) {
  const say = useMemo(() => sayWith(messages), [messages]);
  const [loaded, setLoaded] = useState<{ module: AnyGameModule; draw: BoardDrawing | null } | null>(null);
  useEffect(() => {
    if (!isGameId(gameId)) return;
    Promise.all([loadGame(gameId), loadDrawing(gameId)]).then(([module, draw]) => setLoaded({ module, draw }));
  }, [gameId]);
  if (!loaded) return <p className="muted mp-loading">{say('mplay.loading')}</p>;
  return <PlayTable module={loaded.module} draw={loaded.draw} lang={lang} home={home} say={say} turnChart={turnChart} />;
}

const NO_PICK: Pick = { group: null, chosen: [] };
/** How long the instant pace plays moves before the table is drawn (ms): about one frame at 60 Hz. */
const INSTANT_SLICE_MS = 16;

function PlayTable({ module, draw, lang, home, say, turnChart }: { module: AnyGameModule; draw: BoardDrawing | null; lang: Language; home: string; say: SayFn; turnChart?: MachineGraph | null }) {
  const store = usePlayStore(module, lang, say, home);
  const { session, setSession } = store;
  const stands = useFlowActor(module, turnChart, session);
  const track = useMemo(() => (turnChart ? trackStates(turnChart) : null), [turnChart]);
  const [setupOpen, setSetupOpen] = useState(false);
  const [pick, setPick] = useState<Pick>(NO_PICK);
  const [hover, setHover] = useState<string[] | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [pace, setPace] = useState<Pace>('normal');
  const [hint, setHint] = useState<{ label: string; group: string | null; targets: string[] } | null>(null);
  /** The game a fork came from, or the game this browser kept before a link or an example took its place (`kept`), whole to go back to. */
  const [original, setOriginal] = useState<{ session: Session; kept: boolean } | null>(null);
  useEffect(() => {
    if (store.aside) setOriginal({ session: store.aside, kept: true });
  }, [store.aside]);
  const [recording, setRecording] = useState(false);
  const [draft, setDraft] = useState<RecorderDraft>(emptyRecorderDraft());

  const update = useCallback(
    (next: typeof session) => {
      setSession(next);
      setPick(NO_PICK);
      setHover(null);
      setHint(null);
    },
    [setSession],
  );

  // The bots and the table play when it is their turn, at the chosen pace, only at the head of the game (after an undo they wait).
  useEffect(() => {
    if (!session || pace === 'paused' || session.cursor !== session.moves.length) return;
    const w = waiting(session);
    if (w.kind !== 'bot' && w.kind !== 'chance') return;
    const id = setTimeout(() => {
      // At the instant pace, as many moves as fit in a frame's worth of main thread are drawn once.
      const until = pace === 'instant' ? performance.now() + INSTANT_SLICE_MS : 0;
      const next = playAutomatic(session, () => performance.now() < until);
      if (next !== session) setSession(next);
    }, PACES[pace]);
    return () => clearTimeout(id);
  }, [session, pace, setSession]);

  const groups = useMemo(() => (session && waiting(session).kind === 'person' ? offersOf(module, positionOf(session), legalNow(session), lang) : []), [session, module, lang]);
  const open = groups.find((g) => g.group.key === pick.group);
  const chosen = useMemo(() => (open ? settle(open.offers, pick.chosen) : []), [open, pick.chosen]);
  const lit = useMemo(() => {
    if (hover) return hover;
    if (!open) return hint?.targets ?? [];
    const only = chosen.length === pick.chosen.length ? pick.only : null;
    return litOf(narrowed(open.offers, chosen).filter((o) => !only || only.includes(o.d.steps[chosen.length]?.key ?? '')));
  }, [hover, open, chosen, pick, hint]);
  const svg = useMemo(() => (session && draw ? draw(viewOf(session), { lang, lit }) : ''), [session, draw, lang, lit]);

  const act = useCallback(
    (move: unknown) => {
      if (!session) return;
      const r = playMove(session, move);
      if (!r.ok) return setRefusal(r.error);
      setRefusal(null);
      update(r.value);
    },
    [session, update],
  );

  // Pointing at a space of the drawing: settles the choices it means, plays the move it completes, or asks the game what was meant (a refusal is told).
  const point = (target: EventTarget) => {
    const space = (target as Element).closest?.('[data-space]')?.getAttribute('data-space');
    if (!session || !space || waiting(session).kind !== 'person') return;
    const group = open ?? (() => {
      const hit = groups.filter((g) => g.offers.some((o) => (o.d.targets ?? []).includes(space)));
      return hit.length === 1 ? hit[0] : undefined;
    })();
    if (!group) return;
    const from = group === open ? chosen : [];
    const meant = pointAt(group.offers, from, space);
    if (meant?.offer) return act(meant.offer.move);
    if (meant) return setPick({ group: group.group.key, chosen: meant.chosen, only: meant.only });
    const asked = module.play?.pointed?.(positionOf(session), narrowed(group.offers, from).map((o: Offer) => o.move), space);
    if (asked !== null && asked !== undefined) act(asked);
  };

  if (!store.ready) return <p className="muted mp-loading">{say('mplay.loading')}</p>;
  const start = (seats: ShellSeat[], seed: number, variants: Record<string, string>): string | null => {
    const r = startSession(module, seats, seed, variants);
    if (!r.ok) return setupRefusal(module, r.error, lang);
    update(r.value);
    setRefusal(null);
    setOriginal(null);
    store.dropAside();
    setDraft(emptyRecorderDraft());
    setSetupOpen(false);
    store.setNotice(null);
    return null;
  };
  if (!session || setupOpen)
    return (
      <div className="mp">
        {store.notice && <p className="mp-notice" role="status">{store.notice}</p>}
        <PlaySetup module={module} lang={lang} say={say} start={start} resume={session ? () => setSetupOpen(false) : undefined} />
      </div>
    );

  const w = waiting(session);
  const seatName = (seat: number) => session.setup.seats[seat]?.name ?? String(seat + 1);
  const viewer = viewerOf(session);
  const behind = session.cursor < session.moves.length;
  const status =
    w.kind === 'ended'
      ? say('mplay.over')
      : w.kind === 'person'
        ? say('mplay.toAct.person', { name: seatName(w.seat) })
        : behind
          ? say('mplay.toAct.redo')
          : pace === 'paused'
            ? say('mplay.toAct.paused')
            : w.kind === 'bot'
              ? say('mplay.toAct.bot', { name: seatName(w.seat) })
              : say('mplay.toAct.chance');
  const ruleHref = refusal ? moduleRuleHref(module, refusal.rule, home) : null;
  // The hint is the game's bot's choice, described and lit by the game; the person still plays it (or not).
  const askHint = () => {
    const move = hintMove(session);
    if (move === null) return;
    const d = module.play?.describe(positionOf(session), move, lang);
    setPick(NO_PICK);
    setHint({ label: d?.label ?? module.moveKey(move), group: d?.group.key ?? null, targets: [...(d?.targets ?? [])] });
  };
  const fork = () => {
    setOriginal({ session, kept: false });
    update(forkAt(session));
    store.setNotice(say('mplay.fork.made', { n: session.cursor }));
  };
  return (
    <div className="mp" data-waiting={w.kind} data-moves={session.cursor}>
      <PlayBar
        canUndo={undoTarget(session) !== null}
        canRedo={redoTarget(session) !== null}
        undo={() => update(undo(session))}
        redo={() => update(redo(session))}
        pace={pace}
        setPace={setPace}
        newGame={() => setSetupOpen(true)}
        save={store.save}
        open={store.open}
        link={store.share}
        hint={w.kind === 'person' ? askHint : undefined}
        fork={behind ? fork : undefined}
        recording={recording}
        record={() => setRecording(!recording)}
        say={say}
      />
      {store.notice && <p className="mp-notice" role="status">{store.notice}</p>}
      {original && (
        <button
          type="button"
          className="button button--ghost mp-back"
          onClick={() => {
            update(original.session);
            setOriginal(null);
            if (original.kept) store.dropAside();
          }}
          data-fork-back
        >
          {say(original.kept ? 'mplay.kept.back' : 'mplay.fork.back', { n: original.session.moves.length })}
        </button>
      )}
      {store.link && (
        <label className="mp-link">
          <span>{say('mplay.link.label')}</span>
          <input type="text" readOnly value={store.link} onFocus={(e) => e.target.select()} data-link-text />
        </label>
      )}
      <div className="mp__table">
        <section className="mp__side" aria-labelledby="mp-status">
          <h2 id="mp-status" className="mp-status" aria-live="polite" data-status>
            {status}
          </h2>
          {w.kind === 'person' && module.play?.status && (
            <p className="mp-seat" data-seat-status>
              {module.play.status(positionOf(session), lang)}
            </p>
          )}
          <p className="mp-view muted">{viewer === null ? say('mplay.view.spectator') : say('mplay.view.seat', { name: seatName(viewer) })}</p>
          {refusal && (
            <p className="mp-refusal" role="alert" data-refusal={refusal.rule}>
              {say('mplay.refused', { text: module.play?.refusal ? module.play.refusal(positionOf(session), refusal, lang) : refusalWords(module, refusal, lang) })} {ruleHref ? <a href={ruleHref}>{say('mplay.rule', { id: refusal.rule })}</a> : say('mplay.rule', { id: refusal.rule })}
            </p>
          )}
          {hint && (
            <p className="mp-hint" role="status" data-hint-text>
              {say(hint.targets.length > 0 ? 'mplay.hint.text' : 'mplay.hint.list', { move: hint.label })}
            </p>
          )}
          {w.kind === 'person' && <MovePicker groups={groups} pick={pick} setPick={setPick} play={(o) => act(o.move)} light={setHover} hinted={hint?.group} say={say} />}
          {w.kind === 'ended' && <FinalScores module={module} sheet={module.score(positionOf(session))} seats={session.setup.seats} lang={lang} home={home} final say={say} />}
          {track && <FlowTrack states={track} at={stands} title={say('msite.wt.flow')} chart={{ href: `${home}${MODULE_PAGES.chart}`, label: say('msite.wt.flow.chart') }} compact />}
        </section>
        {svg && (
          // The game's own drawing; pointing at a lit space chooses it (the list beside it does the same by keyboard).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
          <SideScroll hint={say('mplay.board.scroll')}>
            <figure className="mp__board" tabIndex={0} role="group" aria-label={say('mplay.board')} data-board onClick={(e) => point(e.target)} dangerouslySetInnerHTML={{ __html: svg }} />
          </SideScroll>
        )}
        <div className="mp__log">
          <PlayLog session={session} lang={lang} say={say} />
        </div>
      </div>
      {/* Below the table, not in its columns: the moves' column stays in view as the page scrolls and would cover it. */}
      {recording && <RecorderPanel session={session} draft={draft} setDraft={setDraft} say={say} gameName={module.words[lang].name} />}
    </div>
  );
}
