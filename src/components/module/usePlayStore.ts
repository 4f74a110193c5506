import { useCallback, useEffect, useRef, useState } from 'react';
import { refusalWords, type AnyGameModule, type Language } from '../../games';
import { decodeLink, encodeLink, readAutosave, recordOf, sessionFromText, writeAutosave, type ShellProblem } from '../../shell/record';
import type { Session } from '../../shell/session';
import { downloadText, fileSlug } from '../play/download';
import type { SayFn } from './play-say';

/**
 * Where the game in progress lives besides the page: this browser's storage (written a moment
 * after each change and when the page is left, read back on load), a link's fragment (read on
 * load, then taken off the address), and files saved and opened. Every problem is told in words.
 */
const AUTOSAVE_DELAY_MS = 300;

export function usePlayStore(module: AnyGameModule, lang: Language, say: SayFn) {
  const [session, setSession] = useState<Session | null>(null);
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const latest = useRef<Session | null>(null);
  const problemWords = useCallback(
    (p: ShellProblem) => say(p.key, { ...(p.vars ?? {}), why: p.refusal ? refusalWords(module, p.refusal, lang) : String(p.vars?.why ?? '') }),
    [module, lang, say],
  );

  // On load: a link's game first, else the game this browser kept.
  useEffect(() => {
    let live = true;
    (async () => {
      const fromLink = await decodeLink(module, window.location.hash);
      if (!live) return;
      if (fromLink) {
        history.replaceState(null, '', window.location.pathname + window.location.search);
        if (fromLink.ok) {
          setSession(fromLink.value);
          setNotice(say('mplay.link.opened'));
        } else setNotice(say('mplay.link.fail', { why: problemWords(fromLink.error) }));
      }
      if (!fromLink?.ok) {
        const kept = readAutosave(window.localStorage, module);
        if (kept.session) {
          setSession(kept.session);
          if (!fromLink) setNotice(say('mplay.restored'));
        } else if (kept.problem) {
          const why = problemWords(kept.problem.problem);
          setNotice(kept.problem.keptAt ? say('mplay.corrupt', { why, key: kept.problem.keptAt }) : say('mplay.corrupt.lost', { why }));
        }
      }
      setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [module, say, problemWords]);

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

  return { session, setSession, ready, notice, setNotice, link, save, open, share };
}
