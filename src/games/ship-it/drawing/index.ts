import type { BoardDrawing } from '../../module';
import type { ShipItState } from '../schema';
import { drawBoard } from './board';

/** Ship It!'s drawing of a position, offered to the site through the registry (`loadDrawing`). */
export const drawing: BoardDrawing = (state, { lang, lit }) => drawBoard(state as ShipItState, lang, lit);
export { drawBoard };
