import type { PlaySession } from '../../play/session';
import { stepsPlayed, type WalkthroughContext } from '../../play/walkthrough-play';
import { useWords } from './words';

/** The open walkthrough's steps: jump to any, then play a different move there to fork. */
export default function WalkthroughSteps({ ctx, session, jump }: { ctx: WalkthroughContext; session: PlaySession; jump(moves: number, step?: number): void }) {
  const at = stepsPlayed(ctx, session.cursor);
  const forked = session.game.origin;
  const { say } = useWords();
  const own = forked ? session.moves.length - forked.moves : 0;
  return (
    <section className="play-wt" id="walkthrough-steps" aria-labelledby="play-wt-h">
      <h3 id="play-wt-h">{say('play.wt', { title: ctx.walkthrough.title })}</h3>
      <p className="muted">{forked ? say('play.wt.forked', { step: forked.step }) : say('play.wt.help')}</p>
      <ol className="play-wt__steps" start={0}>
        {/* After a fork the original's later steps are no longer this game's: only those up to the fork are listed. */}
        {ctx.counts.map((moves, k) => (k === 0 && ctx.counts[1] === 0) || (forked && k > forked.step) ? null : (
          <li key={k}>
            <button type="button" className="play-move" aria-current={k === at && session.cursor === moves ? 'step' : undefined} onClick={() => jump(moves, k)}>
              {k === 0 ? say('play.wt.before') : ctx.walkthrough.steps[k - 1].title}
            </button>
          </li>
        ))}
        {forked && (
          <li>
            <button type="button" className="play-move" aria-current={session.cursor === session.moves.length ? 'step' : undefined} onClick={() => jump(session.moves.length)}>
              {own === 1 ? say('play.wt.own.one') : say('play.wt.own.many', { count: own })}
            </button>
          </li>
        )}
      </ol>
    </section>
  );
}

/**
 * Above the table: which walkthrough is open and where, so whoever arrives from
 * "Try it from here" sees at once what they are looking at and what to do.
 */
export function WalkthroughBanner({ ctx, session, record }: { ctx: WalkthroughContext; session: PlaySession; record(): void }) {
  const at = stepsPlayed(ctx, session.cursor);
  const forked = session.game.origin;
  const total = ctx.walkthrough.steps.length;
  const title = ctx.walkthrough.title;
  const { say } = useWords();
  return (
    <p className="note play-wt-banner" data-testid="walkthrough-banner">
      {forked ? (
        <>
          {say('play.wt.banner.forked', { step: forked.step, title })}{' '}
          <a
            href="#play-author"
            onClick={(e) => {
              e.preventDefault();
              record();
            }}
          >
            {say('play.wt.banner.record')}
          </a>{' '}
          {say('play.wt.banner.or')} <a href="#walkthrough-steps">{say('play.wt.banner.back')}</a>.
        </>
      ) : (
        <>
          {at === 0 ? say('play.wt.banner.start', { title }) : say('play.wt.banner.after', { title, n: at, count: total, step: ctx.walkthrough.steps[at - 1].title })}{' '}
          {say('play.wt.banner.help')} <a href="#walkthrough-steps">{say('play.wt.banner.all')}</a>
        </>
      )}
    </p>
  );
}
