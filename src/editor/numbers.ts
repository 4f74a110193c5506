/** Figures as the page's language writes them (the Simulate panel, the heat map, the checker's clock). */

// A formatter costs tens of microseconds to make and the editor formats hundreds of figures per render on a large
// board (a typing burst on a 150-island map spent about 20 ms making them): one per language, style and decimals.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, style: 'decimal' | 'percent', digits: number): Intl.NumberFormat {
  const key = `${locale}|${style}|${digits}`;
  let f = formatters.get(key);
  if (f === undefined) {
    f = new Intl.NumberFormat(locale, { style, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, f);
  }
  return f;
}

/** A number with a fixed number of decimals (`2.5`, `2,5`). */
export const fixed = (n: number, digits = 0, locale = 'en-US'): string => formatter(locale, 'decimal', digits).format(n);

/** A share (0..1) as a percentage (`85%`, `85 %`). */
export const percent = (share: number, digits = 0, locale = 'en-US'): string => formatter(locale, 'percent', digits).format(share);
