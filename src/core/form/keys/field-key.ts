/**
 * Which field keys (the property names of a form schema, the field codes) the form runtime accepts.
 *
 * A field key is data from the server, and it becomes a Formily path, an object key in values, patches and
 * errors, and part of a table-cell path (`table[row].column`). Any other string is a valid key, including
 * object-prototype names (`constructor`, `toString`, `hasOwnProperty`, `valueOf`): the runtime keeps
 * values by key in `Map`s or prototype-less records, never reading an inherited member. Refused, as a
 * schema error naming the JSON path:
 * - the empty string, and any key with whitespace or control characters (`" "`, `"a b"`): Formily's path
 *   parser skips whitespace, so such a key would address another field;
 * - a key with Formily path syntax, `. [ ] ( ) { } * ! , : ~ \`: it would be read as a nested path, a
 *   pattern or a cell of a table;
 * - `__proto__`: assigning it to any ordinary object changes the object's prototype instead of storing a
 *   value, and libraries the form uses (Formily, React props) do that.
 */
export const FIELD_KEY_RULE =
  'a field key is a non-empty string without whitespace, control characters or the path characters . [ ] ( ) { } * ! , : ~ \\, and not __proto__';

// Whitespace (\s covers the Unicode spaces Formily skips), C0/C1 control characters and the path syntax.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\s\u0000-\u001f\u007f-\u009f.[\](){}*!,:~\\]/u;

/** What is wrong with a field key, or undefined when it is valid (see {@link FIELD_KEY_RULE}). */
export function fieldKeyProblem(key: string): string | undefined {
  if (key === '') return 'field key must not be empty';
  if (key.trim() === '') return 'field key must not be blank';
  if (key === '__proto__') return 'field key must not be __proto__';
  const bad = FORBIDDEN.exec(key);
  if (bad) {
    // eslint-disable-next-line no-control-regex
    const shown = /\s|[\u0000-\u001f\u007f-\u009f]/u.test(bad[0]) ? `U+${bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : bad[0];
    return `field key must not contain ${JSON.stringify(shown)} (${FIELD_KEY_RULE})`;
  }
  return undefined;
}

/** Whether a string is a valid field key. */
export function isValidFieldKey(key: string): boolean {
  return fieldKeyProblem(key) === undefined;
}
