// Idempotency keys (issue 20): one key per user intent, sent as the `Idempotency-Key` header, so a retry
// after a lost answer, an outbox replay or a second tab sending the same thing is applied once.
//
// A key is derived from what the intent sends (the endpoint and the body, canonical JSON), not drawn at
// random: every retry of the intent (the same Confirm pressed again, the outbox replaying it after a
// reload, another tab restored from the same local copy and sending the same content) carries the same
// key without anything having to remember it between tabs. The body of an action on an existing ticket
// carries the ticket's id and the version the page loaded, so the same action after the ticket changed
// is a new intent; a create carries the template and the whole form, so the same form sent twice within
// the server's key lifetime (24 h on the fixture gateway) starts one ticket. The outbox stores the key
// of each entry, so a replay never recomputes it.
import { stableStringify } from './path';

/** The header the key travels in (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

// 32-bit FNV-1a over the UTF-16 code units, seeded: four seeds give 128 bits, plenty for one user's intents.
function fnv1a(text: string, seed: number): string {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The key of an intent made of `parts` (e.g. `['POST', path, body]`): the same parts always give the same
 * key (object key order does not count), different ones a different key.
 * @example idempotencyKeyOf(['POST', '/api/v2/biz/draft/save', { processDefId, formData }]) // 'sd1-3f0c…'
 */
export function idempotencyKeyOf(parts: readonly unknown[]): string {
  const text = stableStringify(parts);
  return `sd1-${[0, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35].map((seed) => fnv1a(text, seed)).join('')}`;
}
