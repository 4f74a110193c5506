import type { OverlayState } from '../board/overlay';
import type { StepFailure } from './replay';
import type { StepView } from './step-model';
import type { LiveState } from '../statecharts/live';

/**
 * What the walkthrough page needs per step, as plain JSON: the step's view model
 * with the game state cut down to what the board draws. The page computes these at
 * build time for the published board, so readers' browsers do not need the rules
 * engine; only `?map=editor` loads it, to replay on the editor's board.
 */

export type BoardState = OverlayState;

export interface StepSnapshot extends Omit<StepView, 'state'> {
  board: BoardState;
  /** Where the statecharts stand after the step (absent from payloads built before the live charts). */
  charts?: LiveState;
}

export interface WalkthroughPayload {
  steps: StepSnapshot[];
  /** Failures before the first step (the board cannot be set up at all). */
  setupFailures: StepFailure[];
}

export function toSnapshot(view: StepView): StepSnapshot {
  const { state, ...rest } = view;
  return {
    ...rest,
    board: {
      links: state.links,
      islands: state.islands,
      players: state.players,
      companies: state.companies,
      purpleActive: state.purpleActive,
    },
  };
}
