import type { MachineGraph, MachineStateNode } from '../../machines/export';

/** What a turn track draws of a turn chart (FlowTrack): its states only; the arrows stay on the chart page. */
export type TrackState = Pick<MachineStateNode, 'id' | 'label' | 'parent' | 'type'>;

export const trackStates = (chart: MachineGraph): TrackState[] => chart.states.map(({ id, label, parent, type }) => ({ id, label, parent, type }));
