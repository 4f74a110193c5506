/** Figures as the page's language writes them (the Simulate panel, the heat map, the checker's clock). */

/** A number with a fixed number of decimals (`2.5`, `2,5`). */
export const fixed = (n: number, digits = 0, locale = 'en-US'): string => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);

/** A share (0..1) as a percentage (`85%`, `85 %`). */
export const percent = (share: number, digits = 0, locale = 'en-US'): string =>
  new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(share);
