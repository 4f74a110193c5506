import type { Bench } from '../bench-types';
import { checkBench } from './check';

/** Every benchmark `npm run bench` runs, in order. To add one, write a module exporting a `Bench` and list it here. */
export const benches: Bench[] = [checkBench];
