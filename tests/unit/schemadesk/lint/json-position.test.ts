import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, offsetInString, parseJsonDocument } from '../../../../scripts/schemadesk/lint/json-position';

describe('parseJsonDocument', () => {
  const text = '{\n  "a": {\n    "b/c": [1, "x\\ny"],\n    "d": null\n  },\n  "a": true\n}\n';

  it('gives the value JSON.parse gives', () => {
    expect(parseJsonDocument(text).value).toEqual(JSON.parse(text));
  });

  it('locates values by JSON pointer (escaped segments, array items), 1-based', () => {
    const doc = parseJsonDocument(text);
    expect(doc.locate('/a')).toEqual({ line: 6, column: 8 }); // the last "a" wins, as in JSON.parse
    expect(doc.locate('/a/b~1c/1')).toEqual({ line: 6, column: 8 }); // gone with the first "a": nearest is the last "a"
  });

  it('locates into the first object when it is the only one', () => {
    const doc = parseJsonDocument('{\n  "a": {\n    "b/c": [1, "x"]\n  }\n}');
    expect(doc.locate('/a/b~1c/1')).toEqual({ line: 3, column: 16 });
    expect(doc.locate('/a/missing')).toEqual({ line: 2, column: 8 });
  });

  it('reports a key written twice in one object', () => {
    expect(parseJsonDocument(text).duplicates).toEqual([{ parent: '', key: 'a', offset: text.lastIndexOf('"a"') }]);
  });

  it('throws a syntax error with its offset', () => {
    expect(() => parseJsonDocument('{ "a": 1, }')).toThrow(JsonSyntaxError);
    try {
      parseJsonDocument('{ "a": 1, }');
    } catch (error) {
      expect((error as JsonSyntaxError).offset).toBe(10);
    }
  });

  it('maps an index in a decoded string to the file offset (escapes take two characters)', () => {
    const source = '{"x": "a\\nb<c"}';
    const doc = parseJsonDocument(source);
    const node = doc.nodeAt('/x');
    if (node?.kind !== 'string') throw new Error('no string');
    expect(source[offsetInString(source, node, node.value.indexOf('<'))]).toBe('<');
  });
});
