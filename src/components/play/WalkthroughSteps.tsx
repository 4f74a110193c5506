import type { PlaySession } from '../../play/session';
import { stepsPlayed, type WalkthroughContext } from '../../play/walkthrough-play';

/** The open walkthrough's steps: jump to any, then play a different move there to fork. */
export default function WalkthroughSteps({ ctx, session, jump }: { ctx: WalkthroughContext; session: PlaySession; jump(moves: number): void }) {
  const at = stepsPlayed(ctx, session.cursor);
  const forked = session.game.origin;
  return (
    <section className="play-wt" id="walkthrough-steps" aria-labelledby="play-wt-h">
      <h3 id="play-wt-h">Walkthrough: {ctx.walkthrough.title}</h3>
      <p className="muted">
        {forked
          ? `You are playing your own line from step ${forked.step}. Export it below as a new walkthrough that starts with the original's first ${forked.step} steps.`
          : 'Go to any step, then play a different move there to try your own line ("what if"). Playing the walkthrough’s own next move just steps forward.'}
      </p>
      <ol className="play-wt__steps" start={0}>
        {/* After a fork the original's later steps are no longer this game's: only those up to the fork are listed. */}
        {ctx.counts.map((moves, k) => (k === 0 && ctx.counts[1] === 0) || (forked && k > forked.step) ? null : (
          <li key={k}>
            <button type="button" className="play-move" aria-current={k === at && session.cursor === moves ? 'step' : undefined} onClick={() => jump(moves)}>
              {k === 0 ? 'Before the first step' : ctx.walkthrough.steps[k - 1].title}
            </button>
          </li>
        ))}
        {forked && (
          <li>
            <button type="button" className="play-move" aria-current={session.cursor === session.moves.length ? 'step' : undefined} onClick={() => jump(session.moves.length)}>
              Your own line: {session.moves.length - forked.moves} move{session.moves.length - forked.moves === 1 ? '' : 's'} from here
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
  const title = at > 0 ? ctx.walkthrough.steps[at - 1].title : null;
  return (
    <p className="note play-wt-banner" data-testid="walkthrough-banner">
      {forked ? (
        <>
          Your own line, played on from step {forked.step} of “{ctx.walkthrough.title}”. <a
            href="#play-author"
            onClick={(e) => {
              e.preventDefault();
              record();
            }}
          >
            Record it as a walkthrough
          </a>{' '}
          or{' '}
          <a href="#walkthrough-steps">go back to a step</a>.
        </>
      ) : (
        <>
          “{ctx.walkthrough.title}”, {at === 0 ? 'before the first step' : <>after step {at} of {total}: {title}</>}. Play a different move to try your own line, or Redo to
          follow the walkthrough. <a href="#walkthrough-steps">All steps</a>
        </>
      )}
    </p>
  );
}
