import { onLeavingPage } from '../leaving-page';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Move, Violation } from '../../engine';
import type { BoardMap } from '../../map/schema';
import type { SavedGame } from '../../game/schema';
import type { Walkthrough } from '../../walkthrough/schema';
import { botAsk, botMove, botToAct, BOT_SPEEDS, type BotSpeed } from '../../play/bots';
import { listedMove, SEARCHING_BOTS } from '../../play/search';
import { useSearch } from './useSearch';
import { PLAY_AUTOSAVE_KEY, createPlaySaver, restorePlay, type KeptAside, type PlaySaver } from '../../play/autosave';
import { replayErrorText, type ProblemSay } from '../../play/problem-text';
import { emptyDraft, type AuthorDraft } from '../../play/authoring';
import { jumpTo, legalNow, playMove, redo, startSession, undo, type PlaySession } from '../../play/session';
import { openWalkthrough, playInWalkthrough, type WalkthroughContext } from '../../play/walkthrough-play';

/**
 * The play page's state: the session, the open walkthrough (if any), the
 * author's draft, and what the page says back (refusals, notices). Moves go
 * through the engine via src/play; this hook only sequences them, runs the bots
 * on a timer and autosaves (debounced) after every change.
 */
export interface Notice {
  kind: 'info' | 'warn' | 'error';
  text: string;
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/**
 * Another tab and this game: it saved over this tab's game (`changed`), or this tab saved over its game
 * and kept it (`kept`); or the game in progress before a link was opened here, kept (`earlier`).
 */
export type OtherTab = { kind: 'changed' } | ({ kind: 'kept' | 'earlier' } & KeptAside);

/** A saved time as the page shows it: "14:02:31". */
export const clockTime = (iso: string): string => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export function usePlay(lookup: (id: string) => BoardMap | null, problems: ProblemSay) {
  const say = problems.say;
  const [session, setSession] = useState<PlaySession | null>(null);
  const [ctx, setCtx] = useState<WalkthroughContext | null>(null);
  const [draft, setDraft] = useState<AuthorDraft>(emptyDraft());
  const [refusal, setRefusal] = useState<(Violation & { where: string; link?: string }) | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [speed, setSpeed] = useState<BotSpeed>('normal');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [otherTab, setOtherTab] = useState<OtherTab | null>(null);
  const sessionRef = useRef<PlaySession | null>(null);
  sessionRef.current = session;
  const saver = useRef<PlaySaver | null>(null);
  // The session last handed to the saver: the restored one needs no writing, and leaving the page writes any other.
  const handed = useRef<PlaySession | null>(null);
  const search = useSearch();

  const start = useCallback((game: SavedGame, map: BoardMap, title = ''): boolean => {
    const s = startSession(game, map);
    if (!s.ok) {
      setNotice({ kind: 'error', text: replayErrorText(s.error, problems) });
      return false;
    }
    setSession(s.value);
    setCtx(null);
    setDraft(emptyDraft(title || game.title || ''));
    setRefusal(null);
    setNotice(null);
    return true;
  }, [problems]);

  const openW = useCallback((w: Walkthrough, map: BoardMap, id: string | null, step?: number): boolean => {
    const opened = openWalkthrough(w, map, id, step);
    if (!opened.ok) {
      setNotice({ kind: 'error', text: say('play.notice.replay', { title: w.title, why: replayErrorText(opened.error, problems) }) });
      return false;
    }
    setSession(opened.value.session);
    setCtx(opened.value.context);
    setDraft(emptyDraft());
    setRefusal(null);
    setNotice(null);
    return true;
  }, [say, problems]);

  const play = useCallback(
    (move: Move, where = '') => {
      const s = sessionRef.current;
      if (!s) return false;
      const r = ctx ? playInWalkthrough(ctx, s, move) : playMove(s, move);
      if (!r.ok) {
        setRefusal({ ...r.error, where });
        return false;
      }
      sessionRef.current = r.value;
      setSession(r.value);
      setRefusal(null);
      return true;
    },
    [ctx],
  );

  const refuse = useCallback((v: Violation, where: string, link?: string) => setRefusal({ ...v, where, link }), []);
  // Undo and redo go to the position where a person acts (session.ts), and a refusal said before no longer applies.
  const back = useCallback(() => (setSession((s) => s && undo(s)), setRefusal(null)), []);
  const forward = useCallback(() => (setSession((s) => s && redo(s)), setRefusal(null)), []);
  // `step`: the walkthrough step picked, which the cursor alone cannot name when a step has no moves.
  const jump = useCallback((moves: number, step?: number) => {
    setSession((s) => s && jumpTo(s, moves));
    if (step !== undefined) setCtx((c) => c && { ...c, chosen: step });
  }, []);
  const leave = useCallback(() => {
    saver.current?.clear();
    handed.current = null;
    setSession(null);
    setCtx(null);
    setSavedAt(null);
  }, []);

  // A file is about to replace the game in progress: its latest position is written now, and
  // kept aside (as when a link opens another game) before the next game is first saved.
  const setAside = useCallback(() => {
    const s = saver.current;
    const now = sessionRef.current;
    if (!s || !now) return;
    if (now !== handed.current) {
      handed.current = now;
      s.schedule(now);
    }
    s.flush();
    s.adopt();
  }, []);

  // Restore once, after hydration (the server-rendered page has no storage). `load` false: a link or a
  // walkthrough step opened the page, and only the saving starts (the game it opened is not replaced).
  const restore = useCallback((load = true): boolean => {
    setRestored(true);
    if (!load) {
      saver.current?.adopt();
      return false;
    }
    const r = restorePlay(storage(), lookup, new Date(), problems);
    if (r.problem) setNotice({ kind: 'warn', text: r.problem.movedTo ? say('play.notice.kept', { why: r.problem.reason, key: r.problem.movedTo }) : r.problem.reason });
    if (!r.session) return false;
    handed.current = r.session;
    setSession(r.session);
    setSavedAt(r.savedAt);
    // Said, so a reload (or a crash) is seen to have lost nothing.
    const time = r.savedAt ? clockTime(r.savedAt) : '';
    const text = r.session.cursor === 0 ? say('play.autosave.restoredStart', { time }) : say('play.autosave.restored', { n: r.session.cursor, time });
    setNotice({ kind: 'info', text });
    return true;
  }, [lookup, problems]);

  // Autosave, debounced (a run of bot moves is written once), written at once when the page is hidden or left.
  useEffect(() => {
    const st = storage();
    if (!st) return;
    const s = createPlaySaver({
      storage: st,
      say,
      onSave: (r) => (r.ok ? setSavedAt(r.value) : setNotice({ kind: 'warn', text: r.error })),
      onOtherTabKept: (kept, earlier) => setOtherTab({ kind: earlier ? 'earlier' : 'kept', ...kept }),
    });
    saver.current = s;
    const flushLatest = () => {
      const now = sessionRef.current;
      if (now && now !== handed.current) {
        handed.current = now;
        s.schedule(now);
      }
      s.flush();
    };
    // Another tab wrote the game: say so (this tab's next save keeps that game aside first).
    const onStorage = (e: StorageEvent) => {
      if (e.key === PLAY_AUTOSAVE_KEY && e.newValue !== null) setOtherTab((o) => (o?.kind === 'kept' ? o : { kind: 'changed' }));
    };
    const stopListening = onLeavingPage(flushLatest);
    window.addEventListener('storage', onStorage);
    return () => {
      s.flush();
      stopListening();
      window.removeEventListener('storage', onStorage);
      saver.current = null;
    };
  }, []);

  useEffect(() => {
    if (!session || !restored || session === handed.current) return;
    handed.current = session;
    saver.current?.schedule(session);
  }, [session, restored]);

  // Bots move on their own, after a pause the speed control sets; not while redo is possible (the user is reviewing).
  useEffect(() => {
    if (!session || speed === 'paused' || session.cursor < session.moves.length) return;
    const bot = botToAct(session);
    if (!bot) return;
    let stale = false;
    const t = setTimeout(() => {
      if (!(SEARCHING_BOTS as readonly string[]).includes(bot)) {
        const move = botMove(session, bot);
        if (move) play(move);
        return;
      }
      // A searching bot thinks in the worker; its move is played only if nothing changed meanwhile.
      const ask = botAsk(session, bot);
      if (!ask) return;
      void search(ask).then((reply) => {
        const move = reply.kind === 'bot' && reply.move ? listedMove(legalNow(session), reply.move) : null;
        if (!stale && sessionRef.current === session && move) play(move);
      });
    }, BOT_SPEEDS[speed]);
    return () => {
      stale = true;
      clearTimeout(t);
    };
  }, [session, speed, play, search]);

  return { session, ctx, draft, setDraft, refusal, refuse, notice, setNotice, speed, setSpeed, savedAt, start, openW, play, back, forward, jump, leave, setAside, restore, search, setRefusal, otherTab, dismissOtherTab: () => setOtherTab(null) };
}
