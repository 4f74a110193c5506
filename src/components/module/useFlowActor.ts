import { useEffect, useRef, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import type { MachineGraph } from '../../../machines/export';
import type { AnyGameModule } from '../../games';
import type { Session } from '../../shell/session';

type FlowMachines = typeof import('../../../machines/flow-machine');

/**
 * The play page's turn chart actor (flow-machine.ts), kept in step with the game: a move
 * played is sent to it; anything else (undo, a game opened, a new game) starts it again from
 * the game's start and sends the moves up to the cursor. Returns the chart id it stands at
 * (null before a game is set up, and while XState loads: it comes after the page, as the
 * game's module does, so the table is not kept waiting for it).
 */
export function useFlowActor(module: AnyGameModule, chart: MachineGraph | null | undefined, session: Session | null): string | null {
  const [lib, setLib] = useState<{ machines: FlowMachines; machine: ReturnType<FlowMachines['flowMachine']> } | null>(null);
  useEffect(() => {
    if (!chart || !module.flow.at) return;
    let live = true;
    import('../../../machines/flow-machine').then((machines) => live && setLib({ machines, machine: machines.flowMachine(module.flow, chart) }));
    return () => {
      live = false;
    };
  }, [module, chart]);
  const kept = useRef<{ actor: AnyActorRef; start: unknown; moves: readonly unknown[]; cursor: number } | null>(null);
  const [stands, setStands] = useState<string | null>(null);
  useEffect(() => {
    if (!lib || !chart || !session) return;
    const { flowActorAt, flowLeaf, moveTypeOf } = lib.machines;
    const k = kept.current;
    const { states, moves, cursor } = session;
    const sameStart = k !== null && k.start === states[0];
    if (sameStart && cursor === k.cursor + 1 && k.moves[k.cursor] === moves[k.cursor]) {
      k.actor.send({ type: moveTypeOf(moves[k.cursor]), state: states[cursor] });
      kept.current = { ...k, moves, cursor };
    } else if (!(sameStart && cursor === k.cursor && k.moves.slice(0, cursor).every((m, i) => m === moves[i]))) {
      k?.actor.stop();
      const actor = flowActorAt(lib.machine, module.flow, chart, states[0]);
      for (let i = 0; i < cursor; i++) actor.send({ type: moveTypeOf(moves[i]), state: states[i + 1] });
      kept.current = { actor, start: states[0], moves, cursor };
    }
    setStands(flowLeaf(kept.current!.actor.getSnapshot(), chart.states.find((s) => s.parent === null)!.id));
  }, [lib, chart, module, session]);
  useEffect(() => () => kept.current?.actor.stop(), []);
  return stands;
}
