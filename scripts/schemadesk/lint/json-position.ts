// A small JSON parser that keeps where every value sits in the text (offsets, then line and column), so a finding
// can name `file:line:column` and `--fix` can rewrite one value without reformatting the file. It also sees what
// JSON.parse hides: a key written twice in one object (JSON.parse keeps the last silently).

/** A parsed JSON value with its place in the text. */
export type JsonNode =
  | { kind: 'object'; start: number; end: number; entries: JsonEntry[] }
  | { kind: 'array'; start: number; end: number; items: JsonNode[] }
  | { kind: 'string'; start: number; end: number; value: string }
  | { kind: 'number'; start: number; end: number; value: number }
  | { kind: 'boolean'; start: number; end: number; value: boolean }
  | { kind: 'null'; start: number; end: number };

/** One `"key": value` of an object. */
export interface JsonEntry {
  key: string;
  keyStart: number;
  value: JsonNode;
}

/** A key written more than once in one object. */
export interface DuplicateKey {
  /** JSON pointer of the object holding the key. */
  parent: string;
  key: string;
  /** Offset of the repeated (later) key. */
  offset: number;
}

/** 1-based line and column. */
export interface Position {
  line: number;
  column: number;
}

export class JsonSyntaxError extends Error {
  override name = 'JsonSyntaxError';
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** Escapes one JSON-pointer segment (RFC 6901). */
export function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A JSON pointer from segments. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((segment) => `/${pointerSegment(segment)}`).join('');
}

/** The segments of a JSON pointer. */
export function fromPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A parsed JSON text: the value, the position tree and what JSON.parse would not tell. */
export interface JsonDocument {
  text: string;
  root: JsonNode;
  /** The plain value (as JSON.parse gives it; for a repeated key the last one wins). */
  value: unknown;
  duplicates: DuplicateKey[];
  /** The node at a JSON pointer, or the deepest existing ancestor when `nearest` is set. */
  nodeAt(pointer: string, nearest?: boolean): JsonNode | undefined;
  /** Line and column of an offset. */
  positionOf(offset: number): Position;
  /** Line and column of the value at a pointer (of its nearest existing ancestor when the value is absent). */
  locate(pointer: string): Position;
}

/** Line and column (1-based) of an offset, by the line starts of the text. */
export function createPositionMapper(text: string): (offset: number) => Position {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low] + 1 };
  };
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Parses JSON text (a leading byte-order mark is allowed). Throws {@link JsonSyntaxError} with the offset. */
export function parseJsonDocument(text: string): JsonDocument {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const duplicates: DuplicateKey[] = [];

  const fail = (message: string, at = i): never => {
    throw new JsonSyntaxError(message, Math.min(at, text.length));
  };
  const skip = () => {
    while (i < text.length && /[ \t\r\n]/.test(text[i])) i += 1;
  };
  const readString = (): string => {
    const start = i;
    i += 1;
    let out = '';
    while (i < text.length) {
      const ch = text[i];
      if (ch === '"') {
        i += 1;
        return out;
      }
      if (ch === '\\') {
        const next = text[i + 1];
        const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (next !== undefined && next in simple) {
          out += simple[next];
          i += 2;
        } else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else fail('bad escape in string');
        continue;
      }
      if (ch.charCodeAt(0) < 0x20) fail('control character in string');
      out += ch;
      i += 1;
    }
    return fail('unterminated string', start);
  };
  const parseValue = (pointer: string): JsonNode => {
    skip();
    const start = i;
    const ch = text[i];
    if (ch === '{') {
      i += 1;
      const entries: JsonEntry[] = [];
      const seen = new Set<string>();
      skip();
      if (text[i] === '}') {
        i += 1;
        return { kind: 'object', start, end: i, entries };
      }
      for (;;) {
        skip();
        if (text[i] !== '"') fail('expected a property name');
        const keyStart = i;
        const key = readString();
        skip();
        if (text[i] !== ':') fail('expected ":"');
        i += 1;
        if (seen.has(key)) duplicates.push({ parent: pointer, key, offset: keyStart });
        seen.add(key);
        entries.push({ key, keyStart, value: parseValue(`${pointer}/${pointerSegment(key)}`) });
        skip();
        if (text[i] === ',') {
          i += 1;
          continue;
        }
        if (text[i] === '}') {
          i += 1;
          return { kind: 'object', start, end: i, entries };
        }
        fail('expected "," or "}"');
      }
    }
    if (ch === '[') {
      i += 1;
      const items: JsonNode[] = [];
      skip();
      if (text[i] === ']') {
        i += 1;
        return { kind: 'array', start, end: i, items };
      }
      for (;;) {
        items.push(parseValue(`${pointer}/${items.length}`));
        skip();
        if (text[i] === ',') {
          i += 1;
          continue;
        }
        if (text[i] === ']') {
          i += 1;
          return { kind: 'array', start, end: i, items };
        }
        fail('expected "," or "]"');
      }
    }
    if (ch === '"') {
      const value = readString();
      return { kind: 'string', start, end: i, value };
    }
    for (const [word, node] of [
      ['true', { kind: 'boolean', value: true }],
      ['false', { kind: 'boolean', value: false }],
      ['null', { kind: 'null' }],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return { ...node, start, end: i } as JsonNode;
      }
    }
    NUMBER.lastIndex = i;
    const match = NUMBER.exec(text);
    if (match) {
      i += match[0].length;
      return { kind: 'number', start, end: i, value: Number(match[0]) };
    }
    return fail(i >= text.length ? 'unexpected end of the text' : `unexpected ${JSON.stringify(text[i])}`);
  };

  const root = parseValue('');
  skip();
  if (i < text.length) fail('unexpected text after the JSON value');
  const positionOf = createPositionMapper(text);

  const nodeAt = (pointer: string, nearest = false): JsonNode | undefined => {
    let node: JsonNode = root;
    for (const segment of fromPointer(pointer)) {
      let next: JsonNode | undefined;
      if (node.kind === 'object') {
        // The last one wins, as in JSON.parse.
        for (const entry of node.entries) if (entry.key === segment) next = entry.value;
      } else if (node.kind === 'array' && /^\d+$/.test(segment)) next = node.items[Number(segment)];
      if (!next) return nearest ? node : undefined;
      node = next;
    }
    return node;
  };

  return {
    text,
    root,
    value: toValue(root),
    duplicates,
    nodeAt,
    positionOf,
    locate: (pointer) => positionOf(nodeAt(pointer, true)?.start ?? 0),
  };
}

function toValue(node: JsonNode): unknown {
  switch (node.kind) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const entry of node.entries) {
        // defineProperty: a "__proto__" key stays data, as in JSON.parse.
        Object.defineProperty(out, entry.key, { value: toValue(entry.value), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    case 'array':
      return node.items.map(toValue);
    case 'null':
      return null;
    default:
      return node.value;
  }
}

/**
 * Offset in the file text of character `index` of a string node's decoded value (escapes such as `\n` take
 * several characters in the file): where a finding inside an embedded text (BPMN XML in a JSON string) sits.
 */
export function offsetInString(text: string, node: Extract<JsonNode, { kind: 'string' }>, index: number): number {
  let raw = node.start + 1;
  let decoded = 0;
  while (decoded < index && raw < node.end - 1) {
    if (text[raw] === '\\') raw += text[raw + 1] === 'u' ? 6 : 2;
    else raw += 1;
    decoded += 1;
  }
  return raw;
}
