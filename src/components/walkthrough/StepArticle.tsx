import type { ReactNode } from 'react';
import { failureText } from '../../walkthrough/failure-text';
import { ruleHref } from '../../engine';
import type { MapChoice } from '../../walkthrough/map-source';
import { parseNarration, type Paragraph } from '../../walkthrough/markdown';
import type { StepSnapshot } from '../../walkthrough/step-payload';
import type { Say } from '../../i18n/format';

/** One step: where it is, its title, what broke, the narration, what changed, then `children` (the players), then the rules it shows. */
export default function StepArticle({ view, n, count, choice, base, playHref, say, children }: { view: StepSnapshot; n: number; count: number; choice: MapChoice; base: string; playHref?: string; say: Say; children?: ReactNode }) {
  return (
    <article className="wt__step" data-step={n}>
      <p className="wt__where">
        {say('player.where', { n, count })}
        {view.actor ? ` · ${view.actor}` : ''}
      </p>
      <h2 id="wt-step-title" aria-live="polite">
        {view.title}
      </h2>
      {playHref && choice.source === 'default' && (
        <p className="wt__try">
          <a href={`${playHref}&step=${n}`}>{say('player.try')}</a> <span className="muted">{say('player.try.note')}</span>
        </p>
      )}
      {!view.ok && (
        <div className="alert wt__step-alert" role="alert">
          <h3>{say(choice.source === 'editor' ? 'player.fails.edited' : 'player.fails')}</h3>
          <ul>
            {view.failures.map((f, i) => (
              <li key={i}>
                {failureText(f, say)}
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
      <div className="wt__changes">
        <h3>{say('player.changed')}</h3>
        {view.changes.length === 0 ? (
          <p className="muted">{say('player.unchanged')}</p>
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
      {children}
      {view.rules.length > 0 && (
        <div className="wt__rules">
          <h3>{say('player.rules')}</h3>
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
    </article>
  );
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
