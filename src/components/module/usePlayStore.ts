import { useCallback, useEffect, useRef, useState } from 'react';
import { refusalWords, type AnyGameModule, type Language } from '../../games';
import { clearAside, decodeLink, encodeLink, readAside, readAutosave, recordOf, sessionFromData, sessionFromText, writeAside, writeAutosave, type ShellProblem } from '../../shell/record';
import { forkAt, type Session } from '../../shell/session';
import { exampleGamePath, exampleGameSchema } from '../../shell/example-game';
import { downloadText, fileSlug } from '../play/download';
import type { SayFn } from './play-say';

/**
 * Where the game in progress lives besides the page: this browser's storage (written a moment
 * after each change and when the page is left, read back on load), a link's fragment (read on
 * load, then taken off the address), a worked example's step (`?walkthrough=<id>&step=<n>`, the
 * example's "Play on from here": its game, opened there as a new branch, then the query taken off
 * the address so a reload resumes the branch), and files saved and opened. The game this browser
 * kept is handed back as `aside` when a link or an example takes its place, for the page to offer
 * going back to it. Every problem is told in words.
 */
const AUTOSAVE_DELAY_MS = 300;
/** The query of a worked example's "Play on from here". */
const EXAMPLE_QUERY = ['walkthrough', 'step'] as const;

export function usePlayStore(module: AnyGameModule, lang: Language, say: SayFn, home: string) {
  const [session, setSession] = useState<Session | null>(null);
  const [aside, setAside] = useState<Session | null>(null);
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const latest = useRef<Session | null>(null);
  const problemWords = useCallback(
    (p: ShellProblem) => say(p.key, { ...(p.vars ?? {}), why: p.refusal ? refusalWords(module, p.refusal, lang) : String(p.vars?.why ?? '') }),
    [module, lang, say],
  );

  // On load: a link's game first, then a worked example's step, else the game this browser kept.
  useEffect(() => {
    let live = true;
    (async () => {
      const fromLink = await decodeLink(module, window.location.hash);
      const fromExample = fromLink ? null : await openExample(module, home, window.location.search, say, problemWords);
      if (!live) return;
      if (fromLink || fromExample) {
        // Read once: a reload resumes the game from this browser, not the link or the example again.
        const query = new URLSearchParams(window.location.search);
        if (fromExample) for (const key of EXAMPLE_QUERY) query.delete(key);
        const rest = query.toString();
        history.replaceState(null, '', window.location.pathname + (rest ? `?${rest}` : ''));
      }
      const opened = fromLink ? (fromLink.ok ? { session: fromLink.value, notice: say('mplay.link.opened') } : { notice: say('mplay.link.fail', { why: problemWords(fromLink.error) }) }) : fromExample;
      const kept = readAutosave(window.localStorage, module);
      const told: string[] = [];
      if (opened) told.push(opened.notice);
      if (opened?.session) {
        setSession(opened.session);
        // The game it replaces goes to the aside slot (replacing one set aside before), for the page to offer going back.
        const set = kept.session ? writeAside(window.localStorage, kept.session) : null;
        if (set && !set.ok) told.push(say('mplay.notKept', { why: set.error }));
      } else if (kept.session) {
        setSession(kept.session);
        if (!opened) told.push(say('mplay.restored'));
      }
      setAside(readAside(window.localStorage, module));
      if (kept.problem) {
        const why = problemWords(kept.problem.problem);
        told.push(kept.problem.keptAt ? say('mplay.corrupt', { why, key: kept.problem.keptAt }) : say('mplay.corrupt.lost', { why }));
      }
      if (told.length > 0) setNotice(told.join(' '));
      setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [module, say, problemWords, home]);

  const write = useCallback(() => {
    const s = latest.current;
    if (!s) return;
    const r = writeAutosave(window.localStorage, s);
    if (!r.ok) setNotice(say('mplay.notKept', { why: r.error }));
  }, [say]);

  useEffect(() => {
    latest.current = session;
    if (!session || !ready) return;
    setLink(null);
    const id = setTimeout(write, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(id);
  }, [session, ready, write]);

  useEffect(() => {
    window.addEventListener('pagehide', write);
    return () => window.removeEventListener('pagehide', write);
  }, [write]);

  const save = useCallback(() => {
    if (session) downloadText(`${JSON.stringify(recordOf(session, new Date()), null, 2)}\n`, `${fileSlug(module.words[lang].name)}-game.json`);
  }, [session, module, lang]);

  const open = useCallback(
    async (file: File) => {
      const r = sessionFromText(module, await file.text());
      if (r.ok) {
        setSession(r.value);
        setNotice(say('mplay.opened', { file: file.name }));
      } else setNotice(say('mplay.open.fail', { file: file.name, why: problemWords(r.error) }));
    },
    [module, say, problemWords],
  );

  const share = useCallback(async () => {
    if (!session) return;
    const r = await encodeLink(session);
    if (!r.ok) return setNotice(problemWords(r.error));
    const url = `${window.location.origin}${window.location.pathname}#${r.value}`;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setNotice(say('mplay.link.copied'));
    } catch {
      setNotice(null);
    }
  }, [session, say, problemWords]);

  /** Done with the game set aside (gone back to it, or a new game started): its slot is emptied. */
  const dropAside = useCallback(() => {
    setAside(null);
    clearAside(window.localStorage, module.id);
  }, [module]);

  return { session, setSession, aside, dropAside, ready, notice, setNotice, link, save, open, share };
}

/**
 * The game of the worked example a `?walkthrough=<id>&step=<n>` query names, at that step, as a
 * new branch (the moves after it dropped), with the notice that says so; null without such a query.
 */
async function openExample(module: AnyGameModule, home: string, search: string, say: SayFn, problemWords: (p: ShellProblem) => string): Promise<{ session?: Session; notice: string } | null> {
  const query = new URLSearchParams(search);
  const [walkthrough, stepParam] = EXAMPLE_QUERY;
  const id = query.get(walkthrough);
  if (id === null) return null;
  const step = Math.max(0, Math.floor(Number(query.get(stepParam) ?? 0)) || 0);
  const fail = (why: string) => ({ notice: say('mplay.example.fail', { id, why }) });
  let data: unknown;
  try {
    const r = await fetch(exampleGamePath(home, id));
    if (!r.ok) return fail(say('mplay.example.http', { status: r.status }));
    data = await r.json();
  } catch {
    return fail(say('mplay.example.net'));
  }
  const read = exampleGameSchema.safeParse(data);
  if (!read.success) return fail(say('mplay.example.format'));
  const { title, cursors, game } = read.data;
  if (step >= cursors.length) return fail(say('mplay.example.step', { step }));
  const s = sessionFromData(module, game);
  if (!s.ok) return fail(problemWords(s.error));
  return { session: forkAt({ ...s.value, cursor: cursors[step] }), notice: say('mplay.example.opened', { title, step }) };
}
