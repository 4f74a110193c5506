import { useCallback, useEffect, useRef, useState } from 'react';
import type { Move, Violation } from '../../engine';
import type { BoardMap } from '../../map/schema';
import type { SavedGame } from '../../game/schema';
import type { Walkthrough } from '../../walkthrough/schema';
import { botMove, botToAct, BOT_SPEEDS, type BotSpeed } from '../../play/bots';
import { PLAY_AUTOSAVE_DELAY_MS, clearPlay, restorePlay, savePlay } from '../../play/autosave';
import { emptyDraft, type AuthorDraft } from '../../play/authoring';
import { jumpTo, playMove, redo, startSession, undo, type PlaySession } from '../../play/session';
import { openWalkthrough, playInWalkthrough, type WalkthroughContext } from '../../play/walkthrough-play';
import type { Say } from '../../i18n/format';

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

export function usePlay(lookup: (id: string) => BoardMap | null, say: Say) {
  const [session, setSession] = useState<PlaySession | null>(null);
  const [ctx, setCtx] = useState<WalkthroughContext | null>(null);
  const [draft, setDraft] = useState<AuthorDraft>(emptyDraft());
  const [refusal, setRefusal] = useState<(Violation & { where: string; link?: string }) | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [speed, setSpeed] = useState<BotSpeed>('normal');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const sessionRef = useRef<PlaySession | null>(null);
  sessionRef.current = session;

  const start = useCallback((game: SavedGame, map: BoardMap, title = ''): boolean => {
    const s = startSession(game, map);
    if (!s.ok) {
      setNotice({ kind: 'error', text: s.error.index !== null ? say('play.notice.move', { n: s.error.index + 1, why: s.error.message }) : s.error.message });
      return false;
    }
    setSession(s.value);
    setCtx(null);
    setDraft(emptyDraft(title || game.title || ''));
    setRefusal(null);
    setNotice(null);
    return true;
  }, [say]);

  const openW = useCallback((w: Walkthrough, map: BoardMap, id: string | null, step?: number): boolean => {
    const opened = openWalkthrough(w, map, id, step);
    if (!opened.ok) {
      setNotice({ kind: 'error', text: say('play.notice.replay', { title: w.title, why: opened.error.message }) });
      return false;
    }
    setSession(opened.value.session);
    setCtx(opened.value.context);
    setDraft(emptyDraft());
    setRefusal(null);
    setNotice(null);
    return true;
  }, [say]);

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
  const back = useCallback(() => setSession((s) => s && undo(s)), []);
  const forward = useCallback(() => setSession((s) => s && redo(s)), []);
  const jump = useCallback((moves: number) => setSession((s) => s && jumpTo(s, moves)), []);
  const leave = useCallback(() => {
    const st = storage();
    if (st) clearPlay(st);
    setSession(null);
    setCtx(null);
    setSavedAt(null);
  }, []);

  // Restore once, after hydration (the server-rendered page has no storage).
  const restore = useCallback((): boolean => {
    setRestored(true);
    const r = restorePlay(storage(), lookup, new Date(), say);
    if (r.problem) setNotice({ kind: 'warn', text: r.problem.movedTo ? say('play.notice.kept', { why: r.problem.reason, key: r.problem.movedTo }) : r.problem.reason });
    if (!r.session) return false;
    setSession(r.session);
    setSavedAt(r.savedAt);
    return true;
  }, [lookup, say]);

  // Autosave, debounced: a run of bot moves is written once.
  useEffect(() => {
    if (!session || !restored) return;
    const st = storage();
    if (!st) return;
    const t = setTimeout(() => {
      const r = savePlay(st, session, new Date(), say);
      if (r.ok) setSavedAt(r.value);
      else setNotice({ kind: 'warn', text: r.error });
    }, PLAY_AUTOSAVE_DELAY_MS);
    return () => clearTimeout(t);
  }, [session, restored, say]);

  // Bots move on their own, after a pause the speed control sets; not while redo is possible (the user is reviewing).
  useEffect(() => {
    if (!session || speed === 'paused' || session.cursor < session.moves.length) return;
    const bot = botToAct(session);
    if (!bot) return;
    const t = setTimeout(() => {
      const move = botMove(session, bot);
      if (move) play(move);
    }, BOT_SPEEDS[speed]);
    return () => clearTimeout(t);
  }, [session, speed, play]);

  return { session, ctx, draft, setDraft, refusal, refuse, notice, setNotice, speed, setSpeed, savedAt, start, openW, play, back, forward, jump, leave, restore, setRefusal };
}
