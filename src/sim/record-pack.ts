/**
 * Game records packed for the trip from a simulation worker to the main thread, which plays
 * games too. Receiving records by structured clone costs that thread about 25–40 µs a record
 * (a random game costs about 300 µs); unpacking these costs it about 8 µs. A worker sends its
 * records as one typed array (transferred, not copied) plus a few short strings; whole numbers,
 * as nearly all of a record's are, take 4 bytes, about half what a structured clone takes.
 *
 * The packing knows nothing about `GameRecord`'s fields, so a field added to it travels without
 * a change here. Each record is written as a layout (its keys, array lengths and the kind of each
 * leaf, as a short JSON text that nearly every record of a run shares) and its leaves as numbers;
 * a string leaf is a number indexing a table of the strings seen. Records are plain JSON data, so
 * properties whose value is undefined are left out, as JSON would.
 */

export interface PackedRecords {
  /** Distinct layouts: JSON text with 0 for a number leaf, 1 for a string, 2 for a boolean. */
  layouts: string[];
  /** Each record's layout, as an index into `layouts`. */
  rows: Uint16Array;
  /** Every leaf of every record, in order, in the narrowest array that holds them all exactly. */
  values: Float64Array | Uint32Array | Int32Array;
  strings: string[];
}

const NUMBER = 0;
const STRING = 1;
const BOOLEAN = 2;
type Layout = typeof NUMBER | typeof STRING | typeof BOOLEAN | null | Layout[] | { [key: string]: Layout };

interface Packer {
  values: number[];
  strings: Map<string, number>;
  keys: Map<string, string>;
}

function layoutOf(value: unknown, p: Packer): string {
  switch (typeof value) {
    case 'number':
      p.values.push(value);
      return '0';
    case 'string': {
      let id = p.strings.get(value);
      if (id === undefined) p.strings.set(value, (id = p.strings.size));
      p.values.push(id);
      return '1';
    }
    case 'boolean':
      p.values.push(value ? 1 : 0);
      return '2';
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) {
        let text = '[';
        for (let i = 0; i < value.length; i++) text += (i === 0 ? '' : ',') + layoutOf(value[i], p);
        return `${text}]`;
      }
      let text = '{';
      let first = true;
      for (const key in value) {
        const item = (value as Record<string, unknown>)[key];
        if (item === undefined) continue;
        let quoted = p.keys.get(key);
        if (quoted === undefined) p.keys.set(key, (quoted = JSON.stringify(key)));
        text += `${first ? '' : ','}${quoted}:${layoutOf(item, p)}`;
        first = false;
      }
      return `${text}}`;
    }
    default:
      throw new TypeError(`A game record holds a ${typeof value}, which is not plain JSON data.`);
  }
}

/** A layout made ready for matching records against it without building its text. */
type Shape = typeof NUMBER | typeof STRING | typeof BOOLEAN | null | { items: Shape[] } | { keys: string[]; fields: Shape[] };

function shapeOf(layout: Layout): Shape {
  if (layout === null || typeof layout === 'number') return layout;
  if (Array.isArray(layout)) return { items: layout.map(shapeOf) };
  const keys = Object.keys(layout);
  return { keys, fields: keys.map((key) => shapeOf(layout[key])) };
}

/** Appends `value`'s leaves if it has exactly this shape; false (leaves partly appended) if not. */
function fits(value: unknown, shape: Shape, p: Packer): boolean {
  if (shape === NUMBER) {
    if (typeof value !== 'number') return false;
    p.values.push(value);
    return true;
  }
  if (shape === STRING) {
    if (typeof value !== 'string') return false;
    let id = p.strings.get(value);
    if (id === undefined) p.strings.set(value, (id = p.strings.size));
    p.values.push(id);
    return true;
  }
  if (shape === BOOLEAN) {
    if (typeof value !== 'boolean') return false;
    p.values.push(value ? 1 : 0);
    return true;
  }
  if (shape === null) return value === null;
  if (typeof value !== 'object' || value === null) return false;
  if ('items' in shape) {
    if (!Array.isArray(value) || value.length !== shape.items.length) return false;
    for (let i = 0; i < value.length; i++) if (!fits(value[i], shape.items[i], p)) return false;
    return true;
  }
  if (Array.isArray(value)) return false;
  let i = 0;
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined) continue;
    if (key !== shape.keys[i] || !fits(item, shape.fields[i], p)) return false;
    i++;
  }
  return i === shape.keys.length;
}

export function packRecords(records: readonly unknown[]): PackedRecords {
  const p: Packer = { values: [], strings: new Map(), keys: new Map() };
  const layouts = new Map<string, number>();
  const shapes: Shape[] = [];
  const rows = new Uint16Array(records.length);
  let last = -1;
  records.forEach((record, i) => {
    // Nearly every record has the layout of one before it: try those first, building no text.
    const mark = p.values.length;
    if (last >= 0 && fits(record, shapes[last], p)) {
      rows[i] = last;
      return;
    }
    for (let s = 0; s < shapes.length; s++) {
      p.values.length = mark;
      if (s !== last && fits(record, shapes[s], p)) {
        rows[i] = last = s;
        return;
      }
    }
    p.values.length = mark;
    const layout = layoutOf(record, p);
    let id = layouts.get(layout);
    if (id === undefined) {
      layouts.set(layout, (id = layouts.size));
      shapes.push(shapeOf(JSON.parse(layout) as Layout));
    }
    rows[i] = last = id;
  });
  if (layouts.size > 0xffff) throw new RangeError('Too many different record layouts to pack.');
  return { layouts: [...layouts.keys()], rows, values: narrowest(p.values), strings: [...p.strings.keys()] };
}

export function unpackRecords<T>(packed: PackedRecords): T[] {
  const { values, strings } = packed;
  let at = 0;
  // Each layout becomes a tree of small builders once, rather than being walked for every record.
  const compile = (layout: Layout): (() => unknown) => {
    if (layout === NUMBER) return () => values[at++];
    if (layout === STRING) return () => strings[values[at++]];
    if (layout === BOOLEAN) return () => values[at++] === 1;
    if (layout === null) return () => null;
    if (Array.isArray(layout)) {
      const items = layout.map(compile);
      return () => items.map((item) => item());
    }
    const keys = Object.keys(layout);
    const fields = keys.map((key) => compile(layout[key]));
    return () => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        // An own property named __proto__, as JSON.parse makes, not a new prototype.
        if (keys[i] === '__proto__') Object.defineProperty(out, keys[i], { value: fields[i](), enumerable: true, writable: true, configurable: true });
        else out[keys[i]] = fields[i]();
      }
      return out;
    };
  };
  const builders = packed.layouts.map((text) => compile(JSON.parse(text) as Layout));
  return Array.from(packed.rows, (row) => builders[row]() as T);
}

/** The smallest typed array that holds every leaf exactly: game records are nearly all small whole numbers. */
function narrowest(values: readonly number[]): Float64Array | Uint32Array | Int32Array {
  let uint = true;
  let int = true;
  for (const v of values) {
    if (uint && v >>> 0 !== v) uint = false;
    if (int && !Object.is(v | 0, v)) int = false;
    if (!uint && !int) return Float64Array.from(values);
  }
  return uint ? Uint32Array.from(values) : Int32Array.from(values);
}

/** What to list as transferable when posting `packed`: its buffers move instead of being copied. */
export function packedTransfer(packed: PackedRecords): ArrayBuffer[] {
  return [packed.rows.buffer as ArrayBuffer, packed.values.buffer as ArrayBuffer];
}
