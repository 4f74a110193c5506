import type { LayoutOptions } from './layout';

/** How the site lays out the board: 16 px per degree, crowded islands pushed 38 px apart. The map checker's drawing rules judge this drawing. */
export const SITE_LAYOUT: LayoutOptions = { scale: 16, spread: 38 };
