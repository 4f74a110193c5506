import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExamplePayload, ExampleStep } from '../../site/module/examples';
import { format, type Messages } from '../../i18n/format';
import FlowTrack from './FlowTrack';
import { useStepBoards } from './useStepBoards';
import { useExampleActor } from './useExampleActor';
import { SideScroll } from './SideScroll';
import './example-stepper.css';

/**
 * One worked example of any game, step by step: the step list, the narration, Back/Next
 * (and the ← → keys), the moves the rules refuse at this step (each tried on a click,
 * answered with the refusal's words and a link to its rule), and the table's facts.
 * Everything shown was computed by the game's engine when the site was built, where the
 * turn stands by the turn chart's actor run through the example's moves (examples.ts); once
 * the reader steps, the page runs that actor itself through the example's game.
 */
/**
 * `compact`: for a narrow frame in someone else's page (the embed): no list of steps beside
 * the player (Back, Next and the step count remain), one column.
 */
export default function ExampleStepper({ payload, messages, compact = false }: { payload: ExamplePayload; messages: Messages; compact?: boolean }) {
  const say = useCallback((key: string, vars?: Record<string, string | number>) => format((messages as Record<string, string | undefined>)[key] ?? key, vars), [messages]);
  const [index, setIndex] = useState(0);
  const [tried, setTried] = useState<number[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const last = payload.steps.length - 1;
  // Once the reader steps, the page runs the turn chart's actor itself (the build's run of it lights the track until then).
  const [stepped, setStepped] = useState(false);
  const actorAt = useExampleActor(payload.turn?.game?.id ?? '', stepped ? payload.turn?.game?.url : undefined);
  const go = useCallback((to: number, focus = false) => {
    setStepped(true);
    const next = Math.max(0, Math.min(last, to));
    setIndex(next);
    setTried([]);
    if (focus) requestAnimationFrame(() => heading.current?.focus());
  }, [last]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      if (e.key === 'ArrowRight') go(index + 1);
      else if (e.key === 'ArrowLeft') go(index - 1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, index]);

  // The drawn tables after the first, fetched once the page has started (withBoardsApart in examples.ts).
  const boards = useStepBoards(payload.boardsUrl)?.boards ?? null;

  const step: ExampleStep = payload.steps[index];
  const board = step.board ?? (Array.isArray(boards) ? (boards[index] ?? undefined) : undefined);
  // A table to come (or that could not come): its place is kept, and says so.
  const pending = board === undefined && payload.boardsUrl !== undefined;
  const changed = step.facts.filter((f) => f.before !== undefined);
  return (
    <div className={compact ? 'ex ex--compact' : 'ex'} data-example={payload.id} data-step-index={index} data-step-count={last}>
      {!compact && (
        <nav className="ex__steps" aria-label={say('msite.wt.steps')}>
          <ol>
            {payload.steps.map((s, i) => (
              <li key={s.id}>
                <button type="button" className="ex__step" aria-current={i === index ? 'step' : undefined} onClick={() => go(i, true)}>
                  <span className="ex__n">{i}</span> {s.title}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}

      <section className="ex__main" aria-live="polite">
        <div className="ex__controls">
          <button type="button" className="button button--ghost" onClick={() => go(index - 1)} disabled={index === 0} data-back>
            ← {say('msite.wt.back')}
          </button>
          <p className="ex__position">{say('msite.wt.position', { n: index, count: last })}</p>
          <button type="button" className="button" onClick={() => go(index + 1)} disabled={index === last} data-next>
            {say('msite.wt.next')} →
          </button>
        </div>
        <div className={board !== undefined || pending ? 'ex__stage ex__stage--board' : 'ex__stage'}>
          <div className="ex__text">
            <h2 ref={heading} tabIndex={-1} data-step-title>{step.title}</h2>
            <p className="ex__narration">{step.narration}</p>

            {step.rules.length > 0 && (
              <p className="ex__rules">
                <span>{say('msite.wt.rules')}</span>{' '}
                {step.rules.map((r) => (r.href ? <a key={r.id} className="ex__rule" href={r.href}><code>{r.id}</code> {r.title}</a> : <span key={r.id} className="ex__rule"><code>{r.id}</code> {r.title}</span>))}
              </p>
            )}

            {payload.play && !compact && (
              // The play page opens the example's game at this step (src/shell/example-game.ts); the reader plays every seat from there.
              <p className="ex__play">
                <a className="button button--ghost" href={`${payload.play}&step=${index}`} data-play-from={index}>
                  {say('msite.wt.play')}
                </a>
              </p>
            )}

            {payload.turn && (
              <FlowTrack states={payload.turn.states} at={(actorAt ?? payload.turn.at)[index] ?? null} by={actorAt ? 'actor' : 'build'} title={say('msite.wt.flow')} chart={compact ? undefined : { href: payload.turn.chart, label: say('msite.wt.flow.chart') }} compact={compact} />
            )}

            {step.tries.length > 0 && (
              <div className="ex__tries">
                <h3>{say('msite.wt.tries')}</h3>
                <ul>
                  {step.tries.map((x, i) => (
                    <li key={i}>
                      <button type="button" className="button button--ghost" aria-expanded={tried.includes(i)} onClick={() => setTried((t) => (t.includes(i) ? t : [...t, i]))}>
                        {say('msite.wt.try', { move: x.move })}
                      </button>
                      {tried.includes(i) && (
                        <p className="ex__refusal" role="status" data-refusal={x.rule}>
                          {say('msite.wt.refused', { text: x.refusal })}{' '}
                          {x.href ? <a href={x.href}>{say('msite.wt.rule', { id: x.rule })}</a> : say('msite.wt.rule', { id: x.rule })}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          {board !== undefined && (
            // The game's own drawing, made at build time from the engine's state (see examples.ts); it scrolls sideways rather than shrink its numbers.
            <SideScroll hint={say('msite.wt.board.scroll')}>
              <figure className="ex__board" tabIndex={0} role="group" aria-label={say('msite.wt.board')} data-board data-board-step={index} dangerouslySetInnerHTML={{ __html: board }} />
            </SideScroll>
          )}
          {pending && (
            <p className="ex__board ex__board--pending muted" data-board-pending>
              {say(boards === 'failed' ? 'msite.wt.board.failed' : 'msite.wt.board.loading')}
            </p>
          )}
        </div>

        <p className="ex__keys muted">{say('msite.wt.keys')}</p>
        {step.checks.length > 0 && (
          <div data-checks>
            <h3>{say('msite.wt.checks')}</h3>
            <FactTable rows={step.checks} say={say} />
          </div>
        )}
        {index > 0 && (
          <>
            <h3>{say('msite.wt.changed')}</h3>
            {changed.length === 0 ? (
              <p>{say('msite.wt.unchanged')}</p>
            ) : (
              <FactTable rows={changed} say={say} before />
            )}
          </>
        )}
        <details className="ex__all" open={index === 0}>
          <summary>{say('msite.wt.all', { count: step.facts.length })}</summary>
          <FactTable rows={step.facts} say={say} />
        </details>
      </section>
    </div>
  );
}

function FactTable({ rows, say, before = false }: { rows: ExampleStep['facts']; say: (k: string, v?: Record<string, string | number>) => string; before?: boolean }) {
  return (
    <div className="table-wrap">
      <table className="ex__facts">
        <thead>
          <tr>
            <th scope="col">{say('msite.wt.col.fact')}</th>
            {before && <th scope="col">{say('msite.wt.col.before')}</th>}
            <th scope="col">{say('msite.wt.col.value')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((f) => (
            <tr key={f.path} className={f.before !== undefined ? 'ex__changed' : undefined}>
              <th scope="row"><code>{f.path}</code></th>
              {before && <td>{f.before}</td>}
              <td>{f.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
