import type { ReactNode } from 'react';
import type { BoardHeat } from '../../editor/heat';
import BoardCanvas, { type BoardCanvasProps } from './BoardCanvas';
import HeatLegend from './HeatLegend';
import { useEditorWords } from './words';

/**
 * The board's stage: the canvas with what lies over it (notices, passed as children,
 * so they never push the board down, and the error count), and under it a bar of a
 * fixed height with the gesture hint and the heat map's legend.
 */

export interface EditorStageProps extends Omit<BoardCanvasProps, 'describedBy' | 'heat'> {
  heat: BoardHeat | null;
  errors: number;
  /** Laid over the top of the board. */
  children?: ReactNode;
}

export default function EditorStage({ heat, errors, children, ...canvas }: EditorStageProps) {
  const { say, count } = useEditorWords();
  return (
    <div className="ed-stage">
      <div className="ed-stage__view">
        {children}
        <BoardCanvas {...canvas} heat={heat} describedBy="ed-stage-hint" />
        {errors > 0 && (
          <p className="ed-stage__status" aria-hidden="true">
            {count('editor.errors', errors)}
          </p>
        )}
      </div>
      {/* Docked under the board, never over it: the hint and the heat map's legend covered the
          islands at the board's bottom edge (about 40% of it at 1280×720). */}
      <div className="ed-stage__bar">
        <p className={`ed-stage__hint${canvas.linkMode ? ' ed-stage__hint--link' : ''}`} id="ed-stage-hint">
          {canvas.linkMode ? (
            <>
              <strong>{say('editor.stage.linking')}</strong> {say('editor.stage.linking.how')} <kbd>{say('editor.key.esc')}</kbd> {say('editor.or')} <kbd>L</kbd> {say('editor.stage.linking.stop')}
            </>
          ) : (
            <>
              <span className="ed-stage__hint-mouse">{say('editor.stage.hint')}</span>
              <span className="ed-stage__hint-touch">{say('editor.stage.hint.touch')}</span>
            </>
          )}
        </p>
        {heat && <HeatLegend heat={heat} />}
      </div>
    </div>
  );
}
