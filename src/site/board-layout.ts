import { SITE_LAYOUT } from '../board/site-layout';

/** How the site lays out the board (one place: src/board/site-layout.ts, which the map checker reads too). */
export const BOARD_LAYOUT = SITE_LAYOUT;
