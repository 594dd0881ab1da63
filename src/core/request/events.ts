// The request client's own event, declared by declaration merging as plugins declare theirs.

declare module '../events' {
  interface RuntimeEventRegistry {
    /**
     * A call carrying an idempotency key got no answer (offline, network error, timeout): it may or may
     * not have been applied. `message` is translated; sending it again with `idempotencyKey` is safe.
     */
    'request:unsent': { method: 'GET' | 'POST'; path: string; body: unknown; idempotencyKey: string; message: string; timedOut: boolean };
  }
}

export {};
