import type { LayoutOptions } from '../board/layout';

/** How the site lays out the board: 16 px per degree, crowded islands pushed 38 px apart. */
export const BOARD_LAYOUT: LayoutOptions = { scale: 16, spread: 38 };
