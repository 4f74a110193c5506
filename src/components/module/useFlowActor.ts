import { useEffect, useMemo, useRef, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import type { MachineGraph } from '../../../machines/export';
import { flowActorAt, flowLeaf, flowMachine, moveTypeOf } from '../../../machines/flow-machine';
import type { AnyGameModule } from '../../games';
import type { Session } from '../../shell/session';

/**
 * The play page's turn chart actor (flow-machine.ts), kept in step with the game: a move
 * played is sent to it; anything else (undo, a game opened, a new game) starts it again from
 * the game's start and sends the moves up to the cursor. Returns the chart id it stands at
 * (null before a game is set up).
 */
export function useFlowActor(module: AnyGameModule, chart: MachineGraph | null | undefined, session: Session | null): string | null {
  const machine = useMemo(() => (chart && module.flow.at ? flowMachine(module.flow, chart) : null), [module, chart]);
  const root = chart?.states.find((s) => s.parent === null)?.id ?? '';
  const kept = useRef<{ actor: AnyActorRef; start: unknown; moves: readonly unknown[]; cursor: number } | null>(null);
  const [stands, setStands] = useState<string | null>(null);
  useEffect(() => {
    if (!machine || !chart || !session) return;
    const k = kept.current;
    const { states, moves, cursor } = session;
    const oneOn = k !== null && k.start === states[0] && cursor === k.cursor + 1 && k.moves[k.cursor] === moves[k.cursor];
    if (oneOn) {
      k.actor.send({ type: moveTypeOf(moves[k.cursor]), state: states[cursor] });
      kept.current = { ...k, moves, cursor };
    } else if (!(k !== null && k.start === states[0] && cursor === k.cursor && k.moves.slice(0, cursor).every((m, i) => m === moves[i]))) {
      k?.actor.stop();
      const actor = flowActorAt(machine, module.flow, chart, states[0]);
      for (let i = 0; i < cursor; i++) actor.send({ type: moveTypeOf(moves[i]), state: states[i + 1] });
      kept.current = { actor, start: states[0], moves, cursor };
    }
    setStands(flowLeaf(kept.current!.actor.getSnapshot(), root));
  }, [machine, chart, module, session, root]);
  useEffect(() => () => kept.current?.actor.stop(), []);
  return stands;
}
