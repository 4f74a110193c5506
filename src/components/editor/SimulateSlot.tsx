import type { Diagnostic } from '../../map/check';
import type { BoardMap } from '../../map/schema';

/**
 * RESERVED: the editor's "Simulate" section. Another engineer will put the
 * simulation panel here (bots playing the edited board). It receives the map being
 * edited and the checker's findings; replace the body of this component, keep its
 * props. Nothing else in the editor depends on what it renders.
 */
export interface SimulateSlotProps {
  map: BoardMap;
  diagnostics: readonly Diagnostic[];
}

export default function SimulateSlot({ diagnostics }: SimulateSlotProps) {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return (
    <div className="ed-simulate" data-slot="simulate" data-testid="simulate-slot">
      <p className="ed-simulate__badge">Reserved</p>
      <p>
        The simulation panel (bots playing this board many times: who wins, which routes get built, which islands never score) will
        appear here.
      </p>
      {errors > 0 && <p className="ed-help">It will need a board without errors; this one has {errors}.</p>}
    </div>
  );
}
