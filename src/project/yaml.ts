import { parseYamlSource } from '../source/yaml';

/**
 * YAML text with positions. Everything in src/project reads YAML through this one
 * function, which reads through the shared position-aware parser (src/source): the
 * same limits (aliases, nesting, size, duplicate keys, UTF-16) as walkthroughs and maps.
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

/** rulekit.yaml is a screenful of settings; anything near this size is the wrong file. */
export const PROJECT_YAML_MAX_BYTES = 200_000;

export function parseYamlWithPositions(text: string | Uint8Array): PositionedYaml {
  const source = parseYamlSource(text, { kind: 'file', maxBytes: PROJECT_YAML_MAX_BYTES });
  if (!source.ok) {
    const first = source.error[0];
    return { data: undefined, syntaxError: { message: first.message, position: { line: first.line, column: first.column } }, positionOf: () => ({ line: first.line, column: first.column }) };
  }
  return { data: source.value.value, syntaxError: null, positionOf: (path, options = {}) => (options.key ? source.value.locate(path) : (source.value.locateValue ?? source.value.locate)(path)) };
}
