/** Where the editor under `site dev` posts the board, and the header carrying the dev server's key (both sides read these). */
export const SAVE_PATH = '__rulekit/map';
export const TOKEN_HEADER = 'x-rulekit-token';
