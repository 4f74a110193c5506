import type { Bench } from '../bench-types';
import { checkBench } from './check';
import { editorBench } from './editor';
import { pagesBench } from './pages';
import { engineBench } from './engine';
import { actorBench } from './actor';
import { simBench } from './sim';
import { cliBench } from './cli';
import { siteBench } from './site';
import { mctsBench } from './mcts';
import { playBench } from './play';
import { shipItBench } from './ship-it';

/** Every benchmark `npm run bench` runs, in order. To add one, write a module exporting a `Bench` and list it here. */
export const benches: Bench[] = [checkBench, engineBench, actorBench, simBench, mctsBench, cliBench, pagesBench, siteBench, editorBench, playBench, shipItBench];
