/**
 * Company colours go into CSS and SVG attributes, so a map may only name a
 * colour, never anything a browser would fetch or parse further (`url(`,
 * `;`, `expression(`). Accepted: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba()/
 * hsl()/hsla() with numbers, and the CSS named colours.
 */

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:%|deg)?`;
const FUNCTION = new RegExp(String.raw`^(?:rgba?|hsla?)\(\s*${NUM}(?:\s*,\s*${NUM}){2}(?:\s*[,/]\s*${NUM})?\s*\)$|^(?:rgba?|hsla?)\(\s*${NUM}(?:\s+${NUM}){2}(?:\s*/\s*${NUM})?\s*\)$`, 'i');

// prettier-ignore
const NAMED = new Set(('aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen').split(' '));

export function isCssColour(value: string): boolean {
  if (value.length > 64) return false;
  return HEX.test(value) || NAMED.has(value.toLowerCase()) || FUNCTION.test(value);
}

/** The colour to draw with: the value if it is a plain colour, otherwise `fallback`. Every colour from a file reaches CSS through here. */
export function safeColour(value: unknown, fallback = '#888888'): string {
  return typeof value === 'string' && isCssColour(value) ? value : fallback;
}

/** `#rrggbb` for an `<input type="color">`, which accepts nothing else. */
export function hexForColourInput(value: string, fallback = '#888888'): string {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return fallback;
}
