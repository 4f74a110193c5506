import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMapText } from '../../src/map/parse';
import { gameElements } from '../../src/board/overlay';
import { BOARD_LAYOUT } from '../../src/site/board-layout';
import { printLabels, printZoom, stepPictureWidthMm, PRINT_NAME_PT, PRINT_WIDTH_MM, STEP_PICTURE_HEIGHT_MM } from '../../src/site/print-labels';

/** Board names on paper are placed for the printed size and are never smaller than a printer's 7 pt. */
const parsed = parseMapText(readFileSync(new URL('../../maps/south-pacific.json', import.meta.url), 'utf8'));
if (!parsed.ok) throw new Error('maps/south-pacific.json');
const board = gameElements(parsed.value, null, {}, BOARD_LAYOUT);
const printedPt = (size: number, zoom: number) => (size * zoom * 72) / 96;

describe('board names on paper', () => {
  it('are at least 7 pt on the whole board printed across the column, and most islands keep theirs', () => {
    const zoom = printZoom(board, undefined, 20);
    const { labels } = printLabels(board, undefined, 20);
    const shown = labels.filter((l) => l.shown);
    expect(shown.length).toBeGreaterThanOrEqual(34);
    for (const l of shown) expect(printedPt(l.size, zoom), l.text).toBeGreaterThanOrEqual(7);
    expect(PRINT_NAME_PT).toBeGreaterThanOrEqual(7);
  });

  it('are at least 7 pt on a step’s picture, which is no taller than 8 cm', () => {
    const focus = ['tahiti', 'moorea', 'rurutu', 'raiatea'].filter((id) => parsed.value.islands.some((i) => i.id === id));
    const zoom = printZoom(board, focus, 24, STEP_PICTURE_HEIGHT_MM);
    for (const l of printLabels(board, focus, 24, STEP_PICTURE_HEIGHT_MM).labels.filter((x) => x.shown)) expect(printedPt(l.size, zoom), l.text).toBeGreaterThanOrEqual(7);
    const width = stepPictureWidthMm(board, focus, 24);
    expect(width).toBeLessThanOrEqual(PRINT_WIDTH_MM);
    expect(STEP_PICTURE_HEIGHT_MM).toBeLessThanOrEqual(80);
  });
});
