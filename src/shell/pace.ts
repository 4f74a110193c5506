/** How long a bot or the table waits before each of its moves, so a person can follow them (milliseconds). */
export const PACES = { slow: 1500, normal: 700, fast: 200, instant: 0 } as const;
export type Pace = keyof typeof PACES | 'paused';
export const PACE_NAMES: readonly Pace[] = ['slow', 'normal', 'fast', 'instant', 'paused'];
export const isPace = (x: unknown): x is Pace => typeof x === 'string' && (PACE_NAMES as readonly string[]).includes(x);
