import type { LiveState } from '../statecharts/live';
import { liveOf, runGame, type GameRun } from '../../machines/game';
import type { PlaySession } from './session';

/**
 * The game chart following a play session: one XState actor, sent each move as
 * the session plays it (a person's move and the bots' replies alike), and the live
 * charts read off its snapshot. A session that does not carry on from where the
 * actor stands (undo, a jump back, a game opened, started or forked) gets a fresh
 * actor started at the session's position, which has passed through nothing.
 * Returns a function of the session, to call with each new session.
 */
export function followSession(): { live(s: PlaySession): LiveState; stop(): void } {
  let run: GameRun | null = null;
  // The session's own position objects, which stay the same while its moves only grow.
  let states: PlaySession['states'] = [];
  let played = 0;
  let shown: LiveState | null = null;
  return {
    live(s) {
      if (run && shown && s.states === states && s.cursor === played) return shown;
      const carriesOn = run !== null && s.cursor >= played && s.states[played] === states[played];
      let passed: string[] = [];
      if (carriesOn) passed = run!.play(s.moves.slice(played, s.cursor));
      else {
        run?.stop();
        run = runGame(s.states[s.cursor]);
      }
      states = s.states;
      played = s.cursor;
      shown = liveOf(run!.snapshot(), passed);
      return shown;
    },
    stop() {
      run?.stop();
      run = null;
    },
  };
}
