import { useMemo } from 'react';
import type { Language } from '../../games';
import type { Session } from '../../shell/session';
import type { SayFn } from './play-say';

/**
 * What happened, newest first: each move in the game's words and what it caused, one sentence
 * an event (a shipment told step by step across the moves that carry it out).
 */
const SHOWN = 40;

export interface LogEntry {
  n: number;
  label: string;
  events: string[];
}

/** The last moves played, in words (the game's `play.describe` and `play.narrate`). */
export function logOf(s: Session, lang: Language, count = SHOWN): LogEntry[] {
  const out: LogEntry[] = [];
  const hooks = s.module.play;
  for (let i = s.cursor - 1; i >= Math.max(0, s.cursor - count); i--) {
    const before = s.states[i];
    out.push({
      n: i + 1,
      label: hooks ? hooks.describe(before, s.moves[i], lang).label : s.module.moveKey(s.moves[i]),
      events: hooks ? s.events[i].map((e) => hooks.narrate(before, e, lang)) : [],
    });
  }
  return out;
}

export default function PlayLog({ session, lang, say }: { session: Session; lang: Language; say: SayFn }) {
  const entries = useMemo(() => logOf(session, lang), [session, lang]);
  const hidden = session.cursor - entries.length;
  return (
    <section className="mp-log" aria-labelledby="mp-log-h">
      <h3 id="mp-log-h">{say('mplay.log.title')}</h3>
      {entries.length === 0 ? (
        <p className="muted">{say('mplay.log.empty')}</p>
      ) : (
        <ol className="mp-log__list" reversed data-log>
          {entries.map((e) => (
            <li key={e.n} value={e.n} data-move={e.n}>
              <span className="mp-log__move">{e.label}</span>
              {e.events.length > 0 && (
                <ul className="mp-log__events">
                  {e.events.map((text, k) => (
                    <li key={k} data-event>
                      {text}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      {hidden > 0 && <p className="muted">{say('mplay.log.earlier', { count: hidden })}</p>}
    </section>
  );
}
