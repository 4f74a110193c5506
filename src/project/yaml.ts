import { isMap, isScalar, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';

/**
 * YAML text with positions. Everything in src/project reads YAML through this one
 * function, so the shared position-aware parser (src/source) can replace it in one place.
 */

export interface Position {
  line: number;
  column: number;
}

export type KeyPath = ReadonlyArray<string | number>;

export interface PositionedYaml {
  /** The plain data, or undefined when the text is not YAML. */
  data: unknown;
  /** The first syntax error, with its position. */
  syntaxError: { message: string; position: Position } | null;
  /** Where the value at `path` starts; `key: true` gives the key's own position (for unknown keys). Falls back to the nearest parent. */
  positionOf(path: KeyPath, options?: { key?: boolean }): Position;
}

export function parseYamlWithPositions(text: string): PositionedYaml {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number): Position => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const first = doc.errors[0];
  const syntaxError = first ? { message: first.message.split('\n')[0], position: at(first.pos[0]) } : null;
  return {
    data: syntaxError ? undefined : doc.toJS(),
    syntaxError,
    positionOf(path, options = {}) {
      let node: unknown = doc.contents;
      let best: Position = { line: 1, column: 1 };
      if (isNode(node) && node.range) best = at(node.range[0]);
      for (let i = 0; i < path.length; i++) {
        const segment = path[i];
        if (isMap(node)) {
          const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
          if (!pair) break;
          const isLast = i === path.length - 1;
          if (isLast && options.key && isNode(pair.key) && pair.key.range) return at(pair.key.range[0]);
          node = pair.value;
          if (isNode(pair.value) && pair.value.range) best = at(pair.value.range[0]);
          else if (isNode(pair.key) && pair.key.range) best = at(pair.key.range[0]);
        } else if (node && typeof node === 'object' && 'items' in node && Array.isArray((node as { items: unknown[] }).items)) {
          const item = (node as { items: unknown[] }).items[Number(segment)];
          if (!isNode(item)) break;
          node = item;
          if (item.range) best = at(item.range[0]);
        } else break;
      }
      return best;
    },
  };
}

function isNode(x: unknown): x is YamlNode {
  return typeof x === 'object' && x !== null && 'range' in x;
}
