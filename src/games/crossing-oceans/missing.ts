/**
 * What the excerpt leaves out, declared rather than invented. Each id has a sentence in
 * both languages (`words-*.ts`, `missing`); the site lists them on the "missing" page.
 */
export const MISSING = [
  'board',
  'ship-list',
  'setup',
  'player-count',
  'cost-tracks',
  'printed-coal',
  'rondel-order',
  'market-size',
  'headquarters',
  'supplies',
  'replaced-ship',
  'no-action',
  'cash-short',
  'tonnage-rounding',
  'token-full',
  'clipper-race',
  'unlisted-speed',
  'start-player',
  'first-turn',
  'components',
] as const;
export type MissingId = (typeof MISSING)[number];

/** What `setup` lacks to deal a game without an authored layout. */
export const SETUP_NEEDS: readonly MissingId[] = ['board', 'ship-list', 'setup', 'player-count'];
